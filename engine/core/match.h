// A game in progress together with its save: the shared "midend" that the
// CLI, the page and the tests drive. Every accepted action is appended to the
// save, so autosave is just save_to_json(match.save()).
#pragma once
#include <memory>
#include <string>

#include "core/save.h"

namespace tabula {

class Match {
 public:
  // Starts a new game; nullptr plus a reason if the options are not playable.
  static std::unique_ptr<Match> start(const std::string& game, const Options& options,
                                      uint64_t seed, std::string* why);
  // Restores a save (validating every action); nullptr plus a reason.
  static std::unique_ptr<Match> restore(const Save& save, std::string* why);

  const State& state() const { return *state_; }
  const Save& save() const { return save_; }
  Save& save() { return save_; }
  const GameInfo& info() const { return *info_; }

  // Plays untrusted text; false with a reason leaves everything unchanged.
  bool act(const std::string& text, std::string* why);
  void apply(Action a);  // a must be legal

  // Rewinds to the position after `moves` actions (replaying from the seed).
  bool rewind(int moves);

 private:
  Match() = default;
  const GameInfo* info_ = nullptr;
  Save save_;
  std::unique_ptr<State> state_;
};

}  // namespace tabula
