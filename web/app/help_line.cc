// Help you can find: every piece explains itself (explain.cc), but nothing
// said so. The first time a board appears on this device, one line under the
// top bar says how: hover with a mouse, a long press with a finger. It goes
// at the first press (which still plays: the line has no target of its own)
// and is never shown again: localStorage remembers it was shown. Where
// storage is blocked (a sandboxed iframe) it shows once per visit.
#include <algorithm>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

using namespace palette;

namespace {
const char* const kShownKey = "tabula.help_line";
}  // namespace

void App::draw_help_line(Rect board) {
  if (help_line_ < 0) {
    // Decided once per visit, when the first board is drawn.
    help_line_ = platform::load(kShownKey) ? 0 : 1;
    if (help_line_ == 1) platform::store(kShownKey, "shown");
  }
  if (help_line_ != 1 || overlay_ != Overlay::None) return;
  const std::string text = i18n_.t(i18n_.mouse() ? "ui.help_line_mouse" : "ui.help_line_touch");
  const float w = std::min(board.w - 16, 520.f), size = 14, pad = 10;
  const std::vector<std::string> lines = g_->wrap(text, size, w - 2 * pad, Face::Bold);
  const float h = pad * 2 + lines.size() * size * 1.35f;
  Rect box{board.cx() - w / 2, board.y + 8, w, h};
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
