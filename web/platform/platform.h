// What the page offers the canvas app: storage, downloads, the file picker,
// notices, and the ready signal. In the browser these are small JS functions
// (EM_JS); natively they are files and stderr, for quick runs under Xvfb.
#pragma once
#include <optional>
#include <string>

namespace tabula::web::platform {

// localStorage; nullopt if missing or if storage is blocked (Safari iframes).
std::optional<std::string> load(const std::string& key);
bool store(const std::string& key, const std::string& value);
bool storage_available();
void download(const std::string& filename, const std::string& text);
// Opens the file picker; the chosen file's text arrives via tabula_import().
void pick_file();
// A short message shown above the canvas (also kept for tests).
void notice(const std::string& text);
// The first frame is about to be made: the page applies its URL now, so
// that frame is already the table the link asks for (shell/page.js
// starting). False: the page holds the first frame until the words it
// needs for that are here, then wakes the loop (the loading cover is up).
bool signal_starting();
void signal_ready();
// The page around the canvas follows the app: <html lang>, the tab's title,
// the header's tagline and its Export/Import buttons.
void page_chrome(const std::string& lang, const std::string& title, const std::string& tagline,
                 const std::string& export_label, const std::string& import_label);
// The app's clock (seconds): animations and bot pauses run on it. Tests speed
// it up with set_clock_speed() so a whole game plays in seconds.
double now_seconds();
void set_clock_speed(double speed);
// Today's local date, "YYYY-MM-DD" (export file names).
std::string today();
// Wall-clock milliseconds, for benchmarks.
double real_ms();
// Start-up work worth watching (tests/browser/bench-start.mjs reads the sums
// as window.Module.tabulaSpent): the milliseconds since `since_ms` (a
// real_ms()) are added to `what`'s. Natively nothing is kept.
enum class Cost { Fonts, Atlases };
void count(Cost what, double since_ms);
// The language the page starts in: the URL's lang= if it is one of ours,
// else the browser's (shell/page.js decides, so the page and the canvas agree).
std::string preferred_language();
// A translation table not compiled in (site/i18n/<lang>.json): its text if
// the page has it, else "" and the page fetches it, then calls
// tabula_language_arrived(lang). Natively always "" (all are compiled in).
std::string language_text(const std::string& lang);
bool in_iframe();
// Whether the player's pointer is a mouse (the last press was one; before
// any, the device's main pointer is fine), so prompts say "click", not "tap".
bool pointer_is_mouse();
// "" for the page itself; for an embed (embed=1) its URL's game options
// ("embed&game=<game>&players=3"): each embed keeps its own saves, so two
// iframes of one game on a blog page never share one.
std::string embed_key();
// Online play through shell/online.js (window.tabulaOnline, see
// ONLINE-CONTRACT.md): whether the page found its table server, opening the
// "Play online" dialog, sending this seat's action, telling the page the
// player left the table. All harmless no-ops where there is no server.
bool online_available();
void online_open();
void online_act(const std::string& text);
void online_leave();
// "Play again" at the end of an online table: its rematch (issue 24 §4).
void online_rematch();
// The main loop sleeps while nothing moves (no animation, no bot to play, no
// input): sleep() stops the browser's animation frames until wake(), which
// every input event on the page (installed by install_wakers()), every
// window.tabula call that changes something, and a change of
// window.tabulaOnline.available call. Natively both do nothing.
void install_wakers();
void sleep_main_loop();
void wake();
bool main_loop_asleep();
// A bot's search in a Web Worker (platform/thinker.cc): think_elsewhere()
// sends the request (web/think/think.cc says what it holds) and returns its
// ticket, or 0 where there is no worker (then think here). think_answer():
// 0 while the worker works, 1 with its answer, -1 if none will come (the
// worker failed, or a later request or think_drop() replaced this one). One
// request at a time: a new one, or think_drop(), ends the worker's search.
int think_elsewhere(const std::string& request);
// Makes the worker now (it loads the engine), so the first search need not wait.
void think_ready();
int think_answer(int ticket, std::string* answer);
void think_drop();
// Makes the page's WebGL context before SDL does (platform/canvas.cc): one
// that keeps its pixels between frames. retained_canvas(): whether it does,
// i.e. whether a frame may redraw only what changed (ui/draw_list.h).
void prepare_canvas();
bool retained_canvas();
// About, for `game`: the page's HTML dialog (window.tabulaPage.about, real
// selectable text with the embed snippet). False if the page has none.
bool show_about(const std::string& game, const std::string& lang, int players, const std::string& variant);

}  // namespace tabula::web::platform
