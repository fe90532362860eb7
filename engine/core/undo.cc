#include "core/undo.h"

#include <algorithm>
#include <memory>

namespace tabula {

namespace {

const char kHidden[] = "something hidden has come to light since your last move";

// Plays save.actions[from, to) on `world`; the index of the first action
// that is not legal there, or `to` when all were.
size_t replay_on(State& world, const Save& save, size_t from, size_t to) {
  for (size_t k = from; k < to; ++k)
    if (!world.act(save.actions[k], nullptr)) return k;
  return to;
}

}  // namespace

UndoPoint undo_point(const Match& match, int seat, const std::vector<int>& humans, int samples) {
  const Save& save = match.save();
  const size_t n = save.actions.size();
  auto is_human = [&](int s) { return std::find(humans.begin(), humans.end(), s) != humans.end(); };
  // Who took each action: the last human decision is the one to take back.
  std::vector<int> actor(n);
  {
    std::unique_ptr<State> st = match.info().new_game(save.options, save.seed);
    for (size_t i = 0; i < n; ++i) {
      actor[i] = st->current_player();
      std::string why;
      if (!st->act(save.actions[i], &why)) return {-1, UndoPoint::No::kBadSave, "the save does not replay: " + why};
    }
  }
  int last = -1;
  for (size_t i = 0; i < n; ++i)
    if (is_human(actor[i])) last = static_cast<int>(i);
  if (last < 0) return {-1, UndoPoint::No::kNothingYet, "there is no move of yours to take back"};
  if (actor[static_cast<size_t>(last)] != seat) return {-1, UndoPoint::No::kOthersMove, "the last move was another player's"};
  const size_t at_last = static_cast<size_t>(last);

  // The window: from just after the seat's previous decision to now. Other
  // seats' choices in it were made while the seat's last decision was being
  // prepared or since. Every position in it is kept.
  size_t w = 0;
  for (size_t i = 0; i < at_last; ++i)
    if (actor[i] == seat) w = i + 1;
  std::vector<std::unique_ptr<State>> pos;  // pos[i - w]: the position before action i
  {
    std::unique_ptr<State> st = match.info().new_game(save.options, save.seed);
    replay_on(*st, save, 0, w);
    for (size_t i = w; i < n; ++i) {
      pos.push_back(st->clone());
      st->act(save.actions[i], nullptr);
    }
    pos.push_back(std::move(st));
  }
  auto at = [&](size_t i) -> const State& { return *pos[i - w]; };
  const State& before = at(at_last);
  const Json now = match.state().observation(seat);
  const Json then = before.observation(seat);

  // 1. Hidden state (a card peeked at or revealed, a card or tile drawn):
  // replay what happened since on states the seat could not tell apart from
  // the real one at its decision; every one must end in the observation the
  // seat has now.
  Rng rng(save.seed ^ (0x9E3779B97F4A7C15ull * (n + 1)));
  for (int k = 0; k < samples; ++k) {
    std::unique_ptr<State> maybe = before.resample(seat, rng);
    if (replay_on(*maybe, save, at_last, n) != n || maybe->observation(seat) != now)
      return {-1, UndoPoint::No::kHiddenSince, kHidden};
  }

  // 2. Which later choices of other seats were simultaneous with the seat's:
  // made while their chooser could not tell the seat's decision from any
  // other it could have taken (a bid, a standard rest). Such a choice stands
  // whatever the seat decides, so seeing it is information. Every
  // alternative decision is played on and compared through the chooser's eyes.
  std::vector<char> simultaneous(n, 0);
  {
    std::vector<std::unique_ptr<State>> alt;
    const std::optional<Action> mine = before.text_to_action(save.actions[at_last], nullptr);
    for (Action c : before.legal_actions()) {
      if (c == *mine) continue;
      alt.push_back(before.clone());
      alt.back()->apply(c);
    }
    for (size_t k = at_last + 1; k < n && !alt.empty(); ++k) {
      const int o = actor[k];
      bool blind = o != seat;
      if (blind) {
        const Json real = at(k).observation(o);
        for (const auto& a : alt)
          if (!a || a->current_player() != o || a->observation(o) != real) {
            blind = false;
            break;
          }
      }
      simultaneous[k] = blind;
      if (!blind) break;  // the chooser saw a difference; later choices are replies
      for (auto& a : alt)
        if (!a->act(save.actions[k], nullptr)) a.reset();
    }
  }

  // 3. Other seats' choices in the window that the seat could not see when
  // they were made (secret), or that were simultaneous with its own: had
  // they been otherwise, would the seat see anything different now? If so,
  // they have come to light, and undo would let the seat decide again
  // knowing them. A variant the seat could already tell apart at its
  // decision (or one the public history rules out before it) teaches nothing.
  std::vector<Action> others;
  for (size_t i = w; i < n; ++i) {
    if (actor[i] == seat) continue;
    const State& here = at(i);
    const std::optional<Action> real = here.text_to_action(save.actions[i], nullptr);
    if (!real) continue;
    if (simultaneous[i]) {
      others.clear();
      for (Action b : here.legal_actions())
        if (b != *real) others.push_back(b);
    } else {
      here.secret_alternatives(seat, *real, others);
    }
    for (Action b : others) {
      std::unique_ptr<State> world = here.clone();
      world->apply(b);
      if (i < at_last) {
        const size_t k = replay_on(*world, save, i + 1, at_last);
        if (k < at_last || world->current_player() != seat || world->observation(seat) != then)
          continue;  // known to the seat when it decided
      }
      const size_t from = std::max(i + 1, at_last);
      if (replay_on(*world, save, from, n) != n || world->observation(seat) != now)
        return {-1, UndoPoint::No::kHiddenSince, kHidden};
    }
  }
  return {last, UndoPoint::No::kNothingYet, ""};
}

}  // namespace tabula
