// Help you can find: every piece explains itself (explain.cc), but nothing
// said so. The first time a board appears on this device, one line under the
// top bar says how: hover with a mouse, a long press with a finger. It takes
// a strip of its own between the top bar and the board (the board is pushed
// down, never covered: a 360 px embed's lesson had its first row under it).
// It goes when the first press is released (the press still plays: its tap
// is read against the layout it was aimed at, the board moves up after) and
// is never shown again: localStorage remembers it was shown. Where storage is
// blocked (a sandboxed iframe) it shows once per visit.
#include <algorithm>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

namespace {
const char* const kShownKey = "tabula.help_line";
constexpr float kSize = 14, kPad = 10, kMargin = 6;
}  // namespace

std::vector<std::string> App::help_line_lines(float width) const {
  const std::string text = i18n_.t(i18n_.mouse() ? "ui.help_line_mouse" : "ui.help_line_touch");
  return g_->wrap(text, kSize, std::min(width - 16, 520.f) - 2 * kPad, Face::Bold);
}

float App::help_line_height() {
  if (help_line_ < 0) {
    // Decided once per visit, when the first board is drawn.
    help_line_ = platform::load(kShownKey) ? 0 : 1;
    if (help_line_ == 1) platform::store(kShownKey, "shown");
  }
  if (help_line_ != 1) return 0;
  return kMargin * 2 + kPad * 2 + help_line_lines(g_->width()).size() * kSize * 1.35f;
}

void App::draw_help_line(Rect strip) {
  help_line_box_ = Rect{};
  if (help_line_ != 1 || strip.h <= 0 || overlay_ != Overlay::None) return;
  const std::vector<std::string> lines = help_line_lines(strip.w);
  const float w = std::min(strip.w - 16, 520.f), size = kSize, pad = kPad;
  Rect box{strip.cx() - w / 2, strip.y + kMargin, w, strip.h - 2 * kMargin};
  help_line_box_ = box;
  g_->round_rect({box.x, box.y + 2, box.w, box.h}, 10, {0, 0, 0, 110});
  g_->round_rect(box, 10, {24, 8, 22, 240});
  g_->round_rect_outline(box.inset(1), 9, 1.5f, with_alpha(kGold, 0.8f));
  float y = box.y + pad;
  for (const auto& line : lines) {
    g_->text(line, box.cx(), y, size, kCream, Align::Center, Face::Bold);
    y += size * 1.35f;
  }
}

void App::help_line_seen() {
  if (help_line_ != 1) return;
  help_line_ = 0;
  dirty_ = true;
}

}  // namespace tabula::web
