// Helpers for the lesson tests (tests/web/lesson_test.cc, tests/<game>/
// <game>_lesson_test.cc): a game's lesson read from assets/<game>/lessons/,
// and followed as the page follows it.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>

#include "app/lesson_table.h"
#include "core/match.h"

namespace tabula::web::lesson_test {


inline std::string read(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

inline std::string lesson_dir(const std::string& game) { return std::string(TABULA_ASSETS_DIR) + "/" + game + "/lessons/"; }

inline Lesson load(const std::string& game) {
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
  std::vector<std::string> phases;  // the game's "phase" (if it tells one) when each move was made
  Json log;
  int taps = 0;  // the learner's taps, Next included
};

inline Taught follow(const std::string& game) {
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
        const Json seen = t->observation(l.seat);
        out.phases.push_back(seen.is_object() && seen.contains("phase") && seen["phase"].is_string() ? seen["phase"].get<std::string>() : "");
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

inline std::set<std::string> first_words(const std::vector<std::string>& moves) {
  std::set<std::string> out;
  for (const std::string& m : moves) out.insert(m.substr(0, m.find(' ')));
  return out;
}

}  // namespace tabula::web::lesson_test
