// The games' boards and emblems, from each game's folder (app/web_game.h):
// find_web_game() is generated from engine/games.cc (web/CMakeLists.txt), and
// a game's translations, assets/i18n/<game>/<lang>.json, are picked up by
// themselves.
#include "app/web_game.h"

namespace tabula::web {

std::unique_ptr<GameView> make_plain_view();  // plain_view.cc

// A game of the engine's list without a folder here gets the plain board
// (its observation and its actions as buttons): playable before it is drawn.
std::unique_ptr<GameView> make_view(const std::string& game) {
  if (!find_game(game)) return nullptr;
  const WebGame* w = find_web_game(game);
  return w ? w->make_view() : make_plain_view();
}

bool draw_game_emblem(const std::string& game, Gfx& g, Rect r) {
  const WebGame* w = find_web_game(game);
  if (!w || !w->draw_emblem) return false;
  w->draw_emblem(g, r);
  return true;
}

void draw_game_backdrop(const std::string& game, Gfx& g, Rect r) {
  const WebGame* w = find_web_game(game);
  if (w && w->draw_backdrop) w->draw_backdrop(g, r);
  else g.fill_rect(r, palette::kVelvetDark);
}

}  // namespace tabula::web
