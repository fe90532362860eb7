// The plain board's buttons (web/app/plain_layout.h, issue 34 §16): every
// legal action on some page, each at least a finger each way, inside the
// room it is given, none over another. The 260 px button a line it replaced
// showed 13 bids on a 390 px phone as far as they went and dropped the rest.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "app/plain_layout.h"

namespace tabula::web {
namespace {

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// Checks a layout of `n` labels `label_w` wide in w x h; returns the pages.
size_t check(size_t n, float label_w, float w, float h) {
  const PlainGrid grid = plain_grid(std::vector<float>(n, label_w), w, h);
  std::set<size_t> seen;
  EXPECT_FALSE(grid.pages.empty());
  const float room = grid.pages.size() > 1 ? h - (kFinger + 8) : h;  // a pager row below the pages
  for (const auto& page : grid.pages) {
    for (size_t i = 0; i < page.size(); ++i) {
      const Rect& r = page[i].r;
      EXPECT_TRUE(seen.insert(page[i].index).second) << "action " << page[i].index << " twice";
      EXPECT_GE(r.w, kFinger);
      EXPECT_GE(r.h, kFinger);
      EXPECT_GE(r.x, 0);
      EXPECT_LE(r.x + r.w, w + 0.5f) << n << " actions, " << w << " px wide";
      if (h >= kFinger * 2 + 8) EXPECT_LE(r.y + r.h, room + 0.5f) << n << " actions in " << h << " px";
      for (size_t j = 0; j < i; ++j) EXPECT_FALSE(overlap(r, page[j].r)) << page[i].index << " over " << page[j].index;
    }
  }
  EXPECT_EQ(seen.size(), n) << "every action on some page";
  return grid.pages.size();
}

TEST(PlainLayout, ThirteenBidsOnAPhoneAllShowOnOnePage) {
  // A 390 px phone: 358 px inside the board's margins, "bid 13" about 45 px.
  EXPECT_EQ(check(13, 45, 358, 400), 1u);
}

TEST(PlainLayout, TooManyForTheRoomGoOnPages) {
  EXPECT_GT(check(60, 70, 358, 300), 1u);
  EXPECT_GT(check(13, 45, 358, 120), 1u);  // a short landscape phone
  check(5, 400, 358, 500);                 // labels wider than the board: one a row, cut to it
  check(1, 10, 358, 20);                   // less room than a finger: still one page
  check(0, 10, 358, 300);
}

}  // namespace
}  // namespace tabula::web
