// What the page needs from each game's folder, web/<game>/: its board (a
// GameView), its emblem and, if it has one, its backdrop. Each folder defines
// <game>_ui::web_game(); web/CMakeLists.txt lists the folders of the games in
// engine/games.cc into find_web_game() (generated/web_games.cc), so no shared
// file names a game.
#pragma once
#include <memory>
#include <string>

#include "app/game_view.h"

namespace tabula::web {

struct WebGame {
  std::unique_ptr<GameView> (*make_view)() = nullptr;
  // The game's emblem (the start screen's card, the pass-the-device screen).
  void (*draw_emblem)(Gfx& g, Rect r) = nullptr;
  // Behind the start and pass-the-device screens while this game is chosen;
  // nullptr: the plain velvet every game shares.
  void (*draw_backdrop)(Gfx& g, Rect r) = nullptr;
};

// The game's entry, or nullptr when this page has no folder for it.
const WebGame* find_web_game(const std::string& game);

}  // namespace tabula::web
