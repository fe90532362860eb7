// Mascarade's old saves: version 1 (core/save.h) opened at seat 0, and the
// upgrade (game_info.cc, upgrade_save) keeps replaying the game it recorded.
#include <gtest/gtest.h>

#include "core/save.h"

namespace tabula {
namespace {

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

TEST(MascaradeSave, AVersion1SaveReplaysTheGameItRecorded) {
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

}  // namespace
}  // namespace tabula
