// Shakespeare's "Learn to play" lesson (issue 21) teaches every kind of its
// decisions (tests/web/lesson_follow.h follows it as the page does).
#include "../web/lesson_follow.h"

namespace {

using tabula::Json;
using namespace tabula::web;
using namespace tabula::web::lesson_test;

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
