// Bot games for the termination and seat-bias tests: one bot per seat,
// stopped (and reported) at the game's move limit, like tabula-cli play.
#pragma once
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula::testing {

struct BotGame {
  int moves = 0;
  bool over = false;          // ended by the rules within the move limit
  std::vector<int> winners;
};

inline BotGame play_bots(const GameInfo& info, int players, const std::vector<std::string>& levels,
                         uint64_t seed) {
  Options o;
  o.players = players;
  std::unique_ptr<State> st = info.new_game(o, seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (const std::string& l : levels) bots.push_back(info.new_bot(l));
  const int limit = info.move_limit(players);
  BotGame g;
  while (!st->is_terminal() && st->move_number() < limit) {
    const int seat = st->current_player();
    Rng rng = bot_rng(seed, st->move_number());
    st->apply(bots[static_cast<size_t>(seat)]->choose(*st, seat, rng));
  }
  g.moves = st->move_number();
  g.over = st->is_terminal();
  g.winners = st->winners();
  return g;
}

// How many games a test plays: `normal` in the everyday run, or the count in
// TABULA_BOT_GAMES (the long run, ctest label "long": see tests/CMakeLists.txt).
inline int game_count(int normal) {
  const char* env = std::getenv("TABULA_BOT_GAMES");
  if (!env) return normal;
  const int n = std::atoi(env);
  return n > 0 ? n : normal;
}

}  // namespace tabula::testing
