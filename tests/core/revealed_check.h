// State::revealed(seat), a finished game's replay "Show everything": what the
// per-game tests (tests/<game>/<game>_revealed_test.cc) share -- starting a
// match, a random move, and that the revealed view agrees with the
// observation on everything public.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/match.h"
#include "core/start_match.h"

namespace tabula::revealed_check {

inline std::unique_ptr<Match> start(const std::string& game, int players, uint64_t seed) { return start_match(game, players, seed); }

inline void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

// Everything the observation shows (not null) the revealed view shows the same,
// except the fields a reveal fills in (every game's, listed here).
inline void expect_covers(const Json& obs, const Json& all, const std::string& path) {
  if (obs.is_null()) return;
  if (obs.is_object()) {
    for (auto it = obs.begin(); it != obs.end(); ++it) {
      ASSERT_TRUE(all.contains(it.key())) << path << "." << it.key();
      if (it.key() == "known" || it.key() == "face_up" || it.key() == "objective_deck_known") continue;
      expect_covers(it.value(), all[it.key()], path + "." + it.key());
    }
  } else if (obs.is_array()) {
    ASSERT_EQ(obs.size(), all.size()) << path;
    for (size_t i = 0; i < obs.size(); ++i) expect_covers(obs[i], all[i], path + "[" + std::to_string(i) + "]");
  } else {
    EXPECT_EQ(obs, all) << path;
  }
}

}  // namespace tabula::revealed_check
