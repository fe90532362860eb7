// The bots: every level finishes games at every table size, choices are
// reproducible from the rng, and the heuristic beats random play.
#include "core/match.h"
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

std::vector<int> play_out(int players, const std::vector<std::string>& levels, uint64_t seed) {
  Options o;
  o.players = players;
  std::unique_ptr<State> s = game_info().new_game(o, seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p) bots.push_back(make_bot(levels[p % levels.size()]));
  while (!s->is_terminal()) {
    Rng rng = bot_rng(seed, s->move_number());
    const Action a = bots[s->current_player()]->choose(*s, s->current_player(), rng);
    EXPECT_TRUE(s->is_legal(a));
    s->apply(a);
  }
  return s->scores();
}

TEST(ShakespeareBots, EveryLevelFinishesEveryTable) {
  for (int players = 1; players <= 4; ++players)
    for (const char* level : {"random", "easy"}) play_out(players, {level}, 5);
  play_out(2, {"hard"}, 5);  // 1 and 4 players: tests/core/conformance_test.cc
}

TEST(ShakespeareBots, EasyBeatsRandom) {
  int easy = 0, random = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<int> sc = play_out(2, {"easy", "random"}, seed);
    easy += sc[0];
    random += sc[1];
  }
  EXPECT_GT(easy, random + 100);
}

TEST(ShakespeareBots, HardIsReproducible) {
  auto g = testing::new_table(3, 8);
  auto bot = make_bot("hard");
  Rng a = bot_rng(8, 0), b = bot_rng(8, 0);
  EXPECT_EQ(bot->choose(*g, g->current_player(), a), bot->choose(*g, g->current_player(), b));
}

}  // namespace
}  // namespace tabula::shakespeare
