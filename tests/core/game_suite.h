// What the generic suites (tests/core/) need to know about a game beyond its
// GameInfo: how many games each can afford there, and the tables worth
// probing. Each game's test folder registers its entry, in one file:
//
//   // tests/<game>/<game>_suite.cc
//   TABULA_GAME_SUITE(<game>) { GameSuite s; s.undo = {...}; ...; return s; }
//
// The suites loop over the registry (all_games()), never over this table:
// a registered game without an entry fails each of them by name (see
// suite_for), so no game goes untested because a list forgot it.
#pragma once
#include <string>
#include <vector>

#include "core/game.h"

namespace tabula::testing {

struct GameSuite {
  // tests/core/bot_games_test.cc, the everyday termination run: all-hard
  // games per table (by player count) and mixed-level games per table.
  int (*hard_games)(int players) = [](int) { return 3; };
  int mixed_games = 10;
  // Levels whose 1,000 self-play games a table are too slow for every day
  // (seat bias): the long run plays them.
  std::vector<std::string> costly_levels = {"hard", "expert"};

  // tests/core/undo_test.cc: random games at one table with seat 0 the
  // person; an allowed undo must land on its last decision, and undo must
  // have been allowed more than `allowed` times and refused more than
  // `refused` times (the thresholds only at full size). A game where every
  // move shows something new before the person moves again (Goofspiel: the
  // bids are revealed at once) sets `never_fair`: then undo must never be
  // allowed, and `allowed` is not used.
  struct Undo {
    int players = 0;
    int games = 0;
    int allowed = 0;
    int refused = 0;
    bool never_fair = false;
  } undo;

  // tests/core/undo_fairness_test.cc: tables on which secret_alternatives()
  // is checked against the reference, and on which an allowed undo must
  // leave nothing learned.
  struct Run {
    int players = 0;
    int games = 0;
    std::string variant;
  };
  std::vector<Run> secret_alternatives;
  std::vector<Run> undo_learns_nothing;
};

// What is wrong with the undo counts of a run (`allowed`, `refused`) for the
// entry `u` ("" when nothing), the thresholds checked only when `full`.
std::string undo_counts_verdict(const GameSuite::Undo& u, int allowed, int refused, bool full);

// The entry of `game`, or nullptr with *why saying which file to add.
const GameSuite* suite_for(const std::string& game, std::string* why);

// The registered game names, for the tests' parameters.
std::vector<std::string> every_game();

bool register_game_suite(const char* game, GameSuite (*make)());

}  // namespace tabula::testing

#define TABULA_GAME_SUITE(game)                                                               \
  static ::tabula::testing::GameSuite game##_suite();                                         \
  static const bool game##_suite_registered = ::tabula::testing::register_game_suite(#game, &game##_suite); \
  static ::tabula::testing::GameSuite game##_suite()
