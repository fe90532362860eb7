// An online table (ONLINE-CONTRACT.md): shell/online.js hands every "view"
// message to tabula_online_view; the App shows that seat's observation and
// legal texts like a local game's, animates the new log entries, and sends a
// tapped action to window.tabulaOnline.act instead of playing it. No bots,
// no autosave, no undo here: the server keeps the game.
#include "app/app.h"
#include "platform/platform.h"

#include "platform/export.h"

namespace tabula::web {

extern App* g_app;

bool OnlineTable::update(const Json& view, std::string* why) {
  if (!view.is_object() || !view.contains("game") || !view["game"].is_string() || !view.contains("players") ||
      !view["players"].is_number_integer()) {
    if (why) *why = "not a table view (game and players missing)";
    return false;
  }
  if (view.contains("observation") && !view["observation"].is_null() && !view["observation"].is_object()) {
    if (why) *why = "the view's observation is not an object";
    return false;
  }
  view_ = view;
  legal_.clear();
  if (view_.contains("legal") && view_["legal"].is_array())
    for (const auto& t : view_["legal"])
      if (t.is_string()) legal_.push_back(t.get<std::string>());
  return true;
}

std::string OnlineTable::variant() const {
  return view_.contains("variant") && view_["variant"].is_string() ? view_["variant"].get<std::string>() : "";
}

Json OnlineTable::observation(int s) const {
  // The server sends only this browser's seat's observation (a spectator's
  // is the public view): there is nothing else to show, whatever `s` is.
  (void)s;
  return started() ? view_["observation"] : Json::object();
}

std::string OnlineTable::name_of(int s) const {
  const Json& seats = view_["seats"];
  if (s >= 0 && seats.is_array() && s < static_cast<int>(seats.size())) {
    const Json& seat = seats[s];
    if (seat.contains("name") && seat["name"].is_string() && !seat["name"].get<std::string>().empty())
      return seat["name"].get<std::string>();
    return LocalTable::default_name(s);  // a bot, or a seat still free
  }
  return "?";
}

bool OnlineTable::is_bot(int s) const {
  const Json& seats = view_["seats"];
  if (s < 0 || !seats.is_array() || s >= static_cast<int>(seats.size())) return false;
  const Json& seat = seats[s];
  return seat.contains("bot") && seat["bot"].is_string() && !seat["bot"].get<std::string>().empty();
}

bool OnlineTable::act(const std::string& text, std::string* why) {
  (void)why;
  platform::online_act(text);
  return true;
}

void App::online_view(const std::string& json) {
  Json view = Json::parse(json, nullptr, false);
  auto t = std::make_unique<OnlineTable>();
  std::string why;
  if (view.is_discarded() || !t->update(view, &why)) {
    platform::notice("online: " + (view.is_discarded() ? std::string("the view is not JSON") : why));
    return;
  }
  if (!has_view(t->game())) {
    platform::notice("online: this page has no table for the game \"" + t->game() + "\"");
    return;
  }
  OnlineTable* cur = online();
  const bool same = cur && cur->game() == t->game() && cur->view().value("table", "") == view.value("table", "") &&
                    cur->seat() == t->seat() && cur->started() && t->started();
  if (!same) {
    // A new table, a new seat, or the game just started: a fresh view.
    view_seat_ = t->seat();
    table_ = std::move(t);
    show_table();
    return;
  }
  cur->update(view, nullptr);
  awaiting_server_ = false;
  const size_t before = seen_events_;
  refresh_observation();
  const size_t now = obs_["log"].is_array() ? obs_["log"].size() : 0;
  // Like a local move: the view animates the entries that are new.
  view_observed(now >= before ? before : now);
  seen_events_ = now;
  if (screen_ != Screen::Table) screen_ = Screen::Table;
  dirty_ = true;
}

// The plates' notes (shell/online.js, once a second on a clocked table):
// a JSON array of strings, one per seat. Only the plates change.
void App::online_notes(const std::string& json) {
  OnlineTable* t = online();
  if (!t) return;
  Json a = Json::parse(json, nullptr, false);
  std::vector<std::string> notes;
  if (a.is_array())
    for (const auto& n : a) notes.push_back(n.is_string() ? n.get<std::string>() : std::string());
  t->set_notes(std::move(notes));
  dirty_ = true;
}

void App::online_leave() {
  if (!online()) return;
  table_.reset();
  view_.reset();
  obs_ = Json();
  view_legal_.clear();
  awaiting_server_ = false;
  screen_ = Screen::Start;
  overlay_ = Overlay::None;
  dirty_ = true;
}

}  // namespace tabula::web

using tabula::web::g_app;

TABULA_EXPORT void tabula_online_view(const char* json) {
  tabula::web::platform::wake();
  if (g_app && json) g_app->online_view(json);
}
TABULA_EXPORT void tabula_online_notes(const char* json) {
  tabula::web::platform::wake();
  if (g_app && json) g_app->online_notes(json);
}
TABULA_EXPORT void tabula_online_leave() {
  tabula::web::platform::wake();
  if (g_app) g_app->online_leave();
}
