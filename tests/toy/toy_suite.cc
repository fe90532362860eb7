// Three cards' entry for the generic suites (tests/core/game_suite.h): a
// game is 8 or 12 actions, so every run can afford many.
#include "core/game_suite.h"

TABULA_GAME_SUITE(toy) {
  tabula::testing::GameSuite s;
  s.hard_games = [](int) { return 20; };
  s.mixed_games = 20;
  s.costly_levels = {"expert"};
  s.undo = {3, 20, 20, 10};  // refused: the middle card shown at a round's end
  s.secret_alternatives = {{2, 5, ""}, {3, 5, ""}};
  s.undo_learns_nothing = {{2, 5, ""}, {3, 5, ""}};
  return s;
}
