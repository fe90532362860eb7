// A bot's search in a Web Worker (shell/think-worker.js running
// web/think/think.cc), so the page draws at full rate while the expert thinks.
// The worker is made when a table whose bots search opens (think_ready), and
// ended when the page no longer wants what it is working on (a worker cannot
// be interrupted, and an undo or a new game should not wait for an answer
// nobody wants). Where there is no worker (natively, a browser without
// Workers, a load that failed: offline before think.wasm was ever cached)
// every call says so and the page thinks in slices on its main thread
// instead (LocalTable::think_bot).
#include "platform/platform.h"

#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// The worker's state lives in JS (Module.tabulaThinker): its answers arrive
// as messages between frames. window.tabulaThinker = 'page' (tests) keeps
// every search on the main thread. A null request only makes the worker (it
// loads the engine at once), so the first decision does not wait for it.
EM_JS(int, tabula_js_think_post, (const char* request), {
  var T = Module.tabulaThinker || (Module.tabulaThinker = { worker: null, next: 1, busy: 0, answers: {}, broken: false });
  if (T.broken || typeof Worker === 'undefined' || window.tabulaThinker === 'page') return 0;
  if (request && T.busy && T.worker) { T.worker.terminate(); T.worker = null; }
  if (request) { T.busy = 0; T.answers = {}; }
  if (!T.worker) {
    try {
      T.worker = new Worker('think-worker.js');
    } catch (e) {
      T.broken = true;
      return 0;
    }
    T.worker.onmessage = function (e) {
      if (e.data.broken) T.broken = true;
      if (e.data.ticket !== T.busy) return;
      T.busy = 0;
      T.answers[e.data.ticket] = e.data.broken ? null : e.data.answer;
      _tabula_wake();
    };
    // think-worker.js or think.js missing, a script error: never again this visit.
    T.worker.onerror = function (e) {
      if (e.preventDefault) e.preventDefault();
      T.broken = true;
      if (T.busy) T.answers[T.busy] = null;
      T.busy = 0;
      _tabula_wake();
    };
  }
  if (!request) return 0;
  var ticket = T.next++;
  T.busy = ticket;
  T.worker.postMessage({ ticket: ticket, request: UTF8ToString(request) });
  return ticket;
});
// 0: not yet; 1: answered (the text is taken, malloc'd); -1: no answer will come.
EM_JS(int, tabula_js_think_poll, (int ticket, char** out), {
  var T = Module.tabulaThinker;
  if (!T) return -1;
  if (Object.prototype.hasOwnProperty.call(T.answers, ticket)) {
    var a = T.answers[ticket];
    delete T.answers[ticket];
    if (a === null) return -1;
    var n = lengthBytesUTF8(a) + 1;
    var p = _malloc(n);
    stringToUTF8(a, p, n);
    HEAPU32[out >> 2] = p;
    return 1;
  }
  return T.busy === ticket ? 0 : -1;
});
EM_JS(void, tabula_js_think_drop, (), {
  var T = Module.tabulaThinker;
  if (!T) return;
  if (T.busy && T.worker) { T.worker.terminate(); T.worker = null; }
  T.busy = 0;
  T.answers = {};
});

namespace tabula::web::platform {
int think_elsewhere(const std::string& request) { return tabula_js_think_post(request.c_str()); }
void think_ready() { tabula_js_think_post(nullptr); }
int think_answer(int ticket, std::string* answer) {
  char* p = nullptr;
  const int r = tabula_js_think_poll(ticket, &p);
  if (r > 0) {
    *answer = p;
    std::free(p);
  }
  return r;
}
void think_drop() { tabula_js_think_drop(); }
}  // namespace tabula::web::platform

#else

namespace tabula::web::platform {
int think_elsewhere(const std::string&) { return 0; }
void think_ready() {}
int think_answer(int, std::string*) { return -1; }
void think_drop() {}
}  // namespace tabula::web::platform

#endif
