// Random-game invariants, 10,000 games for every player count (OpenSpiel's
// basic_tests idea): every rule is exercised by many random games for free.
#include <algorithm>
#include <set>

#include "core/test_scale.h"
#include "mascarade_test_util.h"

namespace tabula::mascarade {
namespace {

// Under the sanitizers (core/test_scale.h): 40 games, two of them deep.
constexpr int kGames = tabula::testing::scaled(10000, 40);
constexpr int kDeepEvery = tabula::testing::scaled(100, 20);
constexpr int kMoveBound = 5000;  // no random game comes near this

// Cheap invariants, checked after every action of every game.
void check_conservation(const MascaradeState& st) {
  int total = st.bank() + st.court();
  ASSERT_GE(st.bank(), 0);
  ASSERT_GE(st.court(), 0);
  for (int s = 0; s < st.players(); ++s) {
    ASSERT_GE(st.gold(s), 0);
    total += st.gold(s);
  }
  ASSERT_EQ(total, kTotalGold);
  // Every card in exactly one slot: the slots hold the cast, as a multiset.
  int count[kNumCharacters] = {};
  for (int i = 0; i < st.setup().slots; ++i) count[st.slot_character(i)]++;
  for (int c = 0; c < kNumCharacters; ++c) ASSERT_EQ(count[c], st.setup().copies[c]);
  // A seat's memory always contains the truth.
  for (int s = 0; s < st.players(); ++s)
    for (int i = 0; i < st.setup().slots; ++i)
      ASSERT_TRUE(st.known(s, i) >> st.slot_character(i) & 1);
}

// Expensive checks on a sample of positions: texts round-trip, strangers are
// refused, and observations hide what they must.
void check_texts_and_observation(MascaradeState& st, Rng& rng) {
  std::vector<Action> legal = st.legal_actions();
  std::set<std::string> texts;
  for (Action a : legal) {
    const std::string t = st.action_to_text(a);
    ASSERT_TRUE(texts.insert(t).second) << "duplicate text " << t;
    std::string why;
    auto back = st.text_to_action(t, &why);
    ASSERT_TRUE(back) << t << ": " << why;
    ASSERT_EQ(*back, a) << t;
  }
  for (int k = 0; k < 4; ++k) {
    const Action a = static_cast<Action>(rng.next() & 0xfffff);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) ASSERT_FALSE(st.is_legal(a));
  }
  static const char* const kJunk[] = {"", "swap", "announce", "announce nobody", "claim 99",
                                      "fool", "swap 1 1 real", "spy-swap maybe", "guess",
                                      "witch 42", "peek 9Q", "bishop -1", "inquire"};
  for (const char* junk : kJunk) {
    if (texts.count(junk)) continue;
    std::string why;
    ASSERT_FALSE(st.text_to_action(junk, &why));
    ASSERT_FALSE(why.empty());
  }
  const int seat = rng.below(st.players());
  const Json obs = st.observation(seat);
  for (const Json& e : obs["log"]) {
    const bool mine = e.contains("seat") && e["seat"] == seat;
    if (mine) continue;
    const std::string type = e["type"];
    if (type == "swap" || type == "spy-swap" || type == "fool") ASSERT_TRUE(e["real"].is_null());
    if (type == "peek") ASSERT_TRUE(e["card"].is_null());
    if (type == "spy") ASSERT_TRUE(e["cards"].is_null());
  }
  // The memory shown is the seat's own, and it contains the truth.
  const Json& slots = obs["slots"];
  ASSERT_EQ(static_cast<int>(slots.size()), st.setup().slots);
  for (int i = 0; i < st.setup().slots; ++i) {
    const std::string truth = character_id(st.slot_character(i));
    bool found = false;
    for (const Json& k : slots[i]["known"]) found |= k == truth;
    ASSERT_TRUE(found);
  }
}

void run_random_games(int players) {
  Rng rng(1000 + players);
  std::vector<Action> legal;
  long long moves = 0;
  int longest = 0;
  int ends[4] = {};
  for (int g = 0; g < kGames; ++g) {
    Options o;
    o.players = players;
    auto st = new_state(o, rng.next());
    ASSERT_TRUE(st);
    const bool deep = g % kDeepEvery == 0;  // the expensive checks on 1% of games
    while (!st->is_terminal()) {
      ASSERT_LT(st->move_number(), kMoveBound);
      st->legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      if (deep) {
        check_texts_and_observation(*st, rng);
        if (::testing::Test::HasFatalFailure()) return;
      }
      st->apply(legal[rng.below(static_cast<int>(legal.size()))]);
      check_conservation(*st);
      if (::testing::Test::HasFatalFailure()) return;
    }
    ASSERT_FALSE(st->winners().empty());
    ASSERT_EQ(st->current_player(), kNoPlayer);
    ASSERT_TRUE(st->legal_actions().empty());
    moves += st->move_number();
    longest = std::max(longest, st->move_number());
    ends[static_cast<int>(st->end_reason())]++;
  }
  ::testing::Test::RecordProperty("longest", longest);
  std::printf("[ %2d players ] %d games, %.1f moves/game, longest %d; ends: 13+ %d, cheat %d, "
              "bankrupt %d\n",
              players, kGames, static_cast<double>(moves) / kGames, longest, ends[1], ends[2],
              ends[3]);
}

class MascaradeRandomGames : public ::testing::TestWithParam<int> {};

TEST_P(MascaradeRandomGames, InvariantsHold) { run_random_games(GetParam()); }

INSTANTIATE_TEST_SUITE_P(Mascarade, MascaradeRandomGames, ::testing::Range(2, 14),
                         [](const ::testing::TestParamInfo<int>& p) {
                           return std::to_string(p.param) + "p";
                         });

}  // namespace
}  // namespace tabula::mascarade
