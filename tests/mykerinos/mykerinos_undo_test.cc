// Undo (core/undo.h) in Mykerinos's situations: never another person's move
// (a hot-seat table), and refused once a season deals a new region from the
// hidden deck. tests/core/undo_test.cc checks undo on random games of every game.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/start_match.h"
#include "core/undo.h"

namespace tabula {
namespace {

std::unique_ptr<Match> start(int players, uint64_t seed) { return start_match("mykerinos", players, seed); }

void play_random(Match& m, Rng& rng) {
  std::vector<Action> legal = m.state().legal_actions();
  m.apply(legal[rng.below(static_cast<int>(legal.size()))]);
}

TEST(MykerinosUndo, NeverTakesBackAnotherPersonsMove) {
  auto m = start(3, 7);
  // Seats 0 and 1 are people: after seat 1's move, seat 0 may not undo.
  while (m->state().current_player() != 0) m->act("pass", nullptr);
  Rng rng(3);
  play_random(*m, rng);
  while (m->state().current_player() != 1) play_random(*m, rng);
  play_random(*m, rng);
  while (m->state().current_player() == 1) play_random(*m, rng);  // a chain of cubes
  UndoPoint u = undo_point(*m, 0, {0, 1});
  EXPECT_LT(u.moves, 0);
  EXPECT_EQ(u.why, "the last move was another player's");
  EXPECT_GE(undo_point(*m, 1, {0, 1}).moves, 0);
}

TEST(MykerinosUndo, RefusedOnceASeasonDealsANewRegion) {
  auto m = start(3, 5);
  // Everybody passes until the season is over; seat 0's last pass is
  // followed by the scoring and a new region from the hidden deck.
  int season = m->state().observation(0)["season"].get<int>();
  size_t last0 = 0;
  while (m->state().observation(0)["season"].get<int>() == season) {
    if (m->state().current_player() == 0) last0 = m->save().actions.size();
    std::vector<std::string> texts;
    for (Action a : m->state().legal_actions()) texts.push_back(m->state().action_to_text(a));
    m->act(std::find(texts.begin(), texts.end(), "pass") != texts.end() ? "pass" : texts[0], nullptr);
  }
  (void)last0;
  while (m->state().current_player() != 0) m->act("pass", nullptr);
  UndoPoint u = undo_point(*m, 0, {0});
  EXPECT_LT(u.moves, 0);
  EXPECT_EQ(u.why, "something hidden has come to light since your last move");
  // A cube placed in the new season can be taken back again.
  std::vector<Action> legal = m->state().legal_actions();
  const size_t at = m->save().actions.size();
  for (Action a : legal)
    if (m->state().action_to_text(a).rfind("new ", 0) == 0) {
      m->apply(a);
      break;
    }
  while (m->state().current_player() != 0 && !m->state().is_terminal()) m->act("pass", nullptr);
  EXPECT_EQ(undo_point(*m, 0, {0}).moves, static_cast<int>(at));
}

}  // namespace
}  // namespace tabula
