// Three cards: the bot levels. Each reads only what its seat knows
// (ToyState::seen); expert is the shared search (core/ismcts.h).
#include "core/ismcts.h"
#include "core/random_bot.h"
#include "toy.h"

namespace tabula::toy {

namespace {

const ToyState& as_toy(const State& s) { return static_cast<const ToyState&>(s); }

// easy: swaps a known better middle card, or the lowest card; never looks.
class EasyBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng&) override {
    const ToyState& s = as_toy(state);
    const int mine = s.seen(seat, seat), middle = s.seen(seat, s.middle());
    if (middle) return middle > mine ? kSwap : kKeep;
    return mine == 1 ? kSwap : kKeep;
  }
};

// hard: looks at the middle while rounds remain, then swaps only for better;
// in the last round, blind, swaps a card below the average unseen one.
class HardBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng&) override {
    const ToyState& s = as_toy(state);
    const int mine = s.seen(seat, seat), middle = s.seen(seat, s.middle());
    if (middle) return middle > mine ? kSwap : kKeep;
    if (s.round() + 1 < kRounds) return kPeek;
    int unseen = 0, count = 0;
    for (int v = 1; v <= s.players() + 1; ++v) {
      bool known = false;
      for (int p = 0; p <= s.players(); ++p) known |= s.seen(seat, p) == v;
      if (!known) unseen += v, ++count;
    }
    return count && mine * count < unseen ? kSwap : kKeep;
  }
};

IsmctsPolicy expert_policy() {
  IsmctsPolicy p;
  p.iterations = 200;  // the game is 8 to 12 actions: a small search sees it all
  return p;
}

}  // namespace

std::unique_ptr<Bot> new_bot(const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "easy") return std::make_unique<EasyBot>();
  if (level == "hard") return std::make_unique<HardBot>();
  if (level == "expert") return std::make_unique<IsmctsBot>(expert_policy());
  return nullptr;
}

}  // namespace tabula::toy
