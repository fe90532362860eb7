// The observation contract of engine/shakespeare/README.md that the page
// relies on: `over`, the printed values a view draws (layout), and what a
// seat sees of another seat's Extras.
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

// Decision 16: the card hired as an Extra is public (it left the face-up
// market in everyone's sight): every seat sees which card it is, as an
// Extra (free, kind "extra").
TEST(ShakespeareObservation, AnExtrasCardIsPublic) {
  auto g = new_table(3, 3, "", Json{{"order", {0, 1, 2}}});
  finish_draft(*g);
  give_turn(*g, 0, 2, false);
  const std::string id = data().cards[g->market[0]].id;
  play(*g, "recruit " + id + " as extra");
  for (int s = 0; s < 3; ++s) {
    const Json m = g->observation(s)["companies"][0]["cast"].back();
    EXPECT_TRUE(m["extra"].get<bool>());
    EXPECT_EQ(m["kind"], "extra");
    EXPECT_EQ(m["cost"], 0);
    EXPECT_EQ(m["id"], id);
    ASSERT_TRUE(m["card"].is_object()) << "seat " << s;
    EXPECT_EQ(m["card"]["id"], id);
    EXPECT_FALSE(m.contains("value"));
  }
}

}  // namespace
}  // namespace tabula::shakespeare
