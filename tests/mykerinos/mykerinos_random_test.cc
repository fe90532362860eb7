// Random games through the whole rules, checking after every action that
// every cube and card is somewhere exactly once, that every listed action is
// accepted and others refused, and that every game ends.
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "core/test_scale.h"
#include "mykerinos/mykerinos.h"

namespace tabula::mykerinos {
namespace {

constexpr int kAllActions = act::kNeutralRight + 1;

void check_conservation(const Table& t) {
  int cubes[kMaxColours] = {};
  for (int c = 0; c < t.colours; ++c) cubes[c] += t.central[static_cast<size_t>(c)];
  for (int s = 0; s < t.players; ++s) cubes[s] += t.personal[static_cast<size_t>(s)];
  if (t.neutral != kNone) cubes[t.neutral] += t.neutral_held[0] + t.neutral_held[1];
  for (int s = 0; s < t.squares(); ++s)
    if (t.cube[static_cast<size_t>(s)] != kNone) ++cubes[t.cube[static_cast<size_t>(s)]];
  for (int s = t.squares(); s < kMaxSquares; ++s) ASSERT_EQ(t.cube[static_cast<size_t>(s)], kNone);
  for (int r = 0; r < kRooms; ++r)
    if (t.room[static_cast<size_t>(r)] != kNone) ++cubes[t.room[static_cast<size_t>(r)]];
  for (int c = 0; c < t.colours; ++c) ASSERT_EQ(cubes[c], kCubesPerColour) << "colour " << c;
  for (int c = 0; c < t.colours; ++c) ASSERT_GE(t.central[static_cast<size_t>(c)], 0);
  // Cards: the deck's undrawn part, the region, hands and the box.
  int deck = 0, region = 0, hands = 0, box = 0;
  for (int c = 0; c < kCards; ++c) {
    const int p = t.place[static_cast<size_t>(c)];
    if (p == kInDeck) ++deck;
    else if (p == kInRegion) ++region;
    else if (p == kDiscarded) ++box;
    else { ASSERT_GE(p, 0); ASSERT_LT(p, t.players); ++hands; }
  }
  ASSERT_EQ(deck + region + hands + box, kCards);
  ASSERT_EQ(deck, kCards - t.deck_pos);
  for (int i = t.deck_pos; i < kCards; ++i) ASSERT_EQ(t.place[static_cast<size_t>(t.deck[static_cast<size_t>(i)])], kInDeck);
  bool seen[kCards] = {};
  for (int8_t id : t.deck) {
    ASSERT_FALSE(seen[id]);
    seen[id] = true;
  }
  int in_region = 0;
  for (int a = 0; a < t.areas; ++a)
    for (int side = 0; side < 2; ++side) {
      const int c = t.area_card[static_cast<size_t>(a)][static_cast<size_t>(side)];
      if (c != kNone) { ++in_region; ASSERT_EQ(t.place[static_cast<size_t>(c)], kInRegion); }
    }
  ASSERT_EQ(in_region, region);
}

// Plays `games` random games at `players`; returns the number played.
// Which kinds of action the random games reached (each must be exercised).
std::set<std::string> g_kinds;

std::string kind_of(const MykerinosState& s, Action a) {
  const std::string text = s.action_to_text(a);
  if (text.rfind("patron", 0) == 0 || text.rfind("neutral takes", 0) == 0) return text;
  std::string k = text.substr(0, text.find(' '));
  if (text.size() > 8 && text.compare(text.size() - 8, 8, " neutral") == 0) k += " neutral";
  if (k == "new" || k == "extend") k += " " + std::to_string(static_cast<int>(s.table().step));
  return k;
}

void play_random(int players, int games, bool check_refusals) {
  Options o;
  o.players = players;
  std::vector<Action> legal;
  long long moves = 0;
  for (int g = 0; g < games; ++g) {
    MykerinosState s(o, static_cast<uint64_t>(g) * 977 + static_cast<uint64_t>(players));
    Rng rng(static_cast<uint64_t>(g) + 17);
    int guard = 0;
    while (!s.is_terminal()) {
      ASSERT_LT(++guard, 5000) << "game " << g << " does not end";
      s.legal_actions(legal);
      ASSERT_FALSE(legal.empty()) << "game " << g << " move " << s.move_number();
      if (check_refusals) {
        std::set<Action> listed(legal.begin(), legal.end());
        for (Action a : legal) {
          std::string why;
          ASSERT_EQ(s.text_to_action(s.action_to_text(a), &why), std::optional<Action>(a)) << why;
        }
        for (Action a = 0; a < kAllActions; ++a) {
          if (listed.count(a) || s.action_to_text(a) == "?") continue;
          std::string why;
          ASSERT_FALSE(s.text_to_action(s.action_to_text(a), &why)) << s.action_to_text(a);
        }
      }
      const Action chosen = legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))];
      if (g < 200) g_kinds.insert(kind_of(s, chosen));
      s.apply(chosen);
      check_conservation(s.table());
      if (::testing::Test::HasFatalFailure()) return;
      ++moves;
    }
    ASSERT_EQ(s.table().season, 4);
    ASSERT_FALSE(s.winners().empty());
    ASSERT_EQ(s.table().deck_pos, kCards);
  }
  (void)moves;
}

// Under the sanitizers (core/test_scale.h) 100 games each.
constexpr int kBulk = tabula::testing::scaled(10000, 100);
TEST(MykerinosRandom, TwoPlayersTenThousandGames) { play_random(2, kBulk, false); }
TEST(MykerinosRandom, ThreePlayersTenThousandGames) { play_random(3, kBulk, false); }
TEST(MykerinosRandom, FourPlayersTenThousandGames) { play_random(4, kBulk, false); }
TEST(MykerinosRandom, RandomGamesReachEveryKindOfAction) {
  g_kinds.clear();
  for (int n = 2; n <= 4; ++n) play_random(n, 200, false);
  for (const char* k : {"pass", "new 0", "extend 0", "new neutral", "extend neutral", "then", "stop",
                        "patron violet", "patron lemon", "patron brown", "patron blackmore",
                        "patron tangerine", "new 1", "extend 1", "new 2", "extend 2", "new 4",
                        "extend 5", "museum", "take", "neutral takes left", "neutral takes right"})
    EXPECT_TRUE(g_kinds.count(k)) << k;
}

TEST(MykerinosRandom, ListedActionsAcceptedOthersRefused) {
  for (int n = 2; n <= 4; ++n) play_random(n, tabula::testing::scaled(8, 1), true);
}

}  // namespace
}  // namespace tabula::mykerinos
