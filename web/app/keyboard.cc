// The keyboard: a focus ring over what can be chosen now, moved with Tab /
// Shift+Tab (and the arrows within a group), played with Enter or Space.
// What can be chosen is what the last frame registered to be tapped (hit()),
// so every decision a finger can make, the keyboard can make too, with no
// list per game. shell/page-access.js sends the keys here (tabula_key)
// before SDL sees them: a Tab past the last choice is left to the browser,
// so focus moves on out of the game and is never trapped.
#include <algorithm>
#include <cmath>

#include "app/app.h"

namespace tabula::web {

using namespace palette;

namespace {

// Ids a finger may tap that choose nothing: backgrounds that catch a stray
// tap, cards shown but not to be chosen, the scrolling rules text.
bool chooses_nothing(const std::string& id) {
  static const char* kNot[] = {"overlay", "help-body", "explain", "v:table", "v:dim", "v:picker", "ending"};
  for (const char* n : kNot)
    if (id == n) return true;
  return id.rfind("card:", 0) == 0 || id.rfind("seat:", 0) == 0;
}

}  // namespace

// Reading order: rows from the top (things whose middles are within half
// a height of a row's first one share it), each row from the left.
// (Insertion sorts: a frame has tens of choices, and std::stable_sort's
// code would weigh on the first load.)
void App::reading_order(std::vector<Focusable>& items) {
  auto sort = [&](size_t from, size_t to, bool by_x) {
    for (size_t i = from + 1; i < to; ++i)
      for (size_t j = i; j > from && (by_x ? items[j].r.x < items[j - 1].r.x : items[j].r.cy() < items[j - 1].r.cy()); --j)
        std::swap(items[j], items[j - 1]);
  };
  sort(0, items.size(), false);
  size_t i = 0;
  while (i < items.size()) {
    size_t j = i + 1;
    const float cy = items[i].r.cy(), tol = std::max(8.f, items[i].r.h / 2);
    while (j < items.size() && items[j].r.cy() - cy <= tol) ++j;
    sort(i, j, true);
    i = j;
  }
}

std::vector<App::Focusable> App::focusables() const {
  // A layer covering most of the screen (an overlay, a view's dimmed
  // picker) hides what lies under it: only what is drawn after it counts.
  const float screen = std::max(1.f, g_->width() * g_->height());
  auto big = [&](const Rect& r) { return r.w * r.h >= 0.4f * screen; };
  size_t from = 0;
  for (size_t i = 0; i < hits_.size(); ++i) {
    if (!big(hits_[i].second) || (hits_[i].first != "overlay" && hits_[i].first != "v:dim")) continue;
    from = i + 1;
  }
  std::vector<Focusable> items;
  for (size_t i = from; i < hits_.size(); ++i) {
    const std::string& id = hits_[i].first;
    const Rect& r = hits_[i].second;
    if (chooses_nothing(id) || big(r) || r.w < 1 || r.h < 1) continue;
    if (std::any_of(items.begin(), items.end(), [&](const Focusable& f) { return f.id == id; })) continue;
    items.push_back({id, r});
  }
  reading_order(items);
  return items;
}

// "action:..." and "slot:..." move among their kind; a view's "v:tab:x"
// among its tabs; App's own ids ("menu", "players:+") by their first word.
std::string App::focus_group(const std::string& id) {
  if (id.rfind("v:", 0) == 0) {
    size_t c = id.find(':', 2);
    return c == std::string::npos ? id : id.substr(0, c);
  }
  if (id.rfind("action:", 0) == 0) return "action";
  return id.substr(0, id.find(':'));
}

int App::focus_index(const std::vector<Focusable>& items) const {
  for (size_t i = 0; i < items.size(); ++i)
    if (items[i].id == focus_id_) return static_cast<int>(i);
  return -1;
}

void App::set_focus(const std::vector<Focusable>& items, int i) {
  dirty_ = true;
  if (i < 0 || i >= static_cast<int>(items.size())) {
    focus_id_.clear();
    focus_visible_ = false;
    return;
  }
  focus_id_ = items[i].id;
  focus_at_ = i;
  focus_visible_ = true;
}

bool App::api_key(const std::string& key, bool shift) {
  const std::vector<Focusable> items = focusables();
  const int n = static_cast<int>(items.size());
  int at = focus_visible_ ? focus_index(items) : -1;
  const bool table_open = screen_ == Screen::Table && table_ && overlay_ == Overlay::None;
  dirty_ = true;
  if (key == "Blur") {  // focus went elsewhere in the page: no ring on the canvas
    focus_visible_ = false;
    return false;
  }
  if (key == "First" || key == "Last") {  // focus came to the game from before or after it
    set_focus(items, key == "First" ? 0 : n - 1);
    return n > 0;
  }
  if (key == "Tab") {
    if (n == 0) return false;
    int next = at < 0 ? (shift ? n - 1 : 0) : at + (shift ? -1 : 1);
    set_focus(items, next);
    return next >= 0 && next < n;  // past either end: the browser moves focus on
  }
  // In a replay ← and → step through the game (its own keys, replay.cc),
  // before the ring's moves within a group.
  if (table_open && scene() && (key == "ArrowLeft" || key == "ArrowRight"))
    return replay_key(key == "ArrowLeft" ? SDLK_LEFT : SDLK_RIGHT);
  if (key == "ArrowRight" || key == "ArrowDown" || key == "ArrowLeft" || key == "ArrowUp") {
    if (n == 0) return true;
    if (at < 0) {
      set_focus(items, 0);
      return true;
    }
    const int step = key == "ArrowRight" || key == "ArrowDown" ? 1 : -1;
    const std::string group = focus_group(items[at].id);
    for (int k = 1; k < n; ++k) {
      int j = ((at + step * k) % n + n) % n;
      if (focus_group(items[j].id) == group) {
        set_focus(items, j);
        break;
      }
    }
    return true;
  }
  if (key == "Enter" || key == " ") {
    if (at < 0) {
      set_focus(items, 0);
      return n > 0;
    }
    focus_at_ = at;
    on_tap(items[at].id);
    return true;
  }
  if (key == "Escape") {
    // Closes whatever is open, forgets a half-made choice (never the
    // pass-the-device screen: the next player must take the device first).
    if (overlay_ != Overlay::Pass) {
      overlay_ = Overlay::None;
      if (view_) view_->reset_selection();
    }
    return true;
  }
  if (key == "u" || key == "U") {
    if (table_open && local()) on_tap("undo");
    return true;
  }
  if (key == "h" || key == "H" || key == "?") {
    if (overlay_ == Overlay::Help) overlay_ = Overlay::None;
    else if (overlay_ != Overlay::Pass) on_tap("help");
    return true;
  }
  if (key == "e" || key == "E") {  // what would the expert do? (hint.cc)
    if (table_open) on_tap("hint");
    return true;
  }
  if (key == "m" || key == "M") {
    if (overlay_ == Overlay::Menu) overlay_ = Overlay::None;
    else if (overlay_ == Overlay::None) on_tap("menu");
    return true;
  }
  return false;
}

// A ring in three bands, dark, light, dark, none overlapping: whatever it
// is drawn on (gold, a cream card, night), one band stands out against it
// by 3:1 or more (tests/web/contrast_test.cc); two, a gold ring on a dark
// edge half covered by it, was faint on gold. Only once a key has moved it.
void App::draw_focus_ring() {
  if (!focus_visible_) return;
  const std::vector<Focusable> items = focusables();
  if (items.empty()) return;
  int at = focus_index(items);
  if (at < 0) {  // what had focus is gone (it was played): the one now in its place
    at = std::min<int>(static_cast<int>(focus_at_), static_cast<int>(items.size()) - 1);
    focus_id_ = items[at].id;
  }
  const Rect r = items[at].r.inset(-3);  // the light band's inner edge
  g_->round_rect_outline(r.inset(-4.5f), 14, 3, kNight);
  g_->round_rect_outline(r.inset(-1.5f), 11, 3, kHighlight);
  g_->round_rect_outline(r.inset(1), 8, 2, kNight);
}

}  // namespace tabula::web
