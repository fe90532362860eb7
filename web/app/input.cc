// Pointer, touch, wheel and keys, and what a tap on each id means. Ids App
// does not know belong to the game's view (its "v:" ids, a board's own
// "slot:", "open:", ...); "action:<text>" plays <text>.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "platform/platform.h"

namespace tabula::web {

void App::hit(const std::string& id, Rect r) { hits_.push_back({id, r}); }

void App::tap_at(float x, float y) {
  focus_visible_ = false;  // a pointer is in use: the focus ring waits for a key
  for (auto it = hits_.rbegin(); it != hits_.rend(); ++it) {
    if (it->second.contains(x, y)) {
      on_tap(it->first);
      dirty_ = true;
      return;
    }
  }
  // A tap outside every target closes the menu.
  if (overlay_ == Overlay::Menu) overlay_ = Overlay::None;
  dirty_ = true;
}

void App::scroll(float dy) {
  if (overlay_ == Overlay::Help) help_scroll_ = std::max(0.f, help_scroll_ - dy);
  else if (view_ && screen_ == Screen::Table && overlay_ == Overlay::None) view_->on_scroll(dy);
  dirty_ = true;
}

void App::handle(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which == SDL_TOUCH_MOUSEID || e.button.button != SDL_BUTTON_LEFT) break;
      drag_y_ = static_cast<float>(e.button.y);
      dragging_ = false;
      press(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.which == SDL_TOUCH_MOUSEID || e.button.button != SDL_BUTTON_LEFT) break;
      if (release() && !dragging_) tap_at(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
      drag_y_ = -1;
      dragging_ = false;
      break;
    case SDL_MOUSEMOTION:
      if (e.motion.which == SDL_TOUCH_MOUSEID) break;
      if (drag_y_ < 0) {
        hover(static_cast<float>(e.motion.x), static_cast<float>(e.motion.y));
        break;
      }
      if (std::fabs(e.motion.y - drag_y_) > 8 || std::fabs(e.motion.x - press_x_) > 8) dragging_ = true;
      if (dragging_) scroll(static_cast<float>(e.motion.yrel));
      break;
    case SDL_FINGERDOWN:
      drag_y_ = e.tfinger.y * css_h_;
      dragging_ = false;
      press(e.tfinger.x * css_w_, e.tfinger.y * css_h_);
      break;
    case SDL_FINGERMOTION: {
      float x = e.tfinger.x * css_w_, y = e.tfinger.y * css_h_;
      if (drag_y_ >= 0 && (std::fabs(y - drag_y_) > 10 || std::fabs(x - press_x_) > 10)) dragging_ = true;
      if (dragging_) scroll(e.tfinger.dy * css_h_);
      break;
    }
    case SDL_FINGERUP:
      if (release() && !dragging_) tap_at(e.tfinger.x * css_w_, e.tfinger.y * css_h_);
      drag_y_ = -1;
      dragging_ = false;
      break;
    case SDL_MOUSEWHEEL:
      scroll(static_cast<float>(e.wheel.y) * 40);
      break;
    case SDL_KEYDOWN:
      if (replay_key(e.key.keysym.sym)) break;  // a replay's keys (replay.cc)
      // Escape closes whatever is open (never the pass-the-device screen).
      if (e.key.keysym.sym == SDLK_ESCAPE && overlay_ != Overlay::Pass) {
        overlay_ = Overlay::None;
        if (view_) view_->reset_selection();
        dirty_ = true;
      }
      // Ctrl+Z (Cmd+Z on a Mac) takes the last move back, as the button does.
      if (e.key.keysym.sym == SDLK_z && (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) && screen_ == Screen::Table &&
          overlay_ == Overlay::None) {
        on_tap("undo");
      }
      break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_HIDDEN) autosave();
      dirty_ = true;
      break;
    default:
      break;
  }
}

void App::choose_game(const std::string& game) {
  if (!find_game(game) || !has_view(game)) return;
  setup_.game = game;
  // Keep the other choices valid for the game picked.
  const GameInfo* now = find_game(game);
  setup_.players = std::clamp(setup_.players, now->min_players, now->max_players);
  setup_.humans = std::clamp(setup_.humans, 1, setup_.players);
  auto has = [](const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
  };
  if (!has(now->variants, setup_.variant)) setup_.variant = now->variants.empty() ? "" : now->variants[0];
  if (!has(now->bot_levels, setup_.level)) {
    const auto& levels = now->bot_levels;
    setup_.level = levels.size() > 1 ? levels[1] : (levels.empty() ? "" : levels[0]);
  }
}

void App::on_tap(const std::string& id) {
  const GameInfo* info = find_game(setup_.game);
  auto cycle = [](const std::vector<std::string>& list, const std::string& cur, int d) {
    if (list.empty()) return cur;
    auto it = std::find(list.begin(), list.end(), cur);
    int i = it == list.end() ? 0 : static_cast<int>(it - list.begin());
    i = (i + d + static_cast<int>(list.size())) % static_cast<int>(list.size());
    return list[i];
  };
  size_t colon = id.find(':');
  std::string head = id.substr(0, colon);
  std::string arg = colon == std::string::npos ? "" : id.substr(colon + 1);
  int d = arg == "-" ? -1 : 1;

  if (head == "explain") return;
  if (lesson_tap(id)) return;  // lesson.cc: its buttons, and the taps it explains
  if (head == "replay") return replay_tap(arg);  // replay.cc
  if (head == "review") return review_tap(arg);  // review.cc
  if (head == "ending") return ending_tap(arg);  // ending.cc
  if (head == "overlay" || head == "help-body") {
    if (overlay_ == Overlay::Menu) overlay_ = Overlay::None;
    return;
  }
  if (head == "game" && info) {
    std::vector<std::string> names;
    for (const auto& g : all_games()) {
      if (has_view(g.name)) names.push_back(g.name);
    }
    choose_game(arg == "-" || arg == "+" ? cycle(names, setup_.game, d) : arg);
  } else if (head == "players" && info) {
    setup_.players = std::clamp(setup_.players + d, info->min_players, info->max_players);
    setup_.humans = std::min(setup_.humans, setup_.players);
  } else if (head == "variant" && info) {
    setup_.variant = cycle(info->variants, setup_.variant, d);
  } else if (head == "humans") {
    setup_.humans = std::clamp(setup_.humans + d, 1, setup_.players);
  } else if (head == "level" && info) {
    // The start screen offers easy, hard and expert (expert thinks a slice
    // a frame: LocalTable::think_bot). "random" is for measuring the others;
    // window.tabula.start({level: "random"}) still plays it.
    std::vector<std::string> offered;
    for (const auto& l : info->bot_levels)
      if (l != "random") offered.push_back(l);
    setup_.level = cycle(offered, setup_.level, d);
  } else if (head == "lang") {
    api_set_language(cycle(I18n::languages(), i18n_.lang(), d));
  } else if (head == "start" && has_unfinished(setup_.game) && overlay_ != Overlay::Confirm) {
    // This game's unfinished game would be lost: ask first.
    overlay_ = Overlay::Confirm;
  } else if (head == "play_again" && screen_ == Screen::Table && table_ && table_->online()) {
    // Online, Play again is the table's rematch (shell/online.js: the same
    // people and bots at a new table), not a local game.
    platform::online_rematch();
  } else if (head == "start" || head == "play_again" || head == "confirm_new") {
    overlay_ = Overlay::None;
    notices_.clear();
    Setup s = setup_;
    s.seed.clear();
    std::string why;
    if (!start_match(s, &why)) platform::notice(why);
  } else if (head == "learn") {
    learn(setup_.game);
  } else if (head == "continue") {
    overlay_ = Overlay::None;
    continue_game(setup_.game);
  } else if (head == "online") {
    platform::online_open();
  } else if (head == "leave") {
    overlay_ = Overlay::None;
    platform::online_leave();
    online_leave();
  } else if (head == "import") {
    overlay_ = Overlay::None;
    platform::pick_file();
  } else if (head == "export") {
    overlay_ = Overlay::None;
    api_export();
  } else if (head == "about") {
    // About is the page's HTML dialog, for the game on the table or chosen;
    // a page without one shows the rules overlay's About part.
    overlay_ = Overlay::None;
    const bool table = screen_ == Screen::Table && table_;
    const std::string game = table ? table_->game() : setup_.game;
    const int players = table ? table_->players() : setup_.players;
    const std::string variant = table ? table_->variant() : setup_.variant;
    if (!platform::show_about(game, i18n_.lang(), players, variant)) {
      overlay_ = Overlay::Help;
      help_scroll_ = 100000;
    }
  } else if (head == "help") {
    overlay_ = Overlay::Help;
    help_scroll_ = 0;
  } else if (head == "undo") {
    overlay_ = Overlay::None;
    std::string why;
    if (local() && !undo(&why) && !why.empty()) platform::notice(why);
  } else if (head == "menu") {
    overlay_ = Overlay::Menu;
  } else if (head == "close") {
    overlay_ = Overlay::None;
  } else if (head == "sound") {
    toggle_sound();
  } else if (head == "motion") {
    toggle_motion();
  } else if (head == "example") {
    open_example(arg);  // examples.cc
  } else if (head == "hint") {
    overlay_ = Overlay::None;
    ask_hint();  // hint.cc
  } else if (head == "hints") {
    hints_ = !hints_;
  } else if (head == "new_game") {
    overlay_ = Overlay::None;
    if (online()) {
      platform::online_leave();
      online_leave();
    }
    screen_ = Screen::Start;
  } else if (head == "pass") {
    int h = human_to_move();
    if (h >= 0) view_seat_ = h;
    overlay_ = Overlay::None;
    pass_pending_ = false;
    refresh_observation();
    seen_events_ = obs_["log"].size();
    view_observed(seen_events_);
  } else if (head == "action") {
    play(arg);
  } else if (view_ && screen_ == Screen::Table) {
    // The view's own ids: a selection, or an action (or several) to play.
    ViewContext ctx = view_context();
    std::optional<std::string> text = view_->on_tap(ctx, id);
    if (text) play(*text);
  }
}

}  // namespace tabula::web
