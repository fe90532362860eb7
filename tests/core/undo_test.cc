// Undo (core/undo.h): it rewinds to the human's last decision and is
// refused once something hidden has come to light since -- checked for every
// game on random games. The rulebook situations that reveal something (a
// peek, a card dealt from a hidden deck) and the other person's move are each
// game's own undo tests (tests/<game>/<game>_undo_test.cc).
#include <gtest/gtest.h>

#include "core/start_match.h"

#include <algorithm>
#include <cstdio>

#include "core/game_suite.h"
#include "core/test_scale.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(const std::string& game, int players, uint64_t seed) { return start_match(game, players, seed); }

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

class Undo : public ::testing::TestWithParam<std::string> {};

TEST_P(Undo, LandsOnTheLastDecisionAndIsSometimesRefused) {
  const std::string& game = GetParam();
  std::string why;
  const testing::GameSuite* suite = testing::suite_for(game, &why);
  ASSERT_TRUE(suite) << why;
  const testing::GameSuite::Undo& u = suite->undo;
  ASSERT_GT(u.games, 0) << game << ": its suite entry sets no undo table";
  Counts n = undo_through_random_games(game, u.players, testing::scaled(u.games, std::max(1, u.games / 10)));
  EXPECT_EQ(testing::undo_counts_verdict(u, n.allowed, n.refused, !testing::kSanitized), "") << game;
}

INSTANTIATE_TEST_SUITE_P(AllGames, Undo, ::testing::ValuesIn(testing::every_game()),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

}  // namespace
}  // namespace tabula
