// This game's entry in the page's list (app/web_game.h): its board, emblem
// and backdrop.
#include "app/web_game.h"

namespace tabula::web {
std::unique_ptr<GameView> make_mykerinos_view();  // view.cc
namespace mykerinos_ui {
void draw_emblem(Gfx& g, Rect r);  // emblem.cc

const WebGame& web_game() {
  static const WebGame game{make_mykerinos_view, draw_emblem, nullptr};
  return game;
}

}  // namespace mykerinos_ui
}  // namespace tabula::web
