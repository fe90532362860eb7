// One test per rule of Mykerinos (and per decision in engine/mykerinos/README.md).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/game.h"
#include "mykerinos_fixture.h"

namespace tabula::mykerinos {
namespace {

using namespace testing;
const std::vector<int> kDeck = {1, 3, 0, 2, 4, 5, 8, 9};

// Everyone passes until the season changes (no cubes: nothing to score).
void pass_season(MykerinosState& s) {
  const int season = s.table().season;
  while (!s.is_terminal() && s.table().season == season) MYK_PLAY(s, "pass");
}

bool has_prefix(const State& s, const std::string& prefix) {
  for (const std::string& t : legal_texts(s))
    if (t.rfind(prefix, 0) == 0) return true;
  return false;
}

TEST(MykerinosRules, NewSeasonGivesElevenCubesEachAtThreePlayers) {
  MykerinosState s = make_table(3, kDeck);
  for (int p = 0; p < 3; ++p) {
    EXPECT_EQ(s.table().personal[static_cast<size_t>(p)], 11);
    EXPECT_EQ(s.table().central[static_cast<size_t>(p)], 25 - 11);
  }
}

TEST(MykerinosRules, NewSeasonGivesEightCubesEachAtFourPlayers) {
  MykerinosState s = make_table(4, kDeck);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(s.table().personal[static_cast<size_t>(p)], 8);
}

TEST(MykerinosRules, NewSeasonUnusedCubesStayAndSupplyMayRunShort) {
  MykerinosState s = make_table(3, kDeck);
  s.mutable_table().central[0] = 3;  // as if most blue cubes sat in the museum
  pass_season(s);
  EXPECT_EQ(s.table().season, 2);
  EXPECT_EQ(s.table().personal[0], 11 + 3);  // the 11 unused + the 3 left
  EXPECT_EQ(s.table().central[0], 0);
  EXPECT_EQ(s.table().personal[1], 22);
}

TEST(MykerinosRules, RegionIsLaidInDrawOrderFourAreasThenSix) {
  MykerinosState s = make_table(3, kDeck);
  const Table& t = s.table();
  EXPECT_EQ(t.areas, 4);
  EXPECT_EQ(t.rows, 6);
  for (int a = 0; a < 4; ++a)
    for (int side = 0; side < 2; ++side)
      EXPECT_EQ(t.laid[static_cast<size_t>(a)][static_cast<size_t>(side)], kDeck[static_cast<size_t>(a * 2 + side)]);
  // Area 2 lies under area 1 (rows 4-6, columns a-d); area 1's right card holds c-d.
  EXPECT_EQ(t.area_of(square("a4")), 2);
  EXPECT_EQ(t.area_of(square("h1")), 1);
  EXPECT_EQ(t.card_at(square("c2")), 3);
  for (int season = 1; season < 4; ++season) pass_season(s);
  EXPECT_EQ(t.season, 4);
  EXPECT_EQ(t.areas, 6);
  EXPECT_EQ(t.rows, 9);
  for (int a = 0; a < 6; ++a)
    for (int side = 0; side < 2; ++side)
      EXPECT_EQ(t.laid[static_cast<size_t>(a)][static_cast<size_t>(side)], t.deck[static_cast<size_t>(24 + a * 2 + side)]);
}

TEST(MykerinosRules, SquaresOfNeighbouringCardsAndAreasAreAdjacent) {
  MykerinosState s = make_table(3, kDeck);
  put(s, "d3", 0);
  EXPECT_TRUE(legal(s, "extend e3"));  // across two areas side by side
  EXPECT_TRUE(legal(s, "extend d4"));  // across two areas one above the other
  EXPECT_FALSE(legal(s, "extend e4"));  // diagonal
}

TEST(MykerinosRules, LastPlayerLeftTakesOneMoreActionThenScoring) {
  MykerinosState s = make_table(3, kDeck, 0);
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.current_player(), 2);
  EXPECT_TRUE(s.table().last_action);
  MYK_PLAY(s, "new e5");
  EXPECT_EQ(s.table().pass_space[2], 3);  // the last disc on the track
  EXPECT_EQ(s.table().phase, Phase::kScoring);
  EXPECT_EQ(s.current_player(), 2);  // alone in area 4: the first place's choice
}

TEST(MykerinosRules, EmptyPersonalSupplyLeavesOnlyPass) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 0, 0);  // even Lady Violet's card does not help (see README)
  s.mutable_table().season = 2;
  s.mutable_table().personal[0] = 0;
  EXPECT_EQ(legal_texts(s), std::vector<std::string>{"pass"});
}

TEST(MykerinosRules, ExtensionNeedsTwoCubes) {
  MykerinosState s = make_table(3, kDeck, 0);
  put(s, "e5", 0);
  s.mutable_table().personal[0] = 1;
  EXPECT_FALSE(has_prefix(s, "extend"));
  EXPECT_TRUE(legal(s, "new e6"));
}

TEST(MykerinosRules, EachPatronCardOncePerSeasonAndBackAtSeasonEnd) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 11, 0);
  give(s, 12, 0);
  MYK_PLAY(s, "patron lemon");
  MYK_PLAY(s, "new a1");
  MYK_PLAY(s, "new e6");  // seat 1
  MYK_PLAY(s, "new h6");  // seat 2
  MYK_PLAY(s, "patron lemon");  // the second Lemon card
  MYK_PLAY(s, "new d1");
  MYK_PLAY(s, "new e5");
  MYK_PLAY(s, "new h5");
  EXPECT_FALSE(legal(s, "patron lemon"));
  EXPECT_TRUE(s.table().turned[11] && s.table().turned[12]);
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "pass");  // seat 2's extra action
  while (s.table().phase == Phase::kScoring) s.apply(s.legal_actions()[0]);
  EXPECT_EQ(s.table().season, 2);
  EXPECT_FALSE(s.table().turned[11] || s.table().turned[12]);
}

TEST(MykerinosRules, PatronIsOfferedOnlyIfItsActionCanBeCompleted) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 28, 0);  // Colonel Tangerine
  put(s, "e5", 0);
  s.mutable_table().personal[0] = 2;
  EXPECT_FALSE(legal(s, "patron tangerine"));  // three cubes needed
  s.mutable_table().personal[0] = 3;
  EXPECT_TRUE(legal(s, "patron tangerine"));
}

TEST(MykerinosRules, LadyVioletTakesACubeFromTheCentralSupplyFirst) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 0, 0);
  const int central = s.table().central[0], personal = s.table().personal[0];
  MYK_PLAY(s, "patron violet");
  EXPECT_EQ(s.table().central[0], central - 1);
  EXPECT_EQ(s.table().personal[0], personal + 1);
  EXPECT_FALSE(legal(s, "pass"));
  MYK_PLAY(s, "new e5");
  EXPECT_EQ(s.current_player(), 1);
  s.mutable_table().current = 0;
  give(s, 2, 0);
  s.mutable_table().central[0] = 0;
  EXPECT_FALSE(legal(s, "patron violet"));
}

// RULINGS.md (second round): "Ezután a játékos végrehajthatja az A vagy a B
// akciót" -- after Lady Violet's cube, excavating is optional: "stop" keeps
// the cube in the personal supply and ends the turn.
TEST(MykerinosRules, LadyVioletPlacingIsOptionalAfterTheCube) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 0, 0);
  const int central = s.table().central[0], personal = s.table().personal[0];
  auto placed = [&] {
    int k = 0;
    for (int q = 0; q < s.table().squares(); ++q) k += s.table().cube[static_cast<size_t>(q)] == 0;
    return k;
  };
  const int on_board = placed();
  MYK_PLAY(s, "patron violet");
  EXPECT_TRUE(legal(s, "stop"));
  EXPECT_TRUE(legal(s, "new e5"));
  MYK_PLAY(s, "stop");
  EXPECT_EQ(s.current_player(), 1) << "the turn is over";
  EXPECT_EQ(s.table().central[0], central - 1);
  EXPECT_EQ(s.table().personal[0], personal + 1) << "the cube stays in the personal supply";
  EXPECT_EQ(placed(), on_board);
}

TEST(MykerinosRules, SirBrownSendsACubeFromThePersonalSupplyToTheMuseum) {
  MykerinosState s = make_table(3, kDeck, 0);
  give(s, 14, 0);
  const int central = s.table().central[0], personal = s.table().personal[0];
  MYK_PLAY(s, "patron brown");
  EXPECT_FALSE(legal(s, "museum lemon 5"));  // the museum's rules hold
  MYK_PLAY(s, "museum lemon 3");
  EXPECT_EQ(s.table().room[0], 0);
  EXPECT_EQ(s.table().central[0], central);
  EXPECT_EQ(s.table().personal[0], personal - 1);
}

TEST(MykerinosRules, LordLemonExtensionMayStopAfterOnePyramidCube) {
  MykerinosState s = make_table(3, {6, 7, 0, 2, 4, 5, 8, 9}, 0);
  give(s, 11, 0);
  put(s, "a1", 0);
  MYK_PLAY(s, "patron lemon");
  MYK_PLAY(s, "extend a2");  // pyramid
  MYK_PLAY(s, "stop");
  EXPECT_EQ(s.current_player(), 1);
  // Starting an extension on a plain square, the second cube must be the pyramid.
  s.mutable_table().current = 0;
  give(s, 12, 0);
  MYK_PLAY(s, "patron lemon");
  EXPECT_FALSE(legal(s, "extend a3"));  // plain, and no free pyramid next to it
  MYK_PLAY(s, "extend b2");
  EXPECT_FALSE(legal(s, "stop"));
  EXPECT_FALSE(legal(s, "then c2"));  // plain: no pyramid in the extension
  EXPECT_TRUE(legal(s, "then b1"));
}

// Scoring: a player alone on an area gets only the first place's choice.
TEST(MykerinosRules, LonePlayerGetsOnlyTheFirstChoice) {
  MykerinosState s = make_table(3, {12, 21, 0, 2, 4, 5, 8, 9}, 0);
  put(s, "a1", 1);
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "new e5");  // seat 1 ... then seat 2 passes; seat 1 left
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "pass");   // seat 1's extra action
  ASSERT_EQ(s.current_player(), 1);
  MYK_PLAY(s, "take left");
  EXPECT_EQ(s.table().place[12], 1);
  EXPECT_EQ(s.table().place[21], kDiscarded);
}

// The third (and fourth) may only take cards left over, never the museum.
TEST(MykerinosRules, ThirdPlaceTakesLeftoverCardsOnly) {
  MykerinosState s = make_table(3, {12, 21, 0, 2, 4, 5, 8, 9}, 2);
  for (const char* sq : {"a1", "a2", "a3"}) put(s, sq, 0);
  for (const char* sq : {"b1", "b2"}) put(s, sq, 1);
  put(s, "c1", 2);
  Table& t = s.mutable_table();
  t.pass_space[0] = 1;
  t.pass_space[1] = 2;
  t.last_action = true;
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "museum lemon 3");  // first
  MYK_PLAY(s, "museum blackmore 3");  // second
  ASSERT_EQ(s.current_player(), 2);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"take left", "take right"}));
  MYK_PLAY(s, "take right");
  EXPECT_EQ(s.table().place[21], 2);
  EXPECT_EQ(s.table().place[12], kDiscarded);  // only one card each
}

TEST(MykerinosRules, MuseumChoiceNeedsACubeInTheCentralSupply) {
  MykerinosState s = make_table(3, {12, 21, 0, 2, 4, 5, 8, 9}, 0);
  put(s, "a1", 0);
  Table& t = s.mutable_table();
  t.central[0] = 0;
  t.pass_space[1] = 1;
  t.pass_space[2] = 2;
  t.last_action = true;
  MYK_PLAY(s, "pass");
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"take left", "take right"}));
}

TEST(MykerinosRules, CubesOfAnAreaReturnToTheCentralSupply) {
  MykerinosState s = make_table(3, {12, 21, 0, 2, 4, 5, 8, 9}, 0);
  for (const char* sq : {"a1", "a2", "e5"}) put(s, sq, 0);
  const int central = s.table().central[0];
  Table& t = s.mutable_table();
  t.pass_space[1] = 1;
  t.pass_space[2] = 2;
  t.last_action = true;
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "take left");  // area 1 is scored: its two cubes go back
  EXPECT_EQ(s.table().central[0], central + 2);
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("a1"))], kNone);
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("e5"))], 0);  // area 4 not yet
}

TEST(MykerinosRules, SeasonEndLastPasserStartsTrackEmptiesCubesStay) {
  MykerinosState s = make_table(3, kDeck, 1);
  MYK_PLAY(s, "new e5");  // seat 1
  MYK_PLAY(s, "pass");    // seat 2: space 1
  MYK_PLAY(s, "pass");    // seat 0: space 2; seat 1 is left
  MYK_PLAY(s, "pass");    // seat 1: space 3
  while (s.table().phase == Phase::kScoring) s.apply(s.legal_actions()[0]);
  EXPECT_EQ(s.table().season, 2);
  EXPECT_EQ(s.table().first, 1);
  EXPECT_EQ(s.current_player(), 1);
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.table().pass_space[static_cast<size_t>(c)], 0);
  EXPECT_EQ(s.table().personal[1], 10 + 11);
  EXPECT_EQ(s.table().personal[0], 22);
}

TEST(MykerinosRules, StartingPlayerOfSeasonOneIsDrawnAtRandom) {
  Options o;
  o.players = 4;
  std::set<int> firsts;
  for (uint64_t seed = 1; seed < 40; ++seed) firsts.insert(MykerinosState(o, seed).table().first);
  EXPECT_EQ(firsts.size(), 4u);
}

TEST(MykerinosRules, GameEndsAfterSeasonFourTiesGoToMoreCubesLeft) {
  MykerinosState s = make_table(3, kDeck, 0);
  for (int season = 1; season < 4; ++season) pass_season(s);
  Table& t = s.mutable_table();
  t.score = {10, 10, 4, 0};
  t.personal[0] = 5;
  t.personal[1] = 7;
  pass_season(s);
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.winners(), std::vector<int>{1});
  s.mutable_table().personal[0] = 7;
  EXPECT_EQ(s.winners(), (std::vector<int>{0, 1}));  // still equal: a shared win
}

TEST(MykerinosRules, ClaimingACardScoresItsCartoucheAtOnce) {
  MykerinosState s = make_table(3, {13, 21, 0, 2, 4, 5, 8, 9}, 0);
  put(s, "a1", 0);
  Table& t = s.mutable_table();
  t.pass_space[1] = 1;
  t.pass_space[2] = 2;
  t.last_action = true;
  MYK_PLAY(s, "pass");
  MYK_PLAY(s, "take left");
  EXPECT_EQ(s.table().score[0], 5);
  EXPECT_FALSE(s.table().turned[13]);
}

TEST(MykerinosRules, FiveRoomOnlyNextToARoomOfYours) {
  MykerinosState s = make_table(3, kDeck, 0);
  Table& t = s.mutable_table();
  const int lemon5 = room_index(s, "lemon 5");
  EXPECT_FALSE(s.room_open_to(lemon5, 0));
  t.room[static_cast<size_t>(room_index(s, "tangerine-lemon"))] = 0;
  EXPECT_TRUE(s.room_open_to(lemon5, 0));
  EXPECT_FALSE(s.room_open_to(lemon5, 1));
  t.room[static_cast<size_t>(room_index(s, "tangerine-lemon"))] = kNone;
  t.room[static_cast<size_t>(room_index(s, "lemon 3"))] = 1;
  EXPECT_TRUE(s.room_open_to(lemon5, 1));
  EXPECT_FALSE(s.room_open_to(room_index(s, "blackmore 5"), 1));
}

// ---- two players: the neutral colour ----------------------------------------

TEST(MykerinosRules, TwoPlayersElevenOwnAndFourNeutralCubesEach) {
  MykerinosState s = make_table(2, kDeck);
  const Table& t = s.table();
  EXPECT_EQ(t.neutral, 2);
  EXPECT_EQ(t.personal[0], 11);
  EXPECT_EQ(t.personal[1], 11);
  EXPECT_EQ(t.neutral_held[0], 4);
  EXPECT_EQ(t.neutral_held[1], 4);
  EXPECT_EQ(t.central[2], 25 - 8);
}

TEST(MykerinosRules, TwoPlayersNeutralDiscOnSpaceTwo) {
  MykerinosState s = make_table(2, kDeck, 0);
  put(s, "a2", 0);  // so that scoring waits for a choice
  EXPECT_EQ(s.table().pass_space[2], 2);
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.table().pass_space[0], 1);
  EXPECT_TRUE(s.table().last_action);
  MYK_PLAY(s, "pass");
  EXPECT_EQ(s.table().pass_space[1], 3);
}

TEST(MykerinosRules, TwoPlayersBothPlaceNeutralCubesNeverWithPatrons) {
  MykerinosState s = make_table(2, kDeck, 0);
  MYK_PLAY(s, "new e5 neutral");
  EXPECT_EQ(s.table().neutral_held[0], 3);
  MYK_PLAY(s, "extend e6 neutral");  // seat 1 extends the neutral excavation
  MYK_PLAY(s, "then d6");
  EXPECT_EQ(s.table().neutral_held[1], 2);
  EXPECT_EQ(s.table().cube[static_cast<size_t>(square("d6"))], 2);
  // Patrons serve only one's own colour: Colonel Tangerine needs a red cube.
  give(s, 28, 0);
  s.mutable_table().season = 2;
  EXPECT_FALSE(legal(s, "patron tangerine"));
  put(s, "a4", 0);
  EXPECT_TRUE(legal(s, "patron tangerine"));
  MYK_PLAY(s, "patron tangerine");
  EXPECT_FALSE(legal(s, "extend e4"));  // next to the neutral only
  EXPECT_TRUE(legal(s, "extend b4"));
}

// Two-player areas: colour 2 is the neutral. Sets up area 1 and passes.
MykerinosState two_player_area(int p0, int neutral, int p1) {
  MykerinosState s = make_table(2, {12, 21, 0, 2, 4, 5, 8, 9}, 1);
  const char* squares[] = {"a1", "a2", "a3", "b1", "b2", "b3", "c1", "c3", "d1", "d3"};
  int k = 0;
  for (int i = 0; i < p0; ++i) put(s, squares[k++], 0);
  for (int i = 0; i < neutral; ++i) put(s, squares[k++], 2, 0);
  for (int i = 0; i < p1; ++i) put(s, squares[k++], 1);
  s.mutable_table().pass_space[0] = 1;
  s.mutable_table().last_action = true;
  EXPECT_TRUE(s.act("pass", nullptr));  // seat 1 passes last: space 3
  return s;
}

TEST(MykerinosRules, TwoPlayersNeutralFirstThirdPlayerChoosesItsCard) {
  MykerinosState s = two_player_area(2, 3, 1);
  ASSERT_EQ(s.current_player(), 1);  // third
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"neutral takes left", "neutral takes right"}));
  MYK_PLAY(s, "neutral takes left");
  EXPECT_EQ(s.table().place[12], kDiscarded);
  ASSERT_EQ(s.current_player(), 0);  // second: the other card or the museum
  EXPECT_TRUE(legal(s, "take right"));
  EXPECT_TRUE(legal(s, "museum lemon 3"));
  MYK_PLAY(s, "museum lemon 3");
  EXPECT_EQ(s.table().place[21], 1);  // the leftover goes to the third
}

TEST(MykerinosRules, TwoPlayersNeutralFirstUnrankedPlayerChoosesItsCard) {
  MykerinosState s = two_player_area(2, 3, 0);
  ASSERT_EQ(s.current_player(), 1);  // no cube here, yet chooses
  MYK_PLAY(s, "neutral takes right");
  EXPECT_EQ(s.table().place[21], kDiscarded);
  EXPECT_EQ(s.current_player(), 0);
}

TEST(MykerinosRules, TwoPlayersNeutralSecondFirstPlayerChoosesItsCard) {
  MykerinosState s = two_player_area(3, 2, 1);
  ASSERT_EQ(s.current_player(), 0);
  MYK_PLAY(s, "museum brown 3");
  ASSERT_EQ(s.current_player(), 0);  // now for the neutral
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"neutral takes left", "neutral takes right"}));
  MYK_PLAY(s, "neutral takes right");
  EXPECT_EQ(s.table().place[21], kDiscarded);
  EXPECT_EQ(s.table().place[12], 1);
}

TEST(MykerinosRules, TwoPlayersNeutralWinsTiesAgainstTheLaterPasser) {
  MykerinosState s = two_player_area(0, 2, 2);
  // Neutral (space 2) ahead of seat 1 (space 3): seat 0, unranked, chooses.
  ASSERT_EQ(s.table().rank[0], 2);
  EXPECT_EQ(s.current_player(), 0);
}

TEST(MykerinosRules, TwoPlayersNeutralAloneBothCardsDiscarded) {
  MykerinosState s = two_player_area(0, 2, 0);
  EXPECT_EQ(s.table().place[12], kDiscarded);
  EXPECT_EQ(s.table().place[21], kDiscarded);
  EXPECT_EQ(s.table().season, 2);
}

// Decision 8: the neutral in third place gets nothing: leftovers are discarded.
TEST(MykerinosRules, TwoPlayersNeutralThirdLeftoversDiscarded) {
  MykerinosState s = two_player_area(3, 1, 2);
  ASSERT_EQ(s.current_player(), 0);
  MYK_PLAY(s, "museum lemon 3");
  ASSERT_EQ(s.current_player(), 1);
  MYK_PLAY(s, "museum brown 3");
  EXPECT_EQ(s.table().place[12], kDiscarded);
  EXPECT_EQ(s.table().place[21], kDiscarded);
}

// Decision 1: neutral cubes are in one's personal supply too.
TEST(MykerinosRules, TwoPlayersNeutralCubesPlayableWithoutOwnCubes) {
  MykerinosState s = make_table(2, kDeck, 0);
  s.mutable_table().personal[0] = 0;
  EXPECT_TRUE(legal(s, "new e5 neutral"));
  EXPECT_FALSE(legal(s, "new e5"));
}

// Decision 9: at the end only one's own cubes break ties, never neutral ones.
TEST(MykerinosRules, TwoPlayersNeutralCubesDoNotBreakTies) {
  MykerinosState s = make_table(2, kDeck, 0);
  for (int season = 1; season < 4; ++season) pass_season(s);
  Table& t = s.mutable_table();
  t.score = {12, 12, 0, 0};
  t.neutral_held = {9, 2};
  t.personal[0] = 4;
  t.personal[1] = 4;
  pass_season(s);
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.winners(), (std::vector<int>{0, 1}));
}

// ---- hidden information -------------------------------------------------------

TEST(MykerinosRules, DeckOrderIsHiddenOnlyItsSizeShown) {
  MykerinosState a = make_table(3, kDeck);
  MykerinosState b = a;
  std::reverse(b.mutable_table().deck.begin() + 8, b.mutable_table().deck.end());
  for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(a.observation(seat), b.observation(seat));
  EXPECT_EQ(a.observation(0)["deck"], 28);
  Rng rng(3);
  std::unique_ptr<State> r = a.resample(0, rng);
  EXPECT_EQ(r->observation(0), a.observation(0));
  const auto& rt = static_cast<MykerinosState&>(*r).table();
  EXPECT_TRUE(std::equal(rt.deck.begin(), rt.deck.begin() + 8, a.table().deck.begin()));
  EXPECT_FALSE(std::equal(rt.deck.begin(), rt.deck.end(), a.table().deck.begin()));
}

TEST(MykerinosRules, SettingsAreCheckedAndParcelDataIsComplete) {
  const GameInfo info = game_info();
  Options o;
  o.players = 5;
  EXPECT_TRUE(info.check_options(o));
  o.players = 3;
  EXPECT_FALSE(info.check_options(o));
  o.settings = Json::parse(R"({"parcels":[1,1]})");
  EXPECT_TRUE(info.check_options(o));
  o.settings = Json::parse(R"({"wings":["lemon","lemon","violet","brown","tangerine"]})");
  EXPECT_TRUE(info.check_options(o));
  o.settings = Json::parse(R"({"colour":"blue"})");
  EXPECT_TRUE(info.check_options(o));
  int per_patron[kPatrons + 1] = {};
  for (const Parcel& p : parcels()) ++per_patron[p.patron];
  for (int p = 0; p < kPatrons; ++p) EXPECT_EQ(per_patron[p], 7);
  EXPECT_EQ(per_patron[kNoPatron], 1);
  EXPECT_EQ(parcels()[35].value, 5);
}

}  // namespace
}  // namespace tabula::mykerinos
