// Taking back a move. A save is options + seed + actions, so undo is a
// rewind (Match::rewind); what needs care is fairness. A player must not see
// something hidden, take the move back and play on knowing it, so a move can
// be taken back only while nothing has come to light since that the seat
// could not already tell: the actions played since are replayed on several
// states consistent with what the seat knew at its decision
// (State::resample), and every one must end in the very observation the
// seat has now. A card peeked at, a bid revealed or a region dealt from a
// hidden deck all make the replays disagree, and undo is refused.
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
