// An idle page costs nothing: when App has nothing to draw and nothing
// waiting on the clock, the emscripten main loop is paused (no animation
// frames at all) and any input wakes it. SDL keeps queuing the browser's
// events while it sleeps; the first frame after waking polls them.
#include "platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

namespace {
bool g_asleep = false;
}

// Every event that could mean input or a new size wakes the loop (capture
// phase on the window, passive: nothing here changes how the page handles
// them). The start screen shows "Play online" once shell/online.js finds its
// server, so a cheap timer watches window.tabulaOnline.available too.
EM_JS(void, tabula_js_install_wakers, (), {
  var wake = function () { _tabula_wake(); };
  ['mousedown', 'mouseup', 'mousemove', 'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel',
   'pointerdown', 'pointerup', 'pointermove', 'keydown', 'keyup', 'resize', 'focus', 'blur']
      .forEach(function (type) { window.addEventListener(type, wake, { capture: true, passive: true }); });
  document.addEventListener('visibilitychange', wake);
  if (window.ResizeObserver && Module.canvas) new ResizeObserver(wake).observe(Module.canvas);
  if (window.matchMedia) {
    var watchRatio = function () {
      var mq = window.matchMedia('(resolution: ' + window.devicePixelRatio + 'dppx)');
      var again = function () { mq.removeEventListener('change', again); wake(); watchRatio(); };
      mq.addEventListener('change', again);
    };
    watchRatio();
  }
  var online = false;
  setInterval(function () {
    var now = !!(window.tabulaOnline && window.tabulaOnline.available);
    if (now !== online) { online = now; wake(); }
  }, 500);
});

namespace tabula::web::platform {
void install_wakers() { tabula_js_install_wakers(); }
void sleep_main_loop() {
  if (g_asleep) return;
  g_asleep = true;
  emscripten_pause_main_loop();
}
void wake() {
  if (!g_asleep) return;
  g_asleep = false;
  emscripten_resume_main_loop();
}
bool main_loop_asleep() { return g_asleep; }
}  // namespace tabula::web::platform

extern "C" EMSCRIPTEN_KEEPALIVE void tabula_wake() { tabula::web::platform::wake(); }

#else

namespace tabula::web::platform {
void install_wakers() {}
void sleep_main_loop() {}
void wake() {}
bool main_loop_asleep() { return false; }
}  // namespace tabula::web::platform

extern "C" void tabula_wake() {}

#endif
