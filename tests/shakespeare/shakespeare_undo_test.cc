// Fair undo (core/undo.h, RULINGS.md "Undo") in Shakespeare's simultaneous
// choices: the bids and rests are taken one seat after another, and seeing
// the others' bids (or rests) and then bidding again must be refused,
// whether the person chose first or last. tests/core/undo_fairness_test.cc
// checks every game's secret alternatives and undo on random games.
#include <gtest/gtest.h>

#include "core/start_match.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(int players, uint64_t seed, const std::string& variant = "") {
  return start_match("shakespeare", players, seed, variant);
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
bool check_simultaneous(int players, const std::string& variant,
                        const std::string& p, int where, uint64_t seed) {
  SCOPED_TRACE(std::to_string(players) + "p " + p + (where == 0 ? " first" : " last") +
               " seed " + std::to_string(seed));
  auto m = start(players, seed, variant);
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
        checked += check_simultaneous(players, "", p, where, seed);
        if (::testing::Test::HasFailure()) return;
      }
      EXPECT_EQ(checked, 2) << players << " players: too few games with such a " << p;
    }
}

TEST(ShakespeareUndo, BidsShownRefuseUndoWhetherTheyCameFirstOrLast) { check_phase("bid"); }
TEST(ShakespeareUndo, StandardRestsShownRefuseUndoWhetherTheyCameFirstOrLast) {
  check_phase("rest");
}

// The same table with two people (hot seat): the person who bid first may
// not take back the bid once the other has bid, as before.
TEST(ShakespeareUndo, HotSeatBidIsAnotherPersonsMove) {
  auto m = start(2, 3);
  Rng rng(3);
  play_until(*m, "bid", rng);
  const int first = m->state().current_player();
  m->apply(m->state().legal_actions()[1]);
  m->apply(m->state().legal_actions()[0]);
  const UndoPoint u = undo_point(*m, first, {0, 1});
  EXPECT_LT(u.moves, 0);
}

}  // namespace
}  // namespace tabula
