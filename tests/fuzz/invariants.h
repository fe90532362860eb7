// What must hold at every position any game reaches, checked by the fuzz
// targets. A broken invariant prints why and aborts, which libFuzzer (and the
// corpus replay under ctest) reports as a crash with the input that caused it.
#pragma once
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula::fuzz {

// Set by the corpus replay (replay_main.cc): check every position of a
// session fully, not only where it stops. The fuzzer leaves it off for speed
// (each prefix of its inputs is an input too); the replay runs a few inputs,
// so checking every step makes the small corpus a strong regression test.
extern bool g_check_every_step;
// Set by the corpus replay when asked (TABULA_FUZZ_SAVES=DIR): each play
// session's save is written here, so an input that found a bug can become a
// plain test's position (a save replays without the fuzz machinery).
extern std::string* g_session_save;

[[noreturn]] void fail(const std::string& what);
inline void expect(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

// Rules-level consistency of one position: seats, legal actions and their
// texts, scores and winners, and that every seat's observation
//  - serialises to JSON and is the same on a clone,
//  - holds none of another seat's secrets (game-specific checks below),
//  - is the same on resample(seat): a world the seat cannot tell apart must
//    look the same to it, or the observation depends on something hidden.
// The observation and resample checks (the costly part) cover `seats` seats
// from `first_seat` on, wrapping round the table. `seen`, if given, receives
// those seats' observations (indexed by seat, others left null) for the
// caller's own comparisons, so they are not built twice.
// `twin`, if given, is a state built another way that must be the same game
// (the session replayed from its save): the clone compared is then a clone
// of the twin, so one observation checks both that clone() and the twin
// reproduce the position (a difference is then told apart, naming which).
void check_position(const State& state, Rng& rng, int first_seat, int seats,
                    std::vector<Json>* seen = nullptr, const State* twin = nullptr);

// The cheap part of check_position, for every step of a session: whose turn,
// and legal actions exactly until the end. `legal`: the state's legal
// actions, when the caller has listed them already.
void check_turn(const State& state, const std::vector<Action>& legal);
void check_turn(const State& state);

// The game-specific part: what a seat must never see in its observation.
void check_secrets(const State& state, int seat, const Json& obs);

// act() with text that may or may not be legal: accepted only as the exact
// text of a legal action (and then applied as that action), otherwise refused
// with a reason and the state untouched. `thorough` compares every seat's
// observation with the expected position; without it only the move count,
// turn and legal actions are compared (an observation costs far more than a
// move, and the fuzz target's closing replay compares observations anyway).
void check_act(State& state, const std::string& text, bool thorough);

}  // namespace tabula::fuzz
