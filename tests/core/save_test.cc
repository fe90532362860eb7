// The save format: shape validation with precise reasons, replay, seeds.
#include "core/save.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/match.h"

namespace tabula {
namespace {

// A short real game of `game` (by default the first the registry lists) to
// build saves from: the format is the same for every game.
Save sample_save(const GameInfo& game = all_games().front()) {
  std::string why;
  Options options;
  options.players = std::max(game.min_players, std::min(5, game.max_players));
  std::unique_ptr<Match> match = Match::start(game.name, options, 99, &why);
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
  for (const GameInfo& game : all_games()) {
  SCOPED_TRACE(game.name);
  const Save save = sample_save(game);
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
  for (const GameInfo& game : all_games()) {
  options.players = game.min_players;
  std::unique_ptr<Match> match = Match::start(game.name, options, 5, &why);
  ASSERT_TRUE(match) << why;
  const Json before = match->state().observation(0);
  EXPECT_FALSE(match->act("announce emperor", &why)) << game.name;
  EXPECT_FALSE(why.empty());
  EXPECT_TRUE(match->save().actions.empty());
  EXPECT_EQ(match->state().observation(0), before);
  }
}

TEST(Match, StartRefusesUnplayableOptions) {
  std::string why;
  Options options;
  for (const GameInfo& game : all_games()) {
    options.players = game.max_players + 1;
    EXPECT_EQ(Match::start(game.name, options, 5, &why), nullptr) << game.name;
    EXPECT_FALSE(why.empty());
  }
  EXPECT_EQ(Match::start("nope", Options{}, 5, &why), nullptr);
  EXPECT_EQ(why, "unknown game \"nope\"");
}

}  // namespace
}  // namespace tabula
