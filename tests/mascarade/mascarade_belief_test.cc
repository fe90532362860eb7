// The belief over the cards (engine/mascarade/belief.h): resample() with the
// belief on still keeps to what the seat saw, reads no hidden truth, and
// moves probability the way the table's words point.
#include "mascarade_test_util.h"

namespace tabula::mascarade {
namespace {

// Anna (0) swaps with Béla (1) unseen, Béla fakes a swap with her, then Anna
// announces the King and nobody challenges her. Béla cannot tell who holds
// the King: the two cards were King and Judge.
std::unique_ptr<MascaradeState> unchallenged_king() {
  auto st = testing::game(4, {"judge", "king", "thief", "queen", "bishop", "cheat"});
  testing::plays(*st, {"swap 1 real", "swap 0 fake", "swap c0 fake", "swap c1 fake"});
  testing::plays(*st, {"announce king", "decline", "decline", "decline"});
  return st;
}

int anna_holds_king(const MascaradeState& st, int draws, uint64_t seed) {
  Rng rng(seed);
  int held = 0;
  for (int k = 0; k < draws; ++k) {
    auto t = st.resample(1, rng);
    EXPECT_TRUE(MascaradeState::last_resample_exact);
    const auto& ts = static_cast<const MascaradeState&>(*t);
    EXPECT_EQ(ts.observation(1), st.observation(1));
    held += ts.slot_character(0) == kKing;
  }
  return held;
}

TEST(MascaradeBelief, UnchallengedAnnouncerLikelierHoldsTheCard) {
  auto st = unchallenged_king();
  ASSERT_EQ(st->known(1, 0), (1u << kKing) | (1u << kJudge));
  // Without the belief every consistent deal counts the same: about half.
  const int uniform = anna_holds_king(*st, 400, 21);
  EXPECT_GT(uniform, 160);
  EXPECT_LT(uniform, 240);
  // With it her unchallenged word counts 2 to 1: near two thirds (a little
  // less, as each sample weighs only a few consistent histories).
  st->set_belief(true);
  const int believed = anna_holds_king(*st, 400, 21);
  EXPECT_GT(believed, 235) << "uniform " << uniform;
  EXPECT_GT(believed, uniform + 35);
}

TEST(MascaradeBelief, SilentSeatLikelierLacksTheCard) {
  // Béla (who cannot tell whether he or Anna holds the King) announces it
  // and nobody challenges: Anna let his King pass, which argues she lacks
  // it (his own word is no evidence to him: he knows why he spoke).
  auto st = testing::game(4, {"judge", "king", "thief", "queen", "bishop", "cheat"});
  testing::plays(*st, {"swap 1 real", "swap 0 fake", "swap c0 fake", "swap c1 fake"});
  testing::plays(*st, {"peek", "announce king", "decline", "decline", "decline"});
  ASSERT_EQ(st->known(1, 0), (1u << kKing) | (1u << kJudge));
  st->set_belief(true);
  const int held = anna_holds_king(*st, 400, 5);
  EXPECT_LT(held, 175);  // near 0.6 / 1.6 of 400 = 150; uniform gives 200
}

TEST(MascaradeBelief, ReadsNoHiddenTruth) {
  // Two states differing only in what seat cannot know (T is a sample of
  // S) give the very same belief-weighted sample for the same seed.
  Rng rng(17);
  for (int players : {2, 3, 4, 6, 9}) {
    for (int k = 0; k < 12; ++k) {
      Options o;
      o.players = players;
      auto st = new_state(o, rng.next());
      auto bot = new_bot("easy");
      const int stop = 20 + rng.below(100);
      while (!st->is_terminal() && st->move_number() < stop)
        st->apply(bot->choose(*st, st->current_player(), rng));
      const int seat = rng.below(players);
      st->set_belief(true);
      auto t = st->resample(seat, rng);
      auto& ts = static_cast<MascaradeState&>(*t);
      ts.set_belief(true);
      ASSERT_EQ(ts.observation(seat), st->observation(seat));
      const uint64_t seed = rng.next();
      Rng r1(seed), r2(seed);
      for (int draw = 0; draw < 4; ++draw) {
        auto a = st->resample(seat, r1), b = ts.resample(seat, r2);
        ASSERT_EQ(static_cast<MascaradeState&>(*a).history(),
                  static_cast<MascaradeState&>(*b).history())
            << players << " players";
        ASSERT_EQ(a->observation(seat), st->observation(seat));
      }
    }
  }
}

}  // namespace
}  // namespace tabula::mascarade
