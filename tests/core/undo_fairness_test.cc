// Fair undo (core/undo.h, RULINGS.md "Undo"): a seat may take back a
// decision only while nothing hidden from it at that moment has come to
// light for it since. Every game's secret_alternatives() must agree with
// the reference that compares observations, and at every position of random
// games an allowed undo must leave nothing the seat learned: on the tables
// each game's suite entry names (tests/<game>/<game>_suite.cc). A game's own
// simultaneous choices are its own tests (tests/<game>/<game>_undo_test.cc).
#include <gtest/gtest.h>

#include <cstdio>

#include "core/game_suite.h"
#include "core/start_match.h"
#include "core/test_scale.h"
#include "core/undo.h"

namespace tabula {
namespace {

void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

// Every game's fast secret_alternatives() agrees with the reference, for
// every seat, at every position of a few random games.
void check_secret_alternatives(const std::string& game, int players, int games,
                               const std::string& variant = "") {
  int secret = 0, checked = 0;
  // Under the sanitizers (core/test_scale.h): one game, every 5th position.
  games = testing::scaled(games, 1);
  const int every = testing::scaled(1, 5);
  // And at most 60 (action, seat) pairs: a whole game's took 3 min (the one
  // with the most actions) under ASan, the same code paths as its first positions'.
  const int cap = testing::scaled(1 << 30, 60);
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto m = start_match(game, players, seed, variant);
    Rng rng(seed * 7);
    while (!m->state().is_terminal()) {
      const State& st = m->state();
      std::vector<Action> legal = st.legal_actions();
      const Action a = legal[rng.below(static_cast<int>(legal.size()))];
      for (int seat = 0; st.move_number() % every == 0 && checked < cap && seat < players; ++seat) {
        std::vector<Action> fast, slow;
        st.secret_alternatives(seat, a, fast);
        secret_alternatives_by_observation(st, seat, a, slow);
        std::sort(fast.begin(), fast.end());
        std::sort(slow.begin(), slow.end());
        ASSERT_EQ(fast, slow) << game << " seed " << seed << " move " << st.move_number()
                              << " seat " << seat << " action " << st.action_to_text(a);
        secret += !fast.empty();
        ++checked;
      }
      m->apply(a);
    }
  }
  std::printf("%s %dp%s: %d of %d (action, seat) pairs hide something\n", game.c_str(), players,
              variant.c_str(), secret, checked);
}

class UndoFairness : public ::testing::TestWithParam<std::string> {};

TEST_P(UndoFairness, SecretAlternativesMatchTheObservations) {
  std::string why;
  const testing::GameSuite* suite = testing::suite_for(GetParam(), &why);
  ASSERT_TRUE(suite) << why;
  ASSERT_FALSE(suite->secret_alternatives.empty()) << GetParam() << ": its suite entry names no table";
  for (const testing::GameSuite::Run& r : suite->secret_alternatives)
    check_secret_alternatives(GetParam(), r.players, r.games, r.variant);
}

// An oracle for "nothing learned", built differently from undo.cc: worlds
// the seat could not tell from the real one at its decision (a fresh
// resample) in which the other seats' secret choices since, found by the
// reference comparison of observations, are redrawn at random, and in
// which every other seat's choice made blind to the seat's decision is
// redrawn too. After an allowed undo each such world, replayed to now,
// must show the seat exactly what it sees.
bool learned_something(const Match& m, int seat, int undo_to, Rng& rng) {
  const Save& save = m.save();
  const Json now = m.state().observation(seat);
  auto decided = m.info().new_game(save.options, save.seed);
  for (int i = 0; i < undo_to; ++i) decided->act(save.actions[static_cast<size_t>(i)], nullptr);
  // Seats that could not tell the seat's decision from any other right after it.
  std::vector<char> blind(static_cast<size_t>(m.state().players()), 1);
  {
    const Action mine = *decided->text_to_action(save.actions[static_cast<size_t>(undo_to)], nullptr);
    auto real = decided->clone();
    real->apply(mine);
    int alternatives = 0;
    for (Action c : decided->legal_actions()) {
      if (c == mine) continue;
      ++alternatives;
      auto other = decided->clone();
      other->apply(c);
      for (int o = 0; o < m.state().players(); ++o)
        if (other->observation(o) != real->observation(o)) blind[static_cast<size_t>(o)] = 0;
    }
    if (alternatives == 0) std::fill(blind.begin(), blind.end(), 0);
    blind[static_cast<size_t>(seat)] = 0;
  }
  for (int trial = 0; trial < 12; ++trial) {
    std::unique_ptr<State> world = decided->resample(seat, rng);
    for (size_t i = static_cast<size_t>(undo_to); i < save.actions.size(); ++i) {
      const int who = world->current_player();
      std::optional<Action> a = world->text_to_action(save.actions[i], nullptr);
      if (!a) return true;  // the history no longer fits: something showed
      if (who != seat && i > static_cast<size_t>(undo_to)) {
        std::vector<Action> alt;
        if (blind[static_cast<size_t>(who)]) {
          for (Action b : world->legal_actions())
            if (b != *a) alt.push_back(b);
        } else {
          world->secret_alternatives(seat, *a, alt);  // checked against the reference above
        }
        if (!alt.empty() && rng.below(2)) a = alt[static_cast<size_t>(rng.below(static_cast<int>(alt.size())))];
      }
      world->apply(*a);
    }
    if (world->observation(seat) != now) return true;
  }
  return false;
}

void undo_learns_nothing(const std::string& game, int players, int games, const std::string& variant = "") {
  int allowed = 0, refused = 0;
  games = testing::scaled(games, 1);  // one game under the sanitizers,
  // where the oracle (a replay from the start and, in a game with many
  // actions, a hundred alternatives' observations per position) judges
  // every sixth allowed undo.
  const int every = testing::scaled(1, 6);
  // At most 8 judged there (a judgement replays the game so far a dozen
  // times: the later ones cost the most, 5 min for one game under ASan).
  const int cap = testing::scaled(1 << 30, 8);
  int judged = 0;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto m = start_match(game, players, seed, variant);
    Rng rng(seed * 131);
    Rng oracle(seed * 17 + 1);
    while (!m->state().is_terminal()) {
      // Seat 0 is the person; after each of its decisions and every bot
      // reply, ask whether undo is allowed and, if so, whether it is fair.
      if (m->save().actions.size() > 0) {
        const UndoPoint u = undo_point(*m, 0, {0});
        if (u.moves >= 0) {
          if (allowed++ % every == 0 && judged++ < cap)
            ASSERT_FALSE(learned_something(*m, 0, u.moves, oracle))
                << game << " " << players << "p seed " << seed << " at " << m->save().actions.size()
                << " undo to " << u.moves;
        } else if (u.no == UndoPoint::No::kHiddenSince) {
          ++refused;
        }
      }
      play_random(*m, rng);
    }
  }
  std::printf("%s %dp%s: undo allowed %d, refused for something hidden %d\n", game.c_str(), players,
              variant.c_str(), allowed, refused);
  EXPECT_GT(allowed, 0);
  EXPECT_GT(refused, 0);
}

TEST_P(UndoFairness, AnAllowedUndoLeavesNothingLearned) {
  std::string why;
  const testing::GameSuite* suite = testing::suite_for(GetParam(), &why);
  ASSERT_TRUE(suite) << why;
  ASSERT_FALSE(suite->undo_learns_nothing.empty()) << GetParam() << ": its suite entry names no table";
  for (const testing::GameSuite::Run& r : suite->undo_learns_nothing) {
    undo_learns_nothing(GetParam(), r.players, r.games, r.variant);
    if (HasFatalFailure()) return;
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, UndoFairness, ::testing::ValuesIn(testing::every_game()),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

}  // namespace
}  // namespace tabula
