// Test fixtures for Mascarade: games with a fixed deal (Options.settings
// "deal", slot by slot, "gold", seat by seat, and "first", the seat that
// opens: a scripted deal is written from seat 0's opening -- the tests/puzzles
// settings documented in engine/mascarade/README.md) and helpers that play
// texts and walk the table to a given seat without changing anything.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "mascarade/mascarade.h"

namespace tabula::mascarade::testing {

inline std::unique_ptr<MascaradeState> game(int players, const std::vector<std::string>& deal = {},
                                            const std::vector<int>& gold = {},
                                            const std::vector<std::string>& cast = {},
                                            uint64_t seed = 1) {
  Options o;
  o.players = players;
  // A fixed deal is a scripted scenario, told from seat 0's opening; without
  // one the seed draws who opens, as in a real game.
  if (!deal.empty()) {
    o.settings["deal"] = deal;
    o.settings["first"] = 0;
  }
  if (!gold.empty()) o.settings["gold"] = gold;
  if (!cast.empty()) o.settings["cast"] = cast;
  auto problem = check_options(o);
  EXPECT_FALSE(problem) << *problem;
  return new_state(o, seed);
}

// Plays one action text, failing the test (with the engine's reason) if refused.
inline void play(MascaradeState& st, const std::string& text) {
  std::string why;
  ASSERT_TRUE(st.act(text, &why)) << text << ": " << why;
}

inline void plays(MascaradeState& st, const std::vector<std::string>& texts) {
  for (const std::string& t : texts) {
    play(st, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

inline bool refuses(MascaradeState& st, const std::string& text) {
  std::string why;
  const int before = st.move_number();
  const bool ok = st.act(text, &why);
  return !ok && !why.empty() && st.move_number() == before;
}

// A move by the current seat that changes nothing: a fake swap in the
// opening (or when swapping is compulsory), a peek otherwise.
inline void pass_turn(MascaradeState& st) {
  const int seat = st.current_player();
  const int mine = st.home_slot(seat);
  std::string other = st.slot_name(st.home_slot((seat + 1) % st.players()));
  std::vector<Action> legal = st.legal_actions();
  const bool can_peek = std::find(legal.begin(), legal.end(), make_action(kPeek, mine)) != legal.end();
  if (can_peek) {
    play(st, st.setup().per_seat == 1 ? "peek" : "peek " + st.slot_name(mine));
  } else {
    play(st, st.setup().per_seat == 1 ? "swap " + other + " fake"
                                      : "swap " + st.slot_name(mine) + " " + other + " fake");
  }
}

// Plays nothing-changing turns until `seat` is to play a normal turn (after the opening).
inline void skip_to(MascaradeState& st, int seat) {
  while (st.phase() == Phase::kOpening || st.current_player() != seat) {
    pass_turn(st);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

}  // namespace tabula::mascarade::testing
