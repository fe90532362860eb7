// "Learn to play" (issue 21): each game's lesson, assets/<game>/lessons/
// first-game.json, played through the engine as the page plays it
// (web/app/lesson_table.h): every scripted move legal and its seat's, the
// learner following the lesson's own taps to its end, every kind of decision
// of the game made by the learner at least once, and the narrator's words
// there in all four languages.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>

#include "app/lesson_table.h"
#include "core/match.h"

namespace {

using tabula::Json;
using namespace tabula::web;

std::string read(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::string lesson_dir(const std::string& game) { return std::string(TABULA_ASSETS_DIR) + "/" + game + "/lessons/"; }

Lesson load(const std::string& game) {
  Lesson l;
  std::string why;
  const Json j = Json::parse(read(lesson_dir(game) + "first-game.json"), nullptr, false);
  EXPECT_TRUE(parse_lesson(j, &l, &why)) << game << ": " << why;
  return l;
}

// What the learner did, as the page would have it: the moves made, and
// the log of the game seen from the learner's seat.
struct Taught {
  std::vector<std::string> moves;
  Json log;
  int taps = 0;  // the learner's taps, Next included
};

Taught follow(const std::string& game) {
  Taught out;
  Lesson l = load(game);
  std::string why;
  std::vector<std::string> names(static_cast<size_t>(l.options.players), "x");
  std::unique_ptr<LessonTable> t = LessonTable::open(l, 0, false, names, &why);
  EXPECT_TRUE(t) << game << ": " << why;
  if (!t) return out;
  for (int guard = 0; !t->finished() && guard < 10000; ++guard) {
    if (t->scripted_due()) {
      EXPECT_EQ(t->human_to_move(), -1) << "the learner never moves while another seat's move is due";
      EXPECT_TRUE(t->play_scripted()) << game << " step " << t->step();
      continue;
    }
    const std::string target = t->target();
    if (target.empty()) {
      ADD_FAILURE() << game << " step " << t->step() << ": nothing to tap and nothing due";
      break;
    }
    ++out.taps;
    if (target == "lesson:next") {
      EXPECT_TRUE(t->next());
      continue;
    }
    const LessonStep step = *t->current();
    // A phone's tab before a target ("?v:tab:...") is passed over where
    // the target is drawn already (here: always).
    if (t->skip_optional([](const std::string&) { return true; })) {
      --out.taps;
      continue;
    }
    // A tap that is not the one to make does nothing.
    EXPECT_FALSE(t->take_tap("v:not-this-one"));
    EXPECT_EQ(t->target(), target);
    EXPECT_TRUE(t->take_tap(target));
    if (!step.act.empty() && t->target().empty()) {
      // The move's taps are made: only the step's own move is taken.
      std::string no;
      for (const std::string& a : lesson_actions(step)) {
        const std::vector<std::string> legal = t->legal(l.seat);
        EXPECT_NE(std::find(legal.begin(), legal.end(), a), legal.end()) << a;
        for (const std::string& other : legal)
          if (other != a) {
            EXPECT_FALSE(t->act(other, &no)) << game << ": " << other << " was played instead of " << a;
            break;
          }
        EXPECT_TRUE(t->act(a, &no)) << game << " step " << t->step() << ": " << a << ": " << no;
        out.moves.push_back(a);
      }
    }
  }
  EXPECT_TRUE(t->finished()) << game << ": the lesson does not reach its end";
  EXPECT_EQ(t->target(), "lesson:end");
  out.log = t->observation(l.seat)["log"];
  return out;
}

std::set<std::string> first_words(const std::vector<std::string>& moves) {
  std::set<std::string> out;
  for (const std::string& m : moves) out.insert(m.substr(0, m.find(' ')));
  return out;
}

TEST(Lesson, MovesAreLegalAndTheLessonEnds) {
  for (const char* game : {"mascarade", "mykerinos", "shakespeare"}) {
    Lesson l = load(game);
    std::string why;
    EXPECT_TRUE(walk_lesson(l, -1, &why)) << game << ": " << why;
    const Taught t = follow(game);
    EXPECT_FALSE(t.moves.empty()) << game;
  }
}

TEST(Lesson, WordsInEveryLanguage) {
  for (const char* game : {"mascarade", "mykerinos", "shakespeare"}) {
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

// A learner's step that is not the step's move, or a seat's move out of
// turn, is refused when the lesson is read.
TEST(Lesson, RefusesALessonThatDoesNotPlay) {
  Lesson l = load("mascarade");
  std::string why;
  Lesson bad = l;
  for (LessonStep& s : bad.steps)
    if (s.seat >= 0 && s.seat != bad.seat) {
      s.seat = (s.seat + 1) % bad.options.players;  // not that seat's turn
      break;
    }
  EXPECT_FALSE(walk_lesson(bad, -1, &why));
  EXPECT_NE(why.find("is to move"), std::string::npos) << why;
  bad = l;
  for (LessonStep& s : bad.steps)
    if (s.learner() && !s.act.empty()) {
      s.act = "announce nobody";
      break;
    }
  EXPECT_FALSE(walk_lesson(bad, -1, &why));
  EXPECT_FALSE(LessonTable::open(bad, static_cast<int>(bad.steps.size()), false, {}, &why));
}

// A file that is not a lesson gets a reason, never a crash.
TEST(Lesson, BadDataGetsAReason) {
  Lesson l;
  std::string why;
  for (const char* bad : {R"([])", R"({"game": 3})", R"({"game": "mascarade", "options": 5})",
                          R"({"game": "mascarade", "options": {"players": "five"}, "seed": "1", "seat": 0, "steps": [{"say": "x"}]})",
                          R"({"game": "mascarade", "options": {"players": 5}, "seed": 1, "seat": 0, "steps": [{"say": "x"}]})",
                          R"({"game": "mascarade", "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"do": 7}]})",
                          R"({"game": "mascarade", "options": {"players": 5}, "seed": "1", "seat": 0, "steps": [{"say": "x", "taps": "v:ready"}]})"}) {
    why.clear();
    EXPECT_FALSE(parse_lesson(Json::parse(bad), &l, &why)) << bad;
    EXPECT_FALSE(why.empty()) << bad;
  }
}

// Mascarade: swap (with a centre card), peek, announce, claim and let pass,
// a power chosen; fines and the centre cards seen.
TEST(Lesson, MascaradeTeachesEveryDecision) {
  const Taught t = follow("mascarade");
  const std::set<std::string> made = first_words(t.moves);
  for (const char* kind : {"swap", "peek", "announce", "claim", "decline"})
    EXPECT_TRUE(made.count(kind)) << "the learner never makes a " << kind;
  bool power = false;
  for (const char* p : {"witch", "bishop", "spy", "fool", "inquire"}) power = power || made.count(p);
  EXPECT_TRUE(power) << "the learner never uses a power that asks a choice";
  bool centre = false;
  for (const std::string& m : t.moves) centre = centre || m.rfind("swap c", 0) == 0;
  EXPECT_TRUE(centre) << "the learner never swaps with a centre card";
  int fines = 0;
  std::set<std::string> powers;
  for (const Json& e : t.log) {
    if (e.value("type", "") == "gold" && e.value("why", "") == "fine") ++fines;
    if (e.value("type", "") == "gold" && e.value("why", "") != "fine") powers.insert(e.value("why", ""));
    if (e.value("type", "") == "fortunes") powers.insert("witch");
  }
  EXPECT_GE(fines, 1) << "no fine is paid";
  EXPECT_GE(powers.size(), 3u) << "fewer than three characters' powers are seen";
}

// Mykerinos: a new excavation, an extension, passing, a patron called on,
// and at the season's scoring a card taken and a museum room chosen.
TEST(Lesson, MykerinosTeachesEveryDecision) {
  const Taught t = follow("mykerinos");
  const std::set<std::string> made = first_words(t.moves);
  for (const char* kind : {"new", "extend", "then", "pass", "patron", "take", "museum"})
    EXPECT_TRUE(made.count(kind)) << "the learner never makes a " << kind;
  bool scored = false;
  for (const Json& e : t.log) scored = scored || e.value("type", "") == "scoring";
  EXPECT_TRUE(scored) << "no season is scored";
}

// Shakespeare: the draft, a bid, recruiting (face up and as an extra), the
// activation of each trade (actor, set designer, costume maker, handyman,
// the Queen), set pieces and costume pieces, a white feather, an
// objective kept, the rest; the ambiance and a complete costume seen.
TEST(Lesson, ShakespeareTeachesEveryDecision) {
  const Taught t = follow("shakespeare");
  const std::set<std::string> made = first_words(t.moves);
  for (const char* kind : {"draft", "bid", "recruit", "activate", "set", "costume", "advance", "queen", "keep", "rest"})
    EXPECT_TRUE(made.count(kind)) << "the learner never makes a " << kind;
  std::set<std::string> trades;
  bool extra = false;
  for (const std::string& m : t.moves) {
    if (m.rfind("activate ", 0) == 0) trades.insert(m.substr(9, m.find_first_of("-0123456789", 9) - 9));
    extra = extra || m.find(" as extra") != std::string::npos;
  }
  for (const char* trade : {"falstaff", "set", "costume", "handyman", "queen"})
    EXPECT_TRUE(trades.count(trade)) << "the learner never activates a " << trade;
  EXPECT_TRUE(extra) << "the learner never hires an extra";
  std::set<std::string> seen;
  for (const Json& e : t.log) {
    seen.insert(e.value("type", ""));
    if (e.value("type", "") == "purse") seen.insert("purse:" + e.value("why", ""));
  }
  for (const char* what : {"bids", "ambiance", "rest", "purse:costume", "purse:set", "purse:bid", "objective", "act"})
    EXPECT_TRUE(seen.count(what)) << "the lesson never shows " << what;
}

}  // namespace
