// This game's entry in the page's list (app/web_game.h): its board, emblem
// and backdrop.
#include "app/web_game.h"

namespace tabula::web {
std::unique_ptr<GameView> make_mascarade_view();  // view.cc
namespace mascarade_ui {
void draw_emblem(Gfx& g, Rect r);  // emblem.cc
void draw_backdrop(Gfx& g, Rect r);  // backdrop.cc

const WebGame& web_game() {
  static const WebGame game{make_mascarade_view, draw_emblem, draw_backdrop};
  return game;
}

}  // namespace mascarade_ui
}  // namespace tabula::web
