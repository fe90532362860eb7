// A scene: a save, a position in it (after `at` of its moves), whose view is
// shown (a seat as it lived the game, or, the game being finished,
// everything), and notes attached to moves. SceneTable is the third
// TableSource beside LocalTable and OnlineTable: read-only, it shows the
// engine's observation of the chosen seat at that move (or State::revealed)
// and nothing more; the game's GameView draws it as it draws play. Replays
// and shared links are scenes (replay.cc); lessons and the rulebooks'
// examples can be too: a scene holds no drawing and no words of its own.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/table_source.h"
#include "core/save.h"

namespace tabula::web {

// A finished game as a link carries it, with the notes of whoever shared it
// (plain text, by move: the note of move n shows once n moves are played).
struct Scene {
  Save save;
  std::map<int, std::string> notes;
};

// Limits of a link's contents: a note and all notes, in bytes of UTF-8.
// (The link itself is made and read by shell/replay-link.js: the save's
// options, seed and action texts, names and notes, deflated; tabula.wasm
// only hands out and takes in a save and its notes.)
constexpr size_t kNoteBytes = 280;
constexpr size_t kNotesMax = 64;

// A note as it is kept: control characters out, at most kNoteBytes (never a
// UTF-8 sequence cut in two).
std::string clean_note(const std::string& text);

class SceneTable : public TableSource {
 public:
  // A finished game's scene at its end; nullptr and why if the save does not
  // replay or the game is not over. `any_position`: a game not over is fine
  // too (a rulebook's example stops where its point is made).
  static std::unique_ptr<SceneTable> open(Scene scene, std::string* why, bool any_position = false);

  std::string game() const override { return scene_.save.game; }
  int players() const override { return scene_.save.options.players; }
  std::string variant() const override { return scene_.save.options.variant; }
  bool over() const override { return true; }  // nothing to play in a replay
  int human_to_move() const override { return -1; }
  bool is_human(int seat) const override;
  int humans() const override { return static_cast<int>(humans_.size()); }
  Json observation(int seat) const override;
  std::vector<std::string> legal(int) const override { return {}; }
  std::string name_of(int seat) const override;
  bool act(const std::string&, std::string* why) override;
  bool replay() const override { return true; }

  int at() const { return at_; }
  int of() const { return static_cast<int>(scene_.save.actions.size()); }
  // Goes to the position after `n` moves; false if there is none.
  bool seek(int n);
  bool everything() const { return everything_; }
  void set_everything(bool on) { everything_ = on; }
  // The seat a human played (the replay's first point of view).
  int first_human() const { return humans_.empty() ? 0 : humans_[0]; }
  // The log's length once `n` moves are played (the same for every seat):
  // the events from log_size(at - 1) on are the move on screen's.
  size_t log_size(int n) const { return n < 0 ? 0 : log_sizes_[static_cast<size_t>(n)]; }
  const Scene& scene() const { return scene_; }
  // The note on move `n`, "" for none; set_note("") removes it.
  std::string note(int n) const;
  void set_note(int n, const std::string& text);
  // Notes from a link: {"<move>": "<text>"} (anything else is left out).
  void set_notes(const Json& notes);

 private:
  Scene scene_;
  std::unique_ptr<Match> match_;  // at the position shown
  int at_ = 0;
  bool everything_ = false;
  std::vector<size_t> log_sizes_;
  std::vector<int> humans_;
};

}  // namespace tabula::web
