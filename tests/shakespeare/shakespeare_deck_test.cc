// The reconstructed character deck (assets/shakespeare/characters.json)
// against RULINGS.md, second round: base-game names only (Shylock and
// Mercutio are Backstage cards; Beatrice is in), and no card strictly better
// than another at the same cost.
#include <gtest/gtest.h>

#include "shakespeare/data.h"

namespace tabula::shakespeare {
namespace {

bool in_deck(const std::string& id) {
  for (const CharacterCard& c : data().cards)
    if (c.id == id) return true;
  return false;
}

TEST(ShakespeareDeck, BaseGameNamesOnly) {
  ASSERT_TRUE(data().ok) << data().why;
  for (const char* id : {"lady-macbeth", "puck", "romeo", "beatrice", "iago"}) EXPECT_TRUE(in_deck(id)) << id;
  for (const char* id : {"shylock", "mercutio"}) EXPECT_FALSE(in_deck(id)) << id << " is a Backstage card";
  int handymen = 0;
  for (const CharacterCard& c : data().cards) handymen += c.kind == Kind::kHandyman && !c.starting;
  EXPECT_GE(handymen, 2);
}

// Feathers `a` can do everything feathers `b` do: each coloured feather of b
// is matched by one of the same colour in a or by a white one (a white
// feather goes to any act), each white one of b by a white one of a.
bool covers(const std::array<int, 4>& a, int a_each_act, const std::array<int, 4>& b, int b_each_act) {
  int need_white = b[kWhite], spare_white = a[kWhite];
  for (int f : {kRed, kYellowFeather, kBlueFeather}) {
    const int have = a[f] + a_each_act, want = b[f] + b_each_act;
    if (want > have) need_white += want - have;
  }
  return spare_white >= need_white;
}

// a is at least as good as b in everything.
bool at_least(const CharacterCard& a, const CharacterCard& b) {
  if (a.kind != b.kind) return false;
  return a.value >= b.value && covers(a.activation, 0, b.activation, 0) &&
         covers(a.rehearsal, a.rehearsal_each_act, b.rehearsal, b.rehearsal_each_act) &&
         a.power_pounds >= b.power_pounds && a.power_ambiance >= b.power_ambiance &&
         a.power_others_ambiance <= b.power_others_ambiance &&  // lowering others' is the gain
         a.rehearsal_prestige >= b.rehearsal_prestige && a.rehearsal_pounds >= b.rehearsal_pounds;
}

TEST(ShakespeareDeck, NoCardStrictlyBetterThanAnotherAtTheSameCost) {
  const auto& cards = data().cards;
  for (const CharacterCard& a : cards)
    for (const CharacterCard& b : cards) {
      if (&a == &b || a.starting || b.starting || a.cost != b.cost) continue;
      if (at_least(a, b) && !at_least(b, a))
        ADD_FAILURE() << a.id << " is strictly better than " << b.id << " at " << a.cost << " pounds";
    }
}

// The check itself: the old Puck (one white feather, two at rehearsal) was
// strictly better than Romeo.
TEST(ShakespeareDeck, TheCheckCatchesTheOldPuck) {
  CharacterCard puck, romeo;
  puck.activation = {0, 0, 0, 1};
  puck.rehearsal = {0, 0, 0, 2};
  romeo.activation = {1, 0, 0, 0};
  romeo.rehearsal = {2, 0, 0, 0};
  EXPECT_TRUE(at_least(puck, romeo));
  EXPECT_FALSE(at_least(romeo, puck));
  puck.rehearsal = {0, 0, 0, 1};
  EXPECT_FALSE(at_least(puck, romeo));
}

}  // namespace
}  // namespace tabula::shakespeare
