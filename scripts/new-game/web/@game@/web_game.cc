// @Title@'s entry in the page's list (app/web_game.h): its board, emblem and
// backdrop. Made by scripts/new-game.sh: the board is the plain one every
// game without its own gets (app/plain_view.cc: the observation as text, a
// button per legal action), the emblem the default plaque. Draw your board
// in a view.cc here (a GameView, app/game_view.h: web/README.md lists what
// the shipped games' folders hold) and return it from make_view below.
#include "app/web_game.h"

namespace tabula::web::@game@_ui {
namespace {

std::unique_ptr<GameView> make_view() { return make_plain_view(); }

// Yours in an emblem.cc, drawn with Gfx or from the art (art::draw_fit, ui/atlas.h).
void draw_emblem(Gfx& g, Rect r) { draw_default_emblem("@Title@", g, r); }

}  // namespace

const WebGame& web_game() {
  static const WebGame game{make_view, draw_emblem, nullptr};
  return game;
}

}  // namespace tabula::web::@game@_ui
