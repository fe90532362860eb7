// Mascarade's "Learn to play" lesson (issue 21) teaches every kind of its
// decisions (tests/web/lesson_follow.h follows it as the page does).
#include "../web/lesson_follow.h"

namespace {

using tabula::Json;
using namespace tabula::web;
using namespace tabula::web::lesson_test;

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

// Mascarade: swap (with a centre card), peek, announce (a character lying
// in the centre too), claim and let pass, two powers chosen (the Witch's
// and the Fool's); fines, the centre cards and the powers of seven
// characters (King, Queen, Bishop, Witch, Fool, Spy, Judge) seen.
TEST(Lesson, MascaradeTeachesEveryDecision) {
  const Taught t = follow("mascarade");
  const std::set<std::string> made = first_words(t.moves);
  for (const char* kind : {"swap", "peek", "announce", "claim", "decline"})
    EXPECT_TRUE(made.count(kind)) << "the learner never makes a " << kind;
  for (const char* p : {"witch", "fool"}) EXPECT_TRUE(made.count(p)) << "the learner never uses the " << p << "'s power";
  bool centre = false;
  for (const std::string& m : t.moves) centre = centre || m.rfind("swap c", 0) == 0;
  EXPECT_TRUE(centre) << "the learner never swaps with a centre card";
  int fines = 0;
  std::set<std::string> powers;
  for (const Json& e : t.log) {
    if (e.value("type", "") == "gold" && e.value("why", "") == "fine") ++fines;
    if (e.value("type", "") == "gold" && e.value("why", "") != "fine") powers.insert(e.value("why", ""));
    if (e.value("type", "") == "fortunes") powers.insert("witch");
    if (e.value("type", "") == "spy-swap") powers.insert("spy");
  }
  EXPECT_GE(fines, 1) << "no fine is paid";
  for (const char* p : {"king", "queen", "bishop", "witch", "fool", "spy", "judge"})
    EXPECT_TRUE(powers.count(p)) << "the " << p << "'s power is never seen";
  // Two cards in the centre; the learner announces one of them.
  EXPECT_EQ(std::count(t.moves.begin(), t.moves.end(), "announce fool"), 1) << "the learner never announces the Fool";
}

}  // namespace
