// Mykerinos's entry for the generic suites (tests/core/game_suite.h).
#include "core/game_suite.h"

TABULA_GAME_SUITE(mykerinos) {
  tabula::testing::GameSuite s;
  s.undo = {3, 10, 100, 0};  // refused: a new season's region
  s.secret_alternatives = {{2, 2, ""}, {4, 1, ""}};
  s.undo_learns_nothing = {{2, 1, ""}, {3, 1, ""}};
  return s;
}
