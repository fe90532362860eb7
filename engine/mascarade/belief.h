// A belief over the hidden cards from what the table said (issue 12).
//
// resample() finds deals consistent with what a seat saw; all of them are
// not equally likely. A seat that announced the King and went unchallenged
// more often holds the King than not; a seat that let another's King pass
// more often does not. Belief scores one consistent history of the cards
// (the swap bits resample drew) by those public words, so that resample can
// draw several consistent histories and keep one in proportion to its score
// (importance resampling). Only public events are read (who announced which
// character from which slot, who declined), never a hidden bit or a card
// another seat saw, and the seat's own words are left out: it knows why it
// spoke.
#pragma once
#include <cstdint>
#include <vector>

#include "mascarade/mascarade.h"

namespace tabula::mascarade {

class Belief {
 public:
  // Likelihood ratios of the words given the card, against not holding it,
  // as measured in 2-player games of hard bots (README.md: "A belief over
  // the cards"): an announcer held the card about twice as often, at the
  // same odds from the deal, as resample() says; a decliner about 0.6 times.
  static constexpr double kAnnouncerHolds = 2.0;  // announced it and holds it
  static constexpr double kDeclinerHolds = 0.6;   // let it pass and holds it

  Belief(const MascaradeState& st, int seat);
  bool empty() const { return words_.empty(); }
  // Log of the words' likelihood when the swap bits are `bits` (one per
  // card op; ops of `seat` itself keep their own bit).
  double log_weight(const std::vector<int8_t>& bits) const;

 private:
  struct Word {
    int32_t move;  // the history index it was spoken at
    bool announce; // else a decline
    int8_t seat, slot, ch;
  };
  const MascaradeState& st_;
  int seat_;
  std::vector<Word> words_;
};

}  // namespace tabula::mascarade
