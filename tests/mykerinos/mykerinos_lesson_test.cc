// Mykerinos's "Learn to play" lesson (issue 21) teaches every kind of its
// decisions (tests/web/lesson_follow.h follows it as the page does).
#include "../web/lesson_follow.h"

namespace {

using tabula::Json;
using namespace tabula::web;
using namespace tabula::web::lesson_test;

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

}  // namespace
