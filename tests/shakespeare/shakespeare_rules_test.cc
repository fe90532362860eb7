// One test per rule of Shakespeare (beyond the rulebook examples), and the
// decisions of engine/shakespeare/README.md.
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using namespace testing;

bool legal_text(const Game& g, const std::string& text) {
  std::string why;
  return g.text_to_action(text, &why).has_value();
}

std::unique_ptr<Game> day_one(int players = 4, const std::string& variant = "") {
  Json order = Json::array();
  for (int s = 0; s < players; ++s) order.push_back(s);
  auto g = new_table(players, 3, variant, Json{{"order", order}});
  finish_draft(*g);
  return g;
}

TEST(ShakespeareRules, SetupGivesTheStartingBoard) {
  auto g = new_table(4, 9, "", Json{{"order", {2, 0, 3, 1}}});
  EXPECT_EQ(g->phase, Phase::kDraft);
  EXPECT_EQ(g->n_market, 6);
  for (int k = 0; k < 2; ++k) {
    int offered = 0;
    for (int c = 0; c < kColours; ++c) offered += g->offer[k][c];
    EXPECT_EQ(offered, 12);
  }
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(g->co[s].prestige, 5);
    EXPECT_EQ(g->co[s].ambiance, 2);
    EXPECT_EQ(g->co[s].n_cast, 4);
    for (int a = 0; a < kActs; ++a) EXPECT_EQ(g->pos[a][s], 1);
  }
  EXPECT_EQ(g->plus3_supply, 8);
  // Initiative from setup follows the order track.
  for (int i = 0; i < 4; ++i) EXPECT_EQ(g->initiative[i], g->order[i]);
}

TEST(ShakespeareRules, DraftGoesFromLastOnTheOrderTrackToFirst) {
  auto g = new_table(3, 9, "", Json{{"order", {2, 0, 1}}});
  EXPECT_EQ(g->current_player(), 1);
  g->apply(g->legal_actions()[0]);
  EXPECT_EQ(g->current_player(), 0);
  g->apply(g->legal_actions()[0]);
  EXPECT_EQ(g->current_player(), 2);
  g->apply(g->legal_actions()[0]);
  EXPECT_EQ(g->phase, Phase::kBid);
  EXPECT_EQ(g->n_discard, 2) << "leftover draft cards are discarded";
  EXPECT_EQ(g->n_market, 5);
  for (int s = 0; s < 3; ++s) EXPECT_EQ(g->co[s].n_cast, 5);
}

TEST(ShakespeareRules, BidsAreOneToFiveAndHiddenUntilAllAreIn) {
  auto g = day_one();
  EXPECT_EQ(g->legal_actions().size(), 5u);
  play(*g, "bid 4");
  Json seen = g->observation(1);
  EXPECT_TRUE(seen["companies"][0]["has_bid"].get<bool>());
  EXPECT_TRUE(seen["companies"][0]["bid"].is_null());
  EXPECT_EQ(g->observation(0)["companies"][0]["bid"], 4);
  play(*g, "bid 1");
  play(*g, "bid 1");
  play(*g, "bid 1");
  EXPECT_EQ(g->observation(1)["companies"][0]["bid"], 4);
}

TEST(ShakespeareRules, RecruitingIsMandatoryBeforePassing) {
  auto g = day_one();
  give_turn(*g, 0, 2, false);
  EXPECT_FALSE(legal_text(*g, "pass"));
  g->apply(g->legal_actions()[0]);  // a recruit
  give_turn(*g, 0, 2, true);
  EXPECT_TRUE(legal_text(*g, "pass"));
}

TEST(ShakespeareRules, RecruitAsExtraIsFreeAndNeverActivated) {
  auto g = day_one();
  give_turn(*g, 0, 2, false);
  const int card = g->market[0];
  play(*g, "recruit " + data().cards[card].id + " as extra");
  const int i = g->co[0].n_cast - 1;
  EXPECT_TRUE(g->co[0].cast[i].extra);
  give_turn(*g, 0, 2, true);
  EXPECT_FALSE(g->can_activate(0, i));
  EXPECT_TRUE(g->holds_costume(0, i));
  g->co[0].cast[4].extra = true;  // the drafted card, made free for this test
  g->end_game();
  EXPECT_EQ(g->co[0].unpaid, 0);
}

TEST(ShakespeareRules, RecruitedCharacterIsUsableAtOnce) {
  auto g = day_one();
  give_turn(*g, 0, 2, false);
  g->market[0] = static_cast<int8_t>(data().card_index("queen-2"));
  play(*g, "recruit queen-2");
  give_turn(*g, 0, 2, true);
  EXPECT_TRUE(legal_text(*g, "activate queen-2"));
}

TEST(ShakespeareRules, ActivatedOrRestingCharactersAreNotFree) {
  auto g = day_one();
  give_turn(*g, 0, 3);
  play(*g, "activate queen");
  play(*g, "queen pounds");
  give_turn(*g, 0, 2);
  EXPECT_FALSE(legal_text(*g, "activate queen"));
  g->co[0].cast[cast_of(*g, 0, "falstaff")].resting = true;
  EXPECT_FALSE(legal_text(*g, "activate falstaff"));
}

TEST(ShakespeareRules, ActorFeathersMoveByColour) {
  auto g = day_one();
  hire(*g, 0, "macbeth");
  give_turn(*g, 0, 2);
  play(*g, "activate macbeth");
  EXPECT_EQ(g->pos[0][0], 2);
  EXPECT_EQ(g->pos[1][0], 2);
  EXPECT_EQ(g->pos[2][0], 2);
}

TEST(ShakespeareRules, ActorPowers) {
  auto g = day_one();
  hire(*g, 0, "beatrice");
  hire(*g, 0, "iago");
  give_turn(*g, 0, 3);
  const int pounds = g->co[0].pounds;
  play(*g, "activate beatrice");
  EXPECT_EQ(g->co[0].pounds, pounds + 2);
  give_turn(*g, 0, 2);
  play(*g, "activate iago");
  EXPECT_EQ(g->co[1].ambiance, 1);
  EXPECT_EQ(g->co[0].ambiance, 2);
}

TEST(ShakespeareRules, OnlyTheFirstActorActivationPlacesTheInitiativeDisc) {
  auto g = day_one();
  g->n_initiative = 0;
  give_turn(*g, 2, 3);
  play(*g, "activate falstaff");
  give_turn(*g, 1, 3);
  play(*g, "activate queen");
  play(*g, "queen pounds");
  EXPECT_EQ(g->n_initiative, 1) << "the Queen is no actor";
  give_turn(*g, 2, 2);
  play(*g, "activate author");
  EXPECT_EQ(g->n_initiative, 1);
}

TEST(ShakespeareRules, PlayersWithoutActorsFollowOnInitiativeInTurnOrder) {
  auto g = day_one();
  g->order = {3, 1, 0, 2};
  g->initiative = {2, 0, 0, 0};
  g->n_initiative = 1;
  g->end_actions();
  EXPECT_EQ(g->initiative[0], 2);
  EXPECT_EQ(g->initiative[1], 3);
  EXPECT_EQ(g->initiative[2], 1);
  EXPECT_EQ(g->initiative[3], 0);
}

TEST(ShakespeareRules, PassingEndsThePhaseForThatPlayer) {
  auto g = day_one(2);
  play(*g, "bid 3");
  play(*g, "bid 5");
  const int first = g->current_player();
  g->apply(g->legal_actions()[0]);  // recruit
  const int second = g->current_player();
  EXPECT_NE(first, second);
  g->apply(g->legal_actions()[0]);  // recruit
  ASSERT_EQ(g->current_player(), first);
  play(*g, "pass");
  EXPECT_EQ(g->current_player(), second) << "the other plays alone to the end";
  give_turn(*g, second, 1);
  play(*g, "activate queen");
  play(*g, "queen pounds");
  EXPECT_EQ(g->day, 2) << "phase 2 ended; nobody had two characters to rest";
  EXPECT_EQ(g->phase, Phase::kBid);
}

TEST(ShakespeareRules, PlusThreeRaisesACraftsmanOnceAndNotActors) {
  auto g = day_one();
  g->co[0].plus3 = 2;
  g->plus3_supply = 6;
  give_turn(*g, 0, 3);
  EXPECT_TRUE(legal_text(*g, "activate handyman with +3"));
  EXPECT_FALSE(legal_text(*g, "activate falstaff with +3"));
  EXPECT_FALSE(legal_text(*g, "activate queen with +3"));
  play(*g, "activate handyman with +3");
  EXPECT_EQ(g->craft_budget, 7) << "one token at a time";
  EXPECT_EQ(g->co[0].plus3, 1);
  EXPECT_EQ(g->plus3_supply, 7);
}

TEST(ShakespeareRules, PlusThreeGainedIsNotUsedInTheSameAction) {
  auto g = day_one();
  hire(*g, 0, "set-designer-6a");
  set_offer(*g, kSetPiece, {3, 0, 0, 0, 1, 0});
  give_turn(*g, 0, 3);
  EXPECT_FALSE(legal_text(*g, "activate set-designer-6a with +3"));
  play(*g, "activate set-designer-6a");
  play(*g, "set green at A3");
  EXPECT_EQ(g->co[0].plus3, 1);
  EXPECT_EQ(g->craft_budget, 1) << "the new token does not raise this activation";
}

TEST(ShakespeareRules, NoPlusThreeLeftNoneGained) {
  auto g = day_one();
  g->plus3_supply = 0;
  g->co[1].plus3 = 8;
  g->place_set(0, space("A3"), kGreen);
  EXPECT_EQ(g->co[0].plus3, 0);
}

TEST(ShakespeareRules, CostumePiecesStayAndSeveralCostumesAtOnce) {
  auto g = day_one();
  hire(*g, 0, "costume-maker-8a");
  set_offer(*g, kCostumePiece, {3, 1, 0, 0, 0, 0});
  give_turn(*g, 0, 3);
  play(*g, "activate costume-maker-8a");
  play(*g, "costume black on author");
  play(*g, "costume black on falstaff");
  play(*g, "costume pink on author");
  EXPECT_EQ(g->co[0].cast[0].n_pieces, 2);
  EXPECT_EQ(g->co[0].cast[1].n_pieces, 1);
  EXPECT_FALSE(legal_text(*g, "costume black on handyman")) << "craftsmen wear no costume";
}

TEST(ShakespeareRules, CostumeBelowSixPaysNothingPreciousPaysPrestige) {
  auto g = day_one();
  const int pounds = g->co[0].pounds, prestige = g->co[0].prestige;
  for (int c : {kBlack, kBlack, kPink}) g->place_costume(0, 0, c);
  EXPECT_EQ(g->co[0].pounds, pounds);
  EXPECT_EQ(g->co[0].prestige, prestige);
  for (int c : {kGreen, kGreen, kGreen}) g->place_costume(0, 1, c);
  EXPECT_EQ(g->co[0].pounds, pounds) << "a precious costume pays no money";
  EXPECT_GT(g->co[0].prestige, prestige);
}

TEST(ShakespeareRules, YellowCountsThreeInACostume) {
  auto g = day_one();
  const int pounds = g->co[0].pounds;
  for (int c : {kYellow, kBlack, kPink}) g->place_costume(0, 0, c);  // 3+1+2 = 6
  EXPECT_EQ(g->co[0].pounds, pounds + 2);
}

TEST(ShakespeareRules, APieceThatCannotBePlacedCannotBeTaken) {
  auto g = day_one();
  for (int i = 0; i < 2; ++i) {  // every costume holder complete
    g->co[0].cast[i].n_pieces = 3;
    g->co[0].cast[i].pieces = {kBlack, kBlack, kBlack};
  }
  for (int i = 4; i < g->co[0].n_cast; ++i) g->co[0].cast[i].card = static_cast<int8_t>(data().card_index("assistant-a"));
  hire(*g, 0, "costume-maker-6a");
  set_offer(*g, kCostumePiece, {3, 0, 0, 0, 0, 0});
  give_turn(*g, 0, 2);
  play(*g, "activate costume-maker-6a");
  EXPECT_EQ(g->pending, Pending::kNone) << "nothing can be taken";
  EXPECT_EQ(g->offer[kCostumePiece][kBlack], 3);
}

TEST(ShakespeareRules, SetIsBuiltBottomUpOnTwoSupports) {
  auto g = day_one();
  EXPECT_FALSE(g->can_place_set(0, space("B3"), kBlack));
  g->place_set(0, space("A2"), kBlack);
  EXPECT_FALSE(g->can_place_set(0, space("B3"), kBlack));
  g->place_set(0, space("A3"), kBlack);
  EXPECT_TRUE(g->can_place_set(0, space("B3"), kBlack));
  // A virtual piece holds up the edge: B1 rests on A-left (virtual) and A1.
  EXPECT_FALSE(g->can_place_set(0, space("B1"), kBlack));
  g->place_set(0, space("A1"), kBlack);
  EXPECT_TRUE(g->can_place_set(0, space("B1"), kBlack));
  EXPECT_FALSE(g->can_place_set(0, space("A-left"), kBlack)) << "virtual pieces are never covered";
}

TEST(ShakespeareRules, SetColoursAreMirrored) {
  auto g = day_one();
  g->place_set(0, space("A1"), kBlue);
  EXPECT_FALSE(g->can_place_set(0, space("A5"), kPink));
  EXPECT_TRUE(g->can_place_set(0, space("A5"), kBlue));
  EXPECT_TRUE(g->can_place_set(0, space("A5"), kYellow));
  EXPECT_TRUE(g->can_place_set(0, space("A3"), kPink)) << "the centre column has no mirror";
}

TEST(ShakespeareRules, CandleGivesPrestigeWhenCovered) {
  auto g = day_one();
  g->place_set(0, space("A1"), kBlack);
  const int prestige = g->co[0].prestige;
  g->place_set(0, space("B1"), kBlack);  // a candle
  EXPECT_EQ(g->co[0].prestige, prestige + 1);
}

TEST(ShakespeareRules, SetColourEffects) {
  auto g = day_one();
  const int pounds = g->co[0].pounds;
  g->place_set(0, space("A1"), kPink);
  EXPECT_EQ(g->co[0].pounds, pounds + 1);
  g->place_set(0, space("A2"), kPurple);
  EXPECT_EQ(g->co[0].ambiance, 2);
  EXPECT_EQ(g->co[1].ambiance, 1);
  EXPECT_EQ(g->co[3].ambiance, 1);
  g->place_set(0, space("A3"), kBlue);
  EXPECT_EQ(g->co[0].ambiance, 4);
  g->place_set(0, space("A4"), kBlue);
  EXPECT_EQ(g->co[0].ambiance, 5) << "markers stop at the end";
}

TEST(ShakespeareRules, AmbianceTrackEffects) {
  auto g = day_one();
  set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 0});
  g->pos[0][1] = 4;  // seat 1 has advanced on Act I only
  g->co[0].ambiance = 0;
  g->co[1].ambiance = 1;
  g->co[2].ambiance = 3;
  g->co[3].ambiance = 5;
  std::array<int, 4> prestige, pounds;
  for (int s = 0; s < 4; ++s) prestige[s] = g->co[s].prestige, pounds[s] = g->co[s].pounds;
  g->end_actions();
  g->run();
  EXPECT_EQ(g->co[0].prestige, prestige[0] - 1);
  EXPECT_EQ(g->pos[0][1], 3) << "grey feather: a step back where it had advanced";
  EXPECT_EQ(g->co[2].pounds, pounds[2] + 1);
  EXPECT_EQ(g->co[3].prestige, prestige[3] + 1);
}

TEST(ShakespeareRules, WhiteFeatherOnTheAmbianceTrackIsAChoice) {
  auto g = day_one();
  set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 0});
  g->co[2].ambiance = 4;
  g->end_actions();
  g->run();
  ASSERT_EQ(g->current_player(), 2);
  ASSERT_EQ(g->pending, Pending::kWhite);
  play(*g, "advance III");
  EXPECT_EQ(g->pos[2][2], 2);
}

TEST(ShakespeareRules, StacksRankTheFirstArrivalAhead) {
  auto g = day_one();
  g->advance(1, 1);
  g->advance(2, 1);
  EXPECT_TRUE(g->ahead(1, 1, 2));
  g->advance(2, 1);
  g->advance(1, 1);
  EXPECT_TRUE(g->ahead(1, 2, 1));
  g->retreat(2, 1);
  g->retreat(1, 1);
  EXPECT_TRUE(g->ahead(1, 2, 1)) << "moving back onto a stack also goes on top";
  g->advance(3, 1);
  EXPECT_TRUE(g->ahead(1, 2, 3));
}

TEST(ShakespeareRules, TrackEndStopsAndStacks) {
  auto g = day_one();
  g->pos[0][0] = 10;
  g->advance(0, 0);
  EXPECT_EQ(g->pos[0][0], 10);
  g->pos[0][1] = 9;
  g->advance(1, 0);
  EXPECT_TRUE(g->ahead(0, 0, 1));
  // A white feather with only one act open goes there without a question.
  g->pos[1][0] = 10;
  g->pos[2][0] = 10;
  g->pos[0][0] = 5;
  g->decider = 0;
  g->pending = Pending::kWhite;
  g->pending_count = 2;
  g->resolve_whites();
  EXPECT_EQ(g->pos[0][0], 7);
  EXPECT_EQ(g->pending, Pending::kNone);
}

TEST(ShakespeareRules, ActPayoutsAreNotCumulative) {
  auto g = day_one();
  g->pos[0][0] = 7;
  g->pos[2][0] = 8;
  const int pounds = g->co[0].pounds, prestige = g->co[0].prestige;
  g->score_acts();
  EXPECT_EQ(g->co[0].pounds, pounds + 3);
  // Act II: seat 0 on 1 loses 1; Act III +2; seat 0 ranks first/second on II? all on 1.
  const int act2 = g->rank_on(1, 0) == 0 ? 2 : g->rank_on(1, 0) == 1 ? 1 : 0;
  EXPECT_EQ(g->co[0].prestige, prestige + 2 - 1 + act2);
}

TEST(ShakespeareRules, IncompleteCostumesDoNotRehearse) {
  auto g = day_one();
  g->co[0].cast[1].n_pieces = 2;  // Falstaff
  g->start_rehearsal_for(0);
  EXPECT_EQ(g->pos[0][0], 1);
  g->co[0].cast[1].n_pieces = 3;
  g->start_rehearsal_for(0);
  EXPECT_EQ(g->pos[0][0], 2);
  EXPECT_EQ(g->pos[1][0], 2);
}

TEST(ShakespeareRules, VioláRehearsalPaysAndDoesNotMove) {
  auto g = day_one();
  const int v = hire(*g, 0, "viola");
  g->co[0].cast[v].n_pieces = 3;
  const int pounds = g->co[0].pounds;
  g->start_rehearsal_for(0);
  EXPECT_EQ(g->co[0].pounds, pounds + data().cards[data().card_index("viola")].rehearsal_pounds);
  for (int a = 0; a < kActs; ++a) EXPECT_EQ(g->pos[a][0], 1);
}

TEST(ShakespeareRules, RehearsalsOnlyOnDaysFourAndSix) {
  auto g = day_one(2);
  int rehearsals = 0, last_day = 0;
  Rng rng(3);
  while (!g->is_terminal()) {
    const Phase before = g->phase;
    std::vector<Action> legal = g->legal_actions();
    g->apply(legal[rng.below(static_cast<int>(legal.size()))]);
    if (before != Phase::kRehearsal && g->phase == Phase::kRehearsal) ++rehearsals;
    last_day = g->day;
  }
  EXPECT_EQ(last_day, 6);
  EXPECT_LE(rehearsals, 2);
}

TEST(ShakespeareRules, MaintenanceRenewsCardsAndPieces) {
  auto g = day_one();
  const int discards = g->n_discard;
  int left = 0;
  for (int i = 0; i < g->n_market; ++i) left += g->market[i] >= 0;
  g->offer[kSetPiece][kBlack] += 0;
  int leftover = 0;
  for (int c = 0; c < kColours; ++c) leftover += g->offer[kSetPiece][c];
  g->maintenance();
  EXPECT_EQ(g->n_discard, discards + left);
  int spent = 0, offered = 0;
  for (int c = 0; c < kColours; ++c) spent += g->spent[kSetPiece][c], offered += g->offer[kSetPiece][c];
  EXPECT_EQ(spent, leftover);
  EXPECT_EQ(offered, 12);
  EXPECT_EQ(g->n_market, 6);
}

TEST(ShakespeareRules, EmptyDeckIsRebuiltFromTheDiscards) {
  auto g = day_one();
  // Move the whole deck to the discard pile.
  while (g->n_deck > 0) g->discard[g->n_discard++] = g->deck[--g->n_deck];
  const int pile = g->n_discard;
  const int c = g->draw_card();
  EXPECT_GE(c, data().starting_count);
  EXPECT_EQ(g->n_discard, 0);
  EXPECT_EQ(g->n_deck, pile - 1);
}

TEST(ShakespeareRules, RestTokensOnlyOnActivatedCharacters) {
  auto g = day_one();
  auto& c = g->co[1];
  c.cast[0].cylinder = c.cast[3].cylinder = true;
  c.cylinders_used = 2;
  begin_phase(*g, Phase::kRest, {1, 0, 2, 3});
  g->run();
  ASSERT_EQ(g->current_player(), 1);
  EXPECT_EQ(g->legal_actions().size(), 2u);
  play(*g, "rest all but queen");
  EXPECT_TRUE(c.cast[0].resting);
  EXPECT_FALSE(c.cast[3].resting);
  EXPECT_FALSE(c.cast[1].resting);
}

TEST(ShakespeareRules, StandardRestIsSecretStrategicRestIsOpen) {
  for (const char* variant : {"", "strategic-rest"}) {
    auto g = day_one(4, variant);
    for (int s : {1, 2})
      g->co[s].cast[0].cylinder = g->co[s].cast[3].cylinder = true, g->co[s].cylinders_used = 2;
    begin_phase(*g, Phase::kRest, {1, 2, 0, 3});
    g->run();
    play(*g, "rest all but author");
    Json seen = g->observation(2)["companies"][1];
    EXPECT_TRUE(seen["rest_chosen"].get<bool>());
    if (std::string(variant).empty()) EXPECT_FALSE(seen.contains("rest_keep"));
    else EXPECT_EQ(seen["rest_keep"], "author");
  }
}

TEST(ShakespeareRules, QueenDrawsThreeObjectivesKeepsOne) {
  auto g = new_table(2, 5, "", Json{{"order", {0, 1}}, {"objectives", {"wardrobe", "candlelight", "act-one"}}});
  finish_draft(*g);
  give_turn(*g, 0, 2);
  play(*g, "activate queen");
  play(*g, "queen objectives");
  EXPECT_EQ(g->observation(0)["drawn"], Json({"wardrobe", "candlelight", "act-one"}));
  EXPECT_FALSE(g->observation(1).contains("drawn"));
  play(*g, "keep candlelight");
  EXPECT_EQ(g->co[0].n_objectives, 1);
  EXPECT_EQ(g->n_obj_deck, 9);
  EXPECT_EQ(data().objectives[g->obj_deck[7]].id, "wardrobe") << "the others go to the bottom";
  EXPECT_EQ(data().objectives[g->obj_deck[8]].id, "act-one");
  EXPECT_EQ(g->observation(0)["objective_deck_known"].size(), 2u);
  EXPECT_TRUE(g->observation(1)["companies"][0]["objectives"].is_null());
}

TEST(ShakespeareRules, EndScoringObjectivesYellowAndPaying) {
  auto g = day_one(2);
  Company& c = g->co[0];
  c.n_cast = 4;  // only the starting characters (the drafted card is set aside)
  c.objectives[c.n_objectives++] = static_cast<int8_t>(data().objective_index("crowd-scene"));
  hire(*g, 0, "romeo", true);  // two Extras: 1 prestige from the objective
  hire(*g, 0, "puck", true);
  hire(*g, 0, "macbeth");      // £5
  hire(*g, 0, "ophelia");      // £1
  hire(*g, 0, "hamlet");       // £3
  c.cast[0].pieces = {kYellow, -1, -1};
  c.cast[0].n_pieces = 1;  // an incomplete costume's yellow counts too
  c.set[space("A3")] = kYellow;
  c.pounds = 5;
  const int prestige = c.prestige;
  g->end_game();
  EXPECT_EQ(c.objective_points, 1);
  EXPECT_EQ(c.yellow_points, 2);
  EXPECT_EQ(c.unpaid, 1) << "pay Ophelia and Hamlet (4), not Macbeth";
  EXPECT_EQ(c.pounds, 1);
  EXPECT_EQ(c.prestige, prestige + 1 + 2 - 2);
  EXPECT_TRUE(g->is_terminal());
}

TEST(ShakespeareRules, TiesGoToThePoundsLeft) {
  auto g = day_one(3);
  g->end_game();
  for (int s = 0; s < 3; ++s) g->co[s].prestige = 20, g->co[s].pounds = 0;
  g->co[1].pounds = 3;
  EXPECT_EQ(g->winners(), std::vector<int>({1}));
  g->co[2].pounds = 3;
  EXPECT_EQ(g->winners(), std::vector<int>({1, 2}));
}

// ---- the solo variant ------------------------------------------------------

TEST(ShakespeareSolo, NoBidsAndFiveCylinders) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  EXPECT_EQ(g->phase, Phase::kActions);
  EXPECT_EQ(g->co[0].cylinders_left, 5);
  EXPECT_EQ(g->n_market, 4);
  int offered = 0;
  for (int c = 0; c < kColours; ++c) offered += g->offer[kSetPiece][c];
  EXPECT_EQ(offered, 6);
  for (int a = 0; a < kActs; ++a) EXPECT_EQ(g->pos[a][kNeutral], 4);
}

TEST(ShakespeareSolo, StoppingWithOneOrTwoCylindersScoresOne) {
  for (int used : {0, 1, 2, 3}) {
    auto g = new_table(1, 4);
    finish_draft(*g);
    set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 0});  // no purple: the ambiance stays put
    g->apply(g->legal_actions()[0]);                 // recruit
    const int prestige = g->co[0].prestige;
    const char* ids[] = {"queen", "handyman", "falstaff"};
    for (int k = 0; k < used; ++k) {
      play(*g, std::string("activate ") + ids[k]);
      while (g->pending != Pending::kNone) g->apply(g->legal_actions().back());  // "done", a keep...
    }
    play(*g, "pass");
    const int bonus = used == 1 || used == 2 ? 1 : 0;
    EXPECT_EQ(g->co[0].prestige, prestige + bonus) << used << " cylinders";
  }
}

TEST(ShakespeareSolo, ActTwoRanksAgainstTheNeutralDisc) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  g->pos[1][0] = 5;
  EXPECT_EQ(g->rank_on(1, 0), 0);
  g->pos[1][0] = 4;
  g->stamp[1][0] = ++g->stamp_clock;
  EXPECT_EQ(g->rank_on(1, 0), 1) << "the neutral disc was there first";
  const int prestige = g->co[0].prestige;
  g->score_acts();
  EXPECT_EQ(g->co[0].prestige, prestige - 2 + 1);  // grey on I and III, second on II
}

TEST(ShakespeareSolo, NeutralDiscsMoveToEightAfterTheFirstRehearsal) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  g->day = 4;
  begin_phase(*g, Phase::kRehearsal, {0});
  g->run();
  for (int a = 0; a < kActs; ++a) EXPECT_EQ(g->pos[a][kNeutral], 8);
  EXPECT_EQ(g->day, 5);
}

TEST(ShakespeareSolo, FirstInActsObjectiveComparesWithNeutralDiscs) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  g->pos[0][0] = 9;
  g->pos[1][0] = 3;
  g->pos[2][0] = 6;
  for (int a = 0; a < kActs; ++a) g->pos[a][kNeutral] = 8;
  EXPECT_EQ(g->objective_score(0, data().objective_index("first-in-acts")), 1);
}

TEST(ShakespeareRules, OptionsAreChecked) {
  const GameInfo info = game_info();
  Options o;
  o.players = 5;
  EXPECT_TRUE(info.check_options(o));
  o.players = 1;
  o.variant = "strategic-rest";
  EXPECT_TRUE(info.check_options(o));
  o.variant = "";
  EXPECT_FALSE(info.check_options(o));
  o.settings = Json{{"deck", {"nobody"}}};
  EXPECT_TRUE(info.check_options(o));
}

TEST(ShakespeareRules, ResampleKeepsTheSeatsView) {
  for (int players = 1; players <= 4; ++players) {
    auto g = new_table(players, 21);
    Rng rng(4);
    int k = 0;
    while (!g->is_terminal()) {
      if (++k % 5 == 0) {
        const int seat = g->current_player();
        auto r = g->resample(seat, rng);
        ASSERT_EQ(r->observation(seat), g->observation(seat)) << g->move_number();
        ASSERT_EQ(r->legal_actions(), g->legal_actions());
      }
      std::vector<Action> legal = g->legal_actions();
      g->apply(legal[rng.below(static_cast<int>(legal.size()))]);
    }
  }
}

}  // namespace
}  // namespace tabula::shakespeare
