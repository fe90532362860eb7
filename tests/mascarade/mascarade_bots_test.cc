// The bots always finish a game (README "Bots always finish"). The loop the
// issue found: past turn 150 the easy policy bluffed "the most lucrative"
// character, for a poorer player the Witch, and the fortune went round the
// table for ever. A restless bot now announces what brings the table gold.
#include "core/bot_games.h"
#include "mascarade_test_util.h"

namespace tabula::mascarade {
namespace {

using testing::game;
using testing::pass_turn;
using testing::skip_to;

TEST(MascaradeBots, RestlessBotsBluffTheKingNotTheWitch) {
  for (int n : {2, 5}) {
    // A poor seat 0 facing a rich table: the Witch would look lucrative.
    std::vector<int> gold(static_cast<size_t>(n), 11);
    gold[0] = 2;
    auto st = game(n, {}, gold);
    while (st->turn() <= kRestlessTurns) pass_turn(*st);
    skip_to(*st, 0);
    ASSERT_FALSE(st->view(0).must_swap);
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      Rng rng(seed);
      const Action a = easy_choice(*st, 0, rng);
      EXPECT_EQ(action_kind(a), kAnnounce) << st->action_to_text(a);
      EXPECT_EQ(action_p2(a), kKing) << n << " players: " << st->action_to_text(a);
    }
  }
}

// The loop the issue found: at 2 players, seed 28, hard bots handed a
// fortune back and forth for ever once the easy policy grew restless.
TEST(MascaradeBots, Seed28NoLongerLoops) {
  const ::tabula::testing::BotGame g = ::tabula::testing::play_bots(game_info(), 2, {"hard", "hard"}, 28);
  EXPECT_TRUE(g.over) << g.moves << " actions";
}

}  // namespace
}  // namespace tabula::mascarade
