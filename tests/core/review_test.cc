// core/review.h: each seat's chance to win a position (the review's chart)
// and a seat's worst decisions. The chances are deterministic for a game
// (the same save, the same chart), a distribution over the seats, read only
// what the viewing seat knew (worlds from resample), and a finished game's
// are its win shares. A decision's own cost (issue 34 §9): its move against
// the best alternative from the same knowledge, on worlds of its own.
#include "core/review.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/match.h"
#include "test_scale.h"

namespace tabula {
namespace {

// `moves` random moves (fewer if the game ends); *made says how many.
std::unique_ptr<State> played(const std::string& game, int players, uint64_t seed, int moves, int* made = nullptr) {
  const GameInfo* info = find_game(game);
  Options o;
  o.players = players;
  std::unique_ptr<State> s = info->new_game(o, seed);
  Rng rng(seed * 31 + 7);
  for (int i = 0; i < moves && !s->is_terminal(); ++i) {
    std::vector<Action> legal = s->legal_actions();
    s->apply(legal[rng.below(static_cast<int>(legal.size()))]);
    if (made) *made = i + 1;
  }
  return s;
}

// Three players where the game allows (the registry's every game, the
// test-only ones included).
int players_for(const GameInfo& info) { return std::clamp(3, info.min_players, info.max_players); }

TEST(Review, ChancesAreADistributionAndTheSameForTheSameGame) {
  for (const GameInfo& info : all_games()) {
    const std::string game = info.name;
    const int players = players_for(info);
    // Halfway through a random game: chances are still open there in any
    // game (a short one is over after a dozen moves).
    int length = 0;
    played(game, players, 11, 100000, &length);
    std::unique_ptr<State> s = played(game, players, 11, std::min(12, length / 2));
    ASSERT_FALSE(s->is_terminal()) << game;
    const std::vector<double> a = win_chances(info, *s, 0, 6, 99);
    const std::vector<double> b = win_chances(info, *s, 0, 6, 99);
    EXPECT_EQ(a, b) << game;
    ASSERT_EQ(a.size(), static_cast<size_t>(players)) << game;
    EXPECT_NEAR(std::accumulate(a.begin(), a.end(), 0.0), 1.0, 1e-9) << game;
    for (double v : a) EXPECT_TRUE(v >= 0 && v <= 1) << game;
    // Another seed draws other worlds: the estimate is not a constant.
    bool differs = false;
    for (uint64_t seed = 100; seed < 110 && !differs; ++seed) differs = win_chances(info, *s, 0, 6, seed) != a;
    EXPECT_TRUE(differs) << game;
  }
}

TEST(Review, AFinishedGameGivesItsWinShares) {
  for (const GameInfo& info : all_games()) {
    const int players = players_for(info);
    std::unique_ptr<State> s = played(info.name, players, 5, 100000);
    ASSERT_TRUE(s->is_terminal()) << info.name;
    const std::vector<double> c = win_chances(info, *s, 1, 8, 1);
    const std::vector<int> w = s->winners();
    for (int seat = 0; seat < players; ++seat) {
      const bool won = std::find(w.begin(), w.end(), seat) != w.end();
      EXPECT_DOUBLE_EQ(c[static_cast<size_t>(seat)], won ? 1.0 / static_cast<double>(w.size()) : 0.0) << info.name;
    }
  }
}

TEST(Review, WorstDecisionsAreTheSeatsOwnLargestDrops) {
  // Seat 0 decides at moves 0, 2 and 3 (move 5 is forced); seat 1 at 1 and 4.
  const std::vector<std::vector<double>> chances = {{0.5, 0.5}, {0.4, 0.6}, {0.1, 0.9}, {0.35, 0.65},
                                                     {0.2, 0.8}, {0.2, 0.8}, {0.0, 1.0}};
  const std::vector<int> movers = {0, 1, 0, 0, 1, 0};
  const std::vector<int> choices = {3, 2, 4, 2, 5, 1};
  // Move 3 lowered seat 0 by .15, move 0 by .1; move 2 raised it, move 1
  // (seat 1's) lowered it most but is not its decision, move 5 was forced.
  const std::vector<Drop> w = worst_decisions(chances, movers, choices, 0, 3);
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[0].at, 3);
  EXPECT_NEAR(w[0].drop(), 0.15, 1e-12);
  EXPECT_EQ(w[1].at, 0);
  EXPECT_EQ(worst_decisions(chances, movers, choices, 0, 1).size(), 1u);
  // Seat 1: move 4 raised it (.65 -> .8), move 1 raised it too: no drop.
  EXPECT_TRUE(worst_decisions(chances, movers, choices, 1, 3).empty());
}

// A game where seat 0 plays as the easy bot but for a random move one
// decision in four (mistakes to find), the others as the easy bot; each of
// seat 0's decisions with the position before it.
struct Decided {
  std::vector<std::unique_ptr<State>> before;
  std::vector<Action> played;
  std::vector<int> at;
};
Decided seat0_decisions(const GameInfo& info, int players, uint64_t seed, int most) {
  Options o;
  o.players = players;
  std::unique_ptr<State> s = info.new_game(o, seed);
  std::unique_ptr<Bot> bot = info.new_bot("easy");
  Rng rng(seed + 5);
  Decided d;
  for (int k = 0; !s->is_terminal() && static_cast<int>(d.at.size()) < most; ++k) {
    const std::vector<Action> legal = s->legal_actions();
    const bool mine = s->current_player() == 0;
    const Action a = mine && rng.below(4) == 0 ? legal[rng.below(static_cast<int>(legal.size()))]
                                               : bot->choose(*s, s->current_player(), rng);
    if (mine && legal.size() > 1) {
      d.before.push_back(s->clone());
      d.played.push_back(a);
      d.at.push_back(k);
    }
    s->apply(a);
  }
  return d;
}

// Every decision of d costed with `worlds` worlds from `seed`, then measured
// further until the ranking of the three costliest is settled.
std::vector<DecisionCost> costs_of(const GameInfo& info, const Decided& d, int worlds, uint64_t seed) {
  std::vector<DecisionCost> costs;
  for (size_t i = 0; i < d.at.size(); ++i) costs.push_back(decision_cost(info, *d.before[i], d.at[i], d.played[i], worlds, seed));
  for (int round = 0; round < 6; ++round) {
    const std::vector<size_t> more = unsettled(costs, 3, 4 * worlds);
    if (more.empty()) break;
    for (size_t i : more) measure_more(info, *d.before[i], costs[i], costs[i].worlds, seed);
  }
  return costs;
}

TEST(Review, ADecisionsCostIsItsOwnMoveAgainstTheBestAlternative) {
  for (const GameInfo& info : all_games()) {
    const Decided d = seat0_decisions(info, players_for(info), 7, testing::scaled(2, 1));
    const int worlds = testing::scaled(8, 4);
    ASSERT_FALSE(d.at.empty()) << info.name;
    for (size_t i = 0; i < d.at.size(); ++i) {
      const DecisionCost c = decision_cost(info, *d.before[i], d.at[i], d.played[i], worlds, 3);
      EXPECT_EQ(c.at, d.at[i]);
      EXPECT_EQ(c.played, d.played[i]);
      EXPECT_TRUE(d.before[i]->is_legal(c.better)) << info.name;
      EXPECT_TRUE(c.played_chance >= 0 && c.played_chance <= 1 && c.better_chance >= 0 && c.better_chance <= 1);
      // The same seed, the same worlds: the same verdict.
      const DecisionCost again = decision_cost(info, *d.before[i], d.at[i], d.played[i], worlds, 3);
      EXPECT_EQ(again.better, c.better);
      EXPECT_EQ(again.cost, c.cost);
      if (c.better == c.played) {
        EXPECT_FALSE(c.costly());
        continue;
      }
      EXPECT_EQ(c.worlds, worlds);
      EXPECT_NEAR(c.cost, c.better_chance - c.played_chance, 1e-9) << info.name;
      EXPECT_LE(c.low, c.cost);
      EXPECT_GE(c.high, c.cost);
      // More worlds, on the same stream: the sums go on from where they were.
      DecisionCost more = c;
      measure_more(info, *d.before[i], more, worlds, 3);
      EXPECT_EQ(more.worlds, 2 * worlds);
      EXPECT_NEAR(more.cost, more.better_chance - more.played_chance, 1e-9) << info.name;
      EXPECT_NEAR(more.diff_sum - c.diff_sum, (more.cost * 2 - c.cost) * worlds, 1e-9) << info.name;
    }
  }
}

TEST(Review, CostliestRanksByCostThenMoveAndUnsettledFindsTheLine) {
  auto cost = [](int at, double mean, double half) {
    DecisionCost c;
    c.at = at;
    c.played = 1;
    c.better = 2;
    c.worlds = 16;
    c.cost = mean;
    c.low = mean - half;
    c.high = mean + half;
    return c;
  };
  std::vector<DecisionCost> costs = {cost(3, 0.10, 0.02), cost(5, 0.40, 0.05), cost(9, 0.10, 0.02),
                                     cost(12, 0.30, 0.05), cost(20, -0.05, 0.02)};
  DecisionCost best = cost(30, 0.9, 0.0);
  best.better = best.played;  // nothing better: never ranked
  costs.push_back(best);
  const std::vector<DecisionCost> top = costliest(costs, 3);
  ASSERT_EQ(top.size(), 3u);
  EXPECT_EQ(top[0].at, 5);
  EXPECT_EQ(top[1].at, 12);
  EXPECT_EQ(top[2].at, 3);  // equal to move 9's: the earlier first
  // The third (move 3, 0.08-0.12) and move 9 (the same range) cannot be told
  // apart: both need more worlds; the first two stand clear.
  std::vector<size_t> more = unsettled(costs, 3, 128);
  std::sort(more.begin(), more.end());
  EXPECT_EQ(more, (std::vector<size_t>{0, 2}));
  // Past the most worlds allowed, nothing more is asked.
  for (DecisionCost& c : costs) c.worlds = 128;
  EXPECT_TRUE(unsettled(costs, 3, 128).empty());
}

// Issue 34 §9's acceptance check: the costliest decisions do not depend on
// which worlds were drawn, as far as the ranges the review shows can tell.
// Two reviews from different world seeds, at the page's worlds (12 a
// decision, measured on up to 4x as many while the three costliest do not
// stand apart), must not contradict each other: each run's costliest is
// among the other's three, or the other run cannot tell it from its own
// third (its range reaches the third's); and every decision both list has
// ranges that overlap. Where a game's playouts are so noisy that a dozen
// decisions all overlap (three players, a win or nothing), this is all the
// worlds can say, and the panel says the order is uncertain; the game with
// clear mistakes must rank them alike. ~55 s here, most of it the slowest
// playouts.
TEST(Review, TheCostliestDecisionsAreStableAcrossWorldSeeds) {
  if (testing::kSanitized) GTEST_SKIP() << "statistical: full size only";
  for (const GameInfo& info : all_games()) {
    // Seat 0's first dozen decisions: enough for a ranking, few enough for
    // the slowest playouts (a whole game is the benchmark's).
    const Decided d = seat0_decisions(info, players_for(info), 21, 12);
    const std::vector<DecisionCost> a = costs_of(info, d, 12, 101), b = costs_of(info, d, 12, 202);
    const std::vector<DecisionCost> ta = costliest(a, 3), tb = costliest(b, 3);
    if (ta.empty() || tb.empty()) {
      EXPECT_EQ(ta.empty(), tb.empty()) << info.name << ": one run found a costly decision, the other none";
      continue;
    }
    // x: a run's costliest; other: the other run's costs and its three.
    auto agrees = [&](const DecisionCost& x, const std::vector<DecisionCost>& other,
                      const std::vector<DecisionCost>& top) {
      for (const DecisionCost& c : top)
        if (c.at == x.at) return true;
      for (const DecisionCost& c : other)
        if (c.at == x.at) return top.size() < 3 || c.high >= top.back().low;
      return false;
    };
    EXPECT_TRUE(agrees(ta[0], b, tb)) << info.name << ": run A's costliest, move " << ta[0].at
                                      << ", is clearly below B's three";
    EXPECT_TRUE(agrees(tb[0], a, ta)) << info.name << ": run B's costliest, move " << tb[0].at
                                      << ", is clearly below A's three";
    for (const DecisionCost& x : ta)
      for (const DecisionCost& y : tb)
        if (x.at == y.at) EXPECT_TRUE(x.low <= y.high && y.low <= x.high) << info.name << " move " << x.at;
  }
}

}  // namespace
}  // namespace tabula
