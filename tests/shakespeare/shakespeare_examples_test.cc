// Every worked example of the three rulebooks ("Példa", "Ejemplo",
// "Esempio"). Seats: red 0, green 1, blue 2, yellow 3.
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using namespace testing;
using testing::kRed, testing::kGreenP, testing::kBlueP, testing::kYellowP;  // not the engine's colours

bool legal_text(const Game& g, const std::string& text) {
  std::string why;
  return g.text_to_action(text, &why).has_value();
}

// Bidding: red 2, green 5, blue 3, yellow 3; blue is ahead of yellow on the
// initiative track, so the order is red, blue, yellow, green; red +1 prestige.
TEST(ShakespeareExamples, BiddingOrderWithInitiativeTieBreak) {
  auto g = four_player_day();
  g->last_initiative = {kBlueP, kGreenP, kYellowP, kRed};
  ASSERT_EQ(g->phase, Phase::kBid);
  const int before = g->co[kRed].prestige;
  play(*g, "bid 2");  // red
  play(*g, "bid 5");  // green
  play(*g, "bid 3");  // blue
  play(*g, "bid 3");  // yellow
  EXPECT_EQ(g->order[0], kRed);
  EXPECT_EQ(g->order[1], kBlueP);
  EXPECT_EQ(g->order[2], kYellowP);
  EXPECT_EQ(g->order[3], kGreenP);
  EXPECT_EQ(g->co[kRed].prestige, before + 1);
  EXPECT_EQ(g->co[kBlueP].prestige, before);
  EXPECT_EQ(g->n_initiative, 0) << "the initiative track is cleared";
  EXPECT_EQ(g->co[kGreenP].cylinders_left, 5);
  EXPECT_EQ(g->current_player(), kRed);
}

// Red recruits Lady Macbeth: the recruitment card takes her place, nothing is
// paid, no second recruit today, and blue plays next.
TEST(ShakespeareExamples, RecruitingLadyMacbeth) {
  auto g = four_player_day();
  play(*g, "bid 2");
  play(*g, "bid 5");
  play(*g, "bid 3");
  play(*g, "bid 3");
  const int lm = data().card_index("lady-macbeth");
  // Put her on offer (swap her with the first market card, wherever she is).
  for (int i = 0; i < g->n_deck; ++i)
    if (g->deck[i] == lm) g->deck[i] = g->market[0];
  for (int i = 0; i < g->n_discard; ++i)
    if (g->discard[i] == lm) g->discard[i] = g->market[0];
  for (int s = 0; s < 4; ++s)
    for (int i = 4; i < g->co[s].n_cast; ++i)
      if (g->co[s].cast[i].card == lm) g->co[s].cast[i].card = g->market[0];
  g->market[0] = static_cast<int8_t>(lm);
  const int pounds = g->co[kRed].pounds;
  play(*g, "recruit lady-macbeth");
  EXPECT_EQ(g->co[kRed].pounds, pounds);
  EXPECT_GE(cast_of(*g, kRed, "lady-macbeth"), 0);
  EXPECT_FALSE(g->co[kRed].cast[cast_of(*g, kRed, "lady-macbeth")].extra);
  EXPECT_EQ(g->market[0], kEmpty);
  EXPECT_TRUE(g->co[kRed].recruited);
  EXPECT_EQ(g->current_player(), kBlueP);
  // Back to red later: no recruit is offered any more.
  give_turn(*g, kRed, 2, true);
  for (Action a : g->legal_actions()) EXPECT_EQ(g->action_to_text(a).rfind("recruit", 0), std::string::npos);
}

// Blue activates the Author: two white feathers, one step on Act II and one
// on Act III, and the first place on the initiative track.
TEST(ShakespeareExamples, AuthorTwoWhiteFeathersAndInitiativeDisc) {
  auto g = four_player_day();
  give_turn(*g, kBlueP, 3);
  g->n_initiative = 0;
  play(*g, "activate author");
  EXPECT_EQ(g->pending, Pending::kWhite);
  EXPECT_EQ(g->current_player(), kBlueP);
  play(*g, "advance II");
  play(*g, "advance III");
  EXPECT_EQ(g->pos[0][kBlueP], 1);
  EXPECT_EQ(g->pos[1][kBlueP], 2);
  EXPECT_EQ(g->pos[2][kBlueP], 2);
  ASSERT_EQ(g->n_initiative, 1);
  EXPECT_EQ(g->initiative[0], kBlueP);
  EXPECT_EQ(g->co[kBlueP].cylinders_left, 2);
}

// Yellow's costume maker (6) takes three pink pieces (2+2+2) for Falstaff; the
// complete costume is worth 6: £2. Green + black (5+1) would also have fit.
TEST(ShakespeareExamples, PinkCostumeOnFalstaffPaysTwoPounds) {
  auto g = four_player_day();
  hire(*g, kYellowP, "costume-maker-6a");
  set_offer(*g, kCostumePiece, {1, 3, 0, 0, 1, 0});
  give_turn(*g, kYellowP, 3);
  const int pounds = g->co[kYellowP].pounds;
  play(*g, "activate costume-maker-6a");
  EXPECT_TRUE(legal_text(*g, "costume green on falstaff"));
  EXPECT_TRUE(legal_text(*g, "costume black on falstaff"));
  play(*g, "costume pink on falstaff");
  play(*g, "costume pink on falstaff");
  EXPECT_EQ(g->co[kYellowP].pounds, pounds) << "not complete yet";
  play(*g, "costume pink on falstaff");
  EXPECT_EQ(g->co[kYellowP].pounds, pounds + 2);
  EXPECT_EQ(g->co[kYellowP].cast[cast_of(*g, kYellowP, "falstaff")].n_pieces, 3);
  EXPECT_EQ(g->pending, Pending::kNone) << "the budget of 6 is spent";
}

TEST(ShakespeareExamples, GreenAndBlackAlsoMakeSix) {
  auto g = four_player_day();
  hire(*g, kYellowP, "costume-maker-6a");
  set_offer(*g, kCostumePiece, {1, 3, 0, 0, 1, 0});
  give_turn(*g, kYellowP, 3);
  play(*g, "activate costume-maker-6a");
  play(*g, "costume green on falstaff");
  EXPECT_TRUE(legal_text(*g, "costume black on falstaff"));
  EXPECT_FALSE(legal_text(*g, "costume pink on falstaff")) << "5 + 2 is over 6";
}

// Green's set designer (8): green in the centre (a "+3" token), pink to its
// left (£1); black refused to the right of green (symmetry), allowed
// elsewhere in the bottom row or on top of green and pink, where it goes.
TEST(ShakespeareExamples, GreenPinkBlackSetPlacement) {
  auto g = four_player_day();
  hire(*g, kGreenP, "set-designer-8a");
  set_offer(*g, kSetPiece, {1, 1, 0, 0, 1, 0});
  give_turn(*g, kGreenP, 5);
  Company& c = g->co[kGreenP];
  const int pounds = c.pounds, prestige = c.prestige, supply = g->plus3_supply;
  play(*g, "activate set-designer-8a");
  play(*g, "set green at A3");
  EXPECT_EQ(c.plus3, 1);
  EXPECT_EQ(g->plus3_supply, supply - 1);
  play(*g, "set pink at A2");
  EXPECT_EQ(c.pounds, pounds + 1);
  EXPECT_FALSE(legal_text(*g, "set black at A4")) << "the mirror of a pink must be pink";
  EXPECT_TRUE(legal_text(*g, "set black at A1"));
  EXPECT_TRUE(legal_text(*g, "set black at A5"));
  EXPECT_TRUE(legal_text(*g, "set black at B3"));
  EXPECT_FALSE(legal_text(*g, "set black at B2")) << "B2 rests on A1, still empty";
  play(*g, "set black at B3");
  EXPECT_EQ(c.set[space("B3")], kBlack);
  EXPECT_EQ(c.prestige, prestige) << "black has no effect";
  EXPECT_EQ(c.pounds, pounds + 1);
}

// Red's handyman (4): a purple costume piece on an actor and a black set piece
// bottom left, costume and set in one activation.
TEST(ShakespeareExamples, HandymanPurpleCostumeAndBlackSet) {
  auto g = four_player_day();
  set_offer(*g, kCostumePiece, {0, 0, 1, 0, 0, 0});
  set_offer(*g, kSetPiece, {1, 0, 0, 0, 0, 0});
  give_turn(*g, kRed, 3);
  play(*g, "activate handyman");
  play(*g, "costume purple on author");
  play(*g, "set black at A1");
  EXPECT_EQ(g->co[kRed].cast[cast_of(*g, kRed, "author")].pieces[0], kPurple);
  EXPECT_EQ(g->co[kRed].set[space("A1")], kBlack);
  EXPECT_EQ(g->pending, Pending::kNone) << "3 + 1 spends the handyman's 4";
}

// Green's jeweller: a yellow set piece right of the green one counts as
// symmetric (yellow is a wildcard).
TEST(ShakespeareExamples, JewellerYellowWildcard) {
  auto g = four_player_day();
  hire(*g, kGreenP, "jeweller-a");
  Company& c = g->co[kGreenP];
  c.set[space("A3")] = kGreen;
  c.set[space("A2")] = kPink;
  set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 1});
  give_turn(*g, kGreenP, 2);
  play(*g, "activate jeweller-a");
  EXPECT_TRUE(legal_text(*g, "set yellow at A4"));
  play(*g, "set yellow at A4");
  EXPECT_EQ(c.set[space("A4")], kYellow);
  EXPECT_EQ(g->pending, Pending::kNone) << "a jeweller takes one piece";
  // And a later pink at A2's mirror side... the wildcard also accepts anything opposite.
  EXPECT_TRUE(g->can_place_set(kGreenP, space("A5"), kBlue));
}

// Yellow hires an assistant: the handyman's value is now 5.
TEST(ShakespeareExamples, AssistantRaisesHandymanToFive) {
  auto g = four_player_day();
  const int handyman = cast_of(*g, kYellowP, "handyman");
  EXPECT_EQ(g->craft_value(kYellowP, handyman), 4);
  hire(*g, kYellowP, "assistant-a");
  EXPECT_EQ(g->craft_value(kYellowP, handyman), 5);
  give_turn(*g, kYellowP, 2);
  play(*g, "activate handyman");
  EXPECT_EQ(g->craft_budget, 5);
  EXPECT_FALSE(legal_text(*g, "activate assistant-a"));
}

// Green, alone at the end of the phase, activates the Queen and takes £4.
TEST(ShakespeareExamples, QueenTakesFourPounds) {
  auto g = four_player_day();
  give_turn(*g, kGreenP, 1);
  const int pounds = g->co[kGreenP].pounds;
  play(*g, "activate queen");
  play(*g, "queen pounds");
  EXPECT_EQ(g->co[kGreenP].pounds, pounds + 4);
}

// Two purple set pieces are left: every ambiance drops two spaces; blue lands
// on "£1" and takes it; then every marker goes back to the start space.
TEST(ShakespeareExamples, TwoPurplePiecesLowerEveryAmbianceByTwo) {
  auto g = four_player_day();
  g->phase = Phase::kActions;
  set_offer(*g, kSetPiece, {0, 0, 2, 0, 0, 0});
  g->co[kBlueP].ambiance = 5;
  g->co[kRed].ambiance = 4;
  const int blue_pounds = g->co[kBlueP].pounds, red_pounds = g->co[kRed].pounds;
  const int green_prestige = g->co[kGreenP].prestige;
  g->end_actions();
  g->run();
  EXPECT_EQ(g->co[kBlueP].pounds, blue_pounds + 1);
  EXPECT_EQ(g->co[kRed].pounds, red_pounds) << "red: 4 - 2 = start space, nothing";
  EXPECT_EQ(g->co[kGreenP].prestige, green_prestige - 1) << "green: 2 - 2 = unlit candle";
  for (int s = 0; s < 4; ++s) EXPECT_EQ(g->co[s].ambiance, data().ambiance_start);
}

// Day 4: red rehearses last. Lady Macbeth, Hamlet and an Extra wear complete
// costumes, the Author and Falstaff do not. Lady Macbeth: a step on each act;
// the Extra's white feather goes to Act II; Hamlet: +1 prestige.
TEST(ShakespeareExamples, RehearsalWithLadyMacbethHamletAndAnExtra) {
  auto g = four_player_day();
  Company& c = g->co[kRed];
  const int lm = hire(*g, kRed, "lady-macbeth");
  const int ham = hire(*g, kRed, "hamlet");
  const int ex = hire(*g, kRed, "romeo", true);
  for (int i : {lm, ham, ex}) {
    c.cast[i].n_pieces = 3;
    c.cast[i].pieces = {kBlack, kBlack, kBlack};
  }
  for (int i : {cast_of(*g, kRed, "author"), cast_of(*g, kRed, "falstaff")}) {
    c.cast[i].n_pieces = 2;
    c.cast[i].pieces = {kPink, kPink, -1};
  }
  c.cast[ham].resting = true;  // resting characters rehearse too
  g->day = 4;
  begin_phase(*g, Phase::kRehearsal, {kGreenP, kBlueP, kYellowP, kRed});
  const int prestige = c.prestige;
  g->run();
  ASSERT_EQ(g->current_player(), kRed);
  ASSERT_EQ(g->pending, Pending::kWhite);
  EXPECT_EQ(g->pending_count, 1);
  EXPECT_EQ(g->pos[0][kRed], 2);
  EXPECT_EQ(g->pos[1][kRed], 2);
  EXPECT_EQ(g->pos[2][kRed], 2);
  EXPECT_EQ(c.prestige, prestige + 1) << "Hamlet";
  play(*g, "advance II");
  EXPECT_EQ(g->pos[1][kRed], 3);
  EXPECT_EQ(g->pos[0][kRed], 2);
}

// Act scoring: Act I green on 3 (-1), blue and red on 4 (nothing), yellow on 6
// (£1). Act II red first (+2), blue arrived before green on the same space
// (+1, green nothing), yellow on a grey space (-1). Act III: red and yellow
// nothing, blue on the last space (+3), green +1.
TEST(ShakespeareExamples, ActScoring) {
  auto g = act_scoring_position();
  std::array<int, 4> prestige, pounds;
  for (int s = 0; s < 4; ++s) prestige[s] = g->co[s].prestige, pounds[s] = g->co[s].pounds;
  g->score_acts();
  EXPECT_EQ(g->co[kGreenP].prestige - prestige[kGreenP], -1 + 0 + 1);
  EXPECT_EQ(g->co[kBlueP].prestige - prestige[kBlueP], 0 + 1 + 3);
  EXPECT_EQ(g->co[kRed].prestige - prestige[kRed], 0 + 2 + 0);
  EXPECT_EQ(g->co[kYellowP].prestige - prestige[kYellowP], 0 - 1 + 0);
  EXPECT_EQ(g->co[kYellowP].pounds - pounds[kYellowP], 1);
  EXPECT_EQ(g->co[kBlueP].pounds - pounds[kBlueP], 0);
}

// Rest: green used five cylinders and rests the Queen, Falstaff, the Author
// and the set designer; the jeweller stays available the next day.
TEST(ShakespeareExamples, RestWithFiveCylinders) {
  auto g = four_player_day();
  hire(*g, kGreenP, "set-designer-8a");
  hire(*g, kGreenP, "jeweller-a");
  Company& c = g->co[kGreenP];
  for (const char* id : {"queen", "falstaff", "author", "set-designer-8a", "jeweller-a"})
    c.cast[cast_of(*g, kGreenP, id)].cylinder = true;
  c.cylinders_used = 5;
  begin_phase(*g, Phase::kRest, {kRed, kGreenP, kBlueP, kYellowP});
  g->run();
  ASSERT_EQ(g->current_player(), kGreenP);
  EXPECT_EQ(g->legal_actions().size(), 5u);
  play(*g, "rest all but jeweller-a");
  EXPECT_EQ(g->day, 2);
  int resting = 0;
  for (int i = 0; i < c.n_cast; ++i) resting += c.cast[i].resting;
  EXPECT_EQ(resting, 4);
  EXPECT_FALSE(c.cast[cast_of(*g, kGreenP, "jeweller-a")].resting);
  give_turn(*g, kGreenP, 3);
  EXPECT_TRUE(legal_text(*g, "activate jeweller-a"));
  EXPECT_FALSE(legal_text(*g, "activate queen"));
  EXPECT_FALSE(legal_text(*g, "activate author"));
  EXPECT_TRUE(legal_text(*g, "activate handyman"));
}

}  // namespace
}  // namespace tabula::shakespeare
