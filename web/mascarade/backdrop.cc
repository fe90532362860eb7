// Mascarade's backdrop (start and pass-the-device screens): a harlequin,
// diamonds in two close shades of velvet.
#include "ui/gfx.h"

namespace tabula::web::mascarade_ui {

void draw_backdrop(Gfx& g, Rect r) {
  using namespace palette;
  g.fill_rect(r, kVelvetDark);
  const float dw = 56, dh = 80;
  SDL_Color alt{70, 14, 32, 255};
  // Diamond centres on a (dw, dh) lattice; the gaps between them are the
  // other colour of the checker.
  for (int row = 0; row * dh - dh / 2 < r.h; ++row) {
    for (int col = 0; col * dw - dw / 2 < r.w; ++col) {
      float cx = r.x + col * dw, cy = r.y + row * dh;
      g.polygon({{cx, cy - dh / 2}, {cx + dw / 2, cy}, {cx, cy + dh / 2}, {cx - dw / 2, cy}}, alt);
    }
  }
}

}  // namespace tabula::web::mascarade_ui
