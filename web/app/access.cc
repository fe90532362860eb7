// The accessible layer's words (window.tabula.access(), shell/page-access.js
// builds the DOM from them): what is on screen, whose turn it is, the log,
// and every choice the keyboard can reach, named with the words the canvas
// draws on it (else the piece's explanation: a card's name). Also the one
// switch for reduced motion.
#include <algorithm>

#include "app/app.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// The page redraws its accessible layer (it batches: a burst of bot moves
// is read out once). Absent before page-access.js has loaded: nothing to do.
EM_JS(void, tabula_js_access_changed, (), {
  if (window.tabulaAccess) window.tabulaAccess.changed();
});
#else
static void tabula_js_access_changed() {}
#endif

namespace tabula::web {

// A choice's name where the canvas draws no words on it: an arrow ("‹",
// "›") by what it changes, the top bar's icons by what they do. The rest
// are named by the page from the words drawn on them (page-access.js reads
// window.tabula.texts() and explains()): that code is not in the wasm.
std::string App::choice_name(const Focusable& f) const {
  const size_t colon = f.id.find(':');
  const std::string head = f.id.substr(0, colon), arg = colon == std::string::npos ? "" : f.id.substr(colon + 1);
  if (arg == "-" || arg == "+") {
    const std::string what = i18n_.t(head == "lang" ? "ui.language" : "ui." + head);
    return i18n_.t(arg == "-" ? "access.less" : "access.more", {{"what", what}});
  }
  if (f.id == "undo") return i18n_.t("access.undo");
  if (f.id == "sound") return i18n_.t("access.sound") + ": " + i18n_.t(sound_ ? "ui.on" : "ui.off");
  if (f.id == "help") return i18n_.t("ui.help");
  if (f.id == "ending:close") return i18n_.t("ending.board");  // ending.cc's "×"
  return "";
}

std::string App::turn_words() const {
  if (screen_ != Screen::Table || !table_) return "";
  // The end names the winner (issue 34 §2): "Winner: Carla", ties named.
  if (table_->over()) return winner_words();
  const int h = human_to_move();
  if (h >= 0) return h == view_seat_ && overlay_ != Overlay::Pass ? i18n_.t("ui.your_turn") : i18n_.t("ui.pass_to", {{"name", name_of(h)}});
  if (const LocalTable* t = local(); t && t->bot_to_move() >= 0)
    return i18n_.t("ui.turn_of", {{"name", name_of(t->bot_to_move())}});
  return "";
}

// Written out by hand, not built as a Json: nlohmann's initializer lists
// cost kilobytes of wasm, and the first load must not grow.
namespace {
std::string json_text(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
    else if (c < 0x20) out += c == '\n' ? std::string("\\n") : std::string(" ");
    else out += static_cast<char>(c);
  }
  return out + "\"";
}
std::string json_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (const auto& x : items) out += (out.size() > 1 ? "," : "") + json_text(x);
  return out + "]";
}
}  // namespace

std::string App::api_access() {
  const std::vector<Focusable> items = focusables();
  std::string choices = "[";
  for (const auto& f : items) {
    choices += (choices.size() > 1 ? ",{\"id\":" : "{\"id\":") + json_text(f.id) + ",\"name\":" + json_text(choice_name(f)) +
               ",\"group\":" + json_text(focus_group(f.id)) + "}";
  }
  choices += "]";
  std::vector<std::string> log;
  if (view_ && screen_ == Screen::Table && !obs_.empty()) {
    ViewContext ctx = view_context();
    log = view_->log_lines(ctx);
  }
  // The other words on screen are the page's to read (texts()); only the
  // rules come from here, all of them, not only the lines scrolled into view.
  std::vector<std::string> texts;
  if (overlay_ == Overlay::Help) {
    const std::string game = screen_ == Screen::Table && table_ ? table_->game() : setup_.game;
    std::unique_ptr<GameView> chosen = screen_ == Screen::Table && view_ ? nullptr : make_view(game);
    if (GameView* v = chosen ? chosen.get() : view_.get()) texts = v->rules(i18n_);
    texts.push_back(i18n_.t("access.keys"));
  }
  const char* overlay = overlay_ == Overlay::Help     ? "help"
                        : overlay_ == Overlay::Menu    ? "menu"
                        : overlay_ == Overlay::Pass    ? "pass"
                        : overlay_ == Overlay::Confirm ? "confirm"
                                                       : "none";
  // An overlay said in words when it opens (the live region reads it).
  std::string overlay_name;
  if (overlay_ == Overlay::Help) overlay_name = i18n_.t("ui.help");
  else if (overlay_ == Overlay::Menu) overlay_name = i18n_.t("ui.menu");
  else if (overlay_ == Overlay::Pass) overlay_name = turn_words();
  else if (overlay_ == Overlay::Confirm) overlay_name = i18n_.t("ui.new_game");
  // Who sits where, for the page's account of each seat (page-situation.js).
  std::vector<std::string> names;
  if (screen_ == Screen::Table && table_)
    for (int s = 0; s < table_->players(); ++s) names.push_back(name_of(s));
  const GameInfo* info = screen_ == Screen::Table && table_ ? find_game(table_->game()) : nullptr;
  return std::string("{\"screen\":") + (screen_ == Screen::Table && table_ ? "\"table\"" : "\"start\"") +
         ",\"overlay\":\"" + overlay + "\",\"overlay_name\":" + json_text(overlay_name) +
         ",\"lang\":" + json_text(i18n_.lang()) + ",\"title\":" + json_text(info ? info->title : i18n_.t("ui.title")) +
         ",\"turn\":" + json_text(turn_words()) + ",\"texts\":" + json_list(texts) + ",\"choices\":" + choices +
         ",\"log\":" + json_list(log) + ",\"names\":" + json_list(names) + ",\"focus\":" + json_text(focus_visible_ ? focus_id_ : "") +
         ",\"words\":{\"choices\":" + json_text(i18n_.t("access.choices")) + ",\"table\":" + json_text(i18n_.t("access.table")) +
         ",\"log\":" + json_text(i18n_.t("ui.log")) + ",\"keys\":" + json_text(i18n_.t("access.keys")) +
         ",\"layer\":" + json_text(i18n_.t("access.layer")) + "},\"motion\":" + (reduced_motion_ ? "false" : "true") + "}";
}

// A choice made from the accessible layer: as if its piece were tapped.
bool App::api_tap(const std::string& id) {
  for (const auto& f : focusables()) {
    if (f.id != id) continue;
    on_tap(id);
    dirty_ = true;
    return true;
  }
  return false;
}

// Reduced motion: the page's prefers-reduced-motion (`media`), unless the
// menu's Animations setting says otherwise (remembered on this device).
void App::api_set_motion(int media) {
  if (media >= 0) media_reduce_ = media != 0;
  const std::optional<std::string> chosen = platform::load("tabula.motion");
  reduced_motion_ = chosen ? *chosen == "off" : media_reduce_;
  dirty_ = true;
}

void App::toggle_motion() {
  platform::store("tabula.motion", reduced_motion_ ? "on" : "off");
  api_set_motion(-1);
}

// Every animation the views time on ViewContext::now ends at once: their
// clock jumps an hour ahead whenever one is running.
void App::skip_motion(double now) {
  if (reduced_motion_ && view_ && view_->animating(now + motion_skip_)) motion_skip_ += 3600;
}

void App::access_changed() { tabula_js_access_changed(); }

}  // namespace tabula::web

// ---- exported for shell/page-access.js ----
#include "platform/export.h"

namespace tabula::web {
extern App* g_app;
}
namespace {
std::string g_access_out;
}
using tabula::web::g_app;

TABULA_EXPORT int tabula_key(const char* key, int shift) {
  tabula::web::platform::wake();
  return g_app && g_app->api_key(key, shift != 0) ? 1 : 0;
}
TABULA_EXPORT const char* tabula_access() {
  g_access_out = g_app ? g_app->api_access() : "null";
  return g_access_out.c_str();
}
// One word of the language shown (the key itself when none has it): the
// games' own words for shell/page-situation.js, without fetching a table.
TABULA_EXPORT const char* tabula_word(const char* key) {
  g_access_out = g_app ? g_app->api_word(key) : key;
  return g_access_out.c_str();
}
TABULA_EXPORT int tabula_tap(const char* id) {
  tabula::web::platform::wake();
  return g_app && g_app->api_tap(id) ? 1 : 0;
}
TABULA_EXPORT void tabula_set_motion(int media) {
  tabula::web::platform::wake();
  if (g_app) g_app->api_set_motion(media);
}
