// State::revealed(seat) for Shakespeare on random games: it shows the bids, rest
// tokens and objectives the seat's observation hides.
#include <gtest/gtest.h>

#include "core/revealed_check.h"

namespace tabula {
namespace {

using revealed_check::expect_covers;
using revealed_check::play_random;
using revealed_check::start;

TEST(Revealed, ShakespeareShowsBidsRestAndObjectives) {
  int bids_hidden = 0, objectives_hidden = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const int players = 2 + static_cast<int>(seed) % 3;
    auto m = start("shakespeare", players, seed);
    Rng rng(seed);
    while (!m->state().is_terminal()) {
      for (int seat = 0; seat < players; ++seat) {
        const Json obs = m->state().observation(seat), all = m->state().revealed(seat);
        expect_covers(obs, all, "obs");
        for (size_t c = 0; c < obs["companies"].size(); ++c) {
          const Json& o = obs["companies"][c];
          const Json& a = all["companies"][c];
          if (o["bid"].is_null()) {
            ++bids_hidden;
            EXPECT_TRUE(a["bid"].is_number());
          }
          if (!o.contains("objectives")) {
            ++objectives_hidden;
            EXPECT_EQ(a["objectives"].size(), a["objective_count"].get<size_t>());
          }
          if (o.contains("rest_keep") || a.contains("rest_keep")) EXPECT_TRUE(a.contains("rest_keep"));
        }
      }
      play_random(*m, rng);
    }
  }
  EXPECT_GT(bids_hidden, 0);
  EXPECT_GT(objectives_hidden, 0);
}

}  // namespace
}  // namespace tabula
