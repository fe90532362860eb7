// The keyboard: a focus ring over what can be chosen now, moved with Tab /
// Shift+Tab (and the arrows within a group), played with Enter or Space.
// What can be chosen is what the last frame registered to be tapped (hit()),
// so every decision a finger can make, the keyboard can make too, with no
// list per game. shell/page-access.js sends the keys here (tabula_key)
// before SDL sees them: a Tab past the last choice is left to the browser,
// so focus moves on out of the game and is never trapped.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

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

constexpr double kTypedPause = 1.5;  // seconds between the keys of one typed coordinate

}  // namespace

// The nearest choice of the same group as items[at] that lies the arrow
// `key`'s way (its centre past this one's, and more that way than across),
// or -1: the distance across counts double, so Down goes down the column.
int App::nearest_that_way(const std::vector<Focusable>& items, int at, const std::string& key) {
  const Rect& from = items[static_cast<size_t>(at)].r;
  const std::string group = focus_group(items[static_cast<size_t>(at)].id);
  const bool horizontal = key == "ArrowLeft" || key == "ArrowRight";
  const float sign = key == "ArrowRight" || key == "ArrowDown" ? 1 : -1;
  int best = -1;
  float best_cost = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (static_cast<int>(i) == at || focus_group(items[i].id) != group) continue;
    const float along = sign * (horizontal ? items[i].r.cx() - from.cx() : items[i].r.cy() - from.cy());
    const float across = std::fabs(horizontal ? items[i].r.cy() - from.cy() : items[i].r.cx() - from.cx());
    if (along < 1 || across > along) continue;
    const float cost = along + 2 * across;
    if (best < 0 || cost < best_cost) best = static_cast<int>(i), best_cost = cost;
  }
  return best;
}

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
    typed_.clear();
    if (n == 0) return true;
    if (at < 0) {
      set_focus(items, 0);
      return true;
    }
    const int step = key == "ArrowRight" || key == "ArrowDown" ? 1 : -1;
    const std::string group = focus_group(items[at].id);
    // Over a grid (a board's squares) an arrow goes to the nearest choice
    // of the group that way, so a square is a few presses off, not tens of
    // Tabs; where there is none that way (the end of a row, a list), to the
    // next (or previous) of the group in reading order.
    const int near = nearest_that_way(items, at, key);
    if (near >= 0) {
      set_focus(items, near);
      return true;
    }
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
  // A choice named by what is typed: a coordinate ("c3": the square of
  // that id, v:sq:c3) rings it; P rings Pass. Letters that begin a
  // coordinate on screen are the coordinate's, not a shortcut's ("e3", "h1").
  if (table_open && key.size() == 1 && std::isalnum(static_cast<unsigned char>(key[0]))) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(key[0])));
    const double now = platform::real_ms() / 1000.0;  // a person's pace, whatever the game clock
    std::string typed = now - typed_at_ < kTypedPause ? typed_ + c : std::string(1, c);
    auto tail = [](const std::string& id) { return id.substr(id.rfind(':') + 1); };
    auto coordinate = [](const std::string& t) {
      return t.size() >= 2 && std::isalpha(static_cast<unsigned char>(t[0])) &&
             std::all_of(t.begin() + 1, t.end(), [](char d) { return std::isdigit(static_cast<unsigned char>(d)); });
    };
    for (int pass = 0; pass < 2; ++pass) {
      bool begun = false;
      for (int i = 0; i < n; ++i) {
        const std::string t = tail(items[i].id);
        if (!coordinate(t)) continue;
        if (t == typed) {
          typed_.clear();
          set_focus(items, i);
          return true;
        }
        begun |= t.rfind(typed, 0) == 0;
      }
      if (begun) {
        typed_ = typed;
        typed_at_ = now;
        return true;
      }
      if (typed.size() == 1) break;
      typed = std::string(1, c);  // a new coordinate begins with this key
    }
    typed_.clear();
    if (c == 'p') {
      for (int i = 0; i < n; ++i)
        if (items[i].id == "action:pass" || tail(items[i].id) == "pass") {
          set_focus(items, i);
          return true;
        }
    }
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
