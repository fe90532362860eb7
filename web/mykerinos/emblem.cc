// Mykerinos's emblem (start screen, pass-the-device screen): pyramids in the
// sand under the sun.
#include <algorithm>

#include "ui/gfx.h"

namespace tabula::web::mykerinos_ui {

using namespace palette;

void draw_emblem(Gfx& g, Rect r) {
  const float w = std::min(r.w, r.h * 1.3f), h = r.h;
  Rect e{r.cx() - w / 2, r.y, w, h};
  g.round_rect(e, 8, {120, 170, 210, 255});  // sky
  g.ellipse(e.x + e.w * 0.78f, e.y + e.h * 0.26f, e.h * 0.12f, e.h * 0.12f, kHighlight);
  Rect sand{e.x, e.y + e.h * 0.68f, e.w, e.h * 0.32f};
  g.round_rect(sand, 8, {222, 196, 142, 255});
  auto pyramid = [&](float cx, float base, float half, float height) {
    g.polygon({{cx, base - height}, {cx + half, base}, {cx - half, base}}, {150, 112, 62, 255});
    g.polygon({{cx, base - height}, {cx, base}, {cx - half, base}}, {190, 150, 92, 255});
  };
  const float base = e.y + e.h * 0.74f;
  pyramid(e.x + e.w * 0.68f, base, e.w * 0.17f, e.h * 0.34f);
  pyramid(e.x + e.w * 0.38f, base, e.w * 0.28f, e.h * 0.55f);
}

}  // namespace tabula::web::mykerinos_ui
