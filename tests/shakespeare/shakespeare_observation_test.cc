// The observation contract of engine/shakespeare/README.md that the page
// relies on.
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using namespace testing;

// `over` is a boolean in every seat's observation, false from the first
// state on and true exactly when the game is terminal (as in Mascarade's and
// Mykerinos's observations).
TEST(ShakespeareObservation, OverIsTrueExactlyWhenTerminal) {
  for (int players : {1, 2, 4}) {
    auto g = new_table(players, 40 + players);
    Rng rng(static_cast<uint64_t>(players) * 977 + 1);
    std::vector<Action> legal;
    for (int s = 0; s < players; ++s) {
      Json o = g->observation(s);
      ASSERT_TRUE(o.contains("over") && o["over"].is_boolean());
      EXPECT_FALSE(o["over"].get<bool>());
    }
    int moves = 0;
    while (!g->is_terminal() && moves++ < 5000) {
      g->legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      g->apply(legal[rng.below(static_cast<int>(legal.size()))]);
      const int seat = moves % players;
      ASSERT_EQ(g->observation(seat)["over"].get<bool>(), g->is_terminal()) << "move " << moves;
    }
    ASSERT_TRUE(g->is_terminal());
    for (int s = 0; s < players; ++s) {
      Json o = g->observation(s);
      EXPECT_TRUE(o["over"].get<bool>());
      EXPECT_EQ(o["phase"], "over");
    }
  }
}

}  // namespace
}  // namespace tabula::shakespeare
