// In an iframe (a game embedded in a blog), a swipe or a mouse wheel over
// the game scrolls the page around it, unless the game itself uses that
// gesture: an open overlay (rules, menu, picker), the log, or any rectangle
// the game names `scroll:...` in window.tabula.layout().
//
// SDL's emscripten backend calls preventDefault on every wheel and on
// touchstart, which would pin the blog in place. So, in the capture phase
// on window (before SDL's listeners on the canvas):
// - wheel: the game never sees a wheel it does not use, and the browser
//   scrolls the blog (the iframe itself cannot scroll);
// - touch: the canvas allows vertical panning (touch-action: pan-y); SDL
//   still gets touchstart (taps play), but its preventDefault is made a
//   no-op on this one event, so the browser may pan. Once the finger has
//   moved (measured on the screen, since the frame moves with the finger),
//   by a touchmove or at the release, the page has taken the gesture: the
//   game is told (tabula_touch_taken: its release is no tap) and sees no
//   more of its moves.
// Outside an iframe nothing changes (a full-screen game must not bounce or
// pull-to-refresh).
(function () {
  'use strict';
  var inFrame = (function () { try { return window.self !== window.top; } catch (e) { return true; } })();
  if (!inFrame) return;
  document.documentElement.classList.add('in-frame');
  var canvas = document.getElementById('canvas');
  var SLOP = 8;  // CSS px a finger may wander and still tap

  function gameUses(x, y) {
    var t = window.tabula;
    if (!t || !t.layout) return false;
    var L;
    try { L = t.layout(); } catch (e) { return false; }
    if (L.overlay) return true;
    return Object.keys(L).some(function (id) {
      if (id !== 'log' && id.indexOf('scroll:') !== 0) return false;
      var r = L[id];
      return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
    });
  }
  function letBrowserAct(e) {
    try { Object.defineProperty(e, 'preventDefault', { value: function () {}, configurable: true }); } catch (err) { /* keep SDL's */ }
  }
  function touchOf(e, id) {
    for (var i = 0; i < e.changedTouches.length; ++i) if (e.changedTouches[i].identifier === id) return e.changedTouches[i];
    return null;
  }

  window.addEventListener('wheel', function (e) {
    if (e.target !== canvas || e.ctrlKey) return;
    if (!gameUses(e.clientX, e.clientY)) e.stopImmediatePropagation();
  }, { capture: true, passive: true });

  var gesture = null;  // {id, x, y (screen), page: the page may scroll, taken}
  window.addEventListener('touchstart', function (e) {
    if (e.target !== canvas) return;
    if (e.touches.length > 1) { gesture = null; return; }
    var t = e.changedTouches[0];
    gesture = { id: t.identifier, x: t.screenX, y: t.screenY, page: !gameUses(t.clientX, t.clientY), taken: false };
    if (gesture.page) letBrowserAct(e);
  }, { capture: true, passive: false });

  window.addEventListener('touchmove', function (e) {
    if (!gesture || !gesture.page) return;
    var t = touchOf(e, gesture.id);
    if (!t) return;
    if (!gesture.taken && Math.hypot(t.screenX - gesture.x, t.screenY - gesture.y) > SLOP) taken();
    if (gesture.taken) e.stopImmediatePropagation();
    else letBrowserAct(e);
  }, { capture: true, passive: false });

  // Once the browser scrolls, it may send no touchmove at all: the release
  // alone then tells how far the finger went.
  function end(e) {
    // After a scroll the release cannot be cancelled: SDL's attempt (it
    // cancels every touchend) would only warn in the console.
    if (e.target === canvas && !e.cancelable) letBrowserAct(e);
    var t = gesture && touchOf(e, gesture.id);
    if (!t) return;
    if (gesture.page && !gesture.taken && Math.hypot(t.screenX - gesture.x, t.screenY - gesture.y) > SLOP) taken();
    gesture = null;
  }
  function taken() {
    gesture.taken = true;
    if (window.Module && Module._tabula_touch_taken) Module._tabula_touch_taken();
  }
  window.addEventListener('touchend', end, { capture: true });
  window.addEventListener('touchcancel', end, { capture: true });
})();
