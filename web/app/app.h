// The page's one application object: the start screen, the table, the
// overlays, the bots, autosave and the window.tabula API all hang off it.
// It draws only state.observation(view seat) -- never the full state.
#pragma once
#include <SDL.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "mascarade/actions.h"
#include "mascarade/anim.h"
#include "app/game_view.h"
#include "core/match.h"
#include "core/undo.h"
#include "ui/gfx.h"
#include "ui/i18n.h"

namespace tabula::web {

// The choices made on the start screen (and by URL options / start()).
struct Setup {
  std::string game = "mascarade";
  int players = 5;
  std::string variant;
  int humans = 1;
  std::string level;
  std::string seed;  // decimal; empty = from the clock
};

// Where each card, seat and pile sits on screen (CSS px), recomputed per frame.
struct TableLayout {
  Rect area;
  std::map<std::string, Rect> cards;  // by slot name
  std::vector<SDL_FPoint> seat_pos;   // centre of each seat's cards
  std::vector<Rect> seat_label;       // name + gold plate
  SDL_FPoint bank{}, court{};
  float card_w = 0, card_h = 0;
};

class App {
 public:
  App(SDL_Window* window, SDL_Renderer* renderer);
  ~App();

  void frame();  // one iteration of the main loop
  void handle(const SDL_Event& e);

  // ---- window.tabula (see web/api.cc) ----
  std::string api_state() const;
  std::string api_legal() const;
  std::string api_act(const std::string& text);
  std::string api_start(const std::string& options_json);
  std::string api_save() const;
  std::string api_layout() const;
  std::string api_texts() const;  // every text in the last frame: {text, x, y, w, size}
  std::string api_explains() const;  // every explained piece in the last frame: {x, y, w, h, title, body}
  std::string api_log();  // the log lines on screen, oldest first
  bool api_bots_idle() const;
  void api_import(const std::string& text);
  std::string api_undo();
  void api_set_language(const std::string& lang);

 private:
  enum class Screen { Start, Table };
  enum class Overlay { None, Help, Menu, Pass, Picker, Log };

  // Games this front end can draw (all_games() may list more): Mascarade
  // (drawn by App itself) and every game with a GameView (views.cc).
  static bool has_view(const std::string& game) {
    return game == "mascarade" || make_view(game) != nullptr;
  }

  // game flow
  bool start_match(const Setup& setup, std::string* why);
  bool restore_from_text(const std::string& text, std::string* why);
  void after_action();
  void step_bots(double now);
  void autosave();
  void load_autosave();
  int human_to_move() const;  // seat, or -1
  // Undo for the seat on screen (core/undo.h), cached per position; only
  // worked out afresh while no bot is about to move, unless `now`.
  const UndoPoint& undo_now(bool now = false);
  bool undo(std::string* why);  // rewinds, then restores like a reload
  void draw_undo_arrow(Rect r, SDL_Color c);
  bool is_human(int seat) const;
  const Json& obs() const { return obs_; }
  void refresh_observation();
  void queue_animations(size_t from_event);
  bool animating(double now) const {
    return now < anim_end_ || (view_ && view_->animating(now));
  }
  // The GameView of games App does not draw itself (null for Mascarade).
  ViewContext view_context();
  void view_observed(size_t first_new);  // on_observation + reset_selection
  void sync_page_chrome();  // the page header and title follow language and game
  // ViewContext::preview: the seat's position after its own pending actions.
  bool preview(const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal) const;
  void draw_view_table();
  std::vector<ParsedAction> legal_parsed() const;
  bool multi_card() const;
  void play(const std::string& text);

  // drawing
  void draw();
  void draw_start();
  void draw_table();
  void draw_top_bar(Rect r);
  void draw_seats(const TableLayout& L, double now);
  void draw_card(Rect r, const std::string& face, float flip, bool highlight, bool mark_protected);
  void draw_card_back(Rect r);
  void draw_game_emblem(const std::string& game, Rect r);  // start-screen picture
  void draw_card_face(Rect r, const std::string& id);
  void draw_centre(const TableLayout& L);
  void draw_panel(Rect r, bool wide);
  void draw_actions(Rect r);
  void draw_log(Rect r);
  void draw_overlay();
  void draw_help();
  void draw_menu();
  void draw_pass();
  void draw_picker();
  void draw_end(Rect r);
  void draw_coins_and_bubbles(const TableLayout& L, double now);
  void draw_notices(Rect r);
  TableLayout layout_table(Rect area) const;
  SDL_FPoint place_pos(const TableLayout& L, const std::string& place) const;

  // widgets: every tappable thing is registered with an id for input and
  // for window.tabula.layout().
  bool button(const std::string& id, Rect r, const std::string& label, bool primary = false,
              bool enabled = true, float size = 16);
  void hit(const std::string& id, Rect r);
  void on_tap(const std::string& id);
  void tap_at(float x, float y);

  // log lines
  std::string name_of(int seat) const;
  std::string slot_phrase(const std::string& slot) const;
  std::string format_event(const Json& e) const;
  std::string place_name(const Json& place) const;

  SDL_Window* window_;
  SDL_Renderer* renderer_;
  std::unique_ptr<Fonts> fonts_;
  std::unique_ptr<Gfx> g_;
  I18n i18n_;

  Screen screen_ = Screen::Start;
  Overlay overlay_ = Overlay::None;
  Setup setup_;
  std::unique_ptr<Match> match_;
  std::unique_ptr<Bot> bot_;
  std::vector<int> humans_;
  std::string page_chrome_;  // language|title last sent to the page
  UndoPoint undo_;
  size_t undo_key_ = 0;  // actions * 64 + seat of the cached undo_; 0: none
  std::vector<std::string> names_;
  std::string level_;
  int view_seat_ = 0;
  Json obs_;
  std::unique_ptr<GameView> view_;
  std::vector<std::string> view_legal_;  // legal texts of view_seat_ when it is to move
  size_t seen_events_ = 0;
  std::vector<std::string> log_lines_;

  // UI state
  std::vector<std::string> picked_;
  std::vector<ParsedAction> picker_choices_;
  bool hints_ = true;
  float log_scroll_ = 0;   // CSS px from the newest line
  float help_scroll_ = 0;
  std::vector<std::pair<std::string, Rect>> hits_;
  struct Explain { Rect r; std::string title, body; };
  std::vector<Explain> explains_;  // this frame's explained pieces (ViewContext::explain)
  std::string pressed_;
  bool dirty_ = true;
  bool first_frame_done_ = false;
  bool has_autosave_ = false;
  std::vector<std::string> notices_;
  int last_height_posted_ = 0;
  float drag_y_ = -1;
  bool dragging_ = false;

  std::vector<Anim> anims_;
  double anim_end_ = 0;
  double next_bot_at_ = 0;
  int css_w_ = 0, css_h_ = 0, dev_w_ = 0, dev_h_ = 0;
};

}  // namespace tabula::web
