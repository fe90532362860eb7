// Help you can find: every piece explains itself (explain.cc), but nothing
// said so. The first time a board appears on this device, one line says how:
// hover with a mouse, a long press with a finger. It stands over the top bar
// (the game's name and its buttons), never over the board: drawn on the
// board it hid a 360 px embed's first row, and a strip of its own squeezed
// the first board (a 13-player table's cards ran into their names, a market
// card left the screen at 720x480). The bar's buttons still take their taps
// under it. It goes when the first press is released (the press still does
// what it does) and is never shown again: localStorage remembers it was
// shown. Where storage is blocked (a sandboxed iframe) it shows once per visit.
#include <algorithm>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

namespace {
const char* const kShownKey = "tabula.help_line";
constexpr float kPad = 8;
}  // namespace

bool App::help_line_shown() {
  if (help_line_ < 0) {
    // Decided once per visit, when the first board is drawn.
    help_line_ = platform::load(kShownKey) ? 0 : 1;
    if (help_line_ == 1) platform::store(kShownKey, "shown");
  }
  return help_line_ == 1;
}

void App::draw_help_line(Rect bar) {
  help_line_box_ = Rect{};
  if (!help_line_shown() || overlay_ != Overlay::None) return;
  const std::string text = i18n_.t(i18n_.mouse() ? "ui.help_line_mouse" : "ui.help_line_touch");
  const Rect box = bar.inset(3);
  // The largest size (14 down to 11 px) whose lines fit the bar's height.
  float size = 14;
  std::vector<std::string> lines;
  for (; size >= 11; size -= 1) {
    lines = g_->wrap(text, size, box.w - 2 * kPad, Face::Bold);
    if (lines.size() * size * 1.2f <= box.h - 4) break;
  }
  help_line_box_ = box;
  g_->fill_rect({bar.x, bar.y, bar.w, bar.h - 2}, {20, 6, 18, 255});  // the bar's buttons hidden, not peeking out
  g_->round_rect(box, 8, {24, 8, 22, 255});
  g_->round_rect_outline(box.inset(1), 7, 1.5f, with_alpha(kGold, 0.8f));
  const float lh = size * 1.2f;
  float y = box.y + (box.h - lines.size() * lh) / 2;
  for (const auto& line : lines) {
    g_->text(line, box.cx(), y, size, kCream, Align::Center, Face::Bold);
    y += lh;
  }
}

void App::help_line_seen() {
  if (help_line_ != 1) return;
  help_line_ = 0;
  dirty_ = true;
}

}  // namespace tabula::web
