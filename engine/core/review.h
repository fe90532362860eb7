// The review of a finished game (issue 20 §2): each seat's chance to win at
// every decision, judged as the expert judges a position in its search --
// worlds drawn from what one seat knew (State::resample), each played to the
// end by the game's fast "easy" policy (the rollouts most of the
// experts use), a win counting 1/winners -- and the decisions of a
// seat that lowered its chance most.
//
// A decision's own cost (issue 34 §9) is not the chart's drop: a drop also
// counts the luck and the news the move revealed (a peek at a bad
// card fell as if it were a mistake). decision_cost judges the move from
// what its seat knew before making it: every legal action played in the same
// worlds, the best of them picked on one set of worlds and measured against
// the move played on another (so the pick's own luck does not inflate the
// cost), with the range the worlds leave.
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

// What one decision cost its seat. `better` is the action that looked best
// on the picking worlds; `cost` (better's chance minus played's, measured on
// `worlds` other worlds, paired) has a 95 % range [low, high]. better ==
// played: nothing the seat could see was better.
struct DecisionCost {
  int at = 0;  // the move (that many moves played before it)
  Action played = 0, better = 0;
  int worlds = 0;  // measured so far
  double played_sum = 0, better_sum = 0, diff_sum = 0, diff_squares = 0;
  double played_chance = 0, better_chance = 0;
  double cost = 0, low = 0, high = 0;
  bool costly() const { return better != played && cost > 0; }
  void settle();  // the means and the range from the sums
};

// The cost of `played` (a legal action of the seat to move in `before`,
// move `at` of its game), judged from that seat's knowledge alone: every
// action on a quarter of `worlds` worlds, the better half on twice as many,
// and so on until three are left; those three and the move played on all
// `worlds`, the best of them then measured against the move played on
// `worlds` other worlds; each world played to the end by the game's easy
// bots. Deterministic in `seed`.
DecisionCost decision_cost(const GameInfo& info, const State& before, int at, Action played, int worlds,
                           uint64_t seed);

// `worlds` more measuring worlds for `c` (the same `before` and `seed`).
void measure_more(const GameInfo& info, const State& before, DecisionCost& c, int worlds, uint64_t seed);

// Enough worlds that the ranking is stable: the decisions (indices into
// `costs`) whose range still overlaps the line between the `count` costliest
// and the rest (or no cost at all), fewer than `max_worlds` measured yet.
// Empty: the ranking is settled as far as the worlds allowed.
std::vector<size_t> unsettled(const std::vector<DecisionCost>& costs, int count, int max_worlds);

// The `count` costliest decisions among `costs` (largest cost first; equal
// costs: the earlier move), only those that cost something.
std::vector<DecisionCost> costliest(const std::vector<DecisionCost>& costs, int count);

}  // namespace tabula
