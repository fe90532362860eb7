// The "random" level every game offers: a uniform legal action. The baseline
// for arenas and the stress test for the rules.
#pragma once
#include <vector>

#include "core/game.h"

namespace tabula {

class RandomBot : public Bot {
 public:
  Action choose(const State& state, int, Rng& rng) override {
    state.legal_actions(legal_);
    return legal_[static_cast<size_t>(rng.below(static_cast<int>(legal_.size())))];
  }

 private:
  std::vector<Action> legal_;
};

}  // namespace tabula
