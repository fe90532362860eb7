// The review's estimate: playouts from the worlds a seat could not tell apart.
#include "core/review.h"

#include <cstddef>
#include <memory>

namespace tabula {

namespace {
void add_shares(const State& s, std::vector<double>& total) {
  const std::vector<int> w = s.winners();
  for (int seat : w) total[static_cast<size_t>(seat)] += 1.0 / static_cast<double>(w.size());
}
}  // namespace

std::vector<double> win_chances(const GameInfo& info, const State& state, int viewer, int playouts,
                                uint64_t seed) {
  const int n = state.players();
  std::vector<double> total(static_cast<size_t>(n), 0.0);
  if (state.is_terminal()) {
    add_shares(state, total);
    return total;
  }
  std::unique_ptr<Bot> bot = info.new_bot ? info.new_bot("easy") : nullptr;
  if (!bot || playouts <= 0) return std::vector<double>(static_cast<size_t>(n), 1.0 / n);
  // A bot bug must never loop for ever: past the game's bound a playout is
  // a draw among all seats.
  const int limit = info.move_limit ? info.move_limit(n) : 100000;
  for (int i = 0; i < playouts; ++i) {
    // World i is the same at every move of the game (common random numbers).
    Rng rng(seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<uint64_t>(viewer) * 4096 + static_cast<uint64_t>(i) + 1)));
    std::unique_ptr<State> w = state.resample(viewer, rng);
    while (!w->is_terminal() && w->move_number() < limit) w->apply(bot->choose(*w, w->current_player(), rng));
    if (w->is_terminal()) {
      add_shares(*w, total);
    } else {
      for (double& t : total) t += 1.0 / n;
    }
  }
  for (double& t : total) t /= playouts;
  return total;
}

std::vector<Drop> worst_decisions(const std::vector<std::vector<double>>& chances, const std::vector<int>& movers,
                                  const std::vector<int>& choices, int seat, int count) {
  std::vector<Drop> drops;
  const size_t s = static_cast<size_t>(seat);
  for (size_t k = 0; k + 1 < chances.size() && k < movers.size() && k < choices.size(); ++k) {
    if (movers[k] != seat || choices[k] < 2) continue;
    if (chances[k].size() <= s || chances[k + 1].size() <= s) continue;
    Drop d{static_cast<int>(k), chances[k][s], chances[k + 1][s]};
    if (d.drop() > 1e-9) drops.push_back(d);
  }
  // The `count` largest, by selection (a few from a few hundred): the earlier
  // move first among equal drops.
  std::vector<Drop> worst;
  for (int i = 0; i < count && !drops.empty(); ++i) {
    size_t best = 0;
    for (size_t j = 1; j < drops.size(); ++j)
      if (drops[j].drop() > drops[best].drop()) best = j;
    worst.push_back(drops[best]);
    drops.erase(drops.begin() + static_cast<std::ptrdiff_t>(best));
  }
  return worst;
}

}  // namespace tabula
