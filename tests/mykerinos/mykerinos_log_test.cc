// The public log (observation "log"): every cube, patron, pass, ranking,
// card and room in the order it happened, one entry per turn's cubes, the
// same for every seat, and none kept by the bots' search copies.
#include <gtest/gtest.h>

#include "mykerinos_fixture.h"

namespace tabula::mykerinos {
namespace {

using namespace testing;
constexpr int kBlue = 0, kRed = 1, kGreen = 2, kWhite = 3;
const std::vector<int> kDeck = {1, 3, 0, 2, 4, 5, 8, 9};

Json last_event(const MykerinosState& s) { return s.observation(0)["log"].back(); }

TEST(MykerinosLog, OpensWithSeasonOne) {
  MykerinosState s = make_table(4, kDeck, kBlue);
  const Json log = s.observation(0)["log"];
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0], (Json{{"type", "season"}, {"n", 1}}));
}

TEST(MykerinosLog, EachCubeIsAnEntryTheTurnsFurtherCubesMarked) {
  MykerinosState s = make_table(4, kDeck, kRed);
  put(s, "a2", kRed);
  MYK_PLAY(s, "extend b2");
  EXPECT_EQ(last_event(s), (Json{{"type", "cubes"}, {"seat", kRed}, {"colour", kRed}, {"squares", {"b2"}}}));
  const size_t n = s.observation(0)["log"].size();
  MYK_PLAY(s, "then c2");
  EXPECT_EQ(s.observation(0)["log"].size(), n + 1);
  EXPECT_EQ(last_event(s),
            (Json{{"type", "cubes"}, {"seat", kRed}, {"colour", kRed}, {"squares", {"c2"}}, {"then", true}}));
  MYK_PLAY(s, "new a3");  // Green's turn: a new entry
  EXPECT_EQ(last_event(s), (Json{{"type", "cubes"}, {"seat", kGreen}, {"colour", kGreen}, {"squares", {"a3"}}}));
}

TEST(MykerinosLog, PassesAndTheAreaRankingOfTheRulebookExample) {
  MykerinosState s = ranking_position();  // the rulebook's area-scoring example
  const size_t before = s.observation(0)["log"].size();
  MYK_PLAY(s, "pass");
  const Json log = s.observation(0)["log"];
  ASSERT_GE(log.size(), before + 3);
  EXPECT_EQ(log[before], (Json{{"type", "pass"}, {"seat", kWhite}, {"space", 4}}));
  EXPECT_EQ(log[before + 1], (Json{{"type", "scoring"}}));
  // Blue 4, Green 2 ahead of Red 2 (passed first), White 1.
  EXPECT_EQ(log[before + 2], (Json{{"type", "area"}, {"area", 0}, {"ranking", {kBlue, kGreen, kRed, kWhite}},
                                   {"cubes", {4, 2, 2, 1}}}));
  MYK_PLAY(s, "take left");
  EXPECT_EQ(last_event(s)["type"], "take");
  EXPECT_EQ(last_event(s)["seat"], kBlue);
  EXPECT_EQ(last_event(s)["card"], 12);
  MYK_PLAY(s, "museum lemon-blackmore");
  const Json after = s.observation(0)["log"];
  // Green's room, then Red's card taken for him (his only choice), then
  // the empty areas and season 2.
  bool museum = false, red_card = false, season2 = false;
  for (const auto& e : after) {
    museum |= e == Json{{"type", "museum"}, {"seat", kGreen}, {"room", "lemon-blackmore"}};
    red_card |= e["type"] == "take" && e["seat"] == kRed && e["card"] == 21;
    season2 |= e == Json{{"type", "season"}, {"n", 2}};
  }
  EXPECT_TRUE(museum);
  EXPECT_TRUE(red_card);
  EXPECT_TRUE(season2);
}

TEST(MykerinosLog, PatronsAndSirBrownsRoom) {
  MykerinosState s = make_table(4, kDeck, kBlue);
  s.mutable_table().season = 2;
  give(s, 14, kBlue);  // a Sir Brown card (patron index 2: cards 14-20)
  ASSERT_EQ(parcels()[14].patron, kBrown);
  MYK_PLAY(s, "patron brown");
  EXPECT_EQ(last_event(s), (Json{{"type", "patron"}, {"seat", kBlue}, {"patron", "brown"}}));
  MYK_PLAY(s, "museum lemon 3");
  EXPECT_EQ(last_event(s), (Json{{"type", "museum"}, {"seat", kBlue}, {"room", "lemon 3"}}));
}

TEST(MykerinosLog, EverySeatSeesTheSameLogAndAGameEndsWithOver) {
  Options o;
  o.players = 3;
  MykerinosState s(o, 9);
  Rng rng(5);
  while (!s.is_terminal()) {
    auto legal = s.legal_actions();
    s.apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
  }
  const Json log = s.observation(0)["log"];
  EXPECT_EQ(log, s.observation(1)["log"]);
  EXPECT_EQ(log.back(), (Json{{"type", "over"}}));
  int seasons = 0, areas = 0;
  for (const auto& e : log) seasons += e["type"] == "season", areas += e["type"] == "area";
  EXPECT_EQ(seasons, 4);
  EXPECT_EQ(areas, 4 + 4 + 4 + 6);
}

TEST(MykerinosLog, SearchCopiesKeepNone) {
  MykerinosState s = make_table(3, kDeck, 0);
  MYK_PLAY(s, "new a2");
  s.drop_log();
  MYK_PLAY(s, "new b2");
  EXPECT_TRUE(s.observation(0)["log"].empty());
}

}  // namespace
}  // namespace tabula::mykerinos
