// The human seat's legal actions, taken apart so the table can offer them as
// taps: slots to pick on the table (in order), then a final choice (real /
// fake, a character, a seat). Works from the action texts alone, so any
// action the engine lists can be played even if the UI has no nicer form.
#pragma once
#include <string>
#include <vector>

namespace tabula::web {

struct ParsedAction {
  std::string text;                // the canonical text, sent to the engine
  std::string verb;                // swap, peek, announce, claim, decline, ...
  std::vector<std::string> slots;  // cards the player points at, in order
  std::string tail;                // real|fake, a character, a seat, "none"
};

ParsedAction parse_action(const std::string& text, bool multi_card);
std::vector<std::string> split_words(const std::string& text);

}  // namespace tabula::web
