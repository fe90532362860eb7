// A finished game's review (issue 20 §2), as App keeps it: each seat's
// chance to win before every move, asked a move at a time of the bots'
// worker (web/think/think.cc, core/review.h), then what each decision of
// the seat reviewed cost it, measured until the three costliest stand
// apart. Pure data; review.cc computes, draws and answers
// window.tabula.review().
#pragma once
#include <string>
#include <vector>

#include "core/review.h"

namespace tabula::web {

// One decision's cost as the worker answered it (core/review.h
// DecisionCost; web/think/think.cc review_cost): its sums in
// ten-thousandths, the two actions' texts and the log events each adds, as
// the seat saw them (the page words them with GameView::format_event).
struct CostAnswer {
  std::string played, better;           // the actions' texts (equal: nothing was better)
  std::vector<int> measured;            // [worlds, played, better, diff, squares]
  Json played_events, better_events;
  // The engine's record of it: played and better as 0 and 1 (or 0 and 0),
  // for unsettled() and costliest(), which only compare them.
  DecisionCost cost(int at) const;
};

struct Review {
  std::string save;     // the finished game's save text (what the worker replays)
  int seat = 0;         // whose chances the worlds are drawn for, and whose decisions
  int playouts = 0;     // worlds per move (and per decision's first measure)
  int of = 0;           // moves in the game: the points are 0..of
  std::vector<std::vector<double>> chances;  // before move k, k = 0..chances.size()-1
  std::vector<int> movers, choices;          // who made move k, among how many actions
  // Once the chart is drawn: the seat's decisions (its moves among two or
  // more actions) and, as the worker answers, what each cost (issue 34 §9).
  std::vector<int> decisions;
  std::vector<CostAnswer> costs;     // costs[i]: decisions[i]'s
  std::vector<size_t> settling;      // decisions to measure again (unsettled), this round
  int max_worlds = 0;                // a decision measured on this many worlds is left as it is
  bool settled = false;              // the ranking stands (or the worlds ran out)
  bool clear = false;                // settled, and the three stand apart from the rest
  std::vector<size_t> worst;         // once done: the seat's three costliest decisions (indices into costs)
  int ticket = 0;        // the question asked of the worker (0: none)
  int asked = -1;        // what it asked: a point (-1) or a decision's cost (its index)
  bool running = false;  // asking, a question at a time (false: done, stopped, or failed)
  bool failed = false;   // the worker could not answer
  bool charted() const { return static_cast<int>(chances.size()) == of + 1; }
  bool costed() const { return charted() && costs.size() == decisions.size(); }
  bool done() const { return costed() && settled; }
  // The chart is the cheaper part: its worlds are one a move, a decision's
  // are every action's and then two actions' again.
  float progress() const {
    if (!charted()) return of < 0 ? 0.f : 0.3f * static_cast<float>(chances.size()) / static_cast<float>(of + 1);
    if (!costed()) return 0.3f + 0.65f * static_cast<float>(costs.size()) / static_cast<float>(decisions.size());
    return settled ? 1.f : 0.95f;
  }
};

}  // namespace tabula::web
