// Every worked example of the Mykerinos rulebook (Hungarian, seeds/001_...).
// The figures were lost in OCR, so each position is rebuilt to show exactly
// what the text says: which squares are allowed and which refused, who ranks
// where, and what is scored.
#include <gtest/gtest.h>

#include "mykerinos_fixture.h"

namespace tabula::mykerinos {
namespace {

using namespace testing;
constexpr int kBlue = 0, kRed = 1, kGreen = 2, kWhite = 3;

// Deck for the excavation examples. Area 1 (columns a-d, rows 1-3) is
// card 1 (a pyramid on a1) beside card 3 (a pyramid on d1).
const std::vector<int> kDeck = {1, 3, 0, 2, 4, 5, 8, 9};

// "Kék új feltárást kezd": Blue may start on A or B (free squares), not on C
// or D (cubes there) nor on E or F (pyramids).
TEST(MykerinosExamples, BlueStartsANewExcavationOnAOrBOnly) {
  MykerinosState s = make_table(4, kDeck, kBlue);
  put(s, "b1", kRed);    // C
  put(s, "c1", kGreen);  // D
  EXPECT_TRUE(s.table().pyramid(square("a1")));  // E
  EXPECT_TRUE(s.table().pyramid(square("d1")));  // F
  EXPECT_TRUE(legal(s, "new a2"));   // A
  EXPECT_TRUE(legal(s, "new b2"));   // B
  EXPECT_FALSE(legal(s, "new b1"));  // C
  EXPECT_FALSE(legal(s, "new c1"));  // D
  EXPECT_FALSE(legal(s, "new a1"));  // E
  EXPECT_FALSE(legal(s, "new d1"));  // F
  const int before = s.table().personal[kBlue];
  MYK_PLAY(s, "new a2");
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("a2"))], kBlue);
  EXPECT_EQ(s.table().personal[kBlue], before - 1);
  EXPECT_EQ(s.current_player(), kRed);
}

// "Piros kiterjeszti az ásatását": from A Red lays one cube on B next to A,
// then another on C next to B.
TEST(MykerinosExamples, RedExtendsAnExcavationWithTwoCubes) {
  MykerinosState s = make_table(4, kDeck, kRed);
  put(s, "a2", kRed);  // A
  EXPECT_TRUE(legal(s, "extend b2"));
  EXPECT_FALSE(legal(s, "extend d5"));  // not next to a red cube
  const int before = s.table().personal[kRed];
  MYK_PLAY(s, "extend b2");  // B
  EXPECT_EQ(s.current_player(), kRed);
  EXPECT_FALSE(legal(s, "then e2"));  // not next to B
  EXPECT_FALSE(legal(s, "then a2"));  // taken
  EXPECT_FALSE(legal(s, "pass"));     // the extension must be finished
  MYK_PLAY(s, "then c2");  // C, on the neighbouring card
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("b2"))], kRed);
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("c2"))], kRed);
  EXPECT_EQ(s.table().personal[kRed], before - 2);
  EXPECT_EQ(s.current_player(), kGreen);
}

// "Zöld passzol": Green passes first and puts the disc on space 1.
TEST(MykerinosExamples, GreenPassesFirstOntoSpaceOne) {
  MykerinosState s = make_table(4, kDeck, kGreen);
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.table().pass_space[kGreen], 1);
  EXPECT_EQ(s.current_player(), kWhite);
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.table().pass_space[kWhite], 2);
  EXPECT_EQ(s.current_player(), kBlue);  // passed players are skipped
  MYK_PLAY(s, "new e5");
  EXPECT_EQ(s.current_player(), kRed);
  MYK_PLAY(s, "new e6");
  EXPECT_EQ(s.current_player(), kBlue);
}

// "Kék elforgatja a Lord Lemon kártyát": Blue extends with one cube on the
// pyramid A and one on B; the second cube may not go on the pyramid C.
// Card 6 has pyramids on b1 and a2, card 7 one on c1.
TEST(MykerinosExamples, LordLemonOnePyramidThenNotASecond) {
  MykerinosState s = make_table(4, {6, 7, 0, 2, 4, 5, 8, 9}, kBlue);
  s.mutable_table().season = 2;
  give(s, 11, kBlue);  // a Lord Lemon card won in season 1
  put(s, "a1", kBlue);
  EXPECT_FALSE(legal(s, "extend b1"));  // no pyramids without Lord Lemon
  MYK_PLAY(s, "patron lemon");
  EXPECT_TRUE(s.table().turned[11]);
  EXPECT_TRUE(legal(s, "new c1"));     // a new excavation on a free pyramid
  EXPECT_FALSE(legal(s, "new e5"));    // ... only on a pyramid
  MYK_PLAY(s, "extend b1");           // A: the pyramid
  EXPECT_TRUE(legal(s, "then b2"));    // B
  EXPECT_FALSE(legal(s, "then c1"));   // C: a second pyramid is refused
  EXPECT_TRUE(legal(s, "stop"));       // one cube is enough with Lord Lemon
  MYK_PLAY(s, "then b2");
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("b1"))], kBlue);
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("b2"))], kBlue);
  EXPECT_EQ(s.current_player(), kRed);
}

// "Piros elfordítja Mrs. Blackmore kártyáját": two cubes for a new
// excavation, A anywhere free, B next to A.
TEST(MykerinosExamples, MrsBlackmoreTwoCubeNewExcavation) {
  MykerinosState s = make_table(4, kDeck, kRed);
  s.mutable_table().season = 2;
  give(s, 21, kRed);
  const int before = s.table().personal[kRed];
  MYK_PLAY(s, "patron blackmore");
  EXPECT_FALSE(legal(s, "new a1"));  // pyramid
  MYK_PLAY(s, "new e5");             // A, touching no red cube
  EXPECT_TRUE(legal(s, "then f5"));  // B next to A
  EXPECT_FALSE(legal(s, "then g5"));
  MYK_PLAY(s, "then f5");
  EXPECT_EQ(s.table().personal[kRed], before - 2);
  EXPECT_EQ(s.current_player(), kGreen);
}

// "Fehér elforgatja Tangerine ezredes lapját": three cubes A, B, C, each
// next to the one before, the first next to a white cube.
TEST(MykerinosExamples, ColonelTangerineThreeCubeExtension) {
  MykerinosState s = make_table(4, kDeck, kWhite);
  s.mutable_table().season = 2;
  give(s, 28, kWhite);
  put(s, "h6", kWhite);
  const int before = s.table().personal[kWhite];
  MYK_PLAY(s, "patron tangerine");
  EXPECT_FALSE(legal(s, "extend e2"));  // not next to a white cube
  MYK_PLAY(s, "extend h5");             // A
  EXPECT_FALSE(legal(s, "then f2"));
  EXPECT_FALSE(legal(s, "then g5"));    // a pyramid (card 9)
  MYK_PLAY(s, "then h4");               // B
  EXPECT_FALSE(legal(s, "then f4"));    // not next to B
  MYK_PLAY(s, "then g4");               // C
  for (const char* sq : {"h5", "h4", "g4"}) EXPECT_EQ(s.table().cube[static_cast<size_t>(square(sq))], kWhite);
  EXPECT_EQ(s.table().personal[kWhite], before - 3);
  EXPECT_EQ(s.current_player(), kBlue);
}

TEST(MykerinosExamples, AreaRankingBlueThenGreenAheadOfRedByPassingThenWhite) {
  MykerinosState s = ranking_position();
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.table().pass_space[kWhite], 4);
  ASSERT_EQ(s.table().phase, Phase::kScoring);
  ASSERT_EQ(s.table().rank_count, 4);
  EXPECT_EQ(s.table().rank[0], kBlue);
  EXPECT_EQ(s.table().rank[1], kGreen);  // 2 cubes, passed first
  EXPECT_EQ(s.table().rank[2], kRed);    // 2 cubes, passed later
  EXPECT_EQ(s.table().rank[3], kWhite);
  EXPECT_EQ(s.current_player(), kBlue);
}

// Blue takes the left card (3: +3 prestige, Lord Lemon next season); Green
// goes to the museum; Red, third, may only take the card left (no value:
// no prestige; Mrs Blackmore next season); nothing is left for White; the
// cubes go back to the central supply.
TEST(MykerinosExamples, AreaChoicesCardMuseumLeftoverNothing) {
  MykerinosState s = ranking_position();
  const int green_central = s.table().central[kGreen];
  MYK_PLAY(s, "pass");
  EXPECT_TRUE(legal(s, "take left"));
  EXPECT_TRUE(legal(s, "take right"));
  EXPECT_TRUE(legal(s, "museum lemon-blackmore"));
  MYK_PLAY(s, "take left");
  EXPECT_EQ(s.table().score[kBlue], 3);
  EXPECT_EQ(s.table().place[12], kBlue);
  EXPECT_EQ(s.current_player(), kGreen);
  EXPECT_FALSE(legal(s, "take left"));
  EXPECT_TRUE(legal(s, "take right"));
  MYK_PLAY(s, "museum lemon-blackmore");
  // Red's only option (the last card) is taken for him; White gets nothing;
  // the other areas are empty, so season 2 begins, White (last passer) first.
  EXPECT_EQ(s.table().place[21], kRed);
  EXPECT_EQ(s.table().score[kRed], 0);
  EXPECT_EQ(s.table().score[kWhite], 0);
  EXPECT_EQ(s.table().room[static_cast<size_t>(room_index(s, "lemon-blackmore"))], kGreen);
  EXPECT_EQ(s.table().season, 2);
  EXPECT_EQ(s.table().first, kWhite);
  // Green: 2 cubes back from the area, 1 to the museum, 8 handed out for season 2.
  EXPECT_EQ(s.table().central[kGreen], green_central + 2 - 1 - 8);
  int cards = 0;
  for (int c = 0; c < kCards; ++c) cards += s.table().place[static_cast<size_t>(c)] >= 0;
  EXPECT_EQ(cards, 2);
  // Blue may now ask Lord Lemon, Red Mrs Blackmore.
  s.mutable_table().current = kBlue;
  EXPECT_TRUE(legal(s, "patron lemon"));
  s.mutable_table().current = kRed;
  EXPECT_TRUE(legal(s, "patron blackmore"));
}

// A lone player in area 1 gets the first place's choice (Green here).
MykerinosState museum_position() {
  MykerinosState s = make_table(4, {12, 21, 0, 2, 4, 5, 8, 9}, kGreen);
  put(s, "c1", kGreen);
  Table& t = s.mutable_table();
  t.pass_space[kBlue] = 1;
  t.pass_space[kRed] = 2;
  t.pass_space[kWhite] = 3;
  t.current = kGreen;
  t.last_action = true;
  return s;
}

// "Kockák Múzeumba helyezése": Green's first cube in the museum may not go
// to a 5-room, nor to a room already taken; Green takes the corridor between
// Lord Lemon's and Mrs Blackmore's wings.
TEST(MykerinosExamples, MuseumFirstCubeNoFiveRoomNoTakenRoom) {
  MykerinosState s = museum_position();
  s.mutable_table().room[static_cast<size_t>(room_index(s, "violet 3"))] = kRed;
  MYK_PLAY(s, "pass");
  ASSERT_EQ(s.current_player(), kGreen);
  for (const std::string& text : legal_texts(s))
    if (text.rfind("museum ", 0) == 0) EXPECT_NE(text.back(), '5') << text;
  EXPECT_FALSE(legal(s, "museum violet 3"));
  EXPECT_TRUE(legal(s, "museum lemon 3"));
  EXPECT_TRUE(legal(s, "museum violet-brown"));
  const int central = s.table().central[kGreen];
  MYK_PLAY(s, "museum lemon-blackmore");
  EXPECT_EQ(s.table().room[static_cast<size_t>(room_index(s, "lemon-blackmore"))], kGreen);
  EXPECT_EQ(s.table().central[kGreen], central + 1 - 1 - 8);  // cube back, cube in, new season
}

// "(folyt.)": holding that corridor opens both 5-rooms beside it; Green takes
// Lord Lemon's 5-room, which is then closed to everyone else.
TEST(MykerinosExamples, MuseumCorridorOpensBothFiveRooms) {
  MykerinosState s = museum_position();
  s.mutable_table().room[static_cast<size_t>(room_index(s, "lemon-blackmore"))] = kGreen;
  MYK_PLAY(s, "pass");
  EXPECT_TRUE(legal(s, "museum lemon 5"));
  EXPECT_TRUE(legal(s, "museum blackmore 5"));
  EXPECT_FALSE(legal(s, "museum violet 5"));
  EXPECT_FALSE(legal(s, "museum brown 5"));
  EXPECT_TRUE(legal(s, "museum brown 3"));
  MYK_PLAY(s, "museum lemon 5");
  EXPECT_FALSE(s.room_open_to(room_index(s, "lemon 5"), kBlue));
  EXPECT_FALSE(s.room_open_to(room_index(s, "lemon 5"), kGreen));
}

// "Záró kiállítás a Múzeumban": Blue holds 2 Lord Lemon, 1 Mrs Blackmore,
// 3 Sir Brown, 2 Colonel Tangerine and 1 Lady Violet card; in the museum the
// 3-rooms of Lemon and Blackmore, Brown's 5-room and the corridor between
// Brown and Tangerine. 6 + 3 + 15 + 4 + 1 + 5 for the set = 34.
TEST(MykerinosExamples, FinalExhibitionScoring) {
  MykerinosState s = make_table(4, {0, 1, 2, 3, 4, 5, 6, 8}, kBlue);
  for (int card : {9, 10, 21, 14, 15, 16, 28, 29, 5}) give(s, card, kBlue);
  Table& t = s.mutable_table();
  for (const char* room : {"lemon 3", "blackmore 3", "brown 5", "brown-tangerine"})
    t.room[static_cast<size_t>(room_index(s, room))] = kBlue;
  EXPECT_EQ(s.exhibition_points(kBlue), 6 + 3 + 15 + 4 + 1 + 5);
  // The card with no patron counts for no wing and no set.
  give(s, 35, kBlue);
  EXPECT_EQ(s.exhibition_points(kBlue), 34);
  // A second Violet card does not make a second set.
  give(s, 0, kBlue);
  EXPECT_EQ(s.exhibition_points(kBlue), 35);
}

}  // namespace
}  // namespace tabula::mykerinos
