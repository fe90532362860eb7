// Where the plain board (plain_view.cc) puts its action buttons: a grid that
// wraps, every button at least a finger wide and high, in pages when the
// room is too short for all. Pure arithmetic, no drawing: tests/web/
// plain_layout_test.cc checks it natively (every action on some page, none
// outside the room, none overlapping).
#pragma once
#include <algorithm>
#include <cstddef>
#include <vector>

#include "ui/gfx.h"

namespace tabula::web {

constexpr float kFinger = 44;  // the smallest target a finger hits (WCAG 2.5.5)
constexpr float kPager = 64;   // the width of a page button, ‹ or ›

struct PlainCell {
  size_t index;  // the action's place in the legal list
  Rect r;        // relative to the grid's top left
};
struct PlainGrid {
  std::vector<std::vector<PlainCell>> pages;  // never empty
  float height = 0;                           // of the tallest page, pager left out
};

// Buttons as wide as their labels (`label_w`, plus padding; at least 88 px,
// at most `w`), kFinger high, 8 px apart, wrapped at `w`; a page is as many
// rows as fit in `h` (with room for a pager row when there are pages).
inline PlainGrid plain_grid(const std::vector<float>& label_w, float w, float h) {
  constexpr float gap = 8, row = kFinger + gap;
  PlainGrid out;
  out.pages.emplace_back();
  // Rows that fit without a pager; with one, a row fewer for the pager.
  auto rows_fitting = [&](bool pager) {
    const float room = h + gap - (pager ? row : 0);
    return std::max(1, static_cast<int>(room / row));
  };
  // First lay everything out in rows, then cut the rows into pages.
  std::vector<std::vector<PlainCell>> rows(1);
  float x = 0;
  for (size_t i = 0; i < label_w.size(); ++i) {
    const float bw = std::min(w, std::max(88.f, label_w[i] + 28));
    if (x > 0 && x + bw > w + 0.5f) {
      rows.emplace_back();
      x = 0;
    }
    rows.back().push_back({i, {x, 0, bw, kFinger}});
    x += bw + gap;
  }
  if (label_w.empty()) return out;
  const int per_page = static_cast<int>(rows.size()) <= rows_fitting(false) ? static_cast<int>(rows.size())
                                                                            : rows_fitting(true);
  out.pages.clear();
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r % static_cast<size_t>(per_page) == 0) out.pages.emplace_back();
    const float y = static_cast<float>(r % static_cast<size_t>(per_page)) * row;
    for (PlainCell c : rows[r]) {
      c.r.y = y;
      out.pages.back().push_back(c);
      out.height = std::max(out.height, y + kFinger);
    }
  }
  return out;
}

}  // namespace tabula::web
