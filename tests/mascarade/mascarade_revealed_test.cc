// State::revealed(seat) for Mascarade on random games: it shows every card and every
// swap the seat's observation hides, and the end turns every card face up in
// every seat's own view.
#include <gtest/gtest.h>

#include "core/revealed_check.h"
#include "mascarade/mascarade.h"

namespace tabula {
namespace {

using revealed_check::expect_covers;
using revealed_check::play_random;
using revealed_check::start;

TEST(Revealed, MascaradeShowsEveryCardAndSwap) {
  int hidden_swaps = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 4 + static_cast<int>(seed) % 6;
    auto m = start("mascarade", players, seed);
    Rng rng(seed);
    while (!m->state().is_terminal()) {
      const auto& st = static_cast<const mascarade::MascaradeState&>(m->state());
      for (int seat = 0; seat < players; ++seat) {
        const Json all = st.revealed(seat), obs = st.observation(seat);
        expect_covers(obs, all, "obs");
        for (size_t i = 0; i < all["slots"].size(); ++i) {
          const Json& slot = all["slots"][i];
          ASSERT_TRUE(slot["face_up"].is_string());
          ASSERT_EQ(slot["known"].size(), 1u);
          EXPECT_EQ(slot["known"][0], slot["face_up"]);
        }
        for (size_t k = 0; k < obs["log"].size(); ++k) {
          if (obs["log"][k]["type"] == "swap" && obs["log"][k]["real"].is_null()) {
            ++hidden_swaps;
            EXPECT_TRUE(all["log"][k]["real"].is_boolean());
          }
        }
      }
      play_random(*m, rng);
    }
  }
  EXPECT_GT(hidden_swaps, 0);  // the reveal had something to show
}

TEST(Revealed, MascaradeEndTurnsEveryCardFaceUp) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 4 + static_cast<int>(seed) % 6;
    auto m = start("mascarade", players, seed);
    Rng rng(seed * 7);
    bool down_before_end = false;
    while (!m->state().is_terminal()) {
      const Json obs = m->state().observation(0);
      for (const auto& slot : obs["slots"]) down_before_end |= slot["face_up"].is_null();
      play_random(*m, rng);
    }
    EXPECT_TRUE(down_before_end);
    const auto& st = static_cast<const mascarade::MascaradeState&>(m->state());
    for (int seat = 0; seat < players; ++seat) {
      const Json obs = st.observation(seat);
      for (size_t i = 0; i < obs["slots"].size(); ++i)
        EXPECT_EQ(obs["slots"][i]["face_up"], mascarade::character_id(st.slot_character(static_cast<int>(i))))
            << "seed " << seed << " seat " << seat << " slot " << i;
    }
  }
}

}  // namespace
}  // namespace tabula
