// Taking back a move. A save is options + seed + actions, so undo is a
// rewind (Match::rewind); what needs care is fairness (RULINGS.md, "Undo"):
// a seat may take back a decision only while nothing hidden from it at that
// moment has since come to light for it. Three checks, in undo.cc:
//  1. hidden state: the actions since are replayed on states the seat could
//     not tell from the real one at its decision (State::resample); each
//     must end in the very observation the seat has now (a card peeked at,
//     a card drawn or a region dealt make them disagree);
//  2. other seats' secret choices (State::secret_alternatives: a hidden
//     bid, a swap faked or not) since the seat's previous decision: had
//     any been otherwise, the seat must see exactly what it sees now;
//  3. other seats' choices simultaneous with the seat's (made while their
//     chooser could not tell the seat's decision from any other, as bids
//     and standard rests are; the engine takes them one after another):
//     had any been otherwise, again the seat must see nothing different.
// 2 and 3 try every alternative, so they do not depend on sampling luck.
#pragma once
#include <string>
#include <vector>

#include "core/match.h"

namespace tabula {

struct UndoPoint {
  enum class No { kNothingYet, kOthersMove, kHiddenSince, kBadSave };
  int moves = -1;   // rewind the match to this many actions; -1: no undo
  No no = No::kNothingYet;  // when moves < 0: why not
  std::string why;  // the same in English words, for logs and the CLI
};

// Where `seat` was at its last decision, provided that decision is the last
// one any seat in `humans` took (so nobody undoes another person's move;
// bots' replies since are taken back with it).
UndoPoint undo_point(const Match& match, int seat, const std::vector<int>& humans, int samples = 8);

}  // namespace tabula
