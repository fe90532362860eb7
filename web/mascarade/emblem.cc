// Mascarade's emblem (start screen, pass-the-device screen): its masked card back.
#include "mascarade/cards.h"

namespace tabula::web::mascarade_ui {

void draw_emblem(Gfx& g, Rect r) {
  const float h = r.h, w = std::min(r.w, h * 0.7f);
  draw_card_back(g, {r.cx() - w / 2, r.y, w, h});
}

}  // namespace tabula::web::mascarade_ui
