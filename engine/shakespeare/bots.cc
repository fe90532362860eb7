// Bots for every seat. They see the game only through legal_actions(),
// observation(seat) and resample(seat, rng).
#include "shakespeare/shakespeare.h"

namespace tabula::shakespeare {
namespace {

class RandomBot : public Bot {
 public:
  Action choose(const State& s, int, Rng& rng) override {
    std::vector<Action> legal;
    s.legal_actions(legal);
    return legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
  }
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  return nullptr;
}

}  // namespace tabula::shakespeare
