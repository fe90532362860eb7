#include "core/ismcts.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace tabula {
namespace {

// One node of the shared tree. Nodes live in a vector and name each other
// by index, so growing the tree never invalidates a parent.
struct Node {
  Action action = 0;      // the move that led here
  int mover = kNoPlayer;  // who made it: the rewards below are theirs
  int parent = -1;
  std::vector<int> children;
  double reward = 0;      // sum of the mover's rewards through this node
  int visits = 0;
  int available = 0;      // iterations in which `action` was legal here
};

int find_child(const std::vector<Node>& tree, int node, Action a) {
  for (int c : tree[static_cast<size_t>(node)].children)
    if (tree[static_cast<size_t>(c)].action == a) return c;
  return -1;
}

}  // namespace

void win_share_value(const State& s, std::vector<double>& reward, double solo_scale) {
  const int n = s.players();
  reward.assign(static_cast<size_t>(n), 0.0);
  if (n == 1) {
    const double v = s.scores()[0] / solo_scale;
    reward[0] = std::max(0.0, std::min(1.0, v));
    return;
  }
  if (!s.is_terminal()) {
    std::fill(reward.begin(), reward.end(), 1.0 / n);
    return;
  }
  const std::vector<int> w = s.winners();
  for (int seat : w) reward[static_cast<size_t>(seat)] = 1.0 / static_cast<double>(w.size());
}

Action ismcts_choose(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy) {
  std::vector<Action> legal;
  state.legal_actions(legal);
  if (legal.size() == 1) return legal[0];

  std::vector<Action> root_allowed;
  if (policy.root_candidates) {
    root_allowed = legal;
    policy.root_candidates(state, seat, rng, root_allowed);
    if (root_allowed.empty()) root_allowed = legal;
    if (root_allowed.size() == 1) return root_allowed[0];
  }

  std::vector<Node> tree(1);
  tree.reserve(static_cast<size_t>(policy.iterations) + 1);
  std::vector<Action> untried, scratch;
  std::vector<double> reward;
  std::vector<int> path;

  for (int it = 0; it < policy.iterations; ++it) {
    std::unique_ptr<State> world = state.resample(seat, rng);
    int node = 0;
    path.assign(1, 0);
    // Selection: descend while every legal action here already has a child.
    while (!world->is_terminal()) {
      world->legal_actions(legal);
      if (node == 0 && !root_allowed.empty()) legal = root_allowed;  // the seat's own legal list: the same in every world
      untried.clear();
      for (Action a : legal)
        if (find_child(tree, node, a) < 0) untried.push_back(a);
      if (!untried.empty()) {
        // Expansion: one new child for an untried action, chosen at random.
        const Action a = untried[static_cast<size_t>(rng.below(static_cast<int>(untried.size())))];
        Node child;
        child.action = a;
        child.mover = world->current_player();
        child.parent = node;
        const int id = static_cast<int>(tree.size());
        tree.push_back(child);
        tree[static_cast<size_t>(node)].children.push_back(id);
        // Every legal action with a child, the new one too, was available
        // this time (the other untried ones have no node yet).
        for (Action b : legal) {
          const int c = find_child(tree, node, b);
          if (c >= 0) ++tree[static_cast<size_t>(c)].available;
        }
        world->apply(a);
        node = id;
        path.push_back(node);
        break;
      }
      int best = -1;
      double best_ucb = -1e300;
      for (Action a : legal) {
        const int c = find_child(tree, node, a);
        Node& ch = tree[static_cast<size_t>(c)];
        ++ch.available;
        const double ucb = ch.reward / ch.visits +
                           policy.exploration * std::sqrt(std::log(static_cast<double>(ch.available)) / ch.visits);
        if (ucb > best_ucb) best_ucb = ucb, best = c;  // ties: the first legal action (stable order)
      }
      world->apply(tree[static_cast<size_t>(best)].action);
      node = best;
      path.push_back(node);
    }
    // Rollout: the game's cheap policy, to the end or for a few actions.
    int played = 0;
    const int stage = policy.stage ? policy.stage(*world) : 0;
    while (!world->is_terminal() && (policy.rollout_actions == 0 || played < policy.rollout_actions) &&
           (!policy.stage || policy.stage(*world) == stage)) {
      Action a;
      if (policy.rollout) {
        a = policy.rollout(*world, rng, scratch);
      } else {
        world->legal_actions(scratch);
        a = scratch[static_cast<size_t>(rng.below(static_cast<int>(scratch.size())))];
      }
      world->apply(a);
      ++played;
    }
    if (policy.value) policy.value(*world, reward);
    else win_share_value(*world, reward, 40.0);
    // Backpropagation: each node scores the reward of the seat that moved into it.
    for (int id : path) {
      Node& n = tree[static_cast<size_t>(id)];
      ++n.visits;
      if (n.mover != kNoPlayer) n.reward += reward[static_cast<size_t>(n.mover)];
    }
  }

  // The most visited root action (ties: the better mean, then the lower id).
  int best = -1;
  for (int c : tree[0].children) {
    if (best < 0) { best = c; continue; }
    const Node& x = tree[static_cast<size_t>(c)];
    const Node& y = tree[static_cast<size_t>(best)];
    if (x.visits > y.visits ||
        (x.visits == y.visits && (x.reward > y.reward || (x.reward == y.reward && x.action < y.action))))
      best = c;
  }
  return tree[static_cast<size_t>(best)].action;
}

Action IsmctsBot::choose(const State& state, int seat, Rng& rng) {
  return ismcts_choose(state, seat, rng, policy_);
}

}  // namespace tabula
