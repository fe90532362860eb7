// Information-set Monte Carlo tree search (single observer, after Cowling,
// Powley and Whitehouse 2012), written once against core/game.h and used by
// every game's "expert" level.
//
// Each iteration draws one world the deciding seat cannot tell from the
// real one (state.resample(seat, rng)) and walks one shared tree with it:
// a node's children are keyed by action, and a child is only eligible when
// its action is legal in this iteration's world, so UCB counts how often a
// child was *available* rather than how often its parent was visited. The
// search never touches the real state beyond resample(), legal_actions()
// and current_player(): it reads nothing the seat may not know.
//
// The budget is a count of iterations, not a clock, so a save replays the
// same decisions everywhere (native, wasm, any phone).
#pragma once
#include <functional>
#include <vector>

#include "core/game.h"
#include "core/outline.h"

namespace tabula {

struct IsmctsPolicy {
  int iterations = 1000;
  // UCB1 exploration constant, for rewards in [0, 1].
  double exploration = 0.7;
  // Actions a rollout may play before `value` judges the position; 0 plays
  // to the end of the game.
  int rollout_actions = 0;
  // A game's stage (a season, a day); when set, a rollout also stops once
  // the stage moves on from where the rollout began, and `value` judges.
  std::function<int(const State&)> stage;
  // The action a rollout plays (the game's cheap policy); null: uniform.
  std::function<Action(const State&, Rng&, std::vector<Action>& scratch)> rollout;
  // Each seat's reward in [0, 1] for a position, terminal or not; null:
  // the win share at the end (1/winners to each winner), 0.5 if unfinished.
  std::function<void(const State&, std::vector<double>& reward)> value;
  // Game knowledge at the root: when set, only the actions it keeps (the
  // heuristic's best few) are searched there, so the budget goes to them.
  std::function<void(const State&, int seat, Rng&, std::vector<Action>& legal)> root_candidates;
};

// The seat's decision in `state` (its turn), with `rng` the only chance:
// an IsmctsSearch run to the end in one call.
Action ismcts_choose(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy);

// The same search, resumable: step(n) runs n more iterations, so a page can
// spread policy.iterations over several frames. Any sequence of steps makes
// the same decision as ismcts_choose with the same rng (same iterations,
// same draws, in the same order), and leaves the rng the same.
class IsmctsSearch : public Thinking {
 public:
  // Searches a copy of `state`; `rng` must outlive the search.
  IsmctsSearch(const State& state, int seat, Rng& rng, IsmctsPolicy policy);
  // Searches `state` itself (a copy the caller made for thinking).
  IsmctsSearch(std::unique_ptr<State> state, int seat, Rng& rng, IsmctsPolicy policy);
  bool step(int iterations) override;
  bool done() const override { return decided_ || iterations_ >= policy_.iterations; }
  Action best() const override;
  int iterations() const { return iterations_; }

  // One node of the shared tree. Nodes live in a vector and name each
  // other by index, so growing the tree never invalidates a parent.
  struct Node {
    Action action = 0;      // the move that led here
    int mover = kNoPlayer;  // who made it: the rewards below are theirs
    int parent = -1;
    std::vector<int> children;
    double reward = 0;      // sum of the mover's rewards through this node
    int visits = 0;
    int available = 0;      // iterations in which `action` was legal here
  };

 private:
  void begin();
  // Never inlined into step() (core/outline.h): a decision is one step()
  // call of thousands of iterations.
  TABULA_OUTLINED void iterate();

  std::unique_ptr<State> state_;
  int seat_;
  Rng* rng_;
  IsmctsPolicy policy_;
  // Set when the root leaves no choice (one legal action or candidate).
  bool decided_ = false;
  Action only_ = 0;
  int iterations_ = 0;
  std::vector<Action> root_allowed_;
  std::vector<Node> tree_;
  // Scratch, kept between iterations only to spare allocations.
  std::vector<Action> legal_, untried_, scratch_;
  std::vector<double> reward_;
  std::vector<int> path_;
};

// An IsmctsSearch as a Thinking (for a game bot's think()).
std::unique_ptr<Thinking> ismcts_think(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy);
std::unique_ptr<Thinking> ismcts_think(std::unique_ptr<State> state, int seat, Rng& rng,
                                       const IsmctsPolicy& policy);

// The default reward: win shares at the end; in a solo game the score
// against `solo_scale` (a good score reaches 1).
void win_share_value(const State& s, std::vector<double>& reward, double solo_scale);

// A bot that decides by thinking: choose() is think() run to the end in
// one call, so the one-call and the sliced decision cannot drift apart.
// The games' expert levels derive from it.
class SearchBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) final;
  std::unique_ptr<Thinking> think(const State& state, int seat, Rng& rng) override = 0;
  bool searches() const final { return true; }
};

// A SearchBot that is just the search with one policy.
class IsmctsBot : public SearchBot {
 public:
  explicit IsmctsBot(IsmctsPolicy policy) : policy_(std::move(policy)) {}
  std::unique_ptr<Thinking> think(const State& state, int seat, Rng& rng) override;

 private:
  IsmctsPolicy policy_;
};

}  // namespace tabula
