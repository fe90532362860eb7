// The review's estimate: playouts from the worlds a seat could not tell apart.
#include "core/review.h"

#include "core/outline.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>

namespace tabula {

namespace {
void add_shares(const State& s, std::vector<double>& total) {
  const std::vector<int> w = s.winners();
  for (int seat : w) total[static_cast<size_t>(seat)] += 1.0 / static_cast<double>(w.size());
}

// The seat's share of the win when `w` is played to its end by `bot` (a
// draw among all seats past the game's bound: a bot bug must never loop).
// Not inlined into its loop (core/outline.h).
TABULA_OUTLINED double playout_share(State& w, Bot& bot, Rng& rng, int seat, int limit) {
  while (!w.is_terminal() && w.move_number() < limit) w.apply(bot.choose(w, w.current_player(), rng));
  if (!w.is_terminal()) return 1.0 / w.players();
  const std::vector<int> winners = w.winners();
  return std::find(winners.begin(), winners.end(), seat) != winners.end() ? 1.0 / static_cast<double>(winners.size())
                                                                            : 0.0;
}

// value[a][i]: the seat's share in world i (drawn from what it knows) after
// action a. World i and its playout's dice are the same for every action
// (common random numbers): two actions differ only by what they do.
std::vector<std::vector<double>> action_values(const GameInfo& info, const State& before,
                                               const std::vector<Action>& actions, int from, int worlds,
                                               uint64_t seed) {
  const int seat = before.current_player();
  std::unique_ptr<Bot> bot = info.new_bot ? info.new_bot("easy") : nullptr;
  const int limit = info.move_limit ? info.move_limit(before.players()) : 100000;
  std::vector<std::vector<double>> value(actions.size(), std::vector<double>(static_cast<size_t>(worlds), 0.0));
  for (int i = 0; i < worlds; ++i) {
    const uint64_t world_seed = seed ^ (0xd1b54a32d192ed03ULL * (static_cast<uint64_t>(from + i) + 1));
    Rng draw(world_seed);
    std::unique_ptr<State> world = before.resample(seat, draw);
    for (size_t a = 0; a < actions.size(); ++a) {
      std::unique_ptr<State> w = world->clone();
      w->apply(actions[a]);
      Rng dice(world_seed * 3 + 1);
      value[a][static_cast<size_t>(i)] = bot ? playout_share(*w, *bot, dice, seat, limit) : 1.0 / before.players();
    }
  }
  return value;
}

}  // namespace

DecisionCost decision_cost(const GameInfo& info, const State& before, int at, Action played, int worlds,
                           uint64_t seed) {
  DecisionCost c;
  c.at = at;
  c.played = c.better = played;
  const std::vector<Action> legal = before.legal_actions();
  if (legal.size() < 2 || worlds < 2 || before.is_terminal()) return c;
  // Pick by halving (a game with dozens of actions a decision cannot afford
  // `worlds` playouts for each, and one with ten near-equal ones picks by
  // luck on a few): every action on a quarter of the worlds, the better
  // half of them on twice as many, and so on until three are left; those
  // three and the move played then go on all of them. The worlds are the
  // same ones, numbered on, so an action's sum carries over.
  size_t mine = legal.size();
  for (size_t a = 0; a < legal.size(); ++a)
    if (legal[a] == played) mine = a;
  if (mine == legal.size()) return c;  // not a legal action here
  std::vector<size_t> alive;
  for (size_t a = 0; a < legal.size(); ++a)
    if (a != mine) alive.push_back(a);
  std::vector<double> sum(legal.size(), 0.0);
  int done = 0;
  for (int n = std::max(2, worlds / 4); alive.size() > 3; n = std::min(worlds, 2 * n)) {
    std::vector<Action> trying;
    for (size_t a : alive) trying.push_back(legal[a]);
    const std::vector<std::vector<double>> v = action_values(info, before, trying, done, n - done, seed);
    for (size_t k = 0; k < alive.size(); ++k)
      for (double x : v[k]) sum[alive[k]] += x;
    done = n;
    std::stable_sort(alive.begin(), alive.end(), [&](size_t x, size_t y) { return sum[x] > sum[y]; });
    alive.resize(std::max<size_t>(3, alive.size() / 2));
    if (n == worlds) alive.resize(std::min<size_t>(3, alive.size()));
  }
  // The three on the rest of the worlds, the move played on all of them.
  std::vector<Action> finalists;
  for (size_t a : alive) finalists.push_back(legal[a]);
  const std::vector<std::vector<double>> rest = action_values(info, before, finalists, done, worlds - done, seed);
  for (size_t k = 0; k < alive.size(); ++k)
    for (double x : rest[k]) sum[alive[k]] += x;
  const std::vector<std::vector<double>> mine_values = action_values(info, before, {played}, 0, worlds, seed);
  for (double x : mine_values[0]) sum[mine] += x;
  // The played move first: an alternative must do better, not tie it.
  finalists.insert(finalists.begin(), played);
  alive.insert(alive.begin(), mine);
  size_t best = 0;
  for (size_t a = 1; a < alive.size(); ++a)
    if (sum[alive[a]] > sum[alive[best]] + 1e-9) best = a;
  c.better = finalists[best];
  if (best == 0) return c;
  measure_more(info, before, c, worlds, seed);
  return c;
}

// The measuring worlds are another stream than the picking ones (the pick's
// own luck must not count), numbered on from those already measured.
void measure_more(const GameInfo& info, const State& before, DecisionCost& c, int worlds, uint64_t seed) {
  if (c.better == c.played || worlds <= 0) return;
  const std::vector<std::vector<double>> v =
      action_values(info, before, {c.played, c.better}, c.worlds, worlds, seed ^ 0x5851f42d4c957f2dULL);
  for (size_t i = 0; i < v[0].size(); ++i) {
    const double d = v[1][i] - v[0][i];
    c.played_sum += v[0][i];
    c.better_sum += v[1][i];
    c.diff_sum += d;
    c.diff_squares += d * d;
  }
  c.worlds += worlds;
  c.settle();
}

void DecisionCost::settle() {
  if (worlds <= 0) return;
  const double n = worlds;
  played_chance = played_sum / n;
  better_chance = better_sum / n;
  cost = diff_sum / n;
  const double var = worlds > 1 ? std::max(0.0, (diff_squares - n * cost * cost) / (n - 1)) : 0.25;
  const double half = 1.96 * std::sqrt(var / n);
  low = cost - half;
  high = cost + half;
}

namespace {
// The decisions (indices) that pass `keep`, costliest first (equal costs:
// the earlier move). By insertion, not std::sort: the page links this too,
// and a sort's instantiations cost kilobytes on the first load's wire for
// a few dozen decisions (worst_decisions selects for the same reason).
template <typename Keep>
std::vector<size_t> by_cost(const std::vector<DecisionCost>& costs, Keep keep) {
  auto before = [&](size_t a, size_t b) {
    return costs[a].cost != costs[b].cost ? costs[a].cost > costs[b].cost : costs[a].at < costs[b].at;
  };
  std::vector<size_t> order;
  for (size_t i = 0; i < costs.size(); ++i) {
    if (!keep(costs[i])) continue;
    order.push_back(i);
    for (size_t k = order.size() - 1; k > 0 && before(order[k], order[k - 1]); --k) std::swap(order[k], order[k - 1]);
  }
  return order;
}
}  // namespace

std::vector<size_t> unsettled(const std::vector<DecisionCost>& costs, int count, int max_worlds) {
  const std::vector<size_t> order = by_cost(costs, [](const DecisionCost& c) { return c.better != c.played; });
  const size_t top = std::min(order.size(), static_cast<size_t>(std::max(0, count)));
  // The top must stand apart from the rest and from no cost at all: the
  // lowest of its lows against the highest of the others' highs (and 0).
  double top_low = 1e9, rest_high = 0;
  for (size_t k = 0; k < order.size(); ++k) {
    if (k < top) top_low = std::min(top_low, costs[order[k]].low);
    else rest_high = std::max(rest_high, costs[order[k]].high);
  }
  std::vector<size_t> more;
  for (size_t k = 0; k < order.size(); ++k) {
    const DecisionCost& c = costs[order[k]];
    if (c.worlds >= max_worlds) continue;
    if (k < top ? c.low <= rest_high : c.high >= top_low) more.push_back(order[k]);
  }
  return more;
}

std::vector<DecisionCost> costliest(const std::vector<DecisionCost>& costs, int count) {
  std::vector<DecisionCost> ranked;
  for (size_t i : by_cost(costs, [](const DecisionCost& c) { return c.costly(); })) {
    if (static_cast<int>(ranked.size()) >= count) break;
    ranked.push_back(costs[i]);
  }
  return ranked;
}

namespace {

// One of win_chances' playouts, added to `total`. Not inlined into its loop
// (core/outline.h).
TABULA_OUTLINED void add_playout(const State& state, int viewer, Bot& bot, Rng& rng, int limit,
                                   std::vector<double>& total) {
  std::unique_ptr<State> w = state.resample(viewer, rng);
  while (!w->is_terminal() && w->move_number() < limit) w->apply(bot.choose(*w, w->current_player(), rng));
  if (w->is_terminal()) {
    add_shares(*w, total);
  } else {
    const int n = state.players();
    for (double& t : total) t += 1.0 / n;
  }
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
    add_playout(state, viewer, *bot, rng, limit, total);
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
