// A finished game's review (issue 20 §2), as App keeps it: each seat's
// chance to win before every move, asked a move at a time of the bots'
// worker (web/think/think.cc, core/review.h), and the worst decisions of
// the seat reviewed. Pure data; review.cc computes, draws and answers
// window.tabula.review().
#pragma once
#include <string>
#include <vector>

#include "core/review.h"

namespace tabula::web {

struct Review {
  std::string save;     // the finished game's save text (what the worker replays)
  int seat = 0;         // whose chances the worlds are drawn for, and whose decisions
  int playouts = 0;     // worlds per move
  int of = 0;           // moves in the game: the points are 0..of
  std::vector<std::vector<double>> chances;  // before move k, k = 0..chances.size()-1
  std::vector<int> movers, choices;          // who made move k, among how many actions
  std::vector<Drop> worst;                   // once done: the seat's three worst decisions
  int ticket = 0;        // the point asked of the worker (0: none)
  bool running = false;  // asking, a point at a time (false: done, stopped, or failed)
  bool failed = false;   // the worker could not answer
  bool done() const { return static_cast<int>(chances.size()) == of + 1; }
  float progress() const { return of < 0 ? 0.f : static_cast<float>(chances.size()) / static_cast<float>(of + 1); }
};

}  // namespace tabula::web
