// Undo (core/undo.h) in Mascarade's situations: a peek shows the seat its
// card, so it may not be taken back; a swap under the table shows nothing.
// tests/core/undo_test.cc checks undo on random games of every game.
#include <gtest/gtest.h>

#include "core/start_match.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(int players, uint64_t seed) { return start_match("mascarade", players, seed); }

TEST(MascaradeUndo, RefusedAfterAPeek) {
  auto m = start(5, 11);
  // The four opening turns are swaps; then seat 0 peeks at its card.
  while (m->state().current_player() != 0 || m->save().actions.size() < 4) {
    std::vector<Action> legal = m->state().legal_actions();
    m->apply(legal[0]);
  }
  UndoPoint before = undo_point(*m, 0, {0});
  ASSERT_TRUE(m->act("peek", nullptr));
  UndoPoint after = undo_point(*m, 0, {0});
  EXPECT_LT(after.moves, 0) << "seat 0 saw its card";
  EXPECT_EQ(after.why, "something hidden has come to light since your last move");
  (void)before;
}

TEST(MascaradeUndo, AllowedAfterASwapUnderTheTable) {
  auto m = start(5, 11);
  while (m->state().current_player() != 0 || m->save().actions.size() < 4) {
    std::vector<Action> legal = m->state().legal_actions();
    m->apply(legal[0]);
  }
  const size_t at = m->save().actions.size();
  ASSERT_TRUE(m->act("swap 1 fake", nullptr));
  UndoPoint u = undo_point(*m, 0, {0});
  EXPECT_EQ(u.moves, static_cast<int>(at)) << u.why;
}

}  // namespace
}  // namespace tabula
