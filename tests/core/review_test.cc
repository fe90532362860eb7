// core/review.h: each seat's chance to win a position (the review's chart)
// and a seat's worst decisions. The chances are deterministic for a game
// (the same save, the same chart), a distribution over the seats, read only
// what the viewing seat knew (worlds from resample), and a finished game's
// are its win shares.
#include "core/review.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/match.h"

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

}  // namespace
}  // namespace tabula
