#include "platform/platform.h"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// Every storage call is guarded: Safari throws on localStorage access in a
// cross-site iframe, and a quota error must not take the game down.
EM_JS(char*, tabula_js_load, (const char* key), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    if (v === null) return 0;
    var n = lengthBytesUTF8(v) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) { return 0; }
});
EM_JS(int, tabula_js_store, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; }
  catch (e) { return 0; }
});
EM_JS(int, tabula_js_storage_ok, (), {
  try { var k = '__tabula_probe'; window.localStorage.setItem(k, '1');
        window.localStorage.removeItem(k); return 1; } catch (e) { return 0; }
});
EM_JS(void, tabula_js_download, (const char* name, const char* text), {
  if (window.tabulaPage) window.tabulaPage.download(UTF8ToString(name), UTF8ToString(text));
});
EM_JS(void, tabula_js_pick_file, (), {
  if (window.tabulaPage) window.tabulaPage.pickFile();
});
EM_JS(void, tabula_js_notice, (const char* text), {
  if (window.tabulaPage) window.tabulaPage.notice(UTF8ToString(text));
});
EM_JS(int, tabula_js_starting, (), {
  return window.tabulaPage && window.tabulaPage.starting ? window.tabulaPage.starting() : 1;
});
EM_JS(void, tabula_js_ready, (), {
  if (window.tabulaPage) window.tabulaPage.ready();
});
EM_JS(char*, tabula_js_language, (), {
  var l = (window.tabulaPage && window.tabulaPage.startLanguage && window.tabulaPage.startLanguage()) ||
          (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  var n = lengthBytesUTF8(l) + 1; var p = _malloc(n); stringToUTF8(l, p, n); return p;
});
EM_JS(char*, tabula_js_language_text, (const char* lang), {
  var t = window.tabulaPage && window.tabulaPage.languageText ? window.tabulaPage.languageText(UTF8ToString(lang)) : null;
  if (!t) return 0;
  var n = lengthBytesUTF8(t) + 1; var p = _malloc(n); stringToUTF8(t, p, n); return p;
});
EM_JS(int, tabula_js_in_iframe, (), {
  try { return window.self !== window.top ? 1 : 0; } catch (e) { return 1; }
});
// An embedded page's own save slot: its URL's game options in a fixed order
// (lang and embed are not the game's), e.g. "game=<game>&players=3".
EM_JS(char*, tabula_js_embed_key, (), {
  var q = new URLSearchParams(location.search), k = [];
  if (q.get('embed') === '1') {
    k.push('embed');
    ['game', 'players', 'humans', 'level', 'variant', 'seed'].forEach(function (n) {
      if (q.has(n)) k.push(n + '=' + q.get(n).trim());
    });
  }
  var u = k.join('&');
  var n = lengthBytesUTF8(u) + 1; var p = _malloc(n); stringToUTF8(u, p, n); return p;
});
// The pointer last pressed (pointerdown's pointerType), before any press the
// device's main one ("pointer: fine" is a mouse or a trackpad).
EM_JS(int, tabula_js_pointer_is_mouse, (), {
  if (Module.tabulaMouse === undefined) {
    Module.tabulaMouse = window.matchMedia && matchMedia('(pointer: fine)').matches ? 1 : 0;
    window.addEventListener('pointerdown', function (e) { Module.tabulaMouse = e.pointerType === 'mouse' ? 1 : 0; },
                            { capture: true, passive: true });
  }
  return Module.tabulaMouse;
});
EM_JS(double, tabula_js_now, (), { return performance.now() / 1000; });
EM_JS(void, tabula_js_spent, (int what, double ms), {
  var s = Module.tabulaSpent || (Module.tabulaSpent = {fonts: 0, atlases: 0});
  s[what ? 'atlases' : 'fonts'] += ms;
});
EM_JS(void, tabula_js_chrome, (const char* lang, const char* title, const char* tagline, const char* exp,
                               const char* imp), {
  if (window.tabulaPage) {
    window.tabulaPage.chrome(UTF8ToString(lang), UTF8ToString(title), UTF8ToString(tagline), UTF8ToString(exp),
                             UTF8ToString(imp));
  }
});
EM_JS(int, tabula_js_online_available, (), {
  return window.tabulaOnline && window.tabulaOnline.available ? 1 : 0;
});
EM_JS(void, tabula_js_online_open, (), {
  if (window.tabulaOnline && window.tabulaOnline.open) window.tabulaOnline.open();
});
EM_JS(void, tabula_js_online_act, (const char* text), {
  if (window.tabulaOnline && window.tabulaOnline.act) window.tabulaOnline.act(UTF8ToString(text));
});
EM_JS(void, tabula_js_online_leave, (), {
  if (window.tabulaOnline && window.tabulaOnline.leave) window.tabulaOnline.leave();
});
EM_JS(void, tabula_js_online_rematch, (), {
  if (window.tabulaOnline && window.tabulaOnline.rematch) window.tabulaOnline.rematch();
});
EM_JS(char*, tabula_js_today, (), {
  var d = new Date();
  var s = d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  var n = lengthBytesUTF8(s) + 1; var p = _malloc(n); stringToUTF8(s, p, n); return p;
});
EM_JS(int, tabula_js_about, (const char* game, const char* lang, int players, const char* variant), {
  if (!window.tabulaPage || typeof window.tabulaPage.about !== 'function') return 0;
  window.tabulaPage.about({game: UTF8ToString(game), lang: UTF8ToString(lang), players: players,
                           variant: UTF8ToString(variant)});
  return 1;
});

namespace tabula::web::platform {
std::string today() {
  char* p = tabula_js_today();
  std::string s(p);
  std::free(p);
  return s;
}
bool show_about(const std::string& game, const std::string& lang, int players, const std::string& variant) {
  return tabula_js_about(game.c_str(), lang.c_str(), players, variant.c_str()) != 0;
}
bool online_available() { return tabula_js_online_available() != 0; }
void online_open() { tabula_js_online_open(); }
void online_act(const std::string& text) { tabula_js_online_act(text.c_str()); }
void online_leave() { tabula_js_online_leave(); }
void online_rematch() { tabula_js_online_rematch(); }
std::optional<std::string> load(const std::string& key) {
  char* p = tabula_js_load(key.c_str());
  if (!p) return std::nullopt;
  std::string s(p);
  free(p);
  return s;
}
bool store(const std::string& key, const std::string& value) {
  return tabula_js_store(key.c_str(), value.c_str()) != 0;
}
bool storage_available() { return tabula_js_storage_ok() != 0; }
void download(const std::string& filename, const std::string& text) {
  tabula_js_download(filename.c_str(), text.c_str());
}
void pick_file() { tabula_js_pick_file(); }
void notice(const std::string& text) { tabula_js_notice(text.c_str()); }
bool signal_starting() { return tabula_js_starting() != 0; }
void signal_ready() { tabula_js_ready(); }
void page_chrome(const std::string& lang, const std::string& title, const std::string& tagline,
                 const std::string& export_label, const std::string& import_label) {
  tabula_js_chrome(lang.c_str(), title.c_str(), tagline.c_str(), export_label.c_str(), import_label.c_str());
}
static double real_seconds() { return tabula_js_now(); }
std::string preferred_language() {
  char* p = tabula_js_language();
  std::string s(p);
  free(p);
  return s;
}
std::string language_text(const std::string& lang) {
  char* p = tabula_js_language_text(lang.c_str());
  if (!p) return "";
  std::string s(p);
  free(p);
  return s;
}
bool in_iframe() { return tabula_js_in_iframe() != 0; }
bool pointer_is_mouse() { return tabula_js_pointer_is_mouse() != 0; }
std::string embed_key() {
  char* p = tabula_js_embed_key();
  std::string s(p);
  free(p);
  return s;
}
}  // namespace tabula::web::platform

#else  // native: files in the working directory, messages on stderr

#include <fstream>
#include <sstream>

namespace tabula::web::platform {
static std::string file_for(const std::string& key) { return "tabula-storage-" + key + ".txt"; }
std::optional<std::string> load(const std::string& key) {
  std::ifstream in(file_for(key));
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
bool store(const std::string& key, const std::string& value) {
  std::ofstream out(file_for(key));
  out << value;
  return static_cast<bool>(out);
}
bool storage_available() { return true; }
void download(const std::string& filename, const std::string& text) {
  std::ofstream out(filename);
  out << text;
  std::fprintf(stderr, "exported %s\n", filename.c_str());
}
void pick_file() { std::fprintf(stderr, "import: not available natively\n"); }
void notice(const std::string& text) { std::fprintf(stderr, "notice: %s\n", text.c_str()); }
bool signal_starting() { return true; }
void signal_ready() { std::fprintf(stderr, "ready\n"); }
void page_chrome(const std::string&, const std::string&, const std::string&, const std::string&,
                 const std::string&) {}
static double real_seconds() { return SDL_GetTicks() / 1000.0; }
std::string preferred_language() {
  const char* l = std::getenv("LANG");
  return l ? l : "en";
}
std::string language_text(const std::string&) { return ""; }
bool in_iframe() { return false; }
bool pointer_is_mouse() { return true; }
std::string embed_key() { return ""; }
bool show_about(const std::string&, const std::string&, int, const std::string&) { return false; }
std::string today() {
  std::time_t t = std::time(nullptr);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::localtime(&t));
  return buf;
}
bool online_available() { return false; }
void online_open() {}
void online_act(const std::string& text) { std::fprintf(stderr, "online act: %s\n", text.c_str()); }
void online_leave() {}
void online_rematch() {}
}  // namespace tabula::web::platform
#endif

namespace tabula::web::platform {

// Scaled clock: continuous across speed changes (rebased at each change).
namespace {
double g_speed = 1.0, g_real_base = -1.0, g_scaled_base = 0.0;
}
double now_seconds() {
  const double real = real_seconds();
  if (g_real_base < 0) g_real_base = real;
  return g_scaled_base + (real - g_real_base) * g_speed;
}
void set_clock_speed(double speed) {
  if (!(speed > 0 && speed <= 1000)) return;
  g_scaled_base = now_seconds();
  g_real_base = real_seconds();
  g_speed = speed;
}
double real_ms() { return real_seconds() * 1000.0; }
void count(Cost what, double since_ms) {
#ifdef __EMSCRIPTEN__
  tabula_js_spent(what == Cost::Atlases ? 1 : 0, real_ms() - since_ms);
#else
  (void)what;
  (void)since_ms;
#endif
}
}  // namespace tabula::web::platform
