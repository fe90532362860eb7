// A rulebook example's scene (assets/<game>/examples/rulebook.json, the
// scenes the rules screen plays), played through the engine action by
// action: what each game's example-scene tests check the book's numbers on.
// A refused action fails the test with the engine's reason and the actions
// that were legal there (how a scene is written and mended).
#pragma once
#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "core/match.h"
#include "core/save.h"

namespace tabula {

inline Json example_scene(const std::string& game, const std::string& id) {
  std::ifstream in(std::string(TABULA_ASSETS_DIR) + "/" + game + "/examples/rulebook.json");
  std::stringstream text;
  text << in.rdbuf();
  const Json all = Json::parse(text.str(), nullptr, false);
  if (all.is_object() && all.contains("examples"))
    for (const Json& ex : all["examples"])
      if (ex.value("id", "") == id) return ex;
  ADD_FAILURE() << game << ": no example \"" << id << "\"";
  return Json();
}

// The match after the scene's first `moves` actions (all of them when
// `moves` is negative); null (and a failure) when an action is refused.
inline std::unique_ptr<Match> play_example(const std::string& game, const std::string& id, int moves = -1) {
  const Json ex = example_scene(game, id);
  if (!ex.is_object()) return nullptr;
  Save save;
  std::string why;
  if (!save_from_json(ex["save"], &save, &why)) {
    ADD_FAILURE() << id << ": " << why;
    return nullptr;
  }
  Save start = save;
  start.actions.clear();
  std::unique_ptr<Match> m = Match::restore(start, &why);
  if (!m) {
    ADD_FAILURE() << id << ": " << why;
    return nullptr;
  }
  const size_t n = moves < 0 ? save.actions.size() : static_cast<size_t>(moves);
  for (size_t i = 0; i < n && i < save.actions.size(); ++i)
    if (!m->act(save.actions[i], &why)) {
      std::string legal;
      for (Action a : m->state().legal_actions()) legal += "\n  " + m->state().action_to_text(a);
      ADD_FAILURE() << id << " move " << i << " \"" << save.actions[i] << "\": " << why << "; legal:" << legal;
      return nullptr;
    }
  return m;
}

// How many actions the scene plays.
inline int example_length(const std::string& game, const std::string& id) {
  const Json ex = example_scene(game, id);
  return ex.is_object() ? static_cast<int>(ex["save"]["actions"].size()) : 0;
}

}  // namespace tabula
