#include "core/undo.h"

#include <algorithm>
#include <memory>

namespace tabula {

UndoPoint undo_point(const Match& match, int seat, const std::vector<int>& humans, int samples) {
  const Save& save = match.save();
  auto is_human = [&](int s) { return std::find(humans.begin(), humans.end(), s) != humans.end(); };
  // Who took each action: replay from the seed, keeping the position before
  // the last human decision.
  std::unique_ptr<State> st = match.info().new_game(save.options, save.seed);
  std::unique_ptr<State> before;
  int last = -1, actor = -1;
  for (size_t i = 0; i < save.actions.size(); ++i) {
    const int who = st->current_player();
    if (is_human(who)) {
      last = static_cast<int>(i);
      actor = who;
      before = st->clone();
    }
    std::string why;
    if (!st->act(save.actions[i], &why)) return {-1, UndoPoint::No::kBadSave, "the save does not replay: " + why};
  }
  if (last < 0) return {-1, UndoPoint::No::kNothingYet, "there is no move of yours to take back"};
  if (actor != seat) return {-1, UndoPoint::No::kOthersMove, "the last move was another player's"};

  // Fairness: replay what happened since on states the seat could not tell
  // apart from the real one at its decision.
  const Json now = match.state().observation(seat);
  Rng rng(save.seed ^ (0x9E3779B97F4A7C15ull * (save.actions.size() + 1)));
  for (int k = 0; k < samples; ++k) {
    std::unique_ptr<State> maybe = before->resample(seat, rng);
    bool same = true;
    for (size_t i = static_cast<size_t>(last); i < save.actions.size() && same; ++i) {
      std::string why;
      same = maybe->act(save.actions[i], &why);
    }
    if (!same || maybe->observation(seat) != now)
      return {-1, UndoPoint::No::kHiddenSince, "something hidden has come to light since your last move"};
  }
  return {last, UndoPoint::No::kNothingYet, ""};
}

}  // namespace tabula
