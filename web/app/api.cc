// window.tabula: the exported C functions shell/page.js wraps with cwrap
// (each returns a JSON string, valid until the next call), and the App
// methods behind them.
#include <algorithm>
#include <ctime>
#include <string>

#include "app/app.h"
#include "core/save.h"
#include "platform/platform.h"

#include "platform/export.h"

namespace tabula::web {

extern App* g_app;

std::string App::api_state() const {
  if (!table_) return "null";
  if (online()) return online()->started() ? obs_.dump() : "null";
  int h = human_to_move();
  if (h >= 0 && h != view_seat_) return table_->observation(h).dump();
  return obs_.dump();
}

std::string App::api_legal() const {
  Json out = Json::array();
  int h = human_to_move();
  if (h >= 0 && !awaiting_server_)
    for (const auto& t : table_->legal(h)) out.push_back(t);
  return out.dump();
}

std::string App::api_undo() {
  std::string why;
  Json r;
  if (!local()) r = {{"ok", false}, {"reason", i18n_.t("ui.undo_nothing")}};
  else r = undo(&why) ? Json{{"ok", true}} : Json{{"ok", false}, {"reason", why}};
  dirty_ = true;
  return r.dump();
}

std::string App::api_act(const std::string& text) {
  Json r;
  if (!table_) {
    r = {{"ok", false}, {"reason", "no game in progress"}};
  } else if (table_->over()) {
    r = {{"ok", false}, {"reason", "the game is over"}};
  } else if (human_to_move() < 0) {
    r = {{"ok", false}, {"reason", "it is not a human seat's turn"}};
  } else if (awaiting_server_) {
    r = {{"ok", false}, {"reason", "the last action is still on its way to the server"}};
  } else {
    int h = human_to_move();
    pass_pending_ = false;
    if (overlay_ == Overlay::Pass) overlay_ = Overlay::None;
    if (h != view_seat_) {  // acting dismisses the pass-the-device screen
      view_seat_ = h;
      overlay_ = Overlay::None;
      refresh_observation();
      seen_events_ = obs_["log"].size();
      view_observed(seen_events_);
    }
    std::string why;
    if (online()) {
      // The server answers with the next view (or a refusal, as a notice).
      table_->act(text, &why);
      awaiting_server_ = true;
      if (view_) view_->reset_selection();
      r = {{"ok", true}};
    } else if (table_->act(text, &why)) {
      after_action();
      r = {{"ok", true}};
    } else {
      r = {{"ok", false}, {"reason", why}};
    }
  }
  dirty_ = true;
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
    // Out of range: the nearest count the game takes, and the notice says
    // the count that is really used (players=9 for a game of 2 to 4: 4).
    if (as_int(in["players"], &p)) s.players = p;
    const int used = std::clamp(s.players, info->min_players, info->max_players);
    if (used != p) bad("players", in["players"], std::to_string(used));
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
  if (std::find(info->bot_levels.begin(), info->bot_levels.end(), s.level) == info->bot_levels.end()) {
    s.level = info->bot_levels.empty() ? "" : info->bot_levels[0];
  }
  if (in.contains("level")) {
    std::string l = text_of(in["level"]);
    if (std::find(info->bot_levels.begin(), info->bot_levels.end(), l) != info->bot_levels.end()) s.level = l;
    else bad("level", in["level"], s.level);
  }
  if (in.contains("seed")) {
    uint64_t seed = 0;
    std::string t = text_of(in["seed"]);
    if (parse_seed(t, &seed)) s.seed = t;
    else bad("seed", in["seed"], "random");
  }
  if (online()) {
    platform::online_leave();
    online_leave();
  }
  std::string why;
  bool ok = start_match(s, &why);
  for (const auto& n : notices) platform::notice(n.get<std::string>());
  Json r = {{"ok", ok}, {"notices", notices}};
  if (!ok) r["reason"] = why;
  dirty_ = true;
  return r.dump();
}

// The save as a file named for its game and today: <game>-2026-11-23.json.
void App::api_export() {
  if (!local()) {
    platform::notice(i18n_.t("ui.nothing_to_export"));
    return;
  }
  platform::download(local()->game() + "-" + platform::today() + ".json", api_save());
}

std::string App::api_save() const {
  if (!local()) return "";
  return save_to_json(local()->match().save()).dump();
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

std::string App::api_sprites() const {
  Json out = Json::array();
  for (const auto& d : g_->drawn_sprites())
    out.push_back({{"sprite", d.name}, {"x", d.r.x}, {"y", d.r.y}, {"w", d.r.w}, {"h", d.r.h}});
  return out.dump();
}

std::string App::api_explains() const {
  Json out = Json::array();
  for (const auto& e : explains_)
    out.push_back({{"x", e.r.x}, {"y", e.r.y}, {"w", e.r.w}, {"h", e.r.h}, {"title", e.title}, {"body", e.body}});
  return out.dump();
}

std::string App::api_log() {
  if (!table_ || !view_ || obs_.empty()) return "[]";
  ViewContext ctx = view_context();
  return Json(view_->log_lines(ctx)).dump();
}

std::string App::api_screen() const {
  const char* overlay = overlay_ == Overlay::Help   ? "help"
                        : overlay_ == Overlay::Menu ? "menu"
                        : overlay_ == Overlay::Pass ? "pass"
                        : overlay_ == Overlay::Confirm ? "confirm"
                                                    : "none";
  const bool table = screen_ == Screen::Table && table_;
  Json out = {{"screen", table ? (online() && !online()->started() ? "waiting" : "table") : "start"},
              {"game", table ? table_->game() : setup_.game},
              {"overlay", overlay}};
  if (online()) out["online"] = true;
  // Only while an animation runs (reduced motion: never past one frame), like
  // the other optional fields, so screen() is unchanged when nothing moves.
  if (animating(platform::now_seconds())) out["animating"] = true;
  if (tip_.on) out["explain"] = tip_.title;
  // The end sequence (ending.cc), while it is shown: {phase, still, fanfare}.
  if (const std::string e = api_ending(); !e.empty()) out["ending"] = Json::parse(e);  // a tooltip or a long press's explanation
  if (table && help_line_ == 1 && help_line_box_.w > 0)  // only while the help line shows (help_line.cc)
    out["helpLine"] = {{"x", help_line_box_.x}, {"y", help_line_box_.y}, {"w", help_line_box_.w}, {"h", help_line_box_.h}};
  if (table && local()) out["bot"] = local()->bot_report();  // its thinking times (bench-expert.mjs)
  return out.dump();
}

int App::api_text_atlases() const { return fonts_ ? fonts_->atlases_made() : 0; }

bool App::api_bots_idle() const {
  if (!game_words_here()) return false;  // the game's words are on their way (words.cc)
  if (!table_ || screen_ != Screen::Table) return true;
  if (view_ && view_->holding()) return true;  // it waits for a person (Ready)
  if (animating(platform::now_seconds())) return false;
  if (online()) return !awaiting_server_;
  return table_->over() || human_to_move() >= 0;
}

void App::api_import(const std::string& text) {
  std::string why;
  // Keep the current game untouched if the import fails.
  auto previous = local() ? save_to_json(local()->match().save()).dump() : std::string();
  if (restore_from_text(text, &why)) return;
  std::string key = "tabula.save.corrupt." + std::to_string(std::time(nullptr));
  platform::store(key, text);
  platform::notice(i18n_.t("ui.import_failed", {{"reason", why}}));
  if (!previous.empty()) restore_from_text(previous, nullptr);
  dirty_ = true;
}

void App::api_set_language(const std::string& lang) {
  i18n_.set(lang);
  if (local()) {
    local()->match().save().table["lang"] = i18n_.lang();
    refresh_observation();
    autosave();
  }
  dirty_ = true;
}

// A translation table the page fetched (platform::language_text) is here.
void App::api_language_arrived(const std::string& lang) {
  if (i18n_.loaded(lang)) return;
  if (!i18n_.add(lang, platform::language_text(lang))) return;
  if (local() && i18n_.lang() == lang) refresh_observation();  // its texts are worded anew
  dirty_ = true;
}

}  // namespace tabula::web

namespace {
std::string g_out;
const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}
}  // namespace

using tabula::web::g_app;

TABULA_EXPORT const char* tabula_state() { return out(g_app ? g_app->api_state() : "null"); }
TABULA_EXPORT const char* tabula_legal() { return out(g_app ? g_app->api_legal() : "[]"); }
// Whatever changes the game or the screen wakes the sleeping main loop.
using tabula::web::platform::wake;
TABULA_EXPORT const char* tabula_act(const char* text) {
  wake();
  return out(g_app ? g_app->api_act(text) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_start(const char* options_json) {
  wake();
  return out(g_app ? g_app->api_start(options_json) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT void tabula_redraw() {
  wake();
  if (g_app) g_app->redraw();
}
TABULA_EXPORT const char* tabula_save() { return out(g_app ? g_app->api_save() : ""); }
TABULA_EXPORT const char* tabula_layout() { return out(g_app ? g_app->api_layout() : "{}"); }
TABULA_EXPORT const char* tabula_texts() { return out(g_app ? g_app->api_texts() : "[]"); }
TABULA_EXPORT const char* tabula_sprites() { return out(g_app ? g_app->api_sprites() : "[]"); }
TABULA_EXPORT const char* tabula_explains() { return out(g_app ? g_app->api_explains() : "[]"); }
TABULA_EXPORT const char* tabula_log() { return out(g_app ? g_app->api_log() : "[]"); }
TABULA_EXPORT const char* tabula_screen() {
  return out(g_app ? g_app->api_screen() : R"({"screen":"loading","game":null,"overlay":"none"})");
}
// Module.ccall('tabula_text_atlases'): tests/browser/text-atlases.test.mjs.
TABULA_EXPORT int tabula_text_atlases() { return g_app ? g_app->api_text_atlases() : 0; }
TABULA_EXPORT void tabula_export() {
  if (g_app) g_app->api_export();
}
TABULA_EXPORT const char* tabula_undo() {
  wake();
  return out(g_app ? g_app->api_undo() : "{\"ok\":false}");
}
TABULA_EXPORT int tabula_bots_idle() { return g_app && g_app->api_bots_idle() ? 1 : 0; }
TABULA_EXPORT void tabula_import(const char* text) {
  wake();
  if (g_app) g_app->api_import(text);
}
TABULA_EXPORT void tabula_set_language(const char* lang) {
  wake();
  if (g_app) g_app->api_set_language(lang);
}
TABULA_EXPORT void tabula_language_arrived(const char* lang) {
  wake();
  if (g_app) g_app->api_language_arrived(lang);
}

// ---- for shell/page.js: the embed a blogger writes, and page scrolling ----

namespace tabula::web {
std::string App::api_choose(const std::string& game) {
  if (!find_game(game) || !has_view(game)) {
    return Json{{"ok", false}, {"reason", "unknown game \"" + game + "\""}}.dump();
  }
  if (screen_ == Screen::Start || !table_) on_tap("game:" + game);  // keeps the other choices valid
  dirty_ = true;
  // Whether Continue is offered: the page must not start a game over it.
  return Json{{"ok", true}, {"unfinished", has_unfinished(game)}}.dump();
}

void App::api_touch_taken() { dragging_ = true; }
}  // namespace tabula::web

TABULA_EXPORT const char* tabula_choose(const char* game) {
  wake();
  return out(g_app ? g_app->api_choose(game) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT void tabula_touch_taken() {
  if (g_app) g_app->api_touch_taken();
}

// ---- for shell/page.js: the games, from engine/games.cc (no list in shell/) ----

namespace tabula::web {
std::string App::api_games() const {
  Json list = Json::array();
  for (const GameInfo& g : all_games()) {
    if (!has_view(g.name)) continue;
    Json about = Json::object();
    for (const char* k : {"designer", "publisher", "edition", "artist", "reconstructed"}) {
      const std::string key = g.name + ".about." + k;
      const std::string text = i18n_.t(key);
      if (text != key) about[k] = text;  // an artist is named only where one is known
    }
    list.push_back(Json{{"name", g.name},
                        {"title", g.title},
                        {"min_players", g.min_players},
                        {"max_players", g.max_players},
                        {"variants", g.variants},
                        {"about", about}});
  }
  return list.dump();
}
}  // namespace tabula::web

TABULA_EXPORT const char* tabula_games() { return out(g_app ? g_app->api_games() : "[]"); }
