#include "invariants.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace tabula::fuzz {

bool g_check_every_step = false;
std::string* g_session_save = nullptr;

void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

namespace {

std::string at(const State& s) {
  return " (move " + std::to_string(s.move_number()) + ", seat " +
         std::to_string(s.current_player()) + ")";
}

// The first difference between two observations, for a readable report.
std::string first_difference(const Json& a, const Json& b) {
  const Json patch = Json::diff(a, b);
  return patch.empty() ? "none" : patch[0].dump();
}

}  // namespace

void check_turn(const State& state, const std::vector<Action>& legal) {
  const int current = state.current_player();
  const bool over = state.is_terminal();
  expect(over == (current == kNoPlayer), "is_terminal() disagrees with current_player()" + at(state));
  expect(over || (current >= 0 && current < state.players()), "current_player() out of range" + at(state));
  expect(over == legal.empty(), "legal actions must be empty exactly when the game is over" + at(state));
}

void check_turn(const State& state) { check_turn(state, state.legal_actions()); }

void check_position(const State& state, Rng& rng, int first_seat, int seats, std::vector<Json>* seen_out,
                    const State* twin) {
  check_turn(state);
  const int n = state.players();
  const int current = state.current_player();
  const bool over = state.is_terminal();
  std::vector<Action> legal = state.legal_actions();
  std::set<std::string> texts;
  for (Action a : legal) {
    const std::string text = state.action_to_text(a);
    expect(!text.empty() && text != "?", "legal action " + std::to_string(a) + " has no text" + at(state));
    expect(texts.insert(text).second, "two legal actions share the text \"" + text + "\"" + at(state));
    std::string why;
    std::optional<Action> back = state.text_to_action(text, &why);
    expect(back && *back == a, "\"" + text + "\" does not parse back to its action" + at(state));
  }

  const std::vector<int> scores = state.scores();
  expect(static_cast<int>(scores.size()) == n, "scores() must hold one number per seat" + at(state));
  const std::vector<int> winners = state.winners();
  expect(over != winners.empty(), "winners() must be empty exactly until the game is over" + at(state));
  expect(std::is_sorted(winners.begin(), winners.end()) &&
             std::adjacent_find(winners.begin(), winners.end()) == winners.end(),
         "winners() must be increasing" + at(state));
  for (int w : winners) expect(w >= 0 && w < n, "a winner is not a seat" + at(state));

  if (twin) expect(twin->move_number() == state.move_number(), "the replayed save has another move number" + at(state));
  std::unique_ptr<State> copy = (twin ? *twin : state).clone();
  expect(copy->move_number() == state.move_number(), "a clone lost the move number" + at(state));
  seats = std::min(seats, n);
  std::vector<Json> obs(static_cast<size_t>(n));
  for (int k = 0; k < seats; ++k) {
    const int s = (first_seat + k) % n;
    obs[s] = state.observation(s);
    expect(obs[s].is_object(), "observation(" + std::to_string(s) + ") is not an object" + at(state));
    (void)obs[s].dump();  // must serialise (valid UTF-8 and all)
    // (The message is built only on failure: it costs two observations.)
    if (const Json theirs = copy->observation(s); theirs != obs[s]) {
      if (twin) {
        if (const Json replayed = twin->observation(s); replayed != obs[s])
          fail("the replayed save shows seat " + std::to_string(s) + " something else: " +
               first_difference(obs[s], replayed) + at(state));
        fail("a clone of the replayed save shows seat " + std::to_string(s) + " something else: " +
             first_difference(obs[s], theirs) + at(state));
      }
      fail("a clone shows seat " + std::to_string(s) + " something else: " + first_difference(obs[s], theirs) + at(state));
    }
    check_secrets(state, s, obs[s]);
  }

  // Worlds the seat cannot tell apart look the same to it (and give the
  // current player the same legal actions).
  if (over) {
    if (seen_out) *seen_out = std::move(obs);
    return;
  }
  for (int k = 0; k < seats; ++k) {
    const int s = (first_seat + k) % n;
    std::unique_ptr<State> world = state.resample(s, rng);
    expect(world != nullptr, "resample returned nothing" + at(state));
    expect(world->current_player() == current, "resample(" + std::to_string(s) + ") changed whose turn it is" + at(state));
    expect(world->move_number() == state.move_number(), "resample changed the move number" + at(state));
    const Json seen = world->observation(s);
    if (seen != obs[s])
      fail("resample(" + std::to_string(s) + ") looks different to that seat: " + first_difference(obs[s], seen) + at(state));
    if (s == current) {
      std::vector<Action> there = world->legal_actions();
      expect(there == legal, "the current player's legal actions depend on hidden information" + at(state));
    }
  }
  if (seen_out) *seen_out = std::move(obs);
}

void check_act(State& state, const std::string& text, bool thorough) {
  const int moves = state.move_number();
  const int turn = state.current_player();
  const std::vector<Action> legal_before = state.legal_actions();
  const Json before = thorough ? state.observation(0) : Json();
  std::string parse_why;
  std::optional<Action> parsed = state.text_to_action(text, &parse_why);
  std::unique_ptr<State> expected;
  if (thorough) {
    expected = state.clone();
    if (parsed) expected->apply(*parsed);
  }

  std::string why;
  const bool ok = state.act(text, &why);
  if (ok) {
    expect(parsed.has_value(), "act() accepted text that text_to_action() refuses");
    expect(std::find(legal_before.begin(), legal_before.end(), *parsed) != legal_before.end(),
           "act(\"" + text + "\") played an action that is not legal");
    expect(state.move_number() == moves + 1, "an accepted action must count one move");
    if (thorough)
      for (int s = 0; s < state.players(); ++s)
        expect(state.observation(s) == expected->observation(s),
               "act(\"" + text + "\") did something else than applying its action");
  } else {
    expect(!parsed.has_value(), "act() refused text that text_to_action() accepts");
    expect(!why.empty(), "act() refused \"" + text + "\" without a reason");
    expect(state.move_number() == moves && state.current_player() == turn && state.legal_actions() == legal_before,
           "a refused act(\"" + text + "\") changed the game");
    if (thorough)
      expect(state.observation(0) == before, "a refused act(\"" + text + "\") changed what seat 0 sees");
  }
}

}  // namespace tabula::fuzz
