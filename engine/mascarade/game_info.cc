// Mascarade's entry in the list of games (engine/games.cc).
#include "mascarade/mascarade.h"

namespace tabula::mascarade {

namespace {
std::optional<std::string> check(const Options& o) { return check_options(o); }
std::unique_ptr<State> make(const Options& o, uint64_t seed) { return new_state(o, seed); }
std::unique_ptr<Bot> bot(const std::string& level) { return new_bot(level); }
int limit(int players) { return move_limit(players); }
// Before save version 2 seat 0 always opened.
void upgrade(int version, Options* o) {
  if (version < 2 && !o->settings.contains("first")) o->settings["first"] = 0;
}
}  // namespace

tabula::GameInfo game_info() {
  tabula::GameInfo g;
  g.name = "mascarade";
  g.title = "Mascarade";
  g.min_players = 2;
  g.max_players = kMaxSeats;
  g.variants = {""};
  g.bot_levels = {"random", "easy", "hard", "expert"};
  g.check_options = &check;
  g.new_game = &make;
  g.new_bot = &bot;
  g.move_limit = &limit;
  g.upgrade_save = &upgrade;
  return g;
}

}  // namespace tabula::mascarade
