// The public log (observation "log"): each event appears when its rule fires,
// nothing hidden enters it before it is public (bids, rest choices, which
// objective is kept), every seat sees the same log, and the bots' search
// copies keep none. Seats: red 0, green 1, blue 2, yellow 3.
#include <algorithm>

#include "core/rng.h"
#include "shakespeare_fixture.h"

namespace tabula::shakespeare {
namespace {

using namespace testing;
using testing::kRed, testing::kGreenP, testing::kBlueP, testing::kYellowP;  // not the engine's colours

Json log_of(const Game& g, int seat = 0) { return g.observation(seat)["log"]; }

// The events from index `from` on, of one type.
std::vector<Json> of_type(const Json& log, const std::string& type, size_t from = 0) {
  std::vector<Json> out;
  for (size_t i = from; i < log.size(); ++i)
    if (log[i]["type"] == type) out.push_back(log[i]);
  return out;
}

TEST(ShakespeareLog, OpensWithDayOneAndTheDraftHires) {
  auto g = new_table(3, 9, "", Json{{"order", {2, 0, 1}}});
  Json log = log_of(*g);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0], (Json{{"type", "day"}, {"day", 1}}));
  const std::string card = data().cards[g->market[0]].id;
  play(*g, "draft " + card);  // seat 1 drafts first (last on the order track)
  log = log_of(*g);
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[1]["type"], "hire");
  EXPECT_EQ(log[1]["seat"], 1);
  EXPECT_EQ(log[1]["card"]["id"], card);
  EXPECT_EQ(log[1]["draft"], true);
  EXPECT_EQ(log[1]["extra"], false);
}

TEST(ShakespeareLog, BidsAppearOnlyOnceAllAreInForEverySeat) {
  auto g = four_player_day();
  g->last_initiative = {kBlueP, kGreenP, kYellowP, kRed};
  const size_t before = log_of(*g).size();
  const char* bids[] = {"bid 2", "bid 5", "bid 3", "bid 3"};
  for (int k = 0; k < 4; ++k) {
    // While bidding: no seat's log mentions a bid, nor grows at all.
    for (int seat = 0; seat < 4; ++seat) {
      const Json log = log_of(*g, seat);
      EXPECT_EQ(log.size(), before) << "seat " << seat << " after " << k << " bids";
      EXPECT_TRUE(of_type(log, "bids").empty());
    }
    play(*g, bids[k]);
  }
  const Json log = log_of(*g, kGreenP);
  const auto revealed = of_type(log, "bids", before);
  ASSERT_EQ(revealed.size(), 1u);
  EXPECT_EQ(revealed[0]["bids"], (Json{2, 5, 3, 3}));
  EXPECT_EQ(revealed[0]["first"], kRed);
  const auto purse = of_type(log, "purse", before);
  ASSERT_EQ(purse.size(), 1u);
  EXPECT_EQ(purse[0]["seat"], kRed);
  EXPECT_EQ(purse[0]["why"], "bid");
  EXPECT_EQ(purse[0]["prestige"], 1);
  EXPECT_EQ(purse[0]["total_prestige"], g->co[kRed].prestige);
}

TEST(ShakespeareLog, RecruitAsExtraNamesTheCard) {
  auto g = four_player_day();
  give_turn(*g, kRed, 2, false);
  const std::string card = data().cards[g->market[1]].id;
  play(*g, "recruit " + card + " as extra");
  const Json e = log_of(*g).back();
  EXPECT_EQ(e["type"], "hire");
  EXPECT_EQ(e["seat"], kRed);
  EXPECT_EQ(e["card"]["id"], card);
  EXPECT_EQ(e["extra"], true);
  EXPECT_EQ(e["draft"], false);
}

TEST(ShakespeareLog, ActivatingTheAuthorAndItsFeathers) {
  auto g = four_player_day();
  give_turn(*g, kBlueP, 3);
  g->n_initiative = 0;
  const size_t before = log_of(*g).size();
  play(*g, "activate author");
  play(*g, "advance II");
  play(*g, "advance III");
  const Json log = log_of(*g);
  ASSERT_EQ(log.size(), before + 3);
  EXPECT_EQ(log[before], (Json{{"type", "activate"}, {"seat", kBlueP}, {"card", log[before]["card"]}, {"plus3", false}}));
  EXPECT_EQ(log[before]["card"]["id"], "author");
  EXPECT_EQ(log[before + 1], (Json{{"type", "act"}, {"seat", kBlueP}, {"act", 1}, {"from", 1}, {"to", 2}}));
  EXPECT_EQ(log[before + 2], (Json{{"type", "act"}, {"seat", kBlueP}, {"act", 2}, {"from", 1}, {"to", 2}}));
}

TEST(ShakespeareLog, StepsOnOneActInOneActionAreOneEntry) {
  auto g = four_player_day();
  give_turn(*g, kRed, 3);
  const size_t before = log_of(*g).size();
  g->log_mark = g->log.size();
  g->advance(kRed, 0);
  g->advance(kRed, 0);
  g->advance(kRed, 2);
  g->retreat(kRed, 2);
  const Json log = log_of(*g);
  ASSERT_EQ(log.size(), before + 1) << "the step on Act III and back cancel out";
  EXPECT_EQ(log[before], (Json{{"type", "act"}, {"seat", kRed}, {"act", 0}, {"from", 1}, {"to", 3}}));
}

TEST(ShakespeareLog, CostumePiecesAndThePayout) {
  auto g = four_player_day();
  hire(*g, kYellowP, "costume-maker-6a");
  set_offer(*g, kCostumePiece, {1, 3, 0, 0, 1, 0});
  give_turn(*g, kYellowP, 3);
  const size_t before = log_of(*g).size();
  play(*g, "activate costume-maker-6a");
  for (int k = 0; k < 3; ++k) play(*g, "costume pink on falstaff");
  const Json log = log_of(*g);
  const auto pieces = of_type(log, "costume", before);
  ASSERT_EQ(pieces.size(), 3u);
  for (const Json& e : pieces) {
    EXPECT_EQ(e["seat"], kYellowP);
    EXPECT_EQ(e["card"]["id"], "falstaff");
    EXPECT_EQ(e["colour"], "pink");
  }
  const auto purse = of_type(log, "purse", before);
  ASSERT_EQ(purse.size(), 1u) << "only the complete costume pays";
  EXPECT_EQ(purse[0]["why"], "costume");
  EXPECT_EQ(purse[0]["pounds"], 2);
  EXPECT_EQ(purse[0]["prestige"], 0);
  EXPECT_EQ(purse[0]["total_pounds"], g->co[kYellowP].pounds);
  EXPECT_EQ(log.back(), purse[0]) << "paid right after the third piece";
}

TEST(ShakespeareLog, SetPiecesTheirEffectsAndThePlusThree) {
  auto g = four_player_day();
  hire(*g, kGreenP, "set-designer-8a");
  set_offer(*g, kSetPiece, {1, 1, 0, 0, 1, 0});
  give_turn(*g, kGreenP, 5);
  const size_t before = log_of(*g).size();
  play(*g, "activate set-designer-8a");
  play(*g, "set green at A3");
  play(*g, "set pink at A2");
  const Json log = log_of(*g);
  ASSERT_EQ(log.size(), before + 5);
  EXPECT_EQ(log[before]["type"], "activate");
  EXPECT_EQ(log[before + 1], (Json{{"type", "set"}, {"seat", kGreenP}, {"space", "A3"}, {"colour", "green"}}));
  EXPECT_EQ(log[before + 2], (Json{{"type", "plus3"}, {"seat", kGreenP}}));
  EXPECT_EQ(log[before + 3], (Json{{"type", "set"}, {"seat", kGreenP}, {"space", "A2"}, {"colour", "pink"}}));
  EXPECT_EQ(log[before + 4]["why"], "set");
  EXPECT_EQ(log[before + 4]["pounds"], 1);
  // The +3 token used later shows on the activation.
  hire(*g, kGreenP, "costume-maker-6a");
  set_offer(*g, kCostumePiece, {1, 0, 0, 0, 0, 0});
  give_turn(*g, kGreenP, 2);
  play(*g, "activate costume-maker-6a with +3");
  const auto act = of_type(log_of(*g), "activate", before + 5);
  ASSERT_EQ(act.size(), 1u);
  EXPECT_EQ(act[0]["plus3"], true);
}

TEST(ShakespeareLog, PassAndTheQueen) {
  auto g = new_table(2, 5, "", Json{{"order", {0, 1}}, {"objectives", {"wardrobe", "candlelight", "act-one"}}});
  finish_draft(*g);
  give_turn(*g, 0, 3);
  const size_t before = log_of(*g).size();
  play(*g, "activate queen");
  play(*g, "queen objectives");
  play(*g, "keep candlelight");
  Json log = log_of(*g, 1);
  ASSERT_GE(log.size(), before + 3);
  EXPECT_EQ(log[before + 1], (Json{{"type", "queen"}, {"seat", 0}, {"choice", "objectives"}}));
  EXPECT_EQ(log[before + 2], (Json{{"type", "objective"}, {"seat", 0}}));
  // Which objective was kept (or drawn) is nowhere in the log.
  EXPECT_EQ(log.dump().find("candlelight"), std::string::npos);
  EXPECT_EQ(log.dump().find("wardrobe"), std::string::npos);
  EXPECT_EQ(log_of(*g, 0), log);
  give_turn(*g, 1, 2);
  const size_t mid = log_of(*g).size();
  play(*g, "activate queen");
  play(*g, "queen pounds");
  give_turn(*g, 1, 1);  // the activation ended seat 1's turn: back to it
  play(*g, "pass");
  log = log_of(*g);
  ASSERT_GE(log.size(), mid + 4);
  EXPECT_EQ(log[mid + 1], (Json{{"type", "queen"}, {"seat", 1}, {"choice", "pounds"}}));
  EXPECT_EQ(log[mid + 2]["why"], "queen");
  EXPECT_EQ(log[mid + 2]["pounds"], 4);
  EXPECT_EQ(log[mid + 3], (Json{{"type", "pass"}, {"seat", 1}}));
}

TEST(ShakespeareLog, AmbianceEffects) {
  auto g = four_player_day();
  set_offer(*g, kSetPiece, {0, 0, 0, 0, 0, 0});
  g->phase = Phase::kActions;
  g->co[0].ambiance = 0;
  g->co[1].ambiance = 2;  // the start space does nothing and is not told
  g->co[2].ambiance = 3;
  g->co[3].ambiance = 5;
  const size_t before = log_of(*g).size();
  g->end_actions();
  g->run();
  const auto amb = of_type(log_of(*g), "ambiance", before);
  ASSERT_EQ(amb.size(), 3u);
  std::map<int, std::string> by_seat;
  for (const Json& e : amb) by_seat[e["seat"].get<int>()] = e["space"];
  EXPECT_EQ(by_seat[0], "unlit-candle");
  EXPECT_EQ(by_seat[2], "pound");
  EXPECT_EQ(by_seat[3], "lit-candle");
}

TEST(ShakespeareLog, RehearsalMovesAndActScoring) {
  auto g = four_player_day();
  Company& c = g->co[kRed];
  const int ham = hire(*g, kRed, "hamlet");
  c.cast[ham].n_pieces = 3;
  c.cast[ham].pieces = {kBlack, kBlack, kBlack};
  g->day = 4;
  begin_phase(*g, Phase::kRehearsal, {kGreenP, kBlueP, kYellowP, kRed});
  const size_t before = log_of(*g).size();
  g->run();
  while (g->pending == Pending::kWhite) g->apply(g->legal_actions()[0]);
  const Json log = log_of(*g);
  const auto purse = of_type(log, "purse", before);
  ASSERT_FALSE(purse.empty());
  EXPECT_EQ(purse[0]["seat"], kRed);
  EXPECT_EQ(purse[0]["why"], "rehearsal");
  EXPECT_EQ(purse[0]["prestige"], data().cards[data().card_index("hamlet")].rehearsal_prestige);
  const auto scoring = of_type(log, "act_scoring", before);
  ASSERT_EQ(scoring.size(), 4u) << "every company is scored";
  for (const Json& e : scoring) {
    const int s = e["seat"];
    EXPECT_EQ(e["total_prestige"], g->co[s].prestige);
    EXPECT_EQ(e["total_pounds"], g->co[s].pounds);
  }
}

TEST(ShakespeareLog, ActScoringOfTheRulebookExample) {
  auto g = act_scoring_position();
  const size_t before = log_of(*g).size();
  g->score_acts();
  const auto scoring = of_type(log_of(*g), "act_scoring", before);
  ASSERT_EQ(scoring.size(), 4u);
  auto row = [&](int s) {
    for (const Json& e : scoring)
      if (e["seat"] == s) return e;
    return Json();
  };
  EXPECT_EQ(row(kGreenP)["grey"], -1);
  EXPECT_EQ(row(kGreenP)["act3_prestige"], 1);
  EXPECT_EQ(row(kBlueP)["act2_prestige"], 1);
  EXPECT_EQ(row(kBlueP)["act3_prestige"], 3);
  EXPECT_EQ(row(kRed)["act2_prestige"], 2);
  EXPECT_EQ(row(kYellowP)["grey"], -1);
  EXPECT_EQ(row(kYellowP)["act1_pounds"], 1);
}

TEST(ShakespeareLog, RestIsToldOnlyOnceEveryoneHasChosen) {
  auto g = four_player_day();
  for (int s : {1, 2})
    g->co[s].cast[0].cylinder = g->co[s].cast[3].cylinder = true, g->co[s].cylinders_used = 2;
  begin_phase(*g, Phase::kRest, {1, 2, 0, 3});
  const size_t before = log_of(*g).size();
  g->run();
  const std::string keep1 = data().cards[g->co[1].cast[0].card].id;
  play(*g, "rest all but " + keep1);
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(log_of(*g, seat).size(), before) << "seat 1's choice is secret";
  const std::string keep2 = data().cards[g->co[2].cast[3].card].id;
  play(*g, "rest all but " + keep2);
  const Json log = log_of(*g, 3);
  const auto rest = of_type(log, "rest", before);
  ASSERT_EQ(rest.size(), 2u);
  EXPECT_EQ(rest[0]["seat"], 1);
  EXPECT_EQ(rest[0]["n"], 1);
  EXPECT_EQ(rest[0]["awake"]["id"], keep1);
  EXPECT_EQ(rest[1]["awake"]["id"], keep2);
  EXPECT_EQ(log.back(), (Json{{"type", "day"}, {"day", 2}}));
}

TEST(ShakespeareLog, FinalScoresAndOver) {
  Json order = Json::array({0, 1});
  auto g = new_table(2, 3, "", Json{{"order", order}});
  finish_draft(*g);
  Company& c = g->co[0];
  c.n_cast = 4;
  c.set[space("A3")] = kYellow;
  hire(*g, 0, "macbeth");  // £5, unpaid
  c.pounds = 0;
  g->end_game();
  const Json log = log_of(*g);
  const auto fin = of_type(log, "final");
  ASSERT_EQ(fin.size(), 2u);
  EXPECT_EQ(fin[0]["seat"], 0);
  EXPECT_EQ(fin[0]["yellow_points"], 1);
  EXPECT_EQ(fin[0]["unpaid"], 1);
  EXPECT_EQ(fin[0]["prestige"], c.prestige);
  Json winners = Json::array();
  for (int w : g->winners()) winners.push_back(w);
  EXPECT_EQ(log.back(), (Json{{"type", "over"}, {"winners", winners}}));
}

TEST(ShakespeareLog, SoloNeutralDiscsAndTheOneOrTwoCylinderBonus) {
  auto g = new_table(1, 4);
  finish_draft(*g);
  ASSERT_EQ(g->phase, Phase::kActions);
  give_turn(*g, 0, 5);  // recruited already: free to stop
  const size_t before = log_of(*g).size();
  play(*g, "activate author");
  while (g->current_player() == 0 && g->pending != Pending::kNone) g->apply(g->legal_actions()[0]);
  play(*g, "pass");
  const auto purse = of_type(log_of(*g), "purse", before);
  bool solo = false;
  for (const Json& e : purse) solo |= e["why"] == "solo";
  EXPECT_TRUE(solo);
  // After the first rehearsal the neutral discs go to space 8.
  g->day = 4;
  g->phase = Phase::kRehearsal;
  g->pending = Pending::kNone;
  g->step = 1;
  g->run();
  const auto neutral = of_type(log_of(*g), "neutral", before);
  ASSERT_EQ(neutral.size(), 3u);
  for (const Json& e : neutral) EXPECT_EQ(e["to"], 8);
}

TEST(ShakespeareLog, EverySeatSeesTheSameLogAndAGameEndsWithOver) {
  for (int players = 1; players <= 4; ++players) {
    for (const char* variant : {"", "strategic-rest"}) {
      if (players == 1 && std::string(variant) == "strategic-rest") continue;
      Options o;
      o.players = players;
      o.variant = variant;
      Game g(o, 11 + players);
      Rng rng(5);
      int days = 1;
      while (!g.is_terminal()) {
        std::vector<Action> legal = g.legal_actions();
        g.apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
        if (g.phase == Phase::kBid) {
          // Mid-bid: no bid of this day is in anyone's log.
          const Json log = g.observation(0)["log"];
          size_t last_day = 0;
          for (size_t i = 0; i < log.size(); ++i)
            if (log[i]["type"] == "day") last_day = i;
          EXPECT_TRUE(of_type(log, "bids", last_day).empty());
        }
        days = g.day;
      }
      const Json log = g.observation(0)["log"];
      for (int s = 1; s < players; ++s) EXPECT_EQ(g.observation(s)["log"], log);
      EXPECT_EQ(log.back()["type"], "over");
      EXPECT_EQ(of_type(log, "day").size(), static_cast<size_t>(days));
      EXPECT_EQ(of_type(log, "final").size(), static_cast<size_t>(players));
      EXPECT_EQ(of_type(log, "rehearsal").size(), 2u);
      EXPECT_EQ(of_type(log, "act_scoring").size(), static_cast<size_t>(2 * players));
      if (players > 1) EXPECT_EQ(of_type(log, "bids").size(), static_cast<size_t>(days));
      // The purse entries add up: each one's totals are the seat's at that moment,
      // and the last total a seat shows before the end matches the final breakdown.
      for (const Json& e : of_type(log, "final")) EXPECT_EQ(e["prestige"], g.co[e["seat"].get<int>()].prestige);
    }
  }
}

TEST(ShakespeareLog, ResampleKeepsTheLogSearchCopiesKeepNone) {
  auto g = four_player_day();
  play(*g, "bid 2");
  Rng rng(3);
  auto r = g->resample(1, rng);
  EXPECT_EQ(r->observation(1)["log"], g->observation(1)["log"]) << "undo compares these";
  Game copy = *g;
  copy.drop_log();
  for (int k = 0; k < 3; ++k) copy.apply(copy.legal_actions()[0]);
  EXPECT_TRUE(copy.observation(0)["log"].empty());
  EXPECT_TRUE(copy.log.empty());
  EXPECT_FALSE(g->observation(0)["log"].empty());
}

}  // namespace
}  // namespace tabula::shakespeare
