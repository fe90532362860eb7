// Belief: see belief.h.
#include "mascarade/belief.h"

#include <array>
#include <cmath>

namespace tabula::mascarade {

Belief::Belief(const MascaradeState& st, int seat) : st_(st), seat_(seat) {
  int announced = -1;
  for (const Event& e : st.log_) {
    if (e.type == Event::kAnnounceEv) {
      announced = e.c1;
      if (e.seat != seat) words_.push_back({e.move, true, e.seat, e.a, e.c1});
    } else if (e.type == Event::kDeclineEv && e.seat != seat && announced >= 0) {
      words_.push_back({e.move, false, e.seat, -1, static_cast<int8_t>(announced)});
    }
  }
}

double Belief::log_weight(const std::vector<int8_t>& bits) const {
  static const double kAnnounce = std::log(kAnnouncerHolds);
  static const double kDecline = std::log(kDeclinerHolds);
  const Setup& su = *st_.setup_;
  std::array<int8_t, kMaxSlots> pos{};
  for (int i = 0; i < st_.ns_; ++i) pos[i] = su.deal[i];
  double lw = 0;
  size_t w = 0;
  auto hear = [&](const Word& word) {
    if (word.announce) {
      if (pos[word.slot] == word.ch) lw += kAnnounce;
      return;
    }
    const int first = word.seat * su.per_seat;
    for (int s = first; s < first + su.per_seat; ++s)
      if (pos[s] == word.ch) {
        lw += kDecline;
        return;
      }
  };
  const std::vector<CardOp>& ops = st_.ops_;
  for (size_t i = 0; i < ops.size(); ++i) {
    const CardOp& op = ops[i];
    if (op.type != CardOp::kMove) continue;
    // Words spoken before this exchange heard the cards as they were.
    while (w < words_.size() && words_[w].move <= op.action) hear(words_[w++]);
    const bool real = op.actor == seat_ ? op.real != 0 : bits[i] == 1;
    if (real) std::swap(pos[op.a], pos[op.b]);
  }
  while (w < words_.size()) hear(words_[w++]);
  return lw;
}

}  // namespace tabula::mascarade
