// Undo (core/undo.h): it rewinds to the human's last decision, never takes
// back another person's move, and is refused once something hidden has come
// to light since -- checked for every game on random games, and on the
// rulebook situations that reveal something: a Mascarade peek, a new
// Mykerinos region dealt from the hidden deck.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/test_scale.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(const std::string& game, int players, uint64_t seed) {
  Options o;
  o.players = players;
  std::string why;
  auto m = Match::start(game, o, seed, &why);
  EXPECT_TRUE(m) << why;
  return m;
}

// Plays a random legal action for whoever is to move.
void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

// Seat 0 is the human, everybody else a random bot. At every decision of
// seat 0: an allowed undo must land exactly on seat 0's previous decision
// (same observation, seat 0 to move); count how often it is allowed.
struct Counts {
  int allowed = 0, refused = 0;
};
Counts undo_through_random_games(const std::string& game, int players, int games) {
  Counts n;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto m = start(game, players, seed);
    Rng rng(seed * 31);
    Json seen;  // seat 0's observation at its previous decision
    while (!m->state().is_terminal() && m->save().actions.size() < 4000) {
      if (m->state().current_player() == 0) {
        UndoPoint u = undo_point(*m, 0, {0});
        if (seen.is_null()) {
          EXPECT_LT(u.moves, 0) << "nothing to take back before seat 0 has moved";
        } else if (u.moves >= 0) {
          ++n.allowed;
          auto copy = Match::restore(m->save(), nullptr);
          EXPECT_TRUE(copy->rewind(u.moves));
          EXPECT_EQ(copy->state().current_player(), 0);
          EXPECT_EQ(copy->state().observation(0), seen) << game << " seed " << seed << " back to " << u.moves;
        } else {
          ++n.refused;
          EXPECT_FALSE(u.why.empty());
        }
        seen = m->state().observation(0);
      }
      play_random(*m, rng);
    }
  }
  std::printf("%s %dp: undo allowed %d, refused %d\n", game.c_str(), players, n.allowed, n.refused);
  return n;
}

TEST(Undo, MascaradeLandsOnTheLastDecisionAndIsSometimesRefused) {
  Counts n = undo_through_random_games("mascarade", 5, testing::scaled(40, 4));
  EXPECT_GT(n.allowed, testing::scaled(20, 0));
  EXPECT_GT(n.refused, testing::scaled(20, 0));  // reveals and peeks happen in every game
}

TEST(Undo, MykerinosLandsOnTheLastDecisionAndIsSometimesRefused) {
  Counts n = undo_through_random_games("mykerinos", 3, testing::scaled(10, 1));
  EXPECT_GT(n.allowed, testing::scaled(100, 0));
  EXPECT_GT(n.refused, 0);  // a new season's region
}

TEST(Undo, ShakespeareLandsOnTheLastDecisionAndIsSometimesRefused) {
  Counts n = undo_through_random_games("shakespeare", 2, testing::scaled(10, 1));
  EXPECT_GT(n.allowed, testing::scaled(50, 0));
  EXPECT_GT(n.refused, 0);  // bids revealed, characters drawn
}

TEST(Undo, NeverTakesBackAnotherPersonsMove) {
  auto m = start("mykerinos", 3, 7);
  // Seats 0 and 1 are people: after seat 1's move, seat 0 may not undo.
  while (m->state().current_player() != 0) m->act("pass", nullptr);
  Rng rng(3);
  play_random(*m, rng);
  while (m->state().current_player() != 1) play_random(*m, rng);
  play_random(*m, rng);
  while (m->state().current_player() == 1) play_random(*m, rng);  // a chain of cubes
  UndoPoint u = undo_point(*m, 0, {0, 1});
  EXPECT_LT(u.moves, 0);
  EXPECT_EQ(u.why, "the last move was another player's");
  EXPECT_GE(undo_point(*m, 1, {0, 1}).moves, 0);
}

TEST(Undo, RefusedAfterAMascaradePeek) {
  auto m = start("mascarade", 5, 11);
  // The four opening turns are swaps; then seat 0 peeks at its card.
  while (m->state().current_player() != 0 || m->save().actions.size() < 4) {
    std::vector<Action> legal = m->state().legal_actions();
    m->apply(legal[0]);
  }
  UndoPoint before = undo_point(*m, 0, {0});
  ASSERT_TRUE(m->act("peek", nullptr));
  UndoPoint after = undo_point(*m, 0, {0});
  EXPECT_LT(after.moves, 0) << "seat 0 saw its card";
  EXPECT_EQ(after.why, "something hidden has come to light since your last move");
  (void)before;
}

TEST(Undo, AllowedAfterAMascaradeSwapUnderTheTable) {
  auto m = start("mascarade", 5, 11);
  while (m->state().current_player() != 0 || m->save().actions.size() < 4) {
    std::vector<Action> legal = m->state().legal_actions();
    m->apply(legal[0]);
  }
  const size_t at = m->save().actions.size();
  ASSERT_TRUE(m->act("swap 1 fake", nullptr));
  UndoPoint u = undo_point(*m, 0, {0});
  EXPECT_EQ(u.moves, static_cast<int>(at)) << u.why;
}

TEST(Undo, RefusedOnceAMykerinosSeasonDealsANewRegion) {
  auto m = start("mykerinos", 3, 5);
  // Everybody passes until the season is over; seat 0's last pass is
  // followed by the scoring and a new region from the hidden deck.
  int season = m->state().observation(0)["season"].get<int>();
  size_t last0 = 0;
  while (m->state().observation(0)["season"].get<int>() == season) {
    if (m->state().current_player() == 0) last0 = m->save().actions.size();
    std::vector<std::string> texts;
    for (Action a : m->state().legal_actions()) texts.push_back(m->state().action_to_text(a));
    m->act(std::find(texts.begin(), texts.end(), "pass") != texts.end() ? "pass" : texts[0], nullptr);
  }
  (void)last0;
  while (m->state().current_player() != 0) m->act("pass", nullptr);
  UndoPoint u = undo_point(*m, 0, {0});
  EXPECT_LT(u.moves, 0);
  EXPECT_EQ(u.why, "something hidden has come to light since your last move");
  // A cube placed in the new season can be taken back again.
  std::vector<Action> legal = m->state().legal_actions();
  const size_t at = m->save().actions.size();
  for (Action a : legal)
    if (m->state().action_to_text(a).rfind("new ", 0) == 0) {
      m->apply(a);
      break;
    }
  while (m->state().current_player() != 0 && !m->state().is_terminal()) m->act("pass", nullptr);
  EXPECT_EQ(undo_point(*m, 0, {0}).moves, static_cast<int>(at));
}

}  // namespace
}  // namespace tabula
