// The rulebooks' worked examples the rules overlay plays (web/app/examples.cc,
// assets/<game>/examples/rulebook.json), checked against the engine: each is a real
// save (options, seed, actions) whose every action is legal, played through
// to the position the example describes -- the gold, the order, the scores it
// states, as "expect" JSON pointers into the seat's observation there. Every
// game has an illustrated first turn first; every title and note is in all
// four languages and fits a scene's note.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "app/scene_table.h"
#include "core/match.h"
#include "core/save.h"

namespace tabula {
namespace {

Json examples_of(const std::string& game) {
  std::ifstream in(std::string(TABULA_ASSETS_DIR) + "/" + game + "/examples/rulebook.json");
  std::stringstream text;
  text << in.rdbuf();
  return Json::parse(text.str(), nullptr, false);
}

// Each language there, none empty, and (a note) the translations are not
// the English (a title may be a name: "Lady Violet").
void expect_words(const Json& words, const std::string& where, bool note = true) {
  ASSERT_TRUE(words.is_object()) << where;
  for (const char* lang : {"en", "hu", "es", "it"}) {
    ASSERT_TRUE(words.contains(lang) && words[lang].is_string()) << where << ": no " << lang;
    const std::string t = words[lang].get<std::string>();
    EXPECT_FALSE(t.empty()) << where << " " << lang;
    EXPECT_LE(t.size(), web::kNoteBytes) << where << " " << lang << " is cut short in a scene";
    // One line, as a scene keeps a note (web::clean_note): no control characters.
    EXPECT_TRUE(std::none_of(t.begin(), t.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; })) << where;
    if (note && std::string(lang) != "en") EXPECT_NE(t, words["en"].get<std::string>()) << where << " " << lang << " is English";
  }
}

class Examples : public ::testing::TestWithParam<std::string> {};

TEST_P(Examples, EveryExamplePlaysToThePositionItDescribes) {
  const std::string game = GetParam();
  const Json all = examples_of(game);
  ASSERT_TRUE(all.is_object() && all.contains("examples") && all["examples"].is_array()) << game;
  const Json& list = all["examples"];
  ASSERT_GE(list.size(), 2u) << game;
  EXPECT_EQ(list[0].value("id", ""), "first-turn") << "the first turn comes first";
  std::set<std::string> ids;
  for (const Json& ex : list) {
    const std::string id = ex.value("id", "");
    SCOPED_TRACE(game + " " + id);
    EXPECT_TRUE(ids.insert(id).second) << "ids are unique";
    expect_words(ex["title"], "title", false);
    Save save;
    std::string why;
    ASSERT_TRUE(save_from_json(ex["save"], &save, &why)) << why;
    EXPECT_EQ(save.game, game);
    // Action by action, so a refusal names the move.
    Save fresh = save;
    fresh.actions.clear();
    std::unique_ptr<Match> m = Match::restore(fresh, &why);
    ASSERT_TRUE(m) << why;
    for (size_t i = 0; i < save.actions.size(); ++i)
      ASSERT_TRUE(m->act(save.actions[i], &why)) << "move " << i << " \"" << save.actions[i] << "\": " << why;
    const int seat = ex.value("seat", -1);
    ASSERT_TRUE(seat >= 0 && seat < save.options.players);
    const int at = ex.value("at", 0);
    EXPECT_TRUE(at >= 0 && at < static_cast<int>(save.actions.size())) << "it opens before its moves";
    ASSERT_TRUE(ex["notes"].is_object() && !ex["notes"].empty());
    bool note_at_end = false;
    for (auto it = ex["notes"].begin(); it != ex["notes"].end(); ++it) {
      const int n = std::atoi(it.key().c_str());
      EXPECT_EQ(std::to_string(n), it.key());
      EXPECT_TRUE(n >= at && n <= static_cast<int>(save.actions.size())) << "note " << n;
      note_at_end = note_at_end || n == static_cast<int>(save.actions.size());
      expect_words(it.value(), "note " + it.key());
    }
    EXPECT_TRUE(note_at_end) << "the last move's note explains the position reached";
    ASSERT_TRUE(ex["expect"].is_array() && !ex["expect"].empty()) << "the position is checked";
    const Json seen = m->state().observation(seat);
    for (const Json& e : ex["expect"]) {
      const std::string path = e.value("path", "");
      const Json::json_pointer p(path);
      ASSERT_TRUE(seen.contains(p)) << path;
      EXPECT_EQ(seen[p], e["equals"]) << path;
    }
  }
}

// Every game a player can pick (the registry's, test-only games left out
// unless they have examples: scripts/new-game.sh --test-only writes them):
// a game without examples fails by name (examples_of gives no object).
std::vector<std::string> playable_games() {
  std::vector<std::string> out;
  for (const GameInfo& info : all_games())
    if (!info.test_only || examples_of(info.name).is_object()) out.push_back(info.name);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Games, Examples, ::testing::ValuesIn(playable_games()));

}  // namespace
}  // namespace tabula
