// Random games through the whole interface, with the game's invariants
// checked after every action: every piece, card, token and objective is in
// exactly one place; tracks stay on their boards; every game ends; listed
// actions are accepted and unlisted ones refused.
#include <chrono>
#include <set>

#include "core/test_scale.h"
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using testing::new_table;

void check_invariants(const Game& g) {
  const Data& d = data();
  // Pieces: bag + offer + discarded + on the boards = the bag's contents at setup.
  for (int k = 0; k < 2; ++k)
    for (int c = 0; c < kColours; ++c) {
      int on_boards = 0;
      for (int s = 0; s < g.n; ++s) {
        if (k == kCostumePiece) {
          for (int i = 0; i < g.co[s].n_cast; ++i)
            for (int p = 0; p < g.co[s].cast[i].n_pieces; ++p) on_boards += g.co[s].cast[i].pieces[p] == c;
        } else {
          for (int v : g.co[s].set) on_boards += v == c;
        }
      }
      ASSERT_GE(g.bag[k][c], 0);
      ASSERT_GE(g.offer[k][c], 0);
      ASSERT_EQ(g.bag[k][c] + g.offer[k][c] + g.spent[k][c] + on_boards, d.bags[g.n][c]) << k << " " << c;
    }
  // Characters: each deck card in exactly one of deck, market, discard, a cast.
  std::vector<int> where(d.cards.size(), 0);
  for (int i = 0; i < g.n_deck; ++i) ++where[g.deck[i]];
  for (int i = 0; i < g.n_discard; ++i) ++where[g.discard[i]];
  for (int i = 0; i < g.n_market; ++i)
    if (g.market[i] >= 0) ++where[g.market[i]];
  for (int s = 0; s < g.n; ++s) {
    for (int i = 0; i < d.starting_count; ++i) ASSERT_EQ(g.co[s].cast[i].card, i);
    for (int i = d.starting_count; i < g.co[s].n_cast; ++i) ++where[g.co[s].cast[i].card];
  }
  for (int c = d.starting_count; c < static_cast<int>(d.cards.size()); ++c) ASSERT_EQ(where[c], 1) << d.cards[c].id;
  // "+3" tokens: supply + held = 8.
  int tokens = g.plus3_supply;
  for (int s = 0; s < g.n; ++s) tokens += g.co[s].plus3;
  ASSERT_EQ(tokens, d.plus3_tokens);
  // Objective cards: deck + hands + drawn = 10, each once.
  std::vector<int> objs(d.objectives.size(), 0);
  for (int i = 0; i < g.n_obj_deck; ++i) ++objs[g.obj_deck[i]];
  for (int s = 0; s < g.n; ++s)
    for (int i = 0; i < g.co[s].n_objectives; ++i) ++objs[g.co[s].objectives[i]];
  if (g.pending == Pending::kKeep)
    for (int i = 0; i < g.n_drawn; ++i) ++objs[g.drawn[i]];
  for (int v : objs) ASSERT_EQ(v, 1);
  for (int s = 0; s < g.n; ++s) {
    const Company& c = g.co[s];
    ASSERT_GE(c.ambiance, 0);
    ASSERT_LT(c.ambiance, d.ambiance_spaces);
    ASSERT_GE(c.pounds, 0);
    ASSERT_LE(c.cylinders_left + c.cylinders_used, d.cylinders);
    int resting = 0, cyl = 0;
    for (int i = 0; i < c.n_cast; ++i) {
      resting += c.cast[i].resting;
      cyl += c.cast[i].cylinder;
      ASSERT_FALSE(c.cast[i].resting && c.cast[i].cylinder);
      if (c.cast[i].extra) ASSERT_FALSE(c.cast[i].resting || c.cast[i].cylinder);
    }
    ASSERT_LE(resting, d.rest_tokens);
    ASSERT_EQ(cyl, c.cylinders_used);
    for (int a = 0; a < kActs; ++a) {
      ASSERT_GE(g.pos[a][s], 1);
      ASSERT_LE(g.pos[a][s], d.act_spaces);
    }
    // The set is always buildable bottom-up: every piece rests on two.
    for (int i = 0; i < static_cast<int>(d.set.size()); ++i)
      if (c.set[i] >= 0 && d.set[i].row > 0) {
        ASSERT_NE(c.set[d.set[i].below_left], kEmpty);
        ASSERT_NE(c.set[d.set[i].below_right], kEmpty);
      }
  }
}

// One random game; returns the number of actions.
int random_game(int players, const std::string& variant, uint64_t seed, bool deep) {
  auto g = new_table(players, seed, variant);
  Rng rng(seed * 31 + 7);
  std::vector<Action> legal;
  while (!g->is_terminal()) {
    EXPECT_LT(g->move_number(), 5000);
    if (g->move_number() >= 5000) break;
    g->legal_actions(legal);
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    if (deep) {
      std::set<Action> listed(legal.begin(), legal.end());
      for (Action a : legal) {
        std::string why;
        EXPECT_EQ(g->text_to_action(g->action_to_text(a), &why), std::optional<Action>(a)) << why;
      }
      // An unlisted action id is refused by its own text.
      for (int k = 0; k < 4; ++k) {
        const Action x = rng.below(act::kEnd);
        if (listed.count(x)) continue;
        std::string why;
        auto parsed = g->text_to_action(g->action_to_text(x), &why);
        EXPECT_TRUE(!parsed || listed.count(*parsed)) << g->action_to_text(x);
        EXPECT_NE(parsed, std::optional<Action>(x));
      }
    }
    std::array<int, kMaxPlayers> pounds_before{};
    for (int s = 0; s < g->n; ++s) pounds_before[s] = g->co[s].pounds;
    g->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
    // Pounds are only ever gained during play; at the end they go down by
    // exactly what was paid to the characters.
    for (int s = 0; s < g->n; ++s) {
      if (g->is_terminal())
        EXPECT_GE(g->co[s].pounds + g->co[s].paid_pounds, pounds_before[s]);
      else
        EXPECT_GE(g->co[s].pounds, pounds_before[s]);
    }
    check_invariants(*g);  // after every action, in every game
    if (::testing::Test::HasFatalFailure()) return 0;
  }
  EXPECT_TRUE(g->is_terminal());
  EXPECT_FALSE(g->winners().empty());
  check_invariants(*g);
  return g->move_number();
}

struct Table {
  int players;
  const char* variant;
};
const Table kTables[] = {{1, ""}, {2, ""}, {3, ""}, {4, ""}, {2, "strategic-rest"}, {3, "strategic-rest"},
                         {4, "strategic-rest"}};

TEST(ShakespeareRandom, InvariantsHoldAfterEveryActionInRandomGames) {
  for (const Table& t : kTables) {
    SCOPED_TRACE(std::to_string(t.players) + " " + t.variant);
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      random_game(t.players, t.variant, seed, true);
      if (HasFatalFailure()) return;
    }
  }
}

// The bulk run: 10,000 random games per player count and variant, every
// invariant checked after every action (the text round trips only above).
TEST(ShakespeareRandom, TenThousandGamesPerTableEnd) {
  const auto start = std::chrono::steady_clock::now();
  long long actions = 0;
  for (const Table& t : kTables) {
    SCOPED_TRACE(std::to_string(t.players) + " " + t.variant);
    // Under the sanitizers (core/test_scale.h) 50 games a table.
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(tabula::testing::scaled(10000, 50)); ++seed) {
      actions += random_game(t.players, t.variant, 1000 + seed, false);
      if (HasFailure()) return;
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[ shakespeare ] %d random games, %lld actions, %.1f s\n",
              7 * tabula::testing::scaled(10000, 50), actions, secs);
}

}  // namespace
}  // namespace tabula::shakespeare
