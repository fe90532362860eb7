// The C side of window.tabula (shell/page.js wraps these with cwrap). Each
// returns a JSON string (valid until the next call).
#include <string>

#include "app/app.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define TABULA_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define TABULA_EXPORT extern "C"
#endif

namespace tabula::web {
extern App* g_app;
}

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
TABULA_EXPORT const char* tabula_act(const char* text) {
  return out(g_app ? g_app->api_act(text) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_start(const char* options_json) {
  return out(g_app ? g_app->api_start(options_json) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT const char* tabula_save() { return out(g_app ? g_app->api_save() : ""); }
TABULA_EXPORT const char* tabula_layout() { return out(g_app ? g_app->api_layout() : "{}"); }
TABULA_EXPORT const char* tabula_texts() { return out(g_app ? g_app->api_texts() : "[]"); }
TABULA_EXPORT const char* tabula_log() { return out(g_app ? g_app->api_log() : "[]"); }
TABULA_EXPORT const char* tabula_undo() { return out(g_app ? g_app->api_undo() : "{\"ok\":false}"); }
TABULA_EXPORT int tabula_bots_idle() { return g_app && g_app->api_bots_idle() ? 1 : 0; }
TABULA_EXPORT void tabula_import(const char* text) {
  if (g_app) g_app->api_import(text);
}
TABULA_EXPORT void tabula_set_language(const char* lang) {
  if (g_app) g_app->api_set_language(lang);
}

// ---- for shell/page.js: the embed a blogger writes, and page scrolling ----

namespace tabula::web {
std::string App::api_choose(const std::string& game) {
  if (!find_game(game) || !has_view(game)) {
    return Json{{"ok", false}, {"reason", "unknown game \"" + game + "\""}}.dump();
  }
  if (screen_ == Screen::Start || !match_) on_tap("game:" + game);  // keeps the other choices valid
  dirty_ = true;
  return Json{{"ok", true}}.dump();
}

void App::api_touch_taken() { dragging_ = true; }
}  // namespace tabula::web

TABULA_EXPORT const char* tabula_choose(const char* game) {
  return out(g_app ? g_app->api_choose(game) : R"({"ok":false,"reason":"not started"})");
}
TABULA_EXPORT void tabula_touch_taken() {
  if (g_app) g_app->api_touch_taken();
}
