// State::revealed(seat) for Mykerinos on random games: once played, nothing is hidden.
#include <gtest/gtest.h>

#include "core/revealed_check.h"

namespace tabula {
namespace {

using revealed_check::play_random;
using revealed_check::start;

TEST(Revealed, MykerinosHidesNothingOncePlayed) {
  auto m = start("mykerinos", 3, 5);
  Rng rng(5);
  while (!m->state().is_terminal()) {
    for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(m->state().observation(seat), m->state().revealed(seat));
    play_random(*m, rng);
  }
}

}  // namespace
}  // namespace tabula
