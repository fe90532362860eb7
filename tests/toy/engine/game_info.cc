// Three cards' entry in the list of games (engine/games.cc, test builds only).
#include "toy.h"

namespace tabula::toy {

namespace {
std::optional<std::string> check(const Options& o) {
  if (o.players < kMinPlayers || o.players > kMaxPlayers) return "Three cards is for 2 or 3 players";
  if (!o.variant.empty()) return "Three cards has no variant \"" + o.variant + "\"";
  return std::nullopt;
}
std::unique_ptr<State> make(const Options& o, uint64_t seed) { return std::make_unique<ToyState>(o, seed); }
int limit(int players) { return kRounds * players; }  // every game is exactly this long
}  // namespace

tabula::GameInfo game_info() {
  tabula::GameInfo g;
  g.name = "toy";
  g.title = "Three cards";
  g.min_players = kMinPlayers;
  g.max_players = kMaxPlayers;
  g.variants = {""};
  g.bot_levels = {"random", "easy", "hard", "expert"};
  g.check_options = &check;
  g.new_game = &make;
  g.new_bot = &new_bot;
  g.move_limit = &limit;
  g.test_only = true;
  return g;
}

}  // namespace tabula::toy
