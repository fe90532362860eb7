// The page's one application object: the start screen, the table, the
// overlays, the bots' pace, autosave and the window.tabula API hang off it.
// The game itself comes through a TableSource (a Match played here, or a
// table on the server) and is drawn by the game's GameView; App draws only
// what is common. Files:
//   app.cc       the frame: when to redraw, what to draw, the ViewContext
//   flow.cc      start, restore, after an action, bots, autosave, undo
//   input.cc     pointer, touch, wheel and keys; what every tap means
//   start.cc     the start screen
//   overlays.cc  the top bar, buttons, rules, menu, pass-the-device, waiting
//   online.cc    an online table: the "view" messages, leaving, acting
//   api.cc       window.tabula (exported C functions)
//   replay.cc    a finished game's replay (a SceneTable) and its controls
//   review.cc    its review: the chances chart, the worst decisions, Play on
//   lesson.cc    "Learn to play": a guided first game (a LessonTable)
#pragma once
#include <SDL.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/game_view.h"
#include "app/review.h"
#include "app/lesson_table.h"
#include "app/scene_table.h"
#include "app/table_source.h"
#include "core/undo.h"
#include "ui/gfx.h"
#include "ui/i18n.h"

namespace tabula::web {

// The choices made on the start screen (and by URL options / start()).
struct Setup {
  std::string game;  // App starts on the first game of engine/games.cc
  int players = 5;
  std::string variant;
  int humans = 1;
  std::string level;
  std::string seed;  // decimal; empty = from the clock
};

class App {
 public:
  App(SDL_Window* window, SDL_Renderer* renderer);
  ~App();

  void frame();  // one iteration of the main loop
  void handle(const SDL_Event& e);
  // Whether the next animation frame has anything to do: something to draw,
  // an animation running (or its final frame still to draw), a bot waiting
  // for its turn. When not, the main loop sleeps until input wakes it.
  bool wants_frames() const;
  // window.tabula.redraw(): draw the next frame afresh, all of it.
  void redraw() {
    dirty_ = true;
    g_->invalidate();
  }

  // ---- window.tabula (api.cc) ----
  std::string api_state() const;
  std::string api_legal() const;
  std::string api_act(const std::string& text);
  std::string api_start(const std::string& options_json);
  std::string api_save() const;
  void api_export();  // downloads the save as <game>-<YYYY-MM-DD>.json
  std::string api_layout() const;
  std::string api_texts() const;  // every text in the last frame: {text, x, y, w, size}
  std::string api_sprites() const;  // every art sprite in the last frame: {sprite, x, y, w, h}
  std::string api_explains() const;  // every explained piece in the last frame: {x, y, w, h, title, body}
  std::string api_log();          // the log lines on screen, oldest first
  std::string api_screen() const; // {screen, game, overlay[, online]}
  // Text atlases made since start (ui/font.h: a board remaking them is slow).
  int api_text_atlases() const;
  bool api_bots_idle() const;
  void api_import(const std::string& text);
  std::string api_undo();
  void api_set_language(const std::string& lang);
  void api_language_arrived(const std::string& lang);
  // The start screen with `game` chosen (a URL with game but no players, as
  // a blogger writes it): {ok} or {ok:false, reason}. Defined in api.cc.
  std::string api_choose(const std::string& game);
  // The page scrolled with this touch (shell/page.js): its release is no tap.
  void api_touch_taken();
  // The games this page draws, for shell/page.js (its game table, URL checks
  // and About): names, titles, player ranges, and each game's about words
  // (assets/i18n/<game>/: credits, reconstructed data) in the current language.
  std::string api_games() const;
  // ---- the keyboard and the accessible layer (keyboard.cc, access.cc) ----
  // A key for the focus ring ("Tab", "Enter", "Escape", "ArrowUp", "u"...;
  // "First"/"Last": focus came in from before/after the canvas): false if
  // it is the browser's (a Tab past the last choice leaves the game).
  bool api_key(const std::string& key, bool shift);
  std::string api_access();              // {screen, overlay, turn, texts, choices, log, focus, words}
  bool api_tap(const std::string& id);   // a choice the accessible layer lists
  std::string api_word(const std::string& key) const { return i18n_.t(key); }  // page-situation.js's game words
  void api_set_motion(int media);        // prefers-reduced-motion: 1/0; -1: the setting changed
  bool api_sound_on() const { return sound_; }
  // ---- replays (replay.cc) ----
  std::string api_replay() const;  // {at, of, seat, everything} or null
  std::string api_seek(int n);
  std::string api_view_as(const std::string& who);  // a seat's number, or "all"
  std::string api_share_payload() const;  // {ok, save, notes, at, seat}: shell/replay-link.js links them
  // A shared link's save and notes (or `problem`, what the page found wrong
  // with the link): the replay, or a notice and the start screen.
  std::string api_open_replay(const std::string& save, const std::string& notes, int at, const std::string& seat,
                              const std::string& problem);
  std::string api_note(const std::string& text);  // the note on the move on screen
  // ---- reviews (review.cc) ----
  std::string api_review();  // {progress, done, chances, costs, worst...} or null
  // A pack of words fetched on first use (i18n/<pack>/<lang>.json) arrived.
  void words_arrived(const std::string& pack, const std::string& lang, const std::string& text);
  // ---- lessons (lesson.cc) ----
  void learn(const std::string& game);  // starts (or resumes) the game's lesson
  std::string api_lesson() const;       // {step, of, say, target[, wrong]} or null
  // ---- hints (hint.cc) ----
  std::string api_hint();  // {ok, thinking} or {ok, action, id} or {ok:false, reason}
  // ---- online (online.cc, ONLINE-CONTRACT.md) ----
  void online_view(const std::string& json);
  void online_leave();
  void online_notes(const std::string& json);

 private:
  enum class Screen { Start, Table };
  enum class Overlay { None, Help, Menu, Pass, Confirm };

  // Games this front end can draw (all_games() may list more).
  static bool has_view(const std::string& game) { return make_view(game) != nullptr; }

  // ---- the source of the game on screen ----
  LocalTable* local() const {
    return table_ && !table_->online() && !table_->replay() && !table_->lesson() ? static_cast<LocalTable*>(table_.get())
                                                                                  : nullptr;
  }
  OnlineTable* online() const {
    return table_ && table_->online() ? static_cast<OnlineTable*>(table_.get()) : nullptr;
  }
  int human_to_move() const { return table_ ? table_->human_to_move() : -1; }
  std::string name_of(int seat) const { return table_ ? table_->name_of(seat) : "?"; }

  // ---- flow.cc ----
  bool start_match(const Setup& setup, std::string* why);
  bool restore_from_text(const std::string& text, std::string* why);
  void show_table();  // after a table_ is set: fresh view, observation, screen
  void after_action();
  void step_bots(double now);
  void play(const std::string& text);  // one action, or several one per line
  void autosave();
  void load_autosave();
  static std::string save_key(const std::string& game);
  void set_aside(const std::string& key, const std::string& text, const std::string& why);
  bool has_unfinished(const std::string& game) const;  // its autosave is a game not over
  bool continue_game(const std::string& game);
  void choose_game(const std::string& game);  // on the start screen, keeping choices valid
  // Undo for the seat on screen (core/undo.h), cached per position; only
  // worked out afresh while no bot is about to move and the board is still
  // (not during an animation: it is slow), unless `now`.
  const UndoPoint& undo_now(bool now = false);
  bool undo(std::string* why);  // rewinds, then restores like a reload
  void refresh_observation();
  void view_observed(size_t first_new);  // on_observation + reset_selection
  bool animating(double now) const {
    return view_ && (view_->animating(now + motion_skip_) || view_->holding() || ending_running(now));
  }

  // ---- replay.cc ----
  SceneTable* scene() const;
  bool open_scene(Scene scene, int at, int seat, bool everything, std::string* why, bool any_position = false);
  void replay_seek(int n, bool fresh = false);  // one step forward animates
  void replay_view_as(int seat, bool everything);
  void leave_replay();  // back to the game it came from, else the start screen
  void step_replay(double now);  // playing: the next move when its time comes
  void replay_tap(const std::string& arg);  // ids "replay:<arg>"
  bool replay_key(SDL_Keycode key);         // <- -> Home End space
  bool replay_short() const;
  float replay_controls_height() const;
  std::vector<std::string> replay_note_lines() const;
  void replay_icon(const std::string& kind, Rect r, SDL_Color c);
  void draw_replay_controls(Rect r);
  void replay_prefer_height();

  // ---- review.cc ----
  void want_words(const std::string& pack);  // fetches a pack of words (en and the language's; words.cc)
  std::string game_shown() const;            // the game on the table, else the one chosen
  bool game_words_here() const;              // its words (in English at least) are here
  void want_game_words();                    // fetches them if not
  void open_review();
  void stop_review();
  void step_review();  // a frame: the worker's answer, the next move asked
  void play_on();      // a new local game from the move on screen
  void review_tap(const std::string& arg);  // ids "review:<arg>"
  void draw_review(Rect r);
  // A move in words, as the replay's move line says it: the log events it
  // added, as its seat saw them (else the action's own text).
  std::string move_words(const Json& events, const std::string& text);
  Review review_;
  bool review_open_ = false;  // the panel is over the board
  // ---- lesson.cc ----
  LessonTable* lesson_table() const;
  void step_lesson(double now);  // the lesson's files, its words, the others' moves
  void save_lesson_step();
  void leave_lesson();
  void forget_lesson();
  void resume_lesson();  // another game takes the table: the lesson is no longer resumed
  void lesson_play_on();  // the lesson's game goes on, bots at the others' seats
  std::string lesson_say(const std::string& key) const;
  std::string lesson_words() const;
  bool lesson_tap(const std::string& id);  // true: used up by the lesson
  float lesson_panel_height() const;
  void draw_lesson(Rect board, Rect panel);
  std::string lesson_wanted_;   // a lesson whose files are on their way
  Json lesson_words_, lesson_en_;
  std::string lesson_words_lang_;
  bool lesson_wrong_ = false;   // the last tap was not the one to make
  int lesson_saved_step_ = -1;
  std::string lesson_brought_;  // "<step>|<target>" the view was asked to bring into view

  // ---- app.cc ----
  ViewContext view_context();
  // ViewContext::preview: the seat's position after its own pending actions.
  bool preview(const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal) const;
  void sync_page_chrome();  // the page header and title follow language and game
  void draw();
  void draw_table();

  // ---- start.cc ----
  void draw_start();

  // ---- overlays.cc ----
  void draw_top_bar(Rect r);
  void draw_undo_arrow(Rect r, SDL_Color c);
  void draw_overlay();
  void draw_help();
  void draw_menu();
  void draw_pass();
  void draw_confirm();  // New game while this game's autosave is unfinished
  void draw_waiting(Rect r);  // an online table before it starts
  // widgets: every tappable thing is registered with an id for input and
  // for window.tabula.layout().
  bool button(const std::string& id, Rect r, const std::string& label, bool primary = false,
              bool enabled = true, float size = 16);
  void hit(const std::string& id, Rect r);

  // ---- explain.cc: help for pieces (ViewContext::explain) ----
  struct Explain { Rect r; std::string title, body; };
  // The smallest piece explained at (x, y) in the last frame, or null.
  const Explain* explain_at(float x, float y) const;
  void hover(float x, float y);        // desktop: a tooltip follows the mouse
  void press(float x, float y);        // a finger or button goes down
  bool release();                      // ... and up: false if it must not tap
  void check_long_press();             // held still long enough: explain, never play
  void draw_explanation();             // the tooltip or the pinned explanation

  // ---- help_line.cc: the first board says how to get help on any piece ----
  void draw_help_line(Rect bar);  // over the top bar, never the board
  void help_line_seen();  // the first press or key: the line goes
  int help_line_ = -1;    // -1: not decided yet this visit; 1: showing; 0: not
  bool help_line_shown();  // decides once per visit
  Rect help_line_box_;     // where it was drawn last (screen().helpLine)
  // ---- examples.cc: the rulebooks' worked examples, as scenes ----
  const Json* examples_of(const std::string& game);  // null while they are fetched
  std::string example_words(const Json& words) const;  // {"en": ..., "hu": ...} in the language shown
  float draw_examples(const std::string& game, Rect body, float y);  // in the rules overlay
  bool open_example(const std::string& arg);  // "<game>:<index>"
  std::map<std::string, Json> examples_;      // game -> its examples, once fetched
  bool example_open_ = false;                 // the scene on screen is one of them
  // ---- hint.cc: what the expert would do, marked on the board ----
  struct Hint {
    bool asked = false, thinking = false;
    std::vector<std::string> for_actions;  // the position it is for
    int ticket = 0;                        // the worker's request, 0 if none
    std::unique_ptr<Bot> bot;              // without a worker: thought here
    std::unique_ptr<Thinking> here;
    Rng rng{0};
    std::string action;  // the expert's choice, once made
  } hint_;
  bool hint_current() const;
  void forget_hint();
  void ask_hint();
  void step_hint();
  std::string hint_target() const;
  void draw_hint(Rect board);

  // ---- input.cc ----
  void on_tap(const std::string& id);
  void tap_at(float x, float y);
  void scroll(float dy);  // a drag or wheel: the rules, else the view's log

  // ---- keyboard.cc, access.cc ----
  struct Focusable {
    std::string id;
    Rect r;
  };
  static void reading_order(std::vector<Focusable>& items);
  static std::string focus_group(const std::string& id);
  static int nearest_that_way(const std::vector<Focusable>& items, int at, const std::string& key);
  std::vector<Focusable> focusables() const;  // what the last frame lets a player choose
  int focus_index(const std::vector<Focusable>& items) const;
  void set_focus(const std::vector<Focusable>& items, int i);
  void draw_focus_ring();
  std::string choice_name(const Focusable& f) const;
  std::string turn_words() const;
  void toggle_motion();
  void skip_motion(double now);
  void access_changed();
  // ---- ending.cc: the end of a game (scores counted up, podium, fanfare) ----
  struct Ending {
    bool on = false;        // the table on screen is over and its sequence shown
    bool closed = false;    // the player chose to look at the board
    bool still = false;     // shown settled from the start (a reload, reduced motion)
    bool quiet = false;     // over before this visit: no fanfare
    bool fanfare = false;   // its fanfare was asked for (or, quiet, its moment passed)
    double start = -1;      // App clock when the sequence began, -1: not yet
    double length = 0;      // seconds from start to the winner landed
    bool solo = false;      // one player: the score is said, not a winner
    int solo_total = 0;
    Rect panel;             // where the last frame drew it
  } ending_;
  void step_ending(double now);
  bool ending_running(double now) const;
  void draw_ending(Rect board);
  void ending_tap(const std::string& arg);  // ids "ending:<arg>"
  std::string winner_words() const;         // "Winner: Carla", "" before the end
  std::string api_ending() const;           // for window.tabula.screen().ending
  // ---- sound.cc ----
  bool sound_on() const;  // the remembered choice, else on (off in an embed)
  void toggle_sound();
  void draw_sound_button(Rect r);
  bool sound_ = false;
  std::string focus_id_;
  std::string typed_;    // the keys of a coordinate being typed ("c" of "c3")
  double typed_at_ = 0;  // when its last key came
  size_t focus_at_ = 0;
  bool focus_visible_ = false;   // a key moved the ring since the last pointer press
  bool reduced_motion_ = false;  // every change shown at once
  bool media_reduce_ = false;    // the page's prefers-reduced-motion
  double motion_skip_ = 0;       // seconds the views' clock is ahead (reduced motion)

  SDL_Window* window_;
  SDL_Renderer* renderer_;
  std::unique_ptr<Fonts> fonts_;
  std::unique_ptr<Gfx> g_;
  I18n i18n_;

  Screen screen_ = Screen::Start;
  Overlay overlay_ = Overlay::None;
  Setup setup_;
  std::unique_ptr<TableSource> table_;
  std::string page_chrome_;  // language|title last sent to the page
  UndoPoint undo_;
  size_t undo_key_ = 0;  // actions * 64 + seat of the cached undo_; 0: none
  int view_seat_ = 0;
  Json obs_;
  std::unique_ptr<GameView> view_;
  std::vector<std::string> view_legal_;  // legal texts of view_seat_ when it is to move
  size_t seen_events_ = 0;
  bool awaiting_server_ = false;  // an online action sent, its view not back yet

  // UI state
  bool hints_ = true;
  bool online_available_ = false;  // window.tabulaOnline?.available, last seen
  float help_scroll_ = 0;
  std::vector<std::pair<std::string, Rect>> hits_;
  std::vector<Explain> explains_;  // this frame's explained pieces (ViewContext::explain)
  struct Tip {
    bool on = false, pinned = false;  // pinned: by a long press, until the next tap
    Rect anchor;
    std::string title, body;
    Rect box;  // where the last frame drew it: a press on it only closes it
  } tip_;
  double press_at_ = -1;           // real seconds the pointer went down, -1: up
  float press_x_ = 0, press_y_ = 0;
  bool long_pressed_ = false;      // this press showed an explanation
  bool swallow_tap_ = false;       // this press closes a pinned explanation
  bool dirty_ = true;
  bool first_frame_begun_ = false;
  bool held_ = false;  // the page holds the first frame (App::frame)
  bool first_frame_done_ = false;
  std::map<std::string, bool> unfinished_;  // game -> its autosave is unfinished
  bool storage_warned_ = false;              // said once that nothing can be saved
  bool pass_pending_ = false;                // pass the device before the next human turn
  std::vector<std::string> notices_;
  float drag_y_ = -1;
  bool dragging_ = false;

  bool replay_playing_ = false;
  int replay_speed_ = 2;        // moves a second, 1-4
  double replay_next_at_ = 0;
  std::string replay_return_;   // the finished game's save a replay was opened from
  std::string replay_return_view_;  // or the finished online table's last view
  // A finished online table's save ("" if none): the server sends it to a
  // seated player once the table is over, never before (the seed tells all).
  std::string online_finished_save() const;

  bool was_animating_ = false;  // step_bots: an animation ran since the last bot move
  bool anim_tail_ = false;      // frame: the last frame drew an animation still running
  double next_bot_at_ = 0;
  double bot_pause_ = 0;
  int css_w_ = 0, css_h_ = 0, dev_w_ = 0, dev_h_ = 0;
};

}  // namespace tabula::web
