// Mykerinos's emblem (start screen, pass-the-device screen): pyramids in the
// sand under the sun.
#include <algorithm>

#include "ui/gfx.h"

namespace tabula::web::mykerinos_ui {

using namespace palette;

void draw_emblem(Gfx& g, Rect r) {
  // A page of the field notebook (assets/art/mykerinos/STYLE.md): papyrus,
  // a washed sky and sand, the pyramids in sepia ink with their shaded faces.
  constexpr SDL_Color kPaper{241, 226, 191, 255}, kInkLine{59, 37, 22, 255};
  const float w = std::min(r.w, r.h * 1.3f), h = r.h;
  Rect e{r.cx() - w / 2, r.y, w, h};
  g.round_rect(e, 8, kPaper);
  g.round_rect({e.x + 4, e.y + 4, e.w - 8, e.h * 0.66f}, 6, {196, 214, 222, 255});  // sky wash
  g.ellipse(e.x + e.w * 0.78f, e.y + e.h * 0.26f, e.h * 0.12f, e.h * 0.12f, {236, 190, 96, 255});
  g.ellipse_ring(e.x + e.w * 0.78f, e.y + e.h * 0.26f, e.h * 0.12f, e.h * 0.12f, 1.2f, kInkLine);
  Rect sand{e.x + 4, e.y + e.h * 0.68f, e.w - 8, e.h * 0.32f - 4};
  g.round_rect(sand, 6, {222, 196, 142, 255});
  auto pyramid = [&](float cx, float base, float half, float height) {
    g.polygon({{cx, base - height}, {cx + half, base}, {cx - half, base}}, {185, 138, 72, 255});
    g.polygon({{cx, base - height}, {cx, base}, {cx - half, base}}, {239, 208, 138, 255});
    g.line(cx, base - height, cx + half, base, 1.4f, kInkLine);
    g.line(cx, base - height, cx - half, base, 1.4f, kInkLine);
    g.line(cx - half, base, cx + half, base, 1.4f, kInkLine);
    g.line(cx, base - height, cx, base, 0.8f, with_alpha(kInkLine, 0.7f));
  };
  const float base = e.y + e.h * 0.74f;
  pyramid(e.x + e.w * 0.68f, base, e.w * 0.17f, e.h * 0.34f);
  pyramid(e.x + e.w * 0.38f, base, e.w * 0.28f, e.h * 0.55f);
  g.round_rect_outline(e, 8, 1.2f, kInkLine);
}

}  // namespace tabula::web::mykerinos_ui
