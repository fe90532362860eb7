// "Learn to play" (issue 21): each game's lesson, assets/<game>/lessons/
// first-game.json, played through the engine as the page plays it
// (web/app/lesson_table.h): every scripted move legal and its seat's, the
// learner following the lesson's own taps to its end, every kind of decision
// of the game made by the learner at least once, and the narrator's words
// there in all four languages.
#include "lesson_follow.h"

namespace {

using tabula::Json;
using namespace tabula::web;
using namespace tabula::web::lesson_test;

// Every game a player can pick has a lesson: a game left without one fails
// here by name instead of being passed over. A test-only game needs none, but
// one that has it (scripts/new-game.sh --test-only writes one) is checked too.
std::vector<std::string> games_with_lessons() {
  std::vector<std::string> out;
  for (const tabula::GameInfo& info : tabula::all_games()) {
    const bool has = std::ifstream(lesson_dir(info.name) + "first-game.json").good();
    if (info.test_only && !has) continue;
    EXPECT_TRUE(has) << info.name << " has no lesson";
    out.push_back(info.name);
  }
  return out;
}

TEST(Lesson, MovesAreLegalAndTheLessonEnds) {
  for (const std::string& game : games_with_lessons()) {
    Lesson l = load(game);
    std::string why;
    EXPECT_TRUE(walk_lesson(l, -1, &why)) << game << ": " << why;
    const Taught t = follow(game);
    EXPECT_FALSE(t.moves.empty()) << game;
  }
}

TEST(Lesson, WordsInEveryLanguage) {
  for (const std::string& game : games_with_lessons()) {
    Lesson l = load(game);
    std::set<std::string> keys = {"end"};
    for (const LessonStep& s : l.steps)
      if (!s.say.empty()) keys.insert(s.say);
    for (const char* lang : {"en", "hu", "es", "it"}) {
      const Json words = Json::parse(read(lesson_dir(game) + "first-game." + lang + ".json"), nullptr, false);
      ASSERT_TRUE(words.is_object()) << game << " " << lang;
      for (const std::string& k : keys)
        EXPECT_TRUE(words.contains(k) && words[k].is_string() && !words[k].get<std::string>().empty())
            << game << " " << lang << ": no words for " << k;
      for (auto it = words.begin(); it != words.end(); ++it)
        EXPECT_TRUE(keys.count(it.key())) << game << " " << lang << ": " << it.key() << " is said nowhere";
    }
  }
}

// A file that is not a lesson gets a reason, never a crash.
TEST(Lesson, BadDataGetsAReason) {
  Lesson l;
  std::string why;
  const std::string game = "\"game\": \"" + games_with_lessons().front() + "\"";
  for (const std::string& bad : {std::string(R"([])"), std::string(R"({"game": 3})"), "{" + game + R"(, "options": 5})",
                                 "{" + game + R"(, "options": {"players": "five"}, "seed": "1", "seat": 0, "steps": [{"say": "x"}]})",
                                 "{" + game + R"(, "options": {"players": 5}, "seed": 1, "seat": 0, "steps": [{"say": "x"}]})",
                                 "{" + game + R"(, "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"do": 7}]})",
                                 "{" + game + R"(, "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"say": "x", "taps": "v:ready"}]})",
                                 // moves played on ("auto") are not tapped, nor mixed with "do"
                                 "{" + game + R"(, "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"auto": "peek", "taps": ["v:x"]}]})",
                                 "{" + game + R"(, "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"auto": "peek", "do": "peek"}]})"}) {
    why.clear();
    EXPECT_FALSE(parse_lesson(Json::parse(bad), &l, &why)) << bad;
    EXPECT_FALSE(why.empty()) << bad;
  }
}

}  // namespace
