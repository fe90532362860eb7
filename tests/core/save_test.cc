// The save format: shape validation with precise reasons, replay, seeds.
#include "core/save.h"

#include <gtest/gtest.h>

#include "core/match.h"

namespace tabula {
namespace {

// A short real game to build saves from.
Save sample_save() {
  std::string why;
  Options options;
  options.players = 5;
  std::unique_ptr<Match> match = Match::start("mascarade", options, 99, &why);
  EXPECT_TRUE(match) << why;
  Rng rng(1);
  for (int i = 0; i < 30 && !match->state().is_terminal(); ++i) {
    std::vector<Action> legal = match->state().legal_actions();
    match->apply(legal[static_cast<size_t>(rng.below(static_cast<int>(legal.size())))]);
  }
  return match->save();
}

std::string reason_for(const std::string& text) {
  Save save;
  std::string why;
  EXPECT_FALSE(parse_save(text, &save, &why)) << text;
  return why;
}

TEST(Save, RoundTripsThroughJson) {
  const Save save = sample_save();
  Save back;
  std::string why;
  ASSERT_TRUE(parse_save(save_to_json(save).dump(), &back, &why)) << why;
  EXPECT_EQ(back.game, save.game);
  EXPECT_EQ(back.options.players, save.options.players);
  EXPECT_EQ(back.seed, save.seed);
  EXPECT_EQ(back.actions, save.actions);
  std::unique_ptr<State> a = replay(save, &why);
  std::unique_ptr<State> b = replay(back, &why);
  ASSERT_TRUE(a && b) << why;
  for (int seat = 0; seat < a->players(); ++seat)
    EXPECT_EQ(a->observation(seat), b->observation(seat));
}

// A save made before save version 2, when seat 0 always opened Mascarade: a
// whole 4-player game of easy bots, written by `tabula-cli play --game
// mascarade --players 4 --seed 3 --bots easy --save F` at commit b17d952. It
// ended after 58 actions with scores 8/10/6/0, seat 1 winning.
constexpr const char* kMascaradeVersion1 = R"({"actions":["swap c1 real","swap 2 real","swap c0 real","swap 2 real","announce thief",
"decline","decline","decline","announce bishop","decline","decline","decline","peek","peek",
"announce thief","decline","decline","decline","announce bishop","decline","decline",
"decline","swap 3 fake","peek","announce thief","decline","decline","decline",
"announce bishop","decline","decline","decline","swap 3 fake","peek","announce thief",
"decline","decline","decline","announce bishop","decline","decline","decline","swap 3 real",
"peek","announce thief","decline","decline","decline","announce bishop","decline","decline",
"decline","peek","swap c0 fake","announce thief","decline","decline","decline"],
"format":"tabula-save","game":"mascarade","options":{"players":4,"settings":{},
"variant":""},"seed":"3","table":{"bots":["easy","easy","easy","easy"]},"version":1})";

TEST(Save, AVersion1MascaradeSaveReplaysTheGameItRecorded) {
  Save save;
  std::string why;
  ASSERT_TRUE(parse_save(kMascaradeVersion1, &save, &why)) << why;
  // Seed 3 now draws another opening seat: the upgrade is what keeps seat 0.
  Options today = save.options;
  today.settings.erase("first");
  EXPECT_NE(find_game("mascarade")->new_game(today, save.seed)->current_player(), 0);
  EXPECT_EQ(save.options.settings.value("first", -1), 0);
  std::unique_ptr<State> end = replay(save, &why);
  ASSERT_TRUE(end) << why;
  EXPECT_EQ(end->move_number(), 58);
  EXPECT_TRUE(end->is_terminal());
  EXPECT_EQ(end->scores(), (std::vector<int>{8, 10, 6, 0}));
  EXPECT_EQ(end->winners(), std::vector<int>{1});
  // Written again it is a current save that spells the old rule out.
  const Json again = save_to_json(save);
  EXPECT_EQ(again["version"], kSaveVersion);
  Save back;
  ASSERT_TRUE(save_from_json(again, &back, &why)) << why;
  std::unique_ptr<State> replayed = replay(back, &why);
  ASSERT_TRUE(replayed) << why;
  EXPECT_EQ(replayed->scores(), end->scores());
}

TEST(Save, VersionsOutsideTheReadableRangeAreRefused) {
  Json j = save_to_json(sample_save());
  j["version"] = 0;
  EXPECT_NE(reason_for(j.dump()).find("reads versions 1 to"), std::string::npos);
  j["version"] = kSaveVersion + 1;
  EXPECT_NE(reason_for(j.dump()).find("reads versions 1 to"), std::string::npos);
}

TEST(Save, SeedSurvivesAbove2To53AsAString) {
  Save save = sample_save();
  save.seed = 18446744073709551615ULL;
  const Json j = save_to_json(save);
  EXPECT_EQ(j["seed"], "18446744073709551615");
  Save back;
  std::string why;
  ASSERT_TRUE(save_from_json(j, &back, &why)) << why;
  EXPECT_EQ(back.seed, save.seed);
}

TEST(Save, ReportsWhichFieldIsWrong) {
  EXPECT_EQ(reason_for("{not json"), "the save is not valid JSON");
  EXPECT_EQ(reason_for("[1,2]"), "a save must be a JSON object");
  Json j = save_to_json(sample_save());

  Json bad = j;
  bad.erase("format");
  EXPECT_NE(reason_for(bad.dump()).find("\"format\""), std::string::npos);
  bad = j;
  bad["version"] = 99;
  EXPECT_NE(reason_for(bad.dump()).find("this build reads versions 1 to 2"), std::string::npos);
  bad = j;
  bad["game"] = "chess";
  EXPECT_NE(reason_for(bad.dump()).find("unknown game \"chess\""), std::string::npos);
  bad = j;
  bad["options"]["players"] = 40;
  EXPECT_NE(reason_for(bad.dump()).find("options.players"), std::string::npos);
  bad = j;
  bad["options"]["players"] = "five";
  EXPECT_NE(reason_for(bad.dump()).find("options.players"), std::string::npos);
  bad = j;
  bad["seed"] = "12x";
  EXPECT_NE(reason_for(bad.dump()).find("\"seed\""), std::string::npos);
  bad = j;
  bad["seed"] = "99999999999999999999999";
  EXPECT_NE(reason_for(bad.dump()).find("\"seed\""), std::string::npos);
  bad = j;
  bad["actions"][3] = 7;
  EXPECT_EQ(reason_for(bad.dump()), "action 3 is not a string");
  bad = j;
  bad["table"] = "x";
  EXPECT_NE(reason_for(bad.dump()).find("\"table\""), std::string::npos);
}

TEST(Save, ReplayNamesTheFirstBadAction) {
  Save save = sample_save();
  ASSERT_GT(save.actions.size(), 10u);
  save.actions[7] = "fly to the moon";
  std::string why;
  EXPECT_EQ(replay(save, &why), nullptr);
  EXPECT_EQ(why.rfind("action 7 (\"fly to the moon\"): ", 0), 0u) << why;
}

TEST(Save, ParseSeedRejectsJunk) {
  uint64_t v = 0;
  EXPECT_TRUE(parse_seed("0", &v));
  EXPECT_EQ(v, 0u);
  EXPECT_TRUE(parse_seed("123456789012", &v));
  EXPECT_EQ(v, 123456789012ULL);
  EXPECT_FALSE(parse_seed("", &v));
  EXPECT_FALSE(parse_seed("-1", &v));
  EXPECT_FALSE(parse_seed("1e5", &v));
  EXPECT_FALSE(parse_seed("18446744073709551616", &v));  // 2^64
}

TEST(Match, RewindReplaysFromTheSeed) {
  const Save save = sample_save();
  std::string why;
  std::unique_ptr<Match> full = Match::restore(save, &why);
  ASSERT_TRUE(full) << why;
  Save half = save;
  half.actions.resize(save.actions.size() / 2);
  std::unique_ptr<Match> expected = Match::restore(half, &why);
  ASSERT_TRUE(expected) << why;
  ASSERT_TRUE(full->rewind(static_cast<int>(half.actions.size())));
  EXPECT_EQ(full->save().actions, half.actions);
  EXPECT_EQ(full->state().observation(0), expected->state().observation(0));
  EXPECT_FALSE(full->rewind(-1));
  EXPECT_FALSE(full->rewind(100000));
}

TEST(Match, RefusesIllegalTextAndKeepsEverything) {
  std::string why;
  Options options;
  options.players = 4;
  std::unique_ptr<Match> match = Match::start("mascarade", options, 5, &why);
  ASSERT_TRUE(match) << why;
  const Json before = match->state().observation(0);
  EXPECT_FALSE(match->act("announce emperor", &why));
  EXPECT_FALSE(why.empty());
  EXPECT_TRUE(match->save().actions.empty());
  EXPECT_EQ(match->state().observation(0), before);
}

TEST(Match, StartRefusesUnplayableOptions) {
  std::string why;
  Options options;
  options.players = 1;
  EXPECT_EQ(Match::start("mascarade", options, 5, &why), nullptr);
  EXPECT_FALSE(why.empty());
  EXPECT_EQ(Match::start("nope", Options{}, 5, &why), nullptr);
  EXPECT_EQ(why, "unknown game \"nope\"");
}

}  // namespace
}  // namespace tabula
