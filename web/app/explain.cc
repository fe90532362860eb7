// Help for every piece: a view registers what each piece is with
// ViewContext::explain(rect, title, body) as it draws it. On a desktop the
// explanation follows the mouse as a tooltip; on touch (or a held mouse
// button) a long press shows it until the next tap -- and never plays
// anything, so a long press on a card cannot hire or swap it. The next tap
// closes it and, unless it lands on the explanation itself, plays as any tap
// would: a long press on Juliet then a tap on "draft" drafts her.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

namespace {
constexpr double kLongPress = 0.5;  // seconds held still
}  // namespace

const App::Explain* App::explain_at(float x, float y) const {
  // Pieces under an overlay (rules, menu, pass screen) are not there.
  if (overlay_ != Overlay::None) return nullptr;
  const Explain* best = nullptr;
  for (const auto& e : explains_) {
    if (!e.r.contains(x, y)) continue;
    if (!best || e.r.w * e.r.h < best->r.w * best->r.h) best = &e;
  }
  return best;
}

void App::hover(float x, float y) {
  if (tip_.pinned) return;
  const Explain* e = explain_at(x, y);
  if (!e) {
    if (tip_.on) dirty_ = true;
    tip_.on = false;
    return;
  }
  if (tip_.on && tip_.title == e->title && tip_.body == e->body) return;
  tip_ = {true, false, e->r, e->title, e->body, {}};
  dirty_ = true;
}

void App::press(float x, float y) {
  press_at_ = platform::real_ms() / 1000.0;
  press_x_ = x;
  press_y_ = y;
  long_pressed_ = false;
  swallow_tap_ = tip_.pinned && tip_.box.contains(x, y);
  if (tip_.on) dirty_ = true;
  tip_.on = tip_.pinned = false;
}

bool App::release() {
  const bool tap = !long_pressed_ && !swallow_tap_;
  press_at_ = -1;
  long_pressed_ = swallow_tap_ = false;
  // The tap (made next, before any frame) is read against the layout it
  // was aimed at; the help line's strip goes after it.
  help_line_seen();
  return tap;
}

void App::check_long_press() {
  if (press_at_ < 0 || long_pressed_ || dragging_) return;
  if (platform::real_ms() / 1000.0 - press_at_ < kLongPress) return;
  const Explain* e = explain_at(press_x_, press_y_);
  if (!e) return;  // a slow tap on a plain button still taps
  long_pressed_ = true;
  tip_ = {true, true, e->r, e->title, e->body, {}};
  dirty_ = true;
}

void App::draw_explanation() {
  if (!tip_.on) return;
  const float W = g_->width(), H = g_->height();
  const float w = std::min(W - 16, 340.f), pad = 12;
  const std::vector<std::string> title = g_->wrap(tip_.title, 16, w - 2 * pad, Face::Bold);
  const std::vector<std::string> body = g_->wrap(tip_.body, 14, w - 2 * pad);
  const float h = pad * 2 + title.size() * 21 + (body.empty() ? 0 : 4 + body.size() * 19);
  // Above the piece if it fits, else below it, else over it; never off screen.
  float y = tip_.anchor.y - h - 8;
  if (y < 4) y = tip_.anchor.y + tip_.anchor.h + 8;
  if (y + h > H - 4) y = std::max(4.f, H - h - 4);
  const float x = std::clamp(tip_.anchor.cx() - w / 2, 8.f, std::max(8.f, W - w - 8));
  Rect box{x, y, w, h};
  tip_.box = box;
  g_->round_rect({box.x, box.y + 3, box.w, box.h}, 12, {0, 0, 0, 110});
  g_->round_rect(box, 12, kCream);
  g_->round_rect_outline(box.inset(1), 11, 1.5f, kGoldDark);
  float ty = box.y + pad;
  for (const auto& line : title) {
    g_->text(line, box.x + pad, ty, 16, kVelvet, Align::Left, Face::Bold);
    ty += 21;
  }
  ty += 4;
  for (const auto& line : body) {
    g_->text(line, box.x + pad, ty, 14, kInk);
    ty += 19;
  }
  if (tip_.pinned) hit("explain", box);  // a tap on it (or anywhere) just closes it
}

}  // namespace tabula::web
