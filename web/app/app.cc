// The frame: when to redraw, what to draw, and the ViewContext App lends the
// game's view.
#include "app/app.h"
#include "ui/atlas.h"

#include <algorithm>
#include <cmath>

#include "platform/platform.h"

namespace tabula::assets {
extern const unsigned char kFontRegular[];
extern const unsigned char kFontBold[];
}  // namespace tabula::assets

namespace tabula::web {

App::App(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {
  fonts_ = std::make_unique<Fonts>(renderer, assets::kFontRegular, assets::kFontBold);
  g_ = std::make_unique<Gfx>(renderer, fonts_.get());
  i18n_.set_source(platform::language_text);
  std::string pref = platform::preferred_language().substr(0, 2);
  for (char& c : pref) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  i18n_.set(i18n_.has(pref) ? pref : "en");
  const auto& games = all_games();
  auto first = std::find_if(games.begin(), games.end(), [](const GameInfo& g) { return has_view(g.name); });
  if (first != games.end()) {
    setup_.game = first->name;
    setup_.players = std::clamp(setup_.players, first->min_players, first->max_players);
    const auto& levels = first->bot_levels;
    setup_.level = levels.size() > 1 ? levels[1] : (levels.empty() ? "" : levels[0]);
  }
  load_autosave();
  resume_lesson();  // lesson.cc
  api_set_motion(-1);  // the menu's Animations setting, if one was chosen here
  sound_ = sound_on();
}

App::~App() = default;

ViewContext App::view_context() {
  ViewContext ctx{
      *g_,
      i18n_,
      obs_,
      view_legal_,
      platform::now_seconds() + motion_skip_,
      [this](int seat) { return name_of(seat); },
      [this](const std::string& id, Rect r) { hit(id, r); },
      [this](const std::string& id, Rect r, const std::string& label, bool primary, bool enabled,
             float size) { return button(id, r, label, primary, enabled, size); },
      [this](const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal) {
        return preview(pending, obs, legal);
      },
      [this](Rect r, const std::string& title, const std::string& body) {
        explains_.push_back({r, title, body});
      }};
  ctx.seat = view_seat_;
  ctx.hints = hints_;
  ctx.solo = table_ && table_->humans() == 1;
  // A replay is watched, not played: a view's hold for a person (holding()) does not wait there.
  ctx.person = table_ && !scene() && (online() ? view_seat_ >= 0 : table_->humans() > 0);
  ctx.is_bot = [this](int seat) { return table_ && table_->is_bot(seat); };
  ctx.seat_note = [this](int seat) { return online() ? online()->note_of(seat) : std::string(); };
  // A finished lesson is only looked at too (Play on makes it a game): no "Waiting for…".
  ctx.replay = scene() != nullptr || (lesson_table() && lesson_table()->finished());
  return ctx;
}

bool App::preview(const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal) const {
  // Only a game played here can be looked ahead; online, a composed turn is
  // sent action by action (the server's answers are the preview).
  // A lesson's turns are composed the same way (lesson.cc).
  const Match* m = local() ? &local()->match() : lesson_table() ? &lesson_table()->match() : nullptr;
  if (!m) return false;
  std::unique_ptr<State> st = m->state().clone();
  const int seat = st->current_player();
  if (seat != view_seat_ || !table_->is_human(seat)) return false;
  for (const auto& text : pending) {
    if (st->is_terminal() || st->current_player() != seat || !st->act(text, nullptr)) return false;
  }
  *obs = st->observation(view_seat_);
  legal->clear();
  if (!st->is_terminal() && st->current_player() == seat)
    for (Action a : st->legal_actions()) legal->push_back(st->action_to_text(a));
  return true;
}

void App::sync_page_chrome() {
  const GameInfo* info = table_ && screen_ == Screen::Table ? find_game(table_->game()) : nullptr;
  std::string title = info ? info->title : "";
  if (!info) {  // every game's title, in the order the start screen lists them
    for (const auto& g : all_games())
      if (has_view(g.name)) title += (title.empty() ? "" : " · ") + g.title;
  }
  // The tagline and buttons change again when the language's table arrives.
  // A replay opening or closing is told too: the page's online chat shows a
  // finished table's lines while its replay is on screen (shell/online-parts/chat.js).
  std::string key = i18n_.lang() + (i18n_.loaded(i18n_.lang()) ? "|" : "|pending|") + title + (scene() ? "|replay" : "");
  if (key == page_chrome_) return;
  page_chrome_ = key;
  platform::page_chrome(i18n_.lang(), title, i18n_.t("ui.tagline"),
                        i18n_.t("ui.export"), i18n_.t("ui.import"));
}

void App::frame() {
  // A link that starts a game is applied before the first frame (issue 35):
  // that frame draws the table, not a start screen nobody sees under the
  // loading cover. Until the words for it are here the page holds the
  // frame (no frames are asked for meanwhile: it wakes the loop).
  if (!first_frame_begun_) {
    held_ = !platform::signal_starting();
    if (held_) return;
    first_frame_begun_ = true;
  }
  SDL_GetWindowSize(window_, &css_w_, &css_h_);
  int dw = 0, dh = 0;
  SDL_GetRendererOutputSize(renderer_, &dw, &dh);
  if (dw != dev_w_ || dh != dev_h_) {
    float old_scale = css_w_ > 0 && dev_w_ > 0 ? float(dev_w_) / css_w_ : 0;
    dev_w_ = dw;
    dev_h_ = dh;
    if (css_w_ > 0 && std::fabs(old_scale - float(dw) / css_w_) > 0.01f) fonts_->clear();
    dirty_ = true;
  }
  // A game's art atlas arrived (web/ui/atlas.cc): draw it.
  if (art::update(renderer_)) dirty_ = true;
  check_long_press();
  want_game_words();  // words.cc
  // Prompts say "click" to a mouse and "tap" to a finger (I18n::set_mouse).
  if (platform::pointer_is_mouse() != i18n_.mouse()) {
    i18n_.set_mouse(!i18n_.mouse());
    dirty_ = true;
  }
  double now = platform::now_seconds();
  step_bots(now);
  step_lesson(now);
  skip_motion(now);
  step_replay(now);
  step_ending(now);  // ending.cc
  step_review();
  step_hint();
  // Pass the device: before a human's turn that follows another human's
  // (and before the first, with two or more humans here).
  if (screen_ == Screen::Table && local() && overlay_ != Overlay::Pass && !animating(now)) {
    int h = human_to_move();
    if (h >= 0 && (h != view_seat_ || pass_pending_)) {
      overlay_ = Overlay::Pass;
      dirty_ = true;
    }
  }
  if (screen_ == Screen::Start) {
    // Play online appears once the page finds its server (shell/online.js).
    bool avail = platform::online_available();
    if (avail != online_available_) {
      online_available_ = avail;
      dirty_ = true;
    }
  }
  // While anything animates, every frame is drawn -- and one more after it
  // ends, so what stays on screen is the final state, never a frame from
  // the middle of a flip or a flight.
  const bool anim = animating(now);
  if (anim || anim_tail_) dirty_ = true;
  anim_tail_ = anim;
  if (!dirty_) return;
  sync_page_chrome();
  dirty_ = false;
  g_->set_size(css_w_, css_h_, dev_w_, dev_h_);
  hits_.clear();
  explains_.clear();
  g_->begin_frame();
  draw();
  // Only what differs from the last frame reaches the GPU (ui/draw_list.h).
  g_->submit(platform::retained_canvas());
  SDL_RenderPresent(renderer_);
  access_changed();
  if (!first_frame_done_) {
    first_frame_done_ = true;
    platform::signal_ready();
  }
}

bool App::wants_frames() const {
  if (held_) return false;  // the page wakes the loop (frame above)
  if (dirty_ || anim_tail_ || (replay_playing_ && scene() && screen_ == Screen::Table)) return true;
  if (!lesson_wanted_.empty()) return true;  // its files are on their way
  if (const LessonTable* l = lesson_table(); l && screen_ == Screen::Table && l->scripted_due()) return true;
  if (press_at_ >= 0 && !long_pressed_) return true;  // a long press may be on its way
  if (hint_.thinking && !hint_.ticket) return true;     // the expert thinks here (hint.cc)
  const double now = platform::now_seconds();
  if (view_ && view_->animating(now)) return true;  // not while it holds: that waits for input
  if (ending_running(now)) return true;              // the end sequence (ending.cc)
  if (screen_ != Screen::Table || overlay_ == Overlay::Pass) return false;
  if (const LocalTable* t = local()) {
    if (t->bot_to_move() >= 0) {
      // It plays once its pause is over; if its search is in the worker by
      // then, the answer wakes the page (platform/thinker.cc).
      return now < next_bot_at_ || !t->thinking_elsewhere();
    }
    const int h = t->human_to_move();
    if (h >= 0 && (h != view_seat_ || pass_pending_)) return true;  // the pass-the-device screen comes next
  }
  return false;
}

void App::draw() {
  g_->clear(palette::kNight);
  draw_game_backdrop(table_ ? table_->game() : setup_.game, *g_, {0, 0, g_->width(), g_->height()});
  if (screen_ == Screen::Start || !table_) draw_start();
  else if (game_words_here()) draw_table();  // else a frame or two of backdrop: its words are coming (words.cc)
  draw_overlay();
  draw_focus_ring();
  draw_explanation();
}

// The top bar, then the game's view owns the rest (or, online before the
// game starts, the seats being filled).
void App::draw_table() {
  const float W = g_->width(), H = g_->height();
  const float bar_h = 48;
  draw_top_bar({0, 0, W, bar_h});
  if (online() && !online()->started()) {
    draw_waiting({0, bar_h, W, H - bar_h});
    return;
  }
  if (!view_) return;
  ViewContext ctx = view_context();
  // A replay's controls take the bottom (replay.cc); the board the rest.
  const float controls = scene() ? replay_controls_height() : lesson_table() ? lesson_panel_height() : 0;
  const Rect board{0, bar_h, W, H - bar_h - controls};
  if (scene() && review_open_) draw_review(board);  // review.cc
  else view_->draw(ctx, board);
  if (lesson_table()) draw_lesson(board, {0, H - controls, W, controls});
  draw_hint(board);
  if (!scene() && !lesson_table()) draw_ending(board);  // ending.cc, once the game is over
  draw_help_line({0, 0, W, bar_h});  // over the top bar, never the board
  if (scene()) {
    draw_replay_controls({0, H - controls, W, controls});
    replay_prefer_height();
  }
}

}  // namespace tabula::web
