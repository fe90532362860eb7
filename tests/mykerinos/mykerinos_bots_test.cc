// Every bot level finishes games at every table size, plays only legal
// actions, and the stronger levels beat the weaker ones more often than not.
#include <gtest/gtest.h>

#include <chrono>

#include "core/test_scale.h"
#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

// Plays one game with the given level per seat; returns the winners.
std::vector<int> play(const std::vector<std::string>& levels, uint64_t seed, double* worst_ms) {
  Options o;
  o.players = static_cast<int>(levels.size());
  MykerinosState s(o, seed);
  std::vector<std::unique_ptr<Bot>> bots;
  for (const std::string& l : levels) bots.push_back(new_bot(l));
  while (!s.is_terminal()) {
    const int seat = s.current_player();
    Rng rng = bot_rng(seed, s.move_number());
    const auto start = std::chrono::steady_clock::now();
    const Action a = bots[static_cast<size_t>(seat)]->choose(s, seat, rng);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (worst_ms) *worst_ms = std::max(*worst_ms, ms);
    EXPECT_TRUE(s.is_legal(a));
    if (!s.is_legal(a)) return {};
    s.apply(a);
  }
  return s.winners();
}

TEST(MykerinosBots, EveryLevelFinishesGamesAtEveryTable) {
  for (const std::string level : {"random", "easy", "hard"})
    for (int n = 2; n <= 4; ++n) {
      // Under the sanitizers the hard level plays the smallest table only.
      if (tabula::testing::kSanitized && level == std::string("hard") && n > 2) continue;
      double worst = 0;
      EXPECT_FALSE(play(std::vector<std::string>(static_cast<size_t>(n), level), 7, &worst).empty());
      std::printf("%s x%d: slowest decision %.1f ms\n", level.c_str(), n, worst);
    }
}

TEST(MykerinosBots, EasyBeatsRandom) {
  int wins = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const std::vector<int> w = play({seed % 2 ? "easy" : "random", seed % 2 ? "random" : "easy", "random"}, seed, nullptr);
    for (int s : w) wins += s == static_cast<int>(1 - seed % 2);
  }
  EXPECT_GE(wins, 14);
}

}  // namespace
}  // namespace tabula::mykerinos
