// Three cards' own rules (README.md here): what each move shows to whom.
// The generic suites check the interface; these check the knowledge rules
// that make the game's hidden information what the suites exercise.
#include <gtest/gtest.h>

#include "core/match.h"
#include "core/start_match.h"
#include "toy/engine/toy.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(int players, uint64_t seed) { return start_match("toy", players, seed); }

Json cards(const Match& m, int seat) { return m.state().observation(seat)["cards"]; }

TEST(ToyRules, EachSeatSeesOnlyItsOwnCardAtFirst) {
  auto m = start(3, 5);
  for (int seat = 0; seat < 3; ++seat)
    for (int p = 0; p <= 3; ++p) EXPECT_EQ(cards(*m, seat)[p].is_null(), p != seat) << seat << " " << p;
}

TEST(ToyRules, APeekShowsTheMiddleToThePeekerAlone) {
  auto m = start(3, 5);
  const int peeker = m->state().current_player();
  ASSERT_TRUE(m->act("peek", nullptr));
  for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(cards(*m, seat)[3].is_null(), seat != peeker);
}

// The others cannot tell a peek from a keep: their observations are the
// same after either (so undo treats it as a secret choice).
TEST(ToyRules, OthersCannotTellAPeekFromAKeep) {
  auto peeked = start(3, 5), kept = start(3, 5);
  const int mover = peeked->state().current_player();
  ASSERT_TRUE(peeked->act("peek", nullptr));
  ASSERT_TRUE(kept->act("keep", nullptr));
  for (int seat = 0; seat < 3; ++seat)
    EXPECT_EQ(peeked->state().observation(seat) == kept->state().observation(seat), seat != mover) << seat;
  EXPECT_EQ(peeked->state().observation((mover + 1) % 3)["log"][0]["type"], "keep-or-peek");
}

TEST(ToyRules, ASwapCarriesWhatEachSeatKnewWithTheCard) {
  auto m = start(2, 9);
  const int a = m->state().current_player(), b = 1 - a;
  const int mine = cards(*m, a)[a].get<int>();
  ASSERT_TRUE(m->act("swap", nullptr));
  // The swapper sees its new card, and knows its old one is in the middle;
  // the other seat knows neither.
  EXPECT_EQ(cards(*m, a)[2].get<int>(), mine);
  EXPECT_TRUE(cards(*m, a)[a].is_number());
  EXPECT_TRUE(cards(*m, b)[a].is_null());
  EXPECT_TRUE(cards(*m, b)[2].is_null());
}

TEST(ToyRules, TheMiddleIsShownAtEachRoundsEndAndTheHighestCardWins) {
  auto m = start(2, 3);
  ASSERT_TRUE(m->act("keep", nullptr));
  EXPECT_TRUE(cards(*m, 0)[2].is_null());
  ASSERT_TRUE(m->act("keep", nullptr));
  EXPECT_TRUE(cards(*m, 0)[2].is_number());
  EXPECT_EQ(m->state().observation(1)["log"].back()["type"], "shown");
  while (!m->state().is_terminal()) ASSERT_TRUE(m->act("keep", nullptr));
  EXPECT_EQ(m->save().actions.size(), 8u);
  const std::vector<int> scores = m->state().scores();
  const int winner = m->state().winners().at(0);
  for (int s = 0; s < 2; ++s) EXPECT_LE(scores[static_cast<size_t>(s)], scores[static_cast<size_t>(winner)]);
}

// A spectator (seat -1) sees no card until the end, then every card.
TEST(ToyRules, ASpectatorSeesTheCardsOnlyAtTheEnd) {
  auto m = start(2, 4);
  ASSERT_TRUE(m->act("peek", nullptr));
  for (const Json& c : cards(*m, kNoPlayer)) EXPECT_TRUE(c.is_null());
  while (!m->state().is_terminal()) ASSERT_TRUE(m->act("swap", nullptr));
  for (const Json& c : cards(*m, kNoPlayer)) EXPECT_TRUE(c.is_number());
}

// The state's own type offers the list form of legal_actions() too: a game
// copied from this one (scripts/new-game.sh) tests its state directly.
TEST(ToyRules, TheStateListsItsMovesByItself) {
  Options o;
  o.players = 2;
  toy::ToyState s(o, 7);
  EXPECT_EQ(s.legal_actions(), (std::vector<Action>{toy::kKeep, toy::kSwap, toy::kPeek}));
}

TEST(ToyRules, OnlyTwoOrThreePlayers) {
  const GameInfo* g = find_game("toy");
  ASSERT_TRUE(g);
  Options o;
  o.players = 4;
  EXPECT_TRUE(g->check_options(o));
  o.players = 3;
  o.variant = "fast";
  EXPECT_TRUE(g->check_options(o));
}

}  // namespace
}  // namespace tabula
