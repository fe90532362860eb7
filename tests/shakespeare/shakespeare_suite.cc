// Shakespeare's entry for the generic suites (tests/core/game_suite.h).
#include "core/game_suite.h"

TABULA_GAME_SUITE(shakespeare) {
  tabula::testing::GameSuite s;
  s.costly_levels = {"easy", "hard", "expert"};  // 1,000 easy games a table take minutes
  s.undo = {2, 10, 50, 0};  // refused: bids revealed, characters drawn
  s.secret_alternatives = {{3, 2, ""}, {2, 2, "strategic-rest"}};
  s.undo_learns_nothing = {{2, 1, ""}, {3, 1, "strategic-rest"}};
  return s;
}
