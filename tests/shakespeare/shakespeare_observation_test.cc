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

// The view draws piece values, the colour order, the costume slots and the
// number of days from the observation, so they match assets/shakespeare/.
TEST(ShakespeareObservation, LayoutCarriesThePrintedValues) {
  const Data& d = data();
  auto g = new_table(3, 5);
  const Json layout = g->observation(0)["layout"];
  ASSERT_EQ(layout["colours"].size(), static_cast<size_t>(kColours));
  for (int c = 0; c < kColours; ++c) {
    EXPECT_EQ(layout["colours"][c], colour_name(c));
    EXPECT_EQ(layout["piece_values"][colour_name(c)], d.piece_value[c]) << colour_name(c);
  }
  EXPECT_EQ(layout["piece_values"]["yellow"], 3);  // the rulebooks: "yellow counts 3"
  EXPECT_EQ(layout["costume_size"], 3);
  EXPECT_EQ(layout["days"], d.days);
}

}  // namespace
}  // namespace tabula::shakespeare
