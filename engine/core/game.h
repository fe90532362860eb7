// The one interface every game implements (after OpenSpiel's Game/State).
// Everything above the engine -- the CLI, the bots, the web front end, the
// tests -- talks to a game only through this file, so each is written once.
//
// Policy: the engine never throws (exceptions are off in wasm builds, and we
// keep native identical). Bad input is reported through `why` strings.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.h"

namespace tabula {

using Json = nlohmann::json;

// An action is a small per-game integer; its text form (action_to_text) is
// the stable, human-readable one used in saves, logs and the page API.
using Action = int32_t;

constexpr int kNoPlayer = -1;

struct Options {
  int players = 4;
  std::string variant;           // "" is the standard game
  Json settings = Json::object();  // game-specific extras (e.g. a custom cast)
};

class State {
 public:
  virtual ~State() = default;
  virtual std::unique_ptr<State> clone() const = 0;

  virtual const Options& options() const = 0;
  int players() const { return options().players; }

  // The seat that must decide now; kNoPlayer once the game is over.
  virtual int current_player() const = 0;
  virtual bool is_terminal() const = 0;

  // The current player's legal actions, in a stable order. Listing them never
  // depends on hidden information the current player lacks.
  virtual void legal_actions(std::vector<Action>& out) const = 0;
  std::vector<Action> legal_actions() const {
    std::vector<Action> out;
    legal_actions(out);
    return out;
  }
  bool is_legal(Action a) const;

  // Precondition: is_legal(a). Callers holding untrusted input use act().
  virtual void apply(Action a) = 0;

  // Text form of a legal action in this state, e.g. "announce king".
  virtual std::string action_to_text(Action a) const = 0;
  // The legal action whose text is `text`; otherwise nullopt and a reason.
  std::optional<Action> text_to_action(const std::string& text, std::string* why) const;
  // Parses and applies untrusted text; false (state untouched) with a reason.
  bool act(const std::string& text, std::string* why);

  // scores(): one number per seat (gold, prestige...), meaningful at any time.
  // winners(): the winning seats in increasing order (several when a tie
  // shares the win); empty until the game is over.
  virtual std::vector<int> scores() const = 0;
  virtual std::vector<int> winners() const = 0;

  // Everything `seat` may know right now, for the screen and window.tabula.
  // Must never contain anything hidden from that seat.
  virtual Json observation(int seat) const = 0;
  // `seat`'s observation with every secret of the game shown (each card,
  // bid, rest token, swap real or fake): the replay of a finished game's
  // "Show everything", never a player's view of a game still going. The
  // default suits a game whose observations hide nothing once played out.
  virtual Json revealed(int seat) const { return observation(seat); }
  // `seat`'s observation with its "log" holding only the entries from index
  // `log_from` on. A seat's log only grows: the entries before `log_from`
  // are exactly those of any earlier observation of that seat
  // (tests/core/log_grows_test.cc holds every game to it). The online
  // server builds every seat's view at every move and sends only what
  // changed; asking for the new entries alone spares it rebuilding the whole
  // game's log each time (server/engine/tables.cc). The default cuts the
  // whole observation; a game overrides it to build only the tail.
  virtual Json observation_since(int seat, size_t log_from) const;

  // A complete state that `seat` cannot tell apart from this one: same
  // public history, same private knowledge of `seat`, hidden parts drawn at
  // random among those consistent with it. Search bots use only this.
  virtual std::unique_ptr<State> resample(int seat, Rng& rng) const = 0;

  // Number of actions applied since setup.
  virtual int move_number() const = 0;

  // The current player's legal actions, other than `a`, that `seat` could
  // not tell from `a` once played: `seat`'s observation after either is the
  // same (a hidden bid or rest choice, a swap made or faked under the
  // table). Empty when `seat` is the one choosing. Fair undo (core/undo.h)
  // asks it; the default compares observations, and a game may answer
  // faster from its rules (the tests check it against the default).
  virtual void secret_alternatives(int seat, Action a, std::vector<Action>& out) const;
};

// The default secret_alternatives: plays every legal action (or only the
// `candidates`, when given) on a copy and compares `seat`'s observations.
// The reference the games' overrides are tested on; they use it on the few
// actions their rules can leave hidden.
void secret_alternatives_by_observation(const State& state, int seat, Action a,
                                        std::vector<Action>& out,
                                        const std::vector<Action>* candidates = nullptr);

// A bot's decision made a slice at a time, so that a page can keep drawing
// while a bot thinks (web/app/local_table.cc). It works on its own copy of
// the state: the state it was asked about may change meanwhile, and then the
// caller drops it. Slices change nothing: any sequence of step() calls ends
// in the decision choose() makes with the same rng, leaving the rng the same.
class Thinking {
 public:
  virtual ~Thinking() = default;
  // Does at most `work` units (search iterations); true once decided.
  virtual bool step(int work) = 0;
  virtual bool done() const = 0;
  // The decision, once done().
  virtual Action best() const = 0;
};
// A Thinking already done: `a` is the decision.
std::unique_ptr<Thinking> decided(Action a);

// A bot sees the state only through legal_actions(), observation(seat) and
// resample(seat, rng): never through the hidden truth.
class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action choose(const State& state, int seat, Rng& rng) = 0;
  // choose() in slices. `rng` must outlive the Thinking. The default
  // decides at once (the levels that answer in a few ms); searching levels
  // override it.
  virtual std::unique_ptr<Thinking> think(const State& state, int seat, Rng& rng);
  // Whether think() searches (many iterations, over many frames): the page
  // then readies its worker before the first decision (web/app/local_table.cc).
  virtual bool searches() const { return false; }
};

struct GameInfo {
  std::string name;                   // the folders' name: engine/<name>/, ...
  std::string title;                  // as a person reads it
  int min_players = 0;
  int max_players = 0;
  std::vector<std::string> variants;  // "" (standard) first
  std::vector<std::string> bot_levels;  // weakest first
  // nullopt if the options are playable, else a reason for a person.
  std::optional<std::string> (*check_options)(const Options&) = nullptr;
  std::unique_ptr<State> (*new_game)(const Options&, uint64_t seed) = nullptr;
  std::unique_ptr<Bot> (*new_bot)(const std::string& level) = nullptr;
  // A bound on the actions of any game among this game's bots (any mix of
  // levels) at this player count: the game's README derives it, and the
  // termination tests check it over thousands of games. Past it a driver
  // (tabula-cli play/arena) stops the game as an error, so a bot bug can
  // never loop for ever or eat memory.
  int (*move_limit)(int players) = nullptr;
  // Called when a save of an older version (core/save.h) is loaded: sets the
  // options that make the rules of that version, so an old save replays the
  // game it recorded (a game whose version 1 always opened at seat 0). Optional.
  void (*upgrade_save)(int version, Options* options) = nullptr;
  // A game only the tests play (tests/<name>/engine/, -DTABULA_TEST_GAMES=ON):
  // tabula-cli games marks it, and the scripts that measure or ship skip it.
  bool test_only = false;
};

const std::vector<GameInfo>& all_games();
const GameInfo* find_game(const std::string& name);

}  // namespace tabula
