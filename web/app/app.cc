#include "app/app.h"

#include <algorithm>
#include <cmath>
#include <ctime>

#include "core/save.h"
#include "platform/platform.h"

namespace tabula::assets {
extern const unsigned char kFontRegular[];
extern const unsigned char kFontBold[];
}  // namespace tabula::assets

namespace tabula::web {

namespace {
const char* kSaveKey = "tabula.save";
const char* kCorruptKey = "tabula.save.corrupt";
// Seat names: short, readable in all four languages.
const char* kNames[] = {"Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina",
                        "Hugo", "Ilona", "Luca", "Marta", "Nico", "Olga"};

// Pauses that let a person follow the bots (seconds).
constexpr double kBotPause = 0.75;
constexpr double kBotQuickPause = 0.3;  // claims and declines go quickly
}  // namespace

App::App(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {
  fonts_ = std::make_unique<Fonts>(renderer, assets::kFontRegular, assets::kFontBold);
  g_ = std::make_unique<Gfx>(renderer, fonts_.get());
  std::string pref = platform::preferred_language().substr(0, 2);
  for (char& c : pref) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  i18n_.set(i18n_.has(pref) ? pref : "en");
  if (const GameInfo* first = find_game("mascarade")) {
    setup_.game = first->name;
    const auto& levels = first->bot_levels;
    setup_.level = levels.size() > 1 ? levels[1] : (levels.empty() ? "" : levels[0]);
  }
  load_autosave();
}

App::~App() = default;

// ---------------------------------------------------------------- game flow

bool App::is_human(int seat) const {
  return std::find(humans_.begin(), humans_.end(), seat) != humans_.end();
}

int App::human_to_move() const {
  if (!match_ || match_->state().is_terminal()) return -1;
  int cur = match_->state().current_player();
  return is_human(cur) ? cur : -1;
}

bool App::multi_card() const { return match_ && match_->state().players() <= 3; }

bool App::start_match(const Setup& setup, std::string* why) {
  const GameInfo* info = find_game(setup.game);
  if (!info || !has_view(setup.game)) {
    if (why) *why = (info ? "no table for game \"" : "unknown game \"") + setup.game + "\"";
    return false;
  }
  Options options;
  options.players = setup.players;
  options.variant = setup.variant;
  uint64_t seed = 0;
  if (setup.seed.empty() || !parse_seed(setup.seed, &seed)) {
    seed = (static_cast<uint64_t>(std::time(nullptr)) << 20) ^ SDL_GetPerformanceCounter();
  }
  std::unique_ptr<Match> m = Match::start(setup.game, options, seed, why);
  if (!m) return false;
  Json table;
  table["humans"] = Json::array();
  for (int s = 0; s < std::max(1, std::min(setup.humans, setup.players)); ++s) table["humans"].push_back(s);
  table["level"] = setup.level;
  table["names"] = Json::array();
  for (int s = 0; s < setup.players; ++s) {
    table["names"].push_back(kNames[s % 13]);
  }
  table["lang"] = i18n_.lang();
  m->save().table = table;
  setup_ = setup;
  match_ = std::move(m);
  std::string text = save_to_json(match_->save()).dump();
  // Reuse the restore path so a fresh game and a reloaded one are identical.
  return restore_from_text(text, why);
}

bool App::restore_from_text(const std::string& text, std::string* why) {
  Save save;
  if (!parse_save(text, &save, why)) return false;
  if (!has_view(save.game)) {
    if (why) *why = "this page has no table for the game \"" + save.game + "\"";
    return false;
  }
  std::unique_ptr<Match> m = Match::restore(save, why);
  if (!m) return false;
  const GameInfo& info = m->info();
  const Json& table = save.table;
  std::vector<int> humans;
  if (table.contains("humans") && table["humans"].is_array()) {
    for (const auto& h : table["humans"]) {
      if (h.is_number_integer() && h.get<int>() >= 0 && h.get<int>() < save.options.players) {
        humans.push_back(h.get<int>());
      }
    }
  }
  if (humans.empty()) humans.push_back(0);
  std::string level = table.value("level", std::string());
  if (std::find(info.bot_levels.begin(), info.bot_levels.end(), level) == info.bot_levels.end()) {
    level = info.bot_levels.empty() ? "" : info.bot_levels[0];
  }
  std::unique_ptr<Bot> bot = info.new_bot ? info.new_bot(level) : nullptr;
  if (!bot) {
    if (why) *why = "no bot for level \"" + level + "\"";
    return false;
  }
  names_.clear();
  for (int s = 0; s < save.options.players; ++s) {
    std::string n = kNames[s % 13];
    if (table.contains("names") && table["names"].is_array() && s < (int)table["names"].size() &&
        table["names"][s].is_string()) {
      n = table["names"][s].get<std::string>();
    }
    names_.push_back(n);
  }
  if (table.contains("lang") && table["lang"].is_string()) i18n_.set(table["lang"].get<std::string>());
  match_ = std::move(m);
  view_ = make_view(save.game);
  bot_ = std::move(bot);
  humans_ = humans;
  level_ = level;
  setup_.game = save.game;
  setup_.players = save.options.players;
  setup_.variant = save.options.variant;
  setup_.humans = static_cast<int>(humans.size());
  setup_.level = level;
  int cur = match_->state().current_player();
  view_seat_ = is_human(cur) ? cur : humans_[0];
  screen_ = Screen::Table;
  overlay_ = Overlay::None;
  picked_.clear();
  anims_.clear();
  anim_end_ = 0;
  seen_events_ = 0;
  log_scroll_ = 0;
  refresh_observation();
  double now = platform::now_seconds();
  if (match_->state().move_number() == 0 && !view_) {
    // Setup: every card is shown face up to everyone, then turned down.
    for (const auto& slot : obs_["slots"]) {
      const Json& known = slot["known"];
      if (known.is_array() && known.size() == 1 && known[0].is_string()) {
        Anim a;
        a.kind = Anim::Flip;
        a.start = now + 0.2;
        a.duration = 2.6;
        a.a = slot["name"].get<std::string>();
        a.card = known[0].get<std::string>();
        anims_.push_back(a);
        anim_end_ = std::max(anim_end_, a.start + a.duration);
      }
    }
  }
  seen_events_ = obs_["log"].size();
  undo_key_ = 0;
  view_observed(seen_events_);
  next_bot_at_ = std::max(now, anim_end_) + kBotPause;
  autosave();
  dirty_ = true;
  return true;
}

void App::refresh_observation() {
  if (!match_) return;
  obs_ = match_->state().observation(view_seat_);
  view_legal_.clear();
  if (human_to_move() >= 0 && human_to_move() == view_seat_) {
    const State& st = match_->state();
    for (Action a : st.legal_actions()) view_legal_.push_back(st.action_to_text(a));
  }
  log_lines_.clear();
  if (view_) return;  // a GameView words its own log (GameView::log_lines)
  for (const auto& e : obs_["log"]) {
    std::string line = format_event(e);
    if (!line.empty()) log_lines_.push_back(line);
  }
}

ViewContext App::view_context() {
  return ViewContext{
      *g_,
      i18n_,
      obs_,
      view_legal_,
      platform::now_seconds(),
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
}

bool App::preview(const std::vector<std::string>& pending, Json* obs, std::vector<std::string>* legal) const {
  if (!match_) return false;
  std::unique_ptr<State> st = match_->state().clone();
  const int seat = st->current_player();
  if (seat != view_seat_ || !is_human(seat)) return false;
  for (const auto& text : pending) {
    if (st->is_terminal() || st->current_player() != seat || !st->act(text, nullptr)) return false;
  }
  *obs = st->observation(view_seat_);
  legal->clear();
  if (!st->is_terminal() && st->current_player() == seat)
    for (Action a : st->legal_actions()) legal->push_back(st->action_to_text(a));
  return true;
}

void App::view_observed(size_t first_new) {
  if (!view_) return;
  ViewContext ctx = view_context();
  view_->on_observation(ctx, first_new);
  view_->reset_selection();
}

// A view may hand back several actions at once, one per line (a multi-cube
// turn composed on screen before its last cube): they are played in order,
// stopping at the first one refused.
void App::play(const std::string& text) {
  size_t start = 0, played = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    std::string one = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    std::string why;
    if (!match_->act(one, &why)) {
      platform::notice(why);
      break;
    }
    ++played;
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  if (played > 0) after_action();
}

void App::after_action() {
  refresh_observation();
  if (view_) view_observed(seen_events_);
  else queue_animations(seen_events_);
  seen_events_ = obs_["log"].size();
  picked_.clear();
  if (overlay_ == Overlay::Picker) overlay_ = Overlay::None;
  autosave();
  double now = platform::now_seconds();
  std::string last = match_->save().actions.empty() ? "" : match_->save().actions.back();
  double pause = (last == "decline" || last.rfind("claim", 0) == 0) ? kBotQuickPause : kBotPause;
  next_bot_at_ = std::max(now, anim_end_) + pause;
  dirty_ = true;
}

void App::step_bots(double now) {
  if (!match_ || screen_ != Screen::Table || overlay_ == Overlay::Pass) return;
  const State& st = match_->state();
  if (st.is_terminal() || animating(now) || now < next_bot_at_) return;
  int cur = st.current_player();
  if (cur < 0 || is_human(cur)) return;
  // One bot action per step; the RNG is seeded from (game seed, move) so a
  // replayed save reproduces the same bot choices.
  Rng rng = bot_rng(match_->save().seed, st.move_number());
  Action a = bot_->choose(st, cur, rng);
  if (!st.is_legal(a)) {
    std::vector<Action> legal = st.legal_actions();
    if (legal.empty()) return;
    a = legal[0];
  }
  match_->apply(a);
  after_action();
}

void App::autosave() {
  if (!match_) return;
  platform::store(kSaveKey, save_to_json(match_->save()).dump());
  has_autosave_ = true;
}

void App::load_autosave() {
  std::optional<std::string> text = platform::load(kSaveKey);
  if (!text || text->empty()) return;
  Save save;
  std::string why;
  std::unique_ptr<Match> m;
  if (parse_save(*text, &save, &why)) m = Match::restore(save, &why);
  if (m) {
    has_autosave_ = true;
    return;
  }
  // Never drop a save silently: keep it aside under its own key and say why.
  std::string key = std::string(kCorruptKey) + "." + std::to_string(std::time(nullptr));
  platform::store(key, *text);
  platform::store(kSaveKey, "");
  notices_.push_back(i18n_.t("ui.save_corrupt", {{"reason", why}, {"key", key}}));
  platform::notice(notices_.back());
}

std::vector<ParsedAction> App::legal_parsed() const {
  std::vector<ParsedAction> out;
  if (human_to_move() < 0 || human_to_move() != view_seat_) return out;
  const State& st = match_->state();
  for (Action a : st.legal_actions()) out.push_back(parse_action(st.action_to_text(a), multi_card()));
  return out;
}

// ------------------------------------------------------------ animations

void App::queue_animations(size_t from_event) {
  const Json& log = obs_["log"];
  double now = platform::now_seconds();
  double cursor = std::max(now, anim_end_);
  std::string prev_type;
  double prev_start = cursor;
  auto slot_of_seat = [&](int seat) -> std::string {
    for (const auto& s : obs_["slots"]) {
      if (s["owner"] == seat) return s["name"].get<std::string>();
    }
    return "";
  };
  for (size_t i = from_event; i < log.size(); ++i) {
    const Json& e = log[i];
    std::string type = e.value("type", "");
    Anim a;
    double start = cursor;
    // Simultaneous things (several reveals, several coin movements) overlap.
    if (type == prev_type && (type == "reveal" || type == "gold")) start = prev_start + 0.12;
    a.start = start;
    if (type == "swap" || type == "fool" || type == "spy-swap") {
      a.kind = Anim::Swap;
      a.duration = 0.8;
      if (type == "spy-swap") {
        // The spy's two cards are the last "spy" event's.
        for (size_t k = i; k-- > 0;) {
          if (log[k].value("type", "") == "spy") {
            a.a = log[k].value("mine", "");
            a.b = log[k].value("other", "");
            break;
          }
        }
      } else if (type == "fool") {
        a.a = e.value("a", "");
        a.b = e.value("b", "");
      } else {
        a.a = e.value("mine", "");
        a.b = e.value("other", "");
      }
    } else if (type == "reveal") {
      a.kind = Anim::Flip;
      a.duration = 2.2;
      a.a = e.value("slot", "");
      a.card = e.value("card", "");
    } else if (type == "peek" || type == "spy") {
      std::vector<std::pair<std::string, std::string>> shown;
      if (type == "peek") {
        shown.push_back({e.value("slot", ""), e["card"].is_string() ? e["card"].get<std::string>() : ""});
      } else {
        bool seen = e["cards"].is_array() && e["cards"].size() == 2;
        shown.push_back({e.value("mine", ""), seen ? e["cards"][0].get<std::string>() : ""});
        shown.push_back({e.value("other", ""), seen ? e["cards"][1].get<std::string>() : ""});
      }
      for (auto& [slot, card] : shown) {
        Anim p;
        p.start = start;
        // Only the seat that looked sees a face; everyone else sees a lift.
        p.kind = card.empty() ? Anim::Lift : Anim::Flip;
        p.duration = card.empty() ? 0.8 : 2.0;
        p.a = slot;
        p.card = card;
        anims_.push_back(p);
        anim_end_ = std::max(anim_end_, p.start + p.duration);
      }
      cursor = start + (shown[0].second.empty() ? 0.8 : 2.0);
      prev_type = type;
      prev_start = start;
      continue;
    } else if (type == "gold") {
      a.kind = Anim::Coins;
      a.duration = 0.7;
      a.amount = e.value("amount", 1);
      a.a = e["from"].is_string() ? e["from"].get<std::string>() : std::to_string(e["from"].get<int>());
      a.b = e["to"].is_string() ? e["to"].get<std::string>() : std::to_string(e["to"].get<int>());
    } else if (type == "announce" || type == "claim" || type == "guess") {
      a.kind = Anim::Bubble;
      a.duration = type == "announce" ? 1.2 : 0.8;
      a.seat = e.value("seat", -1);
      std::string c = type == "claim" ? obs_.value("announced", Json()).is_string()
                                            ? obs_["announced"].get<std::string>() : ""
                                      : e.value("character", "");
      if (type == "claim") {
        for (size_t k = i; k-- > 0;) {
          if (log[k].value("type", "") == "announce") { c = log[k].value("character", ""); break; }
        }
      }
      a.text = i18n_.character(c) + (type == "claim" ? "!" : "!");
      if (type == "guess") a.text = i18n_.character(c) + "?";
    } else if (type == "fortunes") {
      a.kind = Anim::Coins;
      a.duration = 0.8;
      a.a = std::to_string(e.value("seat", 0));
      a.b = std::to_string(e.value("with", 0));
      a.amount = 3;
    } else {
      continue;
    }
    (void)slot_of_seat;
    anims_.push_back(a);
    anim_end_ = std::max(anim_end_, a.start + a.duration);
    cursor = a.start + a.duration;
    prev_type = type;
    prev_start = start;
  }
  // Forget finished animations.
  anims_.erase(std::remove_if(anims_.begin(), anims_.end(),
                              [&](const Anim& a) { return a.start + a.duration < now - 1; }),
               anims_.end());
}

// ------------------------------------------------------------------ input

void App::hit(const std::string& id, Rect r) { hits_.push_back({id, r}); }

void App::tap_at(float x, float y) {
  for (auto it = hits_.rbegin(); it != hits_.rend(); ++it) {
    if (it->second.contains(x, y)) {
      on_tap(it->first);
      dirty_ = true;
      return;
    }
  }
  // A tap outside every target closes menus and pickers.
  if (overlay_ == Overlay::Menu || overlay_ == Overlay::Picker) overlay_ = Overlay::None;
  if (!picked_.empty()) picked_.clear();
  dirty_ = true;
}

void App::handle(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which == SDL_TOUCH_MOUSEID || e.button.button != SDL_BUTTON_LEFT) break;
      drag_y_ = static_cast<float>(e.button.y);
      dragging_ = false;
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.which == SDL_TOUCH_MOUSEID || e.button.button != SDL_BUTTON_LEFT) break;
      if (!dragging_) tap_at(static_cast<float>(e.button.x), static_cast<float>(e.button.y));
      drag_y_ = -1;
      dragging_ = false;
      break;
    case SDL_MOUSEMOTION:
      if (e.motion.which == SDL_TOUCH_MOUSEID || drag_y_ < 0) break;
      if (std::fabs(e.motion.y - drag_y_) > 8) dragging_ = true;
      if (dragging_) {
        float dy = static_cast<float>(e.motion.yrel);
        if (overlay_ == Overlay::Help) help_scroll_ = std::max(0.f, help_scroll_ - dy);
        else log_scroll_ = std::max(0.f, log_scroll_ + dy);
        dirty_ = true;
      }
      break;
    case SDL_FINGERDOWN:
      drag_y_ = e.tfinger.y * css_h_;
      dragging_ = false;
      break;
    case SDL_FINGERMOTION: {
      float y = e.tfinger.y * css_h_;
      if (drag_y_ >= 0 && std::fabs(y - drag_y_) > 10) dragging_ = true;
      if (dragging_) {
        float dy = e.tfinger.dy * css_h_;
        if (overlay_ == Overlay::Help) help_scroll_ = std::max(0.f, help_scroll_ - dy);
        else log_scroll_ = std::max(0.f, log_scroll_ + dy);
        dirty_ = true;
      }
      break;
    }
    case SDL_FINGERUP:
      if (!dragging_) tap_at(e.tfinger.x * css_w_, e.tfinger.y * css_h_);
      drag_y_ = -1;
      dragging_ = false;
      break;
    case SDL_MOUSEWHEEL: {
      float dy = static_cast<float>(e.wheel.y) * 40;
      if (overlay_ == Overlay::Help) help_scroll_ = std::max(0.f, help_scroll_ - dy);
      else log_scroll_ = std::max(0.f, log_scroll_ + dy);
      dirty_ = true;
      break;
    }
    case SDL_KEYDOWN:
      // Escape closes whatever is open (never the pass-the-device screen).
      if (e.key.keysym.sym == SDLK_ESCAPE && overlay_ != Overlay::Pass) {
        overlay_ = Overlay::None;
        picked_.clear();
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

void App::sync_page_chrome() {
  const GameInfo* info = match_ && screen_ == Screen::Table ? find_game(setup_.game) : nullptr;
  std::string title = info ? info->title : "";
  std::string key = i18n_.lang() + "|" + title;
  if (key == page_chrome_) return;
  page_chrome_ = key;
  platform::page_chrome(i18n_.lang(), title.empty() ? "Mascarade · Shakespeare · Mykerinos" : title, i18n_.t("ui.tagline"),
                        i18n_.t("ui.export"), i18n_.t("ui.import"));
}

void App::frame() {
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
  double now = platform::now_seconds();
  step_bots(now);
  if (screen_ == Screen::Table && match_ && overlay_ != Overlay::Pass && !animating(now)) {
    int h = human_to_move();
    if (h >= 0 && h != view_seat_) {
      overlay_ = Overlay::Pass;
      dirty_ = true;
    }
  }
  if (animating(now + 0.05)) dirty_ = true;
  if (!dirty_) return;
  sync_page_chrome();
  dirty_ = false;
  g_->set_size(css_w_, css_h_, dev_w_, dev_h_);
  hits_.clear();
  explains_.clear();
  g_->begin_frame();
  draw();
  SDL_RenderPresent(renderer_);
  if (!first_frame_done_) {
    first_frame_done_ = true;
    platform::signal_ready();
  }
}

// ------------------------------------------------------------------- API

std::string App::api_state() const {
  if (!match_) return "null";
  int h = human_to_move();
  if (h >= 0 && h != view_seat_) return match_->state().observation(h).dump();
  return obs_.dump();
}

std::string App::api_legal() const {
  Json out = Json::array();
  if (human_to_move() >= 0) {
    const State& st = match_->state();
    for (Action a : st.legal_actions()) out.push_back(st.action_to_text(a));
  }
  return out.dump();
}

const UndoPoint& App::undo_now(bool now) {
  if (!match_) {
    undo_ = UndoPoint{};
    return undo_;
  }
  const size_t key = (match_->save().actions.size() + 1) * 64 + static_cast<size_t>(view_seat_);
  const bool settled = match_->state().is_terminal() || human_to_move() >= 0;
  if (key != undo_key_ && (now || settled)) {
    undo_key_ = key;
    undo_ = undo_point(*match_, view_seat_, humans_);
  }
  return undo_;
}

bool App::undo(std::string* why) {
  const UndoPoint u = undo_now(true);
  if (u.moves < 0) {
    if (why) {
      *why = i18n_.t(u.no == UndoPoint::No::kHiddenSince  ? "ui.undo_hidden"
                     : u.no == UndoPoint::No::kOthersMove ? "ui.undo_other"
                                                          : "ui.undo_nothing");
    }
    return false;
  }
  if (!match_->rewind(u.moves)) return false;
  // The same path as a reload: a fresh view walked through the shorter game.
  return restore_from_text(save_to_json(match_->save()).dump(), why);
}

std::string App::api_undo() {
  std::string why;
  Json r = undo(&why) ? Json{{"ok", true}} : Json{{"ok", false}, {"reason", why}};
  dirty_ = true;
  return r.dump();
}

std::string App::api_act(const std::string& text) {
  Json r;
  if (!match_) {
    r = {{"ok", false}, {"reason", "no game in progress"}};
  } else if (match_->state().is_terminal()) {
    r = {{"ok", false}, {"reason", "the game is over"}};
  } else if (human_to_move() < 0) {
    r = {{"ok", false}, {"reason", "it is not a human seat's turn"}};
  } else {
    int h = human_to_move();
    if (h != view_seat_) {  // acting dismisses the pass-the-device screen
      view_seat_ = h;
      overlay_ = Overlay::None;
      refresh_observation();
      seen_events_ = obs_["log"].size();
      view_observed(seen_events_);
    }
    std::string why;
    if (match_->act(text, &why)) {
      after_action();
      r = {{"ok", true}};
    } else {
      r = {{"ok", false}, {"reason", why}};
    }
  }
  return r.dump();
}

std::string App::api_start(const std::string& options_json) {
  Json in = Json::parse(options_json, nullptr, false);
  Json notices = Json::array();
  Setup s = setup_;
  s.seed.clear();
  if (!in.is_object()) in = Json::object();
  auto text_of = [](const Json& v) {
    return v.is_string() ? v.get<std::string>() : v.dump();
  };
  auto bad = [&](const std::string& key, const Json& v, const std::string& fallback) {
    notices.push_back(i18n_.t("ui.notice_bad_value", {{"key", key}, {"value", text_of(v)}, {"fallback", fallback}}));
  };
  auto as_int = [](const Json& v, int* out) {
    if (v.is_number_integer()) { *out = v.get<int>(); return true; }
    if (!v.is_string()) return false;
    const std::string t = v.get<std::string>();
    if (t.empty() || t.size() > 6 || !std::all_of(t.begin(), t.end(), ::isdigit)) return false;
    *out = std::stoi(t);
    return true;
  };
  if (in.contains("lang")) {
    std::string l = text_of(in["lang"]);
    if (i18n_.has(l)) i18n_.set(l);
    else bad("lang", in["lang"], i18n_.lang());
  }
  if (in.contains("game")) {
    std::string g = text_of(in["game"]);
    if (find_game(g) && has_view(g)) s.game = g;
    else bad("game", in["game"], s.game);
  }
  const GameInfo* info = find_game(s.game);
  if (!info) return Json{{"ok", false}, {"reason", "no games"}}.dump();
  if (in.contains("players")) {
    int p = 0;
    if (as_int(in["players"], &p) && p >= info->min_players && p <= info->max_players) s.players = p;
    else bad("players", in["players"], std::to_string(s.players));
  }
  s.players = std::clamp(s.players, info->min_players, info->max_players);
  if (in.contains("variant")) {
    std::string v = text_of(in["variant"]);
    if (std::find(info->variants.begin(), info->variants.end(), v) != info->variants.end()) s.variant = v;
    else bad("variant", in["variant"], "standard");
  }
  if (in.contains("humans")) {
    int h = 0;
    if (as_int(in["humans"], &h) && h >= 1 && h <= s.players) s.humans = h;
    else bad("humans", in["humans"], std::to_string(std::min(s.humans, s.players)));
  }
  s.humans = std::clamp(s.humans, 1, s.players);
  if (in.contains("level")) {
    std::string l = text_of(in["level"]);
    if (std::find(info->bot_levels.begin(), info->bot_levels.end(), l) != info->bot_levels.end()) s.level = l;
    else bad("level", in["level"], s.level);
  }
  if (std::find(info->bot_levels.begin(), info->bot_levels.end(), s.level) == info->bot_levels.end()) {
    s.level = info->bot_levels.empty() ? "" : info->bot_levels[0];
  }
  if (in.contains("seed")) {
    uint64_t seed = 0;
    std::string t = text_of(in["seed"]);
    if (parse_seed(t, &seed)) s.seed = t;
    else bad("seed", in["seed"], "random");
  }
  std::string why;
  bool ok = start_match(s, &why);
  for (const auto& n : notices) platform::notice(n.get<std::string>());
  Json r = {{"ok", ok}, {"notices", notices}};
  if (!ok) r["reason"] = why;
  dirty_ = true;
  return r.dump();
}

std::string App::api_save() const {
  if (!match_) return "";
  return save_to_json(match_->save()).dump();
}

std::string App::api_layout() const {
  Json out = Json::object();
  for (const auto& [id, r] : hits_) out[id] = {{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
  return out.dump();
}

std::string App::api_texts() const {
  Json out = Json::array();
  for (const auto& t : g_->drawn_texts())
    out.push_back({{"text", t.s}, {"x", t.x}, {"y", t.y}, {"w", t.w}, {"size", t.size}});
  return out.dump();
}

std::string App::api_explains() const {
  Json out = Json::array();
  for (const auto& e : explains_)
    out.push_back({{"x", e.r.x}, {"y", e.r.y}, {"w", e.r.w}, {"h", e.r.h}, {"title", e.title}, {"body", e.body}});
  return out.dump();
}

std::string App::api_log() {
  if (!match_) return "[]";
  if (!view_) return Json(log_lines_).dump();
  ViewContext ctx = view_context();
  return Json(view_->log_lines(ctx)).dump();
}

bool App::api_bots_idle() const {
  if (!match_ || screen_ != Screen::Table) return true;
  if (animating(platform::now_seconds())) return false;
  return match_->state().is_terminal() || human_to_move() >= 0;
}

void App::api_import(const std::string& text) {
  std::string why;
  // Keep the current game untouched if the import fails.
  auto previous = match_ ? save_to_json(match_->save()).dump() : std::string();
  if (restore_from_text(text, &why)) return;
  std::string key = std::string(kCorruptKey) + "." + std::to_string(std::time(nullptr));
  platform::store(key, text);
  platform::notice(i18n_.t("ui.import_failed", {{"reason", why}}));
  if (!previous.empty()) restore_from_text(previous, nullptr);
  dirty_ = true;
}

void App::api_set_language(const std::string& lang) {
  i18n_.set(lang);
  if (match_) {
    match_->save().table["lang"] = i18n_.lang();
    refresh_observation();
    autosave();
  }
  dirty_ = true;
}

}  // namespace tabula::web
