// Mascarade's entry for the generic suites (tests/core/game_suite.h).
#include "core/game_suite.h"

TABULA_GAME_SUITE(mascarade) {
  tabula::testing::GameSuite s;
  // Hard games are cheap at small tables and cost the most at big ones.
  s.hard_games = [](int players) { return players <= 4 ? 12 : 3; };
  s.mixed_games = 40;
  s.undo = {5, 40, 20, 20};  // reveals and peeks happen in every game
  s.secret_alternatives = {{2, 3, ""}, {5, 3, ""}, {10, 1, ""}};
  s.undo_learns_nothing = {{2, 3, ""}, {4, 3, ""}};
  return s;
}
