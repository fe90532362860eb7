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

}  // namespace tabula
