// The review of a finished game (issue 20 §2): each seat's chance to win at
// every decision, judged as the expert judges a position in its search --
// worlds drawn from what one seat knew (State::resample), each played to the
// end by the game's fast "easy" policy (the rollouts most of the
// experts use), a win counting 1/winners -- and the decisions of a
// seat that lowered its chance most.
//
// Pure and deterministic: the worlds come from the game's seed, the seat and
// nothing else (the same worlds at every move, so the chances of two moves
// are compared on equal luck), so the same game always gives the same chart.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/save.h"

namespace tabula {

// Each seat's chance to win `state` (they sum to 1), as `viewer` could judge
// it: `playouts` worlds viewer cannot tell from this one, played out by the
// game's easy bots. A finished game: its win shares.
std::vector<double> win_chances(const GameInfo& info, const State& state, int viewer, int playouts,
                                uint64_t seed);

// A decision that lowered its seat's chance: before move `at` (that many
// moves played) its chance was `before`, after it `after`.
struct Drop {
  int at = 0;
  double before = 0, after = 0;
  double drop() const { return before - after; }
};

// The `count` decisions of `seat` that lowered its chance most (largest
// first; ties: the earlier move). chances[k] is every seat's chance before
// move k (k = 0..moves), movers[k] who made move k and choices[k] how many
// legal actions it had (a forced move is no decision).
std::vector<Drop> worst_decisions(const std::vector<std::vector<double>>& chances, const std::vector<int>& movers,
                                  const std::vector<int>& choices, int seat, int count);

}  // namespace tabula
