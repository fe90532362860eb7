// The "Decisions" of engine/shakespeare/README.md, where the rulebooks are
// ambiguous and RULINGS.md is silent.
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using namespace testing;

std::unique_ptr<Game> day_one(int players = 4) {
  Json order = Json::array();
  for (int s = 0; s < players; ++s) order.push_back(s);
  auto g = new_table(players, 3, "", Json{{"order", order}});
  finish_draft(*g);
  return g;
}

TEST(ShakespeareDecisions, TheDraftHiresFaceUp) {
  auto g = day_one();
  for (int s = 0; s < 4; ++s) {
    ASSERT_EQ(g->co[s].n_cast, 5);
    EXPECT_FALSE(g->co[s].cast[4].extra);
  }
}

TEST(ShakespeareDecisions, WhiteFeathersMayGoToTheSameActTwice) {
  auto g = day_one();
  give_turn(*g, 0, 2);
  play(*g, "activate author");
  play(*g, "advance II");
  play(*g, "advance II");
  EXPECT_EQ(g->pos[1][0], 3);
}

TEST(ShakespeareDecisions, QueenDrawsWhatIsLeftAndNothingWhenEmpty) {
  auto g = day_one();
  // Leave two objective cards in the deck.
  while (g->n_obj_deck > 2) {
    Company& c = g->co[3];
    c.objectives[c.n_objectives++] = g->obj_deck[--g->n_obj_deck];
  }
  give_turn(*g, 0, 3);
  play(*g, "activate queen");
  play(*g, "queen objectives");
  EXPECT_EQ(g->n_drawn, 2);
  g->apply(g->legal_actions()[0]);
  EXPECT_EQ(g->n_obj_deck, 1);
  give_turn(*g, 0, 2);
  g->co[0].cast[3].cylinder = false;
  play(*g, "activate queen");
  play(*g, "queen objectives");  // a single card: kept without asking
  EXPECT_EQ(g->co[0].n_objectives, 2);
  EXPECT_EQ(g->pending, Pending::kNone);
  give_turn(*g, 0, 1);
  g->co[0].cast[3].cylinder = false;
  play(*g, "activate queen");
  std::string why;
  EXPECT_FALSE(g->text_to_action("queen objectives", &why)) << "the deck is empty";
}

TEST(ShakespeareDecisions, PrestigeHasNoFloor) {
  auto g = day_one();
  g->co[0].prestige = 0;
  g->co[0].ambiance = 0;
  g->ambiance_effect(0);
  EXPECT_EQ(g->co[0].prestige, -1);
}

TEST(ShakespeareDecisions, ActTwoPlacesCountEvenOnGreySpaces) {
  auto g = day_one(2);
  g->pos[1][0] = 3;
  g->pos[1][1] = 2;
  const int p0 = g->co[0].prestige, p1 = g->co[1].prestige;
  g->score_acts();
  EXPECT_EQ(g->co[0].prestige, p0 - 3 + 2);
  EXPECT_EQ(g->co[1].prestige, p1 - 3 + 1);
}

// Decision 12 with decision 10: the discs stack on space 1 in order-track
// order, the first seat at the bottom, so a disc that never leaves space 1
// ranks by that order: it decides Act II's prestige and "first in every act".
TEST(ShakespeareDecisions, StartingStackOrderDecidesActTwoOnSpaceOne) {
  for (const std::vector<int>& order : {std::vector<int>{1, 0, 2}, std::vector<int>{2, 0, 1}}) {
    auto g = new_table(3, 1, "", Json{{"order", order}});
    for (int a = 0; a < kActs; ++a)
      for (int s = 0; s < 3; ++s) ASSERT_EQ(g->pos[a][s], 1);
    EXPECT_EQ(g->rank_on(1, order[0]), 0);
    EXPECT_EQ(g->rank_on(1, order[1]), 1);
    EXPECT_EQ(g->rank_on(1, order[2]), 2);
    EXPECT_EQ(g->acts_first(order[0]), 3) << "first in every act, without moving";
    EXPECT_EQ(g->acts_first(order[1]), 0);
    int before[3];
    for (int s = 0; s < 3; ++s) before[s] = g->co[s].prestige;
    g->score_acts();
    // Every disc is on grey space 1 in all three acts (-3); Act II pays 2 and 1.
    EXPECT_EQ(g->co[order[0]].prestige, before[order[0]] - 3 + 2);
    EXPECT_EQ(g->co[order[1]].prestige, before[order[1]] - 3 + 1);
    EXPECT_EQ(g->co[order[2]].prestige, before[order[2]] - 3);
  }
}

TEST(ShakespeareDecisions, SoloNeutralDiscGoesOnTopAtSpaceEight) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  g->pos[1][0] = 8;
  g->stamp[1][0] = ++g->stamp_clock;
  g->day = 4;
  begin_phase(*g, Phase::kRehearsal, {0});
  g->run();
  EXPECT_EQ(g->pos[1][kNeutral], 8);
  EXPECT_EQ(g->rank_on(1, 0), 0) << "the player was on space 8 first";
}

TEST(ShakespeareDecisions, CraftsmanWithNothingToTakeStillSpendsTheCylinder) {
  auto g = day_one();
  set_offer(*g, kCostumePiece, {0, 0, 0, 0, 0, 0});
  set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 0});
  give_turn(*g, 0, 2);
  play(*g, "activate handyman");
  EXPECT_EQ(g->co[0].cylinders_left, 1);
  EXPECT_EQ(g->pending, Pending::kNone);
}

}  // namespace
}  // namespace tabula::shakespeare
