#include "core/match.h"

namespace tabula {

std::unique_ptr<Match> Match::start(const std::string& game, const Options& options,
                                    uint64_t seed, std::string* why) {
  Save save;
  save.game = game;
  save.options = options;
  save.seed = seed;
  return restore(save, why);
}

std::unique_ptr<Match> Match::restore(const Save& save, std::string* why) {
  const GameInfo* info = find_game(save.game);
  if (!info) {
    if (why) *why = "unknown game \"" + save.game + "\"";
    return nullptr;
  }
  std::unique_ptr<State> state = replay(save, why);
  if (!state) return nullptr;
  std::unique_ptr<Match> match(new Match());
  match->info_ = info;
  match->save_ = save;
  match->state_ = std::move(state);
  return match;
}

bool Match::act(const std::string& text, std::string* why) {
  std::optional<Action> a = state_->text_to_action(text, why);
  if (!a) return false;
  apply(*a);
  return true;
}

void Match::apply(Action a) {
  save_.actions.push_back(state_->action_to_text(a));
  state_->apply(a);
}

bool Match::rewind(int moves) {
  if (moves < 0 || moves > static_cast<int>(save_.actions.size())) return false;
  Save shorter = save_;
  shorter.actions.resize(static_cast<size_t>(moves));
  std::unique_ptr<State> state = replay(shorter, nullptr);
  if (!state) return false;
  save_ = std::move(shorter);
  state_ = std::move(state);
  return true;
}

}  // namespace tabula
