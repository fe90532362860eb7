#include "core/ismcts.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace tabula {
namespace {

using Node = IsmctsSearch::Node;

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

IsmctsSearch::IsmctsSearch(const State& state, int seat, Rng& rng, IsmctsPolicy policy)
    : IsmctsSearch(state.clone(), seat, rng, std::move(policy)) {}

IsmctsSearch::IsmctsSearch(std::unique_ptr<State> state, int seat, Rng& rng, IsmctsPolicy policy)
    : state_(std::move(state)), seat_(seat), rng_(&rng), policy_(std::move(policy)) {
  begin();
}

// The root: nothing to search when the seat has one choice; else the
// candidates the game's knowledge keeps (this draws from the rng, before
// any iteration, as the one-call search always did).
void IsmctsSearch::begin() {
  state_->legal_actions(legal_);
  if (legal_.size() == 1) {
    decided_ = true, only_ = legal_[0];
    return;
  }
  if (policy_.root_candidates) {
    root_allowed_ = legal_;
    policy_.root_candidates(*state_, seat_, *rng_, root_allowed_);
    if (root_allowed_.empty()) root_allowed_ = legal_;
    if (root_allowed_.size() == 1) {
      decided_ = true, only_ = root_allowed_[0];
      return;
    }
  }
  tree_.assign(1, Node());
  tree_.reserve(static_cast<size_t>(std::max(0, policy_.iterations)) + 1);
}

bool IsmctsSearch::step(int iterations) {
  for (int i = 0; i < iterations && !done(); ++i) {
    iterate();
    ++iterations_;
  }
  return done();
}

void IsmctsSearch::iterate() {
  Rng& rng = *rng_;
  std::vector<Node>& tree = tree_;
  std::vector<Action>& legal = legal_;
  std::unique_ptr<State> world = state_->resample(seat_, rng);
  int node = 0;
  path_.assign(1, 0);
  // Selection: descend while every legal action here already has a child.
  while (!world->is_terminal()) {
    world->legal_actions(legal);
    if (node == 0 && !root_allowed_.empty()) legal = root_allowed_;  // the seat's own legal list: the same in every world
    untried_.clear();
    for (Action a : legal)
      if (find_child(tree, node, a) < 0) untried_.push_back(a);
    if (!untried_.empty()) {
      // Expansion: one new child for an untried action, chosen at random.
      const Action a = untried_[static_cast<size_t>(rng.below(static_cast<int>(untried_.size())))];
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
      path_.push_back(node);
      break;
    }
    int best = -1;
    double best_ucb = -1e300;
    for (Action a : legal) {
      const int c = find_child(tree, node, a);
      Node& ch = tree[static_cast<size_t>(c)];
      ++ch.available;
      const double ucb = ch.reward / ch.visits +
                         policy_.exploration * std::sqrt(std::log(static_cast<double>(ch.available)) / ch.visits);
      if (ucb > best_ucb) best_ucb = ucb, best = c;  // ties: the first legal action (stable order)
    }
    world->apply(tree[static_cast<size_t>(best)].action);
    node = best;
    path_.push_back(node);
  }
  // Rollout: the game's cheap policy, to the end or for a few actions.
  int played = 0;
  const int stage = policy_.stage ? policy_.stage(*world) : 0;
  while (!world->is_terminal() && (policy_.rollout_actions == 0 || played < policy_.rollout_actions) &&
         (!policy_.stage || policy_.stage(*world) == stage)) {
    Action a;
    if (policy_.rollout) {
      a = policy_.rollout(*world, rng, scratch_);
    } else {
      world->legal_actions(scratch_);
      a = scratch_[static_cast<size_t>(rng.below(static_cast<int>(scratch_.size())))];
    }
    world->apply(a);
    ++played;
  }
  if (policy_.value) policy_.value(*world, reward_);
  else win_share_value(*world, reward_, 40.0);
  // Backpropagation: each node scores the reward of the seat that moved into it.
  for (int id : path_) {
    Node& n = tree[static_cast<size_t>(id)];
    ++n.visits;
    if (n.mover != kNoPlayer) n.reward += reward_[static_cast<size_t>(n.mover)];
  }
}

// The most visited root action (ties: the better mean, then the lower id).
Action IsmctsSearch::best() const {
  if (decided_) return only_;
  int best = -1;
  for (int c : tree_[0].children) {
    if (best < 0) { best = c; continue; }
    const Node& x = tree_[static_cast<size_t>(c)];
    const Node& y = tree_[static_cast<size_t>(best)];
    if (x.visits > y.visits ||
        (x.visits == y.visits && (x.reward > y.reward || (x.reward == y.reward && x.action < y.action))))
      best = c;
  }
  if (best < 0) {  // no iteration ran (a zero budget): the first choice
    std::vector<Action> legal;
    state_->legal_actions(legal);
    return root_allowed_.empty() ? legal[0] : root_allowed_[0];
  }
  return tree_[static_cast<size_t>(best)].action;
}

Action ismcts_choose(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy) {
  IsmctsSearch search(state, seat, rng, policy);
  search.step(policy.iterations);
  return search.best();
}

std::unique_ptr<Thinking> ismcts_think(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy) {
  return std::make_unique<IsmctsSearch>(state, seat, rng, policy);
}

std::unique_ptr<Thinking> ismcts_think(std::unique_ptr<State> state, int seat, Rng& rng,
                                       const IsmctsPolicy& policy) {
  return std::make_unique<IsmctsSearch>(std::move(state), seat, rng, policy);
}

Action SearchBot::choose(const State& state, int seat, Rng& rng) {
  std::unique_ptr<Thinking> t = think(state, seat, rng);
  while (!t->step(1 << 30)) {
  }
  return t->best();
}

std::unique_ptr<Thinking> IsmctsBot::think(const State& state, int seat, Rng& rng) {
  return ismcts_think(state, seat, rng, policy_);
}

}  // namespace tabula
