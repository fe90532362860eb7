#include "core/game.h"

#include <algorithm>

namespace tabula {

bool State::is_legal(Action a) const {
  std::vector<Action> legal;
  legal_actions(legal);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

std::optional<Action> State::text_to_action(const std::string& text, std::string* why) const {
  if (is_terminal()) {
    if (why) *why = "the game is over";
    return std::nullopt;
  }
  std::vector<Action> legal;
  legal_actions(legal);
  for (Action a : legal) {
    if (action_to_text(a) == text) return a;
  }
  if (why) {
    *why = "\"" + text + "\" is not a legal action for seat " +
           std::to_string(current_player()) + " now";
  }
  return std::nullopt;
}

bool State::act(const std::string& text, std::string* why) {
  std::optional<Action> a = text_to_action(text, why);
  if (!a) return false;
  apply(*a);
  return true;
}

void secret_alternatives_by_observation(const State& state, int seat, Action a,
                                        std::vector<Action>& out,
                                        const std::vector<Action>* candidates) {
  out.clear();
  if (state.is_terminal() || state.current_player() == seat) return;
  const std::vector<Action> legal = candidates ? *candidates : state.legal_actions();
  if (legal.empty() || (legal.size() == 1 && legal[0] == a)) return;
  std::unique_ptr<State> played = state.clone();
  played->apply(a);
  const Json seen = played->observation(seat);
  for (Action b : legal) {
    if (b == a) continue;
    std::unique_ptr<State> other = state.clone();
    other->apply(b);
    if (other->observation(seat) == seen) out.push_back(b);
  }
}

Json State::observation_since(int seat, size_t log_from) const {
  Json o = observation(seat);
  auto log = o.find("log");
  if (log != o.end() && log->is_array()) {
    const size_t cut = std::min(log_from, log->size());
    log->erase(log->begin(), log->begin() + static_cast<std::ptrdiff_t>(cut));
  }
  return o;
}

void State::secret_alternatives(int seat, Action a, std::vector<Action>& out) const {
  secret_alternatives_by_observation(*this, seat, a, out);
}

namespace {
// A decision already made: what Bot::think() returns for a bot that answers at once.
class Decided : public Thinking {
 public:
  explicit Decided(Action a) : action_(a) {}
  bool step(int) override { return true; }
  bool done() const override { return true; }
  Action best() const override { return action_; }

 private:
  Action action_;
};
}  // namespace

std::unique_ptr<Thinking> decided(Action a) { return std::make_unique<Decided>(a); }

std::unique_ptr<Thinking> Bot::think(const State& state, int seat, Rng& rng) {
  return decided(choose(state, seat, rng));
}

}  // namespace tabula
