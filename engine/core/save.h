// A save is options + seed + the list of actions in text form. Replay, undo,
// autosave and bug reports all follow from that (after Tatham's midend).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula {

// 2: every game draws the opening seat from the seed (a game whose version 1
// saves opened at seat 0 keeps them replaying as recorded with its
// GameInfo::upgrade_save).
constexpr int kSaveVersion = 2;
constexpr int kOldestSaveVersion = 1;

struct Save {
  std::string game;
  Options options;
  uint64_t seed = 0;
  std::vector<std::string> actions;
  Json table = Json::object();  // front-end data (human seats, bot level, names)
};

Json save_to_json(const Save& save);
// Validates shape and types only; replay() checks the actions. On failure
// returns false and says which field is wrong and why.
bool save_from_json(const Json& j, Save* out, std::string* why);
bool parse_save(const std::string& text, Save* out, std::string* why);

// Builds the game and plays every action; on failure says which action
// (0-based index) and why, and returns nullptr.
std::unique_ptr<State> replay(const Save& save, std::string* why);

// Seeds travel as decimal strings: JSON numbers lose precision in JavaScript.
bool parse_seed(const std::string& text, uint64_t* out);

}  // namespace tabula
