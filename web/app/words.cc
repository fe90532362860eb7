// Packs of words fetched on first use, in the browser: a feature's
// (assets/i18n-on-use/<pack>/, the review's) and each game's
// (assets/i18n/<game>/ as site/i18n/<game>/<lang>.json: web/CMakeLists.txt
// compiles only the shared English table into tabula.wasm). So a first
// visit carries the words of the one game it shows, not of every game. The
// game on screen (or chosen on the start screen) is wanted every frame until
// its words are here; until then the page's loading screen stays
// (shell/page.js), tabula_bots_idle() says no, and no raw key is drawn
// (the table waits; the start screen leaves out the blurb). Natively every
// table is compiled in whole, games and all, and nothing is fetched.
#include "app/app.h"
#include "platform/export.h"
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// Asks the page for i18n/<pack>/<lang>.json (shell/page.js wantWords: once a
// visit; it answers with tabula_words_arrived).
EM_JS(void, tabula_js_fetch_words, (const char* pack, const char* lang), {
  if (window.tabulaPage && window.tabulaPage.wantWords) window.tabulaPage.wantWords(UTF8ToString(pack), UTF8ToString(lang));
});
#endif

namespace tabula::web {

void App::want_words(const std::string& pack) {
#ifdef __EMSCRIPTEN__
  if (!i18n_.has_pack("en", pack)) tabula_js_fetch_words(pack.c_str(), "en");
  if (!i18n_.has_pack(i18n_.lang(), pack)) tabula_js_fetch_words(pack.c_str(), i18n_.lang().c_str());
#else
  (void)pack;
#endif
}

void App::words_arrived(const std::string& pack, const std::string& lang, const std::string& text) {
  if (i18n_.add_pack(lang, pack, text)) dirty_ = true;
}

std::string App::game_shown() const { return screen_ == Screen::Table && table_ ? table_->game() : setup_.game; }

// English is every key's fallback: with it here no raw key is drawn (the
// language's own words may come a moment later, as its table does).
bool App::game_words_here() const { return i18n_.knows(game_shown()); }

void App::want_game_words() {
  const std::string game = game_shown();
  if (!i18n_.knows(game) || !i18n_.knows(game, i18n_.lang())) want_words(game);
}

extern App* g_app;
}  // namespace tabula::web

TABULA_EXPORT void tabula_words_arrived(const char* pack, const char* lang, const char* text) {
  tabula::web::platform::wake();
  if (tabula::web::g_app) tabula::web::g_app->words_arrived(pack, lang, text);
}
