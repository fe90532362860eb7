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

// The seat's decision in `state` (its turn), with `rng` the only chance.
Action ismcts_choose(const State& state, int seat, Rng& rng, const IsmctsPolicy& policy);

// The default reward: win shares at the end; in a solo game the score
// against `solo_scale` (a good score reaches 1).
void win_share_value(const State& s, std::vector<double>& reward, double solo_scale);

// A Bot around ismcts_choose for a game's expert level.
class IsmctsBot : public Bot {
 public:
  explicit IsmctsBot(IsmctsPolicy policy) : policy_(std::move(policy)) {}
  Action choose(const State& state, int seat, Rng& rng) override;

 private:
  IsmctsPolicy policy_;
};

}  // namespace tabula
