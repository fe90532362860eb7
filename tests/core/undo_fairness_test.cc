// Fair undo (core/undo.h, RULINGS.md "Undo"): a seat may take back a
// decision only while nothing hidden from it at that moment has come to
// light for it since. The Shakespeare bids and rests are simultaneous
// choices the engine takes one seat after another: seeing the others' bids
// (or rests) and then bidding again must be refused, whether the person
// chose first or last. Every game's secret_alternatives() must agree with
// the reference that compares observations. And at every position of
// random games an allowed undo must leave nothing the seat learned.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/test_scale.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(const std::string& game, int players, uint64_t seed,
                             const std::string& variant = "") {
  Options o;
  o.players = players;
  o.variant = variant;
  std::string why;
  auto m = Match::start(game, o, seed, &why);
  EXPECT_TRUE(m) << why;
  return m;
}

void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

std::string phase(const Match& m) { return m.state().observation(0)["phase"].get<std::string>(); }
bool choosing(const Match& m, const std::string& p) {
  const Json o = m.state().observation(0);
  return o["phase"] == p && o["pending"] == "none";
}

// Random play until the phase `p` asks a seat to choose (bids, rests).
void play_until(Match& m, const std::string& p, Rng& rng) {
  while (!m.state().is_terminal() && !choosing(m, p)) play_random(m, rng);
}

// The seats in the order they will choose in this simultaneous phase: played
// on a copy, so the real game is untouched.
std::vector<int> choosing_order(const Match& m, const std::string& p) {
  auto copy = Match::restore(m.save(), nullptr);
  std::vector<int> order;
  while (choosing(*copy, p)) {
    order.push_back(copy->state().current_player());
    copy->apply(copy->state().legal_actions()[0]);
  }
  return order;
}

// One simultaneous phase with one person at `where` (0 = first to choose,
// -1 = last): the person's choice can be taken back until every choice is
// in and shown, never after.
// False when no such phase came up in this game (a rest where every
// company has a choice to make is not in every random game).
bool check_simultaneous(const std::string& game, int players, const std::string& variant,
                        const std::string& p, int where, uint64_t seed) {
  SCOPED_TRACE(game + " " + std::to_string(players) + "p " + p + (where == 0 ? " first" : " last") +
               " seed " + std::to_string(seed));
  auto m = start(game, players, seed, variant);
  Rng rng(seed);
  play_until(*m, p, rng);
  // A rest offers a choice only to companies with two or more characters
  // activated; look for one where everyone chooses.
  while (!m->state().is_terminal() && static_cast<int>(choosing_order(*m, p).size()) < players) {
    play_random(*m, rng);
    play_until(*m, p, rng);
  }
  if (m->state().is_terminal()) return false;
  const std::vector<int> order = choosing_order(*m, p);
  EXPECT_EQ(static_cast<int>(order.size()), players);
  const int person = where == 0 ? order.front() : order.back();
  const std::vector<int> humans = {person};
  for (size_t k = 0; k < order.size(); ++k) {
    const int seat = m->state().current_player();
    EXPECT_EQ(seat, order[k]);
    const std::vector<Action> legal = m->state().legal_actions();
    // The person picks the second choice, the bots the first: which one
    // does not matter, only what each seat could see.
    m->apply(legal[seat == person && legal.size() > 1 ? 1 : 0]);
    const bool all_in = k + 1 == order.size();
    const bool person_chose = where == 0 || all_in;
    if (!person_chose) continue;
    const UndoPoint u = undo_point(*m, person, humans);
    if (all_in) {
      EXPECT_LT(u.moves, 0) << "every choice is shown: taking back would bid again knowing them";
      EXPECT_EQ(u.no, UndoPoint::No::kHiddenSince);
      EXPECT_EQ(u.why, "something hidden has come to light since your last move");
    } else {
      EXPECT_GE(u.moves, 0) << "nothing shown yet after " << k + 1 << " choices: " << u.why;
    }
  }
  return true;
}

// Two games for each table size and place of the person.
void check_phase(const std::string& p) {
  for (int players = 2; players <= 4; ++players)
    for (int where : {0, -1}) {
      int checked = 0;
      for (uint64_t seed = 1; seed <= 60 && checked < 2; ++seed) {
        checked += check_simultaneous("shakespeare", players, "", p, where, seed);
        if (::testing::Test::HasFailure()) return;
      }
      EXPECT_EQ(checked, 2) << players << " players: too few games with such a " << p;
    }
}

TEST(UndoFairness, ShakespeareBidsShownRefuseUndoWhetherTheyCameFirstOrLast) { check_phase("bid"); }
TEST(UndoFairness, ShakespeareStandardRestsShownRefuseUndoWhetherTheyCameFirstOrLast) {
  check_phase("rest");
}

// The same table with two people (hot seat): the person who bid first may
// not take back the bid once the other has bid, as before.
TEST(UndoFairness, ShakespeareHotSeatBidIsAnotherPersonsMove) {
  auto m = start("shakespeare", 2, 3);
  Rng rng(3);
  play_until(*m, "bid", rng);
  const int first = m->state().current_player();
  m->apply(m->state().legal_actions()[1]);
  m->apply(m->state().legal_actions()[0]);
  const UndoPoint u = undo_point(*m, first, {0, 1});
  EXPECT_LT(u.moves, 0);
}

// Every game's fast secret_alternatives() agrees with the reference, for
// every seat, at every position of a few random games.
void check_secret_alternatives(const std::string& game, int players, int games,
                               const std::string& variant = "") {
  int secret = 0, checked = 0;
  // Under the sanitizers (core/test_scale.h): one game, every 5th position.
  games = testing::scaled(games, 1);
  const int every = testing::scaled(1, 5);
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto m = start(game, players, seed, variant);
    Rng rng(seed * 7);
    while (!m->state().is_terminal()) {
      const State& st = m->state();
      std::vector<Action> legal = st.legal_actions();
      const Action a = legal[rng.below(static_cast<int>(legal.size()))];
      for (int seat = 0; st.move_number() % every == 0 && seat < players; ++seat) {
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

TEST(UndoFairness, SecretAlternativesMatchTheObservations) {
  check_secret_alternatives("mascarade", 2, 3);
  check_secret_alternatives("mascarade", 5, 3);
  check_secret_alternatives("mascarade", 10, 1);
  check_secret_alternatives("shakespeare", 3, 2);
  check_secret_alternatives("shakespeare", 2, 2, "strategic-rest");
  check_secret_alternatives("mykerinos", 2, 2);
  check_secret_alternatives("mykerinos", 4, 1);
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
  // where the oracle (a replay from the start and, for Mykerinos, a hundred
  // alternatives' observations per position) judges every sixth allowed undo.
  const int every = testing::scaled(1, 6);
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto m = start(game, players, seed, variant);
    Rng rng(seed * 131);
    Rng oracle(seed * 17 + 1);
    while (!m->state().is_terminal()) {
      // Seat 0 is the person; after each of its decisions and every bot
      // reply, ask whether undo is allowed and, if so, whether it is fair.
      if (m->save().actions.size() > 0) {
        const UndoPoint u = undo_point(*m, 0, {0});
        if (u.moves >= 0) {
          if (allowed++ % every == 0)
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

TEST(UndoFairness, AnAllowedUndoLeavesNothingLearnedMascarade) {
  undo_learns_nothing("mascarade", 2, 3);
  undo_learns_nothing("mascarade", 4, 3);
}
TEST(UndoFairness, AnAllowedUndoLeavesNothingLearnedShakespeare) {
  undo_learns_nothing("shakespeare", 2, 1);
  undo_learns_nothing("shakespeare", 3, 1, "strategic-rest");
}
TEST(UndoFairness, AnAllowedUndoLeavesNothingLearnedMykerinos) {
  undo_learns_nothing("mykerinos", 2, 1);
  undo_learns_nothing("mykerinos", 3, 1);
}

}  // namespace
}  // namespace tabula
