// A lesson: a guided first game on the real engine (issue 21's "Learn to
// play"). It is data, assets/<game>/lessons/first-game.json: the options, a
// fixed seed, the learner's seat and a list of steps. A step is one of
//   a scripted move   {"seat": 2, "do": "announce king", "say": "key"}
//                     another seat's move; with "say" the narrator stops
//                     after it until the learner taps Next;
//   the learner's move {"do": "peek", "say": "key", "taps": [...]}
//                     "taps": the layout() ids to tap in order (by default
//                     ["action:<do>"]); the move must be exactly "do"
//                     (a turn of several actions: one per line, as a
//                     view composes it, e.g. "extend c4\nthen c5"); a tap
//                     "?id" is made only where the next one is not on
//                     screen yet (a phone's tab: "?v:tab:museum");
//   a word            {"say": "key"} (Next), or {"say": "key", "taps": [...]}
//                     for a tap that plays nothing (a reveal's Ready);
//   days played on     {"auto": "bid 5\nbid 4\n...", "say": "key"}: moves of
//                     any seat, the learner's too, one a line, each made by
//                     whoever is to move, played together like a scripted
//                     move (the lesson goes quickly through what it taught
//                     already, to reach what comes late: rehearsals, wages).
// The narrator's words are keys of a words file per language
// (first-game.<lang>.json), fetched with the lesson (web/app/lesson.cc).
// LessonTable is a TableSource like SceneTable (no drawing, no words): the
// Match at the lesson's step, which refuses every move but the step's.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/table_source.h"
#include "core/save.h"

namespace tabula::web {

struct LessonStep {
  static constexpr int kAnySeat = -2;
  int seat = -1;       // who makes "act": the learner, another seat, -1: nobody (a word), kAnySeat: whoever is to move
  std::string act;     // the move's text, "" for a word (several actions: one a line)
  std::string say;     // the narrator's words key, "" for none
  std::vector<std::string> taps;  // the learner's taps, in order
  bool learner() const { return !taps.empty(); }
};

struct Lesson {
  std::string game;
  Options options;
  uint64_t seed = 0;
  int seat = 0;  // the learner's
  std::vector<LessonStep> steps;
};

// Reads a lesson's JSON; false and why if it is not one (a step's moves are
// checked by walking it: Lesson::walk).
bool parse_lesson(const Json& j, Lesson* out, std::string* why);
// A step's actions, one a line.
std::vector<std::string> lesson_actions(const LessonStep& step);

// Plays a lesson's moves through the engine up to step `upto` (all if -1):
// the Match there, or nullptr and why (a move not legal, or not the step's
// seat's turn, or a learner's step whose move is not the learner's).
std::unique_ptr<Match> walk_lesson(const Lesson& lesson, int upto, std::string* why);

class LessonTable : public TableSource {
 public:
  // The lesson at `step` (a scripted move with words shown already played if
  // `shown`); nullptr and why if its moves do not play.
  static std::unique_ptr<LessonTable> open(Lesson lesson, int step, bool shown, std::vector<std::string> names,
                                           std::string* why);

  std::string game() const override { return lesson_.game; }
  int players() const override { return lesson_.options.players; }
  std::string variant() const override { return lesson_.options.variant; }
  bool over() const override { return match_->state().is_terminal(); }
  // The learner, when the step is theirs to play (never otherwise).
  int human_to_move() const override;
  bool is_human(int seat) const override { return seat == lesson_.seat; }
  int humans() const override { return 1; }
  Json observation(int seat) const override { return match_->state().observation(seat); }
  std::vector<std::string> legal(int seat) const override;
  std::string name_of(int seat) const override;
  // Only the step's own move (the learner's), and it moves the lesson on.
  bool act(const std::string& text, std::string* why) override;
  bool lesson() const override { return true; }

  const Lesson& data() const { return lesson_; }
  const Match& match() const { return *match_; }
  int step() const { return step_; }
  int of() const { return static_cast<int>(lesson_.steps.size()); }
  bool finished() const { return step_ >= of(); }
  const LessonStep* current() const { return finished() ? nullptr : &lesson_.steps[static_cast<size_t>(step_)]; }
  // The layout() id to tap now: the learner's next tap, "lesson:next" when
  // the narrator waits for one, "lesson:end" at the end; "" while another
  // seat is about to move.
  std::string target() const;
  // A scripted move played, its words now shown.
  bool shown() const { return shown_; }
  // The other seat's scripted move is due now.
  bool scripted_due() const;
  // Plays it: true if the lesson moved on (false: nothing was due).
  bool play_scripted();
  // The learner tapped `id`: true if it was the one to tap (the tap goes
  // on to do what it does; the step moves on if that was its last tap and
  // it plays nothing).
  bool take_tap(const std::string& id);
  // Next: past a word, or past a scripted move's words.
  bool next();
  // Passes over an optional tap ("?id") that is not needed now: `drawn`
  // says whether an id is on screen. True if it moved on.
  bool skip_optional(const std::function<bool(const std::string&)>& drawn);

 private:
  void advance();
  Lesson lesson_;
  std::unique_ptr<Match> match_;
  std::vector<std::string> names_;
  int step_ = 0;
  size_t tap_ = 0;      // the learner's taps made in this step
  size_t acted_ = 0;    // the step's actions played (a composed turn: several)
  bool shown_ = false;  // this step's scripted move is played, its words shown
};

}  // namespace tabula::web
