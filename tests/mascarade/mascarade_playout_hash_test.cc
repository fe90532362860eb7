// Sameness of play: a hash over thousands of games per table size (2-13
// players) -- every legal list, every chosen action, the log, the scores and
// winners and every seat's final observation -- against the figures the
// engine gave before the playout-speed work (branch mascarade-speed). A
// change that alters any game result, legal order or observation fails here.
// Random playouts as tabula-cli bench plays them, plus easy-bot games and a
// clone taken mid-game (the copy must play on identically).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/test_scale.h"
#include "mascarade/mascarade.h"

namespace tabula::mascarade {
namespace {

constexpr int kGames = tabula::testing::scaled(2000, 20);

struct Hash {
  uint64_t h = 1469598103934665603ULL;
  void add(uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xff;
      h *= 1099511628211ULL;
    }
  }
  void add(const std::string& s) {
    add(s.size());
    for (unsigned char c : s) {
      h ^= c;
      h *= 1099511628211ULL;
    }
  }
};

void hash_end(const MascaradeState& st, Hash& h) {
  for (int s : st.scores()) h.add(static_cast<uint64_t>(s));
  for (int w : st.winners()) h.add(static_cast<uint64_t>(w) + 100);
  h.add(static_cast<uint64_t>(st.end_reason()));
  h.add(static_cast<uint64_t>(st.move_number()));
  for (const Event& e : st.events()) {
    h.add(static_cast<uint64_t>(e.move));
    h.add(static_cast<uint64_t>(static_cast<uint8_t>(e.type)) |
          static_cast<uint64_t>(static_cast<uint8_t>(e.seat)) << 8 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.a)) << 16 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.b)) << 24 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.c1)) << 32 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.c2)) << 40 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.real)) << 48 |
          static_cast<uint64_t>(static_cast<uint8_t>(e.why)) << 56);
    h.add(static_cast<uint64_t>(e.amount));
  }
  for (int s = 0; s < st.players(); ++s) h.add(st.observation(s).dump());
  h.add(st.revealed(0).dump());
}

// Plays one game: random choices (as bench), or the easy policy; with
// `clone_at` >= 0 the game continues on a clone taken at that move.
uint64_t play(int players, uint64_t seed, bool easy, int clone_at) {
  Options o;
  o.players = players;
  std::unique_ptr<State> state(new_state(o, seed).release());
  Rng rng(seed ^ 0x5eed);
  Hash h;
  std::vector<Action> legal;
  std::unique_ptr<Bot> bot = easy ? new_bot("easy") : nullptr;
  int moves = 0;
  while (!state->is_terminal() && moves < 5000) {
    if (moves == clone_at) {
      state = state->clone();
      const auto& ms = static_cast<const MascaradeState&>(*state);
      h.add(ms.observation(ms.current_player()).dump());
    }
    state->legal_actions(legal);
    h.add(legal.size());
    for (Action a : legal) h.add(static_cast<uint64_t>(a));
    const Action a = easy ? bot->choose(*state, state->current_player(), rng)
                          : legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
    h.add(static_cast<uint64_t>(a) + (1ULL << 40));
    state->apply(a);
    ++moves;
  }
  hash_end(static_cast<const MascaradeState&>(*state), h);
  return h.h;
}

uint64_t table_hash(int players) {
  Hash all;
  for (int g = 0; g < kGames; ++g) {
    const uint64_t seed = static_cast<uint64_t>(players) * 1000003ULL + static_cast<uint64_t>(g);
    all.add(play(players, seed, /*easy=*/g % 4 == 3, /*clone_at=*/g % 5 == 1 ? g % 23 : -1));
  }
  return all.h;
}

// Recorded from main (8eca5ec) before any change, full scale (2,000 games).
const uint64_t kExpected[14] = {
    0, 0,
    0x5efdfdd8a03ac253ULL, 0x4a21ca064222b257ULL, 0x231de0f99f08289fULL, 0xa773ce71eed00106ULL,
    0x554cb6b984c88011ULL, 0xa9bfd8118046ab87ULL, 0x84c25ec1b67d8e79ULL, 0xe9faa2b8aa3fd346ULL,
    0x529d2488218100d6ULL, 0x5508a1e8ba68da9fULL, 0xe69a3fa52ca54c8eULL, 0xe8d12a70d00b27edULL,
};

TEST(MascaradePlayoutHash, EveryTableSizePlaysAsBefore) {
  for (int n = 2; n <= kMaxSeats; ++n) {
    const uint64_t got = table_hash(n);
        if (kGames == 2000) EXPECT_EQ(got, kExpected[n]) << n << " players";
  }
}

}  // namespace
}  // namespace tabula::mascarade
