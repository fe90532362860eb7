// Shakespeare's "Learn to play" lesson (issue 21) teaches every kind of its
// decisions (tests/web/lesson_follow.h follows it as the page does).
#include "../web/lesson_follow.h"

namespace {

using tabula::Json;
using namespace tabula::web;
using namespace tabula::web::lesson_test;

// Shakespeare: the draft, a bid, recruiting (face up and as an extra), the
// activation of each trade (actor, set designer, costume maker, handyman,
// the Queen, the jeweller; the assistant hired, then a craftsman worth 1
// more), set pieces of five colours and costume pieces, a white feather, a
// white feather at a dress rehearsal, an objective kept, the rest; the
// ambiance, a complete costume, both rehearsals scored and the wages paid
// at the game's end seen.
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
  for (const char* trade : {"falstaff", "set", "costume", "handyman", "queen", "jeweller"})
    EXPECT_TRUE(trades.count(trade)) << "the learner never activates a " << trade;
  EXPECT_TRUE(extra) << "the learner never hires an extra";
  // The assistant is never activated: it is hired, then a craftsman of the
  // learner's is activated (worth 1 more).
  bool assistant = false, craft_after = false;
  for (const std::string& m : t.moves) {
    if (m.rfind("recruit assistant", 0) == 0) assistant = true;
    if (assistant && (m.rfind("activate handyman", 0) == 0 || m.rfind("activate set-designer", 0) == 0 ||
                      m.rfind("activate costume-maker", 0) == 0))
      craft_after = true;
  }
  EXPECT_TRUE(assistant) << "the learner never hires an assistant";
  EXPECT_TRUE(craft_after) << "no craftsman is activated with the assistant's +1";
  std::set<std::string> colours;  // set pieces placed by the learner, and costume pieces
  for (const std::string& m : t.moves)
    if (m.rfind("set ", 0) == 0 || m.rfind("costume ", 0) == 0) colours.insert(m.substr(m.find(' ') + 1, m.find(' ', m.find(' ') + 1) - m.find(' ') - 1));
  for (const char* c : {"blue", "pink", "purple", "black", "green", "yellow"})
    EXPECT_TRUE(colours.count(c)) << "the learner never places a " << c << " piece";
  bool rehearsal_white = false;
  for (size_t i = 0; i < t.moves.size(); ++i)
    rehearsal_white = rehearsal_white || (t.phases[i] == "rehearsal" && t.moves[i].rfind("advance ", 0) == 0);
  EXPECT_TRUE(rehearsal_white) << "the learner never places a white feather at a dress rehearsal";
  std::set<std::string> seen;
  int rehearsals = 0;
  for (const Json& e : t.log) {
    seen.insert(e.value("type", ""));
    rehearsals += e.value("type", "") == "rehearsal";
    if (e.value("type", "") == "act_scoring" && e.value("seat", -1) == 0) seen.insert("act_scoring");
    if (e.value("type", "") == "final" && e.value("seat", -1) == 0 && e.value("paid_pounds", 0) > 0) seen.insert("wages");
    if (e.value("type", "") == "purse") seen.insert("purse:" + e.value("why", ""));
  }
  EXPECT_EQ(rehearsals, 2) << "both dress rehearsals (after days 4 and 6) are played";
  for (const char* what : {"bids", "ambiance", "rest", "purse:costume", "purse:set", "purse:bid", "objective", "act",
                           "act_scoring", "wages", "over"})
    EXPECT_TRUE(seen.count(what)) << "the lesson never shows " << what;
}

}  // namespace

namespace {

using namespace tabula::web;
using namespace tabula::web::lesson_test;

// A reload resumes at any step, an "auto" step's (the days played on) too:
// the table opened there holds the position the lesson reached by playing.
TEST(Lesson, ShakespeareResumesAtEveryStep) {
  const Lesson l = load("shakespeare");
  std::string why;
  std::unique_ptr<LessonTable> played = LessonTable::open(l, 0, false, {"a", "b"}, &why);
  ASSERT_TRUE(played) << why;
  int autos = 0;
  for (int guard = 0; !played->finished() && guard < 1000; ++guard) {
    const int k = played->step();
    const LessonStep& s = *played->current();
    autos += s.seat == LessonStep::kAnySeat;
    std::unique_ptr<LessonTable> resumed = LessonTable::open(l, k, played->shown(), {"a", "b"}, &why);
    ASSERT_TRUE(resumed) << "step " << k << ": " << why;
    EXPECT_EQ(resumed->observation(l.seat), played->observation(l.seat)) << "step " << k;
    EXPECT_EQ(resumed->target(), played->target()) << "step " << k;
    // Move on as the page does: the others' moves, Next, or the learner's own.
    if (played->scripted_due()) played->play_scripted();
    else if (played->target() == "lesson:next") played->next();
    else {
      for (const std::string& tap : s.taps) played->take_tap(tap[0] == '?' ? tap.substr(1) : tap);
      for (const std::string& a : lesson_actions(s)) ASSERT_TRUE(played->act(a, &why)) << a << ": " << why;
    }
  }
  EXPECT_TRUE(played->finished());
  EXPECT_GE(autos, 3) << "the days played on are steps of their own";
}

}  // namespace
