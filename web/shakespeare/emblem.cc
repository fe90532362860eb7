// Shakespeare's emblem (start screen, pass-the-device screen): a stage between
// red drapes, a quill in the spotlight.
#include <algorithm>

#include "ui/gfx.h"

namespace tabula::web::shakespeare_ui {

using namespace palette;

void draw_emblem(Gfx& g, Rect r) {
  const float w = std::min(r.w, r.h * 1.3f), h = r.h;
  Rect e{r.cx() - w / 2, r.y, w, h};
  g.round_rect(e, 8, kGoldDark);
  Rect stage = e.inset(4);
  g.round_rect(stage, 5, {24, 12, 20, 255});
  g.ellipse(stage.cx(), stage.y + stage.h * 0.86f, stage.w * 0.3f, stage.h * 0.1f, with_alpha(kHighlight, 0.35f));
  const float x0 = stage.x, x1 = stage.x + stage.w, y0 = stage.y, y1 = stage.y + stage.h;
  const SDL_Color drape = kVelvet;
  g.polygon({{x0, y0}, {x0 + stage.w * 0.42f, y0}, {x0 + stage.w * 0.16f, y1}, {x0, y1}}, drape);
  g.polygon({{x1 - stage.w * 0.42f, y0}, {x1, y0}, {x1, y1}, {x1 - stage.w * 0.16f, y1}}, drape);
  g.fill_rect({x0, y0, stage.w, stage.h * 0.16f}, kVelvetDark);
  g.fill_rect({x0, y0 + stage.h * 0.16f, stage.w, 2}, kGold);
  // A quill in the spotlight.
  const float qx = stage.cx(), qy = y0 + stage.h * 0.34f, ql = stage.h * 0.5f;
  g.polygon({{qx + ql * 0.16f, qy}, {qx + ql * 0.05f, qy + ql * 0.75f}, {qx - ql * 0.08f, qy + ql * 0.6f}}, kCream);
  g.line(qx + ql * 0.12f, qy + ql * 0.1f, qx - ql * 0.12f, qy + ql, 1.5f, kGoldDark);
}

}  // namespace tabula::web::shakespeare_ui
