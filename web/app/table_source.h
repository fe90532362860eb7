// Where the game on screen comes from: the seam between App and the game
// flow. App takes the observation, the legal texts, the names and the log
// (inside the observation) from a TableSource and hands it the actions a
// player taps; it never asks a Match directly. Two sources:
//   LocalTable  a Match played in this browser: hot-seat humans and bots,
//               saves, undo (local_table.cc)
//   OnlineTable a table on the server: each "view" message brings this
//               browser's seat's observation and legal texts; an action goes
//               to window.tabulaOnline.act and comes back as the next view
//               (online.cc, ONLINE-CONTRACT.md)
//   SceneTable  a finished game shown at any move, as one seat saw it or
//               with everything revealed (scene_table.h, replay.cc)
//   LessonTable a guided first game: the learner's moves and the others'
//               scripted ones (lesson_table.h, lesson.cc)
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/match.h"

namespace tabula::web {

class TableSource {
 public:
  virtual ~TableSource() = default;
  virtual std::string game() const = 0;
  virtual int players() const = 0;
  virtual std::string variant() const = 0;
  virtual bool over() const = 0;
  // The seat a human at this device is to play now, or -1 (a bot, a player
  // elsewhere, or nobody).
  virtual int human_to_move() const = 0;
  virtual bool is_human(int seat) const = 0;  // played at this device
  // Played by a bot (here: every seat no one plays at this device; online:
  // the seats the server's bots play, not a person elsewhere).
  virtual bool is_bot(int seat) const { return !is_human(seat); }
  virtual int humans() const = 0;             // how many seats are
  // What `seat` may know (an online table knows only its own seat's).
  virtual Json observation(int seat) const = 0;
  // `seat`'s legal action texts when a human at this device is to play it.
  virtual std::vector<std::string> legal(int seat) const = 0;
  virtual std::string name_of(int seat) const = 0;
  // Plays `text` for human_to_move(). Local: applied now, or false and why.
  // Online: sent to the server, true; the answer is the next view.
  virtual bool act(const std::string& text, std::string* why) = 0;
  virtual bool online() const { return false; }
  // A SceneTable (scene_table.h): a finished game replayed, read-only.
  virtual bool replay() const { return false; }
  // A LessonTable (lesson_table.h): a guided first game.
  virtual bool lesson() const { return false; }
};

// A game played in this browser.
class LocalTable : public TableSource {
 public:
  // Seat names: short, readable in all four languages.
  static std::string default_name(int seat);
  // From a save's text (the table part: humans, level, names); nullptr and why.
  static std::unique_ptr<LocalTable> restore(const std::string& text, std::string* why);

  std::string game() const override { return match_->save().game; }
  int players() const override { return match_->save().options.players; }
  std::string variant() const override { return match_->save().options.variant; }
  bool over() const override { return match_->state().is_terminal(); }
  int human_to_move() const override;
  bool is_human(int seat) const override;
  int humans() const override { return static_cast<int>(humans_.size()); }
  Json observation(int seat) const override { return match_->state().observation(seat); }
  std::vector<std::string> legal(int seat) const override;
  std::string name_of(int seat) const override;
  bool act(const std::string& text, std::string* why) override { return match_->act(text, why); }
  ~LocalTable() override;

  Match& match() { return *match_; }
  const Match& match() const { return *match_; }
  const std::vector<int>& human_seats() const { return humans_; }
  const std::string& level() const { return level_; }
  // The seat a bot is to play now, or -1.
  int bot_to_move() const;
  // The bot to move thinks for about `seconds` more of real time (not the
  // app's clock, which tests speed up); true once its decision for the game
  // as it stands now is ready. A search goes to the page's worker
  // (platform::think_elsewhere) and this only asks for its answer; without
  // one it runs here, resuming where the last slice stopped, so the page
  // keeps drawing. A search begun for another position (an undo, a new
  // move) is dropped.
  bool think_bot(double seconds);
  // Whether the decision in progress is the worker's: then nothing here
  // needs frames until its answer wakes the page.
  bool thinking_elsewhere() const;
  // Plays one bot move: the decision thought out for this very position,
  // or thought through at once. Its RNG is seeded from the game's seed and
  // the move number, so a replayed save makes the same choices.
  void play_bot();
  // The last decisions' thinking, for window.tabula.state().bot (benchmarks).
  Json bot_report() const;
  // The last action played ("" before any), for the pace of the bots.
  std::string last_action() const {
    return match_->save().actions.empty() ? "" : match_->save().actions.back();
  }

 private:
  bool thinking_current() const;
  void forget_thinking();
  bool take_answer(const std::string& text);
  void record_decision(double now, const char* where);

  std::unique_ptr<Match> match_;
  std::unique_ptr<Bot> bot_;
  // The bot's decision in progress: the position it is for (the actions
  // played before it), its RNG (which the search draws from) and clock.
  std::unique_ptr<Thinking> thinking_;
  std::vector<std::string> thinking_for_;
  Rng thinking_rng_{0};
  double thinking_began_ = 0;
  int thinking_slices_ = 0;
  int ticket_ = 0;  // the worker's request for this decision, 0 if none
  // Finished decisions: wall-clock seconds from asked to decided, the slices
  // thought here, and where ("page" or "worker").
  std::vector<double> thought_seconds_;
  std::vector<int> thought_slices_;
  std::vector<std::string> thought_where_;
  std::vector<int> humans_;
  std::vector<std::string> names_;
  std::string level_;
};

// A table on the server, as the last "view" message showed it.
class OnlineTable : public TableSource {
 public:
  // Takes a "view" message (ONLINE-CONTRACT.md); false and why if it is not one.
  bool update(const Json& view, std::string* why);
  const Json& view() const { return view_; }
  int seat() const { return view_.value("seat", -1); }
  bool started() const { return view_.contains("observation") && view_["observation"].is_object(); }
  const Json& seats() const { return view_["seats"]; }

  std::string game() const override { return view_.value("game", ""); }
  int players() const override { return view_.value("players", 0); }
  std::string variant() const override;
  bool over() const override { return view_.value("over", false); }
  int human_to_move() const override { return legal_.empty() ? -1 : seat(); }
  bool is_human(int s) const override { return s >= 0 && s == seat(); }
  bool is_bot(int s) const override;
  int humans() const override { return seat() >= 0 ? 1 : 0; }
  Json observation(int s) const override;
  std::vector<std::string> legal(int s) const override { return s == seat() ? legal_ : std::vector<std::string>{}; }
  std::string name_of(int seat) const override;
  bool act(const std::string& text, std::string* why) override;
  bool online() const override { return true; }
  // Each seat's plate note (tabula_online_notes: the clock, a stand-in).
  void set_notes(std::vector<std::string> notes) { notes_ = std::move(notes); }
  std::string note_of(int s) const { return s >= 0 && s < static_cast<int>(notes_.size()) ? notes_[size_t(s)] : ""; }

 private:
  Json view_ = Json::object();
  std::vector<std::string> legal_;
  std::vector<std::string> notes_;
};

}  // namespace tabula::web
