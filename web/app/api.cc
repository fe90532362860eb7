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
TABULA_EXPORT const char* tabula_explains() { return out(g_app ? g_app->api_explains() : "[]"); }
TABULA_EXPORT const char* tabula_log() { return out(g_app ? g_app->api_log() : "[]"); }
TABULA_EXPORT const char* tabula_undo() { return out(g_app ? g_app->api_undo() : "{\"ok\":false}"); }
TABULA_EXPORT int tabula_bots_idle() { return g_app && g_app->api_bots_idle() ? 1 : 0; }
TABULA_EXPORT void tabula_import(const char* text) {
  if (g_app) g_app->api_import(text);
}
TABULA_EXPORT void tabula_set_language(const char* lang) {
  if (g_app) g_app->api_set_language(lang);
}
