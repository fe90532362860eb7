// @Title@'s entry in the page's list (app/web_game.h): its board, emblem and
// backdrop. Made by scripts/new-game.sh: the board is view.cc's (the cards
// over the plain board every game without its own gets), the emblem the
// default plaque; web/README.md lists what the shipped games' folders hold.
#include "app/web_game.h"

namespace tabula::web::@game@_ui {
std::unique_ptr<GameView> make_view();  // view.cc
namespace {

// Yours in an emblem.cc, drawn with Gfx or from the art (art::draw_fit, ui/atlas.h).
void draw_emblem(Gfx& g, Rect r) { draw_default_emblem("@Title@", g, r); }

}  // namespace

const WebGame& web_game() {
  static const WebGame game{make_view, draw_emblem, nullptr};
  return game;
}

}  // namespace tabula::web::@game@_ui
