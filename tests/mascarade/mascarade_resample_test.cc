// resample(seat) keeps everything the seat observed, and bots choose from the
// information set alone.
#include "core/save.h"
#include "mascarade_test_util.h"

namespace tabula::mascarade {
namespace {

// Plays a game with the easy bot for a random number of moves.
std::unique_ptr<MascaradeState> midgame(int players, Rng& rng) {
  Options o;
  o.players = players;
  auto st = new_state(o, rng.next());
  const int stop = rng.below(120);
  auto bot = new_bot(rng.below(2) ? "easy" : "random");
  while (!st->is_terminal() && st->move_number() < stop)
    st->apply(bot->choose(*st, st->current_player(), rng));
  return st;
}

TEST(MascaradeResample, KeepsTheSeatsObservation) {
  Rng rng(7);
  int exact = 0, total = 0;
  for (int players = 2; players <= 13; ++players) {
    for (int k = 0; k < 60; ++k) {
      auto st = midgame(players, rng);
      const int seat = rng.below(players);
      auto t = st->resample(seat, rng);
      exact += MascaradeState::last_resample_exact;
      total++;
      ASSERT_EQ(t->observation(seat), st->observation(seat)) << players << " players";
      ASSERT_EQ(t->move_number(), st->move_number());
      std::vector<Action> a = st->legal_actions(), b = t->legal_actions();
      ASSERT_EQ(a, b);
      // The sample is a legal position: gold and cards conserved.
      const auto& ts = static_cast<const MascaradeState&>(*t);
      int count[kNumCharacters] = {};
      for (int i = 0; i < ts.setup().slots; ++i) count[ts.slot_character(i)]++;
      for (int c = 0; c < kNumCharacters; ++c) ASSERT_EQ(count[c], ts.setup().copies[c]);
      for (int s = 0; s < players; ++s) ASSERT_EQ(ts.gold(s), st->gold(s));
    }
  }
  EXPECT_EQ(exact, total) << "some samples fell back to the seat's memory";
}

// A fuzz input (tests/mascarade/fuzz/corpus/timeout-resample-fallback,
// here as its session's save) reaches 13-player positions too tangled for the
// exact search, where resample() falls back to matching the cast to the slots
// from the seat's memory alone. That matching once backtracked blindly and
// spent 40 s of CPU in one resample; it now never tries a choice that leaves
// the other slots unfillable, so it tries at most a card per slot and
// character. Every position, every seat.
TEST(MascaradeResample, TheFallbackMatchingNeverBacktracks) {
  const std::string text = R"json({"actions":["swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 1 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 1 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 2 fake","announce bishop","claim","decline","decline","decline","decline","decline","decline","decline","decline","decline","decline","decline","swap 7 fake","peek","peek","peek","peek","peek","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 0 real","swap 1 real","swap 0 real","swap 8 fake","swap 1 real","swap 0 real","swap 1 real","peek","peek","peek","swap 0 real","swap 0 real","peek","peek","peek","peek","swap 3 real","swap 12 fake","peek"],"format":"tabula-save","game":"mascarade","options":{"players":13,"settings":{},"variant":""},"seed":"26579499","table":{},"version":2})json";
  Save save;
  std::string why;
  ASSERT_TRUE(parse_save(text, &save, &why)) << why;
  auto st = new_state(save.options, save.seed);
  const long bound = static_cast<long>(st->setup().slots) * kNumCharacters;
  int fallbacks = 0;
  for (size_t m = 0; m <= save.actions.size(); ++m) {
    for (int seat = 0; seat < st->players(); ++seat) {
      Rng rng(1000 * m + static_cast<uint64_t>(seat));
      auto t = st->resample(seat, rng);
      if (MascaradeState::last_resample_exact) continue;
      ++fallbacks;
      ASSERT_LE(MascaradeState::last_resample_tries, bound) << "move " << m << ", seat " << seat;
      ASSERT_EQ(t->observation(seat), st->observation(seat)) << "move " << m << ", seat " << seat;
    }
    if (m < save.actions.size()) ASSERT_TRUE(st->act(save.actions[m], &why)) << save.actions[m] << ": " << why;
  }
  EXPECT_GT(fallbacks, 0) << "no position needed the fallback: the test no longer reaches it";
}

TEST(MascaradeResample, VariesWhatTheSeatCannotKnow) {
  // After Anna's unseen swap, Béla cannot tell whether it was real.
  auto st = testing::game(4, {"judge", "king", "thief", "queen", "bishop", "cheat"});
  testing::play(*st, "swap 1 real");
  Rng rng(3);
  int real = 0;
  for (int k = 0; k < 200; ++k) {
    auto t = st->resample(1, rng);
    real += static_cast<const MascaradeState&>(*t).slot_character(0) == kKing;
  }
  EXPECT_GT(real, 50);
  EXPECT_LT(real, 150);
  // Anna knows: her samples always have the swap.
  for (int k = 0; k < 20; ++k) {
    auto t = st->resample(0, rng);
    EXPECT_EQ(static_cast<const MascaradeState&>(*t).slot_character(0), kKing);
  }
}

TEST(MascaradeResample, RespectsReveals) {
  // Anna swaps unseen with Béla; then Béla's card is revealed: every sample
  // must agree with what was shown.
  auto st = testing::game(4, {"judge", "king", "thief", "queen", "bishop", "cheat"});
  testing::plays(*st, {"swap 1 real", "swap 0 fake", "swap c0 fake", "swap c1 fake"});
  testing::plays(*st, {"announce judge", "claim", "decline", "decline"});  // Béla claims
  Rng rng(5);
  for (int k = 0; k < 50; ++k) {
    auto t = st->resample(2, rng);
    const auto& ts = static_cast<const MascaradeState&>(*t);
    EXPECT_EQ(ts.slot_character(1), kJudge);
    EXPECT_EQ(ts.slot_character(0), kKing);
  }
}

// A bot's choice depends only on the information set: the same seed gives
// the same action in S and in any T = S.resample(seat).
TEST(MascaradeBots, ChoicesDependOnlyOnTheInformationSet) {
  Rng rng(11);
  for (const char* level : {"random", "easy", "hard"}) {
    auto bot = new_bot(level);
    const int rounds = std::string(level) == "hard" ? 3 : 20;
    for (int players = 2; players <= 13; ++players) {
      for (int k = 0; k < rounds; ++k) {
        auto st = midgame(players, rng);
        if (st->is_terminal()) continue;
        const int seat = st->current_player();
        auto t = st->resample(seat, rng);
        const uint64_t seed = rng.next();
        Rng r1(seed), r2(seed);
        ASSERT_EQ(bot->choose(*st, seat, r1), bot->choose(*t, seat, r2))
            << level << " at " << players << " players";
      }
    }
  }
}

TEST(MascaradeBots, AllLevelsFinishGames) {
  Rng rng(2);
  for (int players : {2, 3, 5, 8, 13}) {
    Options o;
    o.players = players;
    auto st = new_state(o, rng.next());
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(new_bot(s % 3 == 0 ? "hard" : s % 3 == 1 ? "easy" : "random"));
    while (!st->is_terminal()) {
      ASSERT_LT(st->move_number(), 5000);
      const Action a = bots[st->current_player()]->choose(*st, st->current_player(), rng);
      ASSERT_TRUE(st->is_legal(a));
      st->apply(a);
    }
  }
}

}  // namespace
}  // namespace tabula::mascarade
