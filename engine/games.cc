// The list of games. Adding a game touches this file and its own folder.
#include "core/game.h"
#include "mascarade/mascarade.h"
#include "mykerinos/mykerinos.h"
#include "shakespeare/shakespeare.h"

namespace tabula {

const std::vector<GameInfo>& all_games() {
  static const std::vector<GameInfo> games = {mascarade::game_info(), mykerinos::game_info(),
                                                shakespeare::game_info()};
  return games;
}

const GameInfo* find_game(const std::string& name) {
  for (const GameInfo& g : all_games()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

}  // namespace tabula
