// The game flow of a table played here: starting, restoring (a reload, an
// import, an undo all restore a save), what follows an action, the bots'
// pace, autosave and undo. Online tables share refresh_observation,
// view_observed and play; the rest is theirs in online.cc.
#include <algorithm>
#include <ctime>

#include "app/app.h"
#include "core/save.h"
#include "platform/platform.h"

namespace tabula::web {

namespace {
const char* kOldSaveKey = "tabula.save";  // before one slot per game
const char* kSavePrefix = "tabula.save.";  // + game
const char* kLastGameKey = "tabula.last-game";
const char* kCorruptKey = "tabula.save.corrupt";

// Pauses that let a person follow the bots (seconds).
constexpr double kBotPause = 0.75;
constexpr double kBotQuickPause = 0.3;  // after an action the view calls quick (GameView::quick_after)
// The bot's thinking per frame (real seconds): most of a 60 Hz frame when
// nothing moves on screen (nothing is drawn then), less while an animation
// is drawn, so the page keeps 50+ frames per second while the expert searches.
constexpr double kBotThinkSlice = 0.012;
constexpr double kBotThinkSliceAnimating = 0.005;
}  // namespace

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
  for (int s = 0; s < setup.players; ++s) table["names"].push_back(LocalTable::default_name(s));
  table["lang"] = i18n_.lang();
  m->save().table = table;
  setup_ = setup;
  // Through the restore path, so a fresh game and a reloaded one are the same.
  return restore_from_text(save_to_json(m->save()).dump(), why);
}

bool App::restore_from_text(const std::string& text, std::string* why) {
  std::unique_ptr<LocalTable> t = LocalTable::restore(text, why);
  if (!t) return false;
  if (!has_view(t->game())) {
    if (why) *why = "this page has no table for the game \"" + t->game() + "\"";
    return false;
  }
  const Json& table = t->match().save().table;
  if (table.contains("lang") && table["lang"].is_string()) i18n_.set(table["lang"].get<std::string>());
  setup_.game = t->game();
  setup_.players = t->players();
  setup_.variant = t->variant();
  setup_.humans = t->humans();
  setup_.level = t->level();
  const int cur = t->match().state().current_player();
  view_seat_ = t->is_human(cur) ? cur : t->human_seats()[0];
  forget_lesson();  // lesson.cc: a game replaces a lesson under way (a reload resumes the game)
  table_ = std::move(t);
  show_table();
  // With two or more humans at this device, the device is passed before the
  // first human turn too (and after a reload: whoever holds it now may not
  // be the one to play).
  pass_pending_ = table_->humans() >= 2;
  undo_key_ = 0;
  next_bot_at_ = platform::now_seconds() + kBotPause;
  was_animating_ = true;  // the bots wait for the opening animation, then pause
  bot_pause_ = kBotPause;
  autosave();
  return true;
}

// A fresh view for the table now in table_, showing what it shows now: its
// history is in the observation's log, not replayed.
void App::show_table() {
  view_ = make_view(table_->game());
  screen_ = Screen::Table;
  // A game already over when shown (a reload, back from its replay) shows
  // its end settled and silent (ending.cc).
  ending_ = Ending{};
  ending_.still = ending_.quiet = table_->over();
  overlay_ = Overlay::None;
  awaiting_server_ = false;
  refresh_observation();
  seen_events_ = obs_.contains("log") ? obs_["log"].size() : 0;
  view_observed(seen_events_);
  dirty_ = true;
}

void App::refresh_observation() {
  if (!table_) return;
  obs_ = table_->observation(view_seat_);
  view_legal_ = table_->legal(view_seat_);
}

void App::view_observed(size_t first_new) {
  // An online table before its start has no observation to show yet.
  if (!view_ || !obs_.is_object() || obs_.empty()) return;
  ViewContext ctx = view_context();
  view_->on_observation(ctx, first_new);
  view_->reset_selection();
}

// A view may hand back several actions at once, one per line (a multi-cube
// turn composed on screen before its last cube): they are played in order,
// stopping at the first one refused.
void App::play(const std::string& text) {
  if (!table_ || human_to_move() < 0 || awaiting_server_) return;
  size_t start = 0, played = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    std::string one = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    std::string why;
    if (!table_->act(one, &why)) {
      platform::notice(why);
      break;
    }
    ++played;
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  if (played == 0) return;
  help_line_seen();
  if (online()) {
    // Nothing changes here until the server's next view.
    awaiting_server_ = true;
    if (view_) view_->reset_selection();
    dirty_ = true;
    return;
  }
  after_action();
}

void App::after_action() {
  refresh_observation();
  view_observed(seen_events_);
  seen_events_ = obs_["log"].size();
  autosave();
  double now = platform::now_seconds();
  std::string last = local() ? local()->last_action() : "";
  bot_pause_ = view_ && !last.empty() && view_->quick_after(last) ? kBotQuickPause : kBotPause;
  next_bot_at_ = now + bot_pause_;
  dirty_ = true;
}

void App::step_bots(double now) {
  LocalTable* t = local();
  if (!t || screen_ != Screen::Table || overlay_ == Overlay::Pass) return;
  // The bot to move thinks a slice every frame, through the animations and
  // the pause too, so the page keeps drawing however long it thinks.
  const bool decided = t->think_bot(animating(now) ? kBotThinkSliceAnimating : kBotThinkSlice);
  // A bot waits for the animations to end, then the pause after them.
  if (animating(now)) {
    was_animating_ = true;
    return;
  }
  if (was_animating_) {
    was_animating_ = false;
    next_bot_at_ = std::max(next_bot_at_, now + bot_pause_);
  }
  if (now < next_bot_at_ || t->bot_to_move() < 0 || !decided) return;
  t->play_bot();
  after_action();
}

// One autosave per game, so games of two different games never overwrite
// each other; "tabula.last-game" remembers which was played last
// (the start screen opens on it, with Continue first).
// An embed's saves are its own (platform::embed_key): "tabula.save.<game>"
// becomes "tabula.save[embed&game=...&players=3].<game>".
static std::string embed_slot() {
  static const std::string key = platform::embed_key();
  return key.empty() ? "" : "[" + key + "]";
}
std::string App::save_key(const std::string& game) {
  const std::string slot = embed_slot();
  return slot.empty() ? std::string(kSavePrefix) + game : "tabula.save" + slot + "." + game;
}
static std::string last_game_key() { return kLastGameKey + embed_slot(); }

void App::autosave() {
  LocalTable* t = local();
  if (!t) return;
  const bool ok = platform::store(save_key(t->game()), save_to_json(t->match().save()).dump()) &&
                  platform::store(last_game_key(), t->game());
  unfinished_[t->game()] = ok && !t->over();
  if (!ok && !storage_warned_) {
    // Safari's private mode, a partitioned iframe: the game goes on, unsaved.
    storage_warned_ = true;
    platform::notice(i18n_.t("ui.storage_off"));
  }
}

// Keeps a save that cannot be restored aside, under its own key, and says why.
void App::set_aside(const std::string& key, const std::string& text, const std::string& why) {
  std::string aside = std::string(kCorruptKey) + "." + std::to_string(std::time(nullptr));
  platform::store(aside, text);
  platform::store(key, "");
  notices_.push_back(i18n_.t("ui.save_corrupt", {{"reason", why}, {"key", aside}}));
  platform::notice(notices_.back());
}

void App::load_autosave() {
  // The one slot of earlier versions moves to its game's slot.
  if (std::optional<std::string> old = platform::load(kOldSaveKey); old && !old->empty()) {
    std::string why;
    if (std::unique_ptr<LocalTable> t = LocalTable::restore(*old, &why)) {
      std::optional<std::string> there = platform::load(save_key(t->game()));
      if (!there || there->empty()) platform::store(save_key(t->game()), *old);
      if (!platform::load(last_game_key())) platform::store(last_game_key(), t->game());
      platform::store(kOldSaveKey, "");
    } else {
      set_aside(kOldSaveKey, *old, why);
    }
  }
  for (const auto& info : all_games()) {
    if (!has_view(info.name)) continue;
    std::optional<std::string> text = platform::load(save_key(info.name));
    if (!text || text->empty()) continue;
    std::string why;
    if (std::unique_ptr<LocalTable> t = LocalTable::restore(*text, &why)) unfinished_[info.name] = !t->over();
    else set_aside(save_key(info.name), *text, why);
  }
  // The start screen opens on the game played last if it is unfinished.
  std::optional<std::string> last = platform::load(last_game_key());
  if (last && unfinished_.count(*last) && unfinished_[*last]) choose_game(*last);
}

bool App::has_unfinished(const std::string& game) const {
  auto it = unfinished_.find(game);
  return it != unfinished_.end() && it->second;
}

bool App::continue_game(const std::string& game) {
  std::optional<std::string> text = platform::load(save_key(game));
  std::string why = "no saved game";
  if (text && !text->empty() && restore_from_text(*text, &why)) return true;
  platform::notice(i18n_.t("ui.import_failed", {{"reason", why}}));
  return false;
}

const UndoPoint& App::undo_now(bool now) {
  LocalTable* t = local();
  if (!t || t->over()) {  // a finished game is not taken back: no Undo is offered
    undo_ = UndoPoint{};
    undo_key_ = 0;
    return undo_;
  }
  const Match& m = t->match();
  const size_t key = (m.save().actions.size() + 1) * 64 + static_cast<size_t>(view_seat_);
  const bool settled = m.state().is_terminal() || human_to_move() >= 0;
  // Nor while the board moves (the bots' last move still flying in): working
  // it out replays the game several times over (7-20 ms of a frame in the
  // heaviest game, issue 32's limit is 33), so it waits for the frame drawn
  // once the motion ends (App::frame always draws one more), where a slow
  // frame shows no stutter. The button keeps its last state until then, as
  // it does while bots move.
  const bool moving = view_ && view_->animating(platform::now_seconds() + motion_skip_);
  if (key != undo_key_ && (now || (settled && !moving))) {
    undo_key_ = key;
    undo_ = undo_point(m, view_seat_, t->human_seats());
  }
  return undo_;
}

bool App::undo(std::string* why) {
  const UndoPoint u = undo_now(true);
  if (u.moves < 0 && local() && local()->over()) {
    if (why) *why = i18n_.t("ui.undo_over");
    return false;
  }
  if (u.moves < 0) {
    if (why) {
      *why = i18n_.t(u.no == UndoPoint::No::kHiddenSince  ? "ui.undo_hidden"
                     : u.no == UndoPoint::No::kOthersMove ? "ui.undo_other"
                                                          : "ui.undo_nothing");
    }
    return false;
  }
  if (!local()->match().rewind(u.moves)) return false;
  // The same path as a reload: a fresh view walked through the shorter game.
  return restore_from_text(save_to_json(local()->match().save()).dump(), why);
}

}  // namespace tabula::web
