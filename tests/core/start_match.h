// A match of `game` for a test, started or failed with the engine's reason:
// what the per-game undo and rules tests and the generic ones share.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/match.h"

namespace tabula {

inline std::unique_ptr<Match> start_match(const std::string& game, int players, uint64_t seed,
                                          const std::string& variant = "") {
  Options o;
  o.players = players;
  o.variant = variant;
  std::string why;
  auto m = Match::start(game, o, seed, &why);
  EXPECT_TRUE(m) << why;
  return m;
}

}  // namespace tabula
