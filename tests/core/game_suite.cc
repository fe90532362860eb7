// The generic suites' per-game entries (game_suite.h), and the check that
// every registered game has one and every entry a registered game.
#include "core/game_suite.h"

#include <gtest/gtest.h>

#include <map>

namespace tabula::testing {

namespace {
std::map<std::string, GameSuite (*)()>& entries() {
  static std::map<std::string, GameSuite (*)()> map;
  return map;
}
}  // namespace

bool register_game_suite(const char* game, GameSuite (*make)()) {
  entries()[game] = make;
  return true;
}

const GameSuite* suite_for(const std::string& game, std::string* why) {
  static std::map<std::string, GameSuite> made;
  auto it = made.find(game);
  if (it != made.end()) return &it->second;
  auto e = entries().find(game);
  if (e == entries().end()) {
    *why = "game \"" + game + "\" is registered (engine/games.cc) but has no entry for the generic suites: add tests/" +
           game + "/" + game + "_suite.cc (tests/core/game_suite.h)";
    return nullptr;
  }
  return &made.emplace(game, e->second()).first->second;
}

std::string undo_counts_verdict(const GameSuite::Undo& u, int allowed, int refused, bool full) {
  const std::string counts = " (allowed " + std::to_string(allowed) + ", refused " + std::to_string(refused) + ")";
  if (u.never_fair) {
    if (allowed != 0) return "undo is never fair in this game (never_fair), yet it was allowed" + counts;
  } else if (allowed <= (full ? u.allowed : 0)) {
    return "undo was allowed too rarely" + counts + ": more than " + std::to_string(full ? u.allowed : 0) +
           " expected (a game where it never is sets never_fair)";
  }
  if (refused <= (full ? u.refused : 0))
    return "undo was refused too rarely" + counts + ": more than " + std::to_string(full ? u.refused : 0) + " expected";
  return "";
}

std::vector<std::string> every_game() {
  std::vector<std::string> out;
  for (const GameInfo& g : all_games()) out.push_back(g.name);
  return out;
}

namespace {

TEST(GameSuites, EveryRegisteredGameHasAnEntry) {
  for (const GameInfo& g : all_games()) {
    std::string why;
    EXPECT_NE(suite_for(g.name, &why), nullptr) << why;
  }
}

// What a generic suite reports for a game without an entry: the file to add.
TEST(GameSuites, AGameWithoutAnEntryIsNamedWithTheFileToAdd) {
  std::string why;
  EXPECT_EQ(suite_for("no_such_game", &why), nullptr);
  EXPECT_NE(why.find("tests/no_such_game/no_such_game_suite.cc"), std::string::npos) << why;
}

// Goofspiel's figures (issue 34 §15): every undo refused, as its rules make
// it, is a pass when the entry says so, and a failure when it does not.
TEST(GameSuites, AGameWhereUndoIsNeverFairCanSaySo) {
  GameSuite::Undo u{2, 20, 0, 200};
  EXPECT_NE(undo_counts_verdict(u, 0, 240, true), "");
  u.never_fair = true;
  EXPECT_EQ(undo_counts_verdict(u, 0, 240, true), "");
  EXPECT_NE(undo_counts_verdict(u, 1, 240, true), "") << "one allowed undo is one too many";
  EXPECT_NE(undo_counts_verdict(u, 0, 100, true), "") << "refused counts still checked";
  EXPECT_EQ(undo_counts_verdict(u, 0, 1, false), "") << "small runs: only the kind of count";
  GameSuite::Undo usual{3, 20, 20, 10};
  EXPECT_EQ(undo_counts_verdict(usual, 21, 11, true), "");
  EXPECT_NE(undo_counts_verdict(usual, 0, 11, true), "");
}

TEST(GameSuites, EveryEntryIsARegisteredGame) {
  for (const auto& [game, make] : entries())
    EXPECT_NE(find_game(game), nullptr) << "tests/" << game << "/" << game
                                        << "_suite.cc names a game engine/games.cc does not list";
}

}  // namespace
}  // namespace tabula::testing
