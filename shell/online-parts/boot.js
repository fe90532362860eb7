// window.tabulaOnline for the App, and the start: only where this page's
// own Tabula server answers.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

window.tabulaOnline = {
  available: false,
  open: open,
  // The App (web/app/online.cc) calls this when the player taps an action.
  act: function (text) {
    api.act(text).then(function (r) { if (!r.ok) notice(r.reason); });
  },
  // The App calls this when the player leaves an online table: from its
  // menu, or to open the finished table's replay (chat.js keeps its chat).
  leave: function () { chatLeaving(); if (conn.table) leaveTable(false); },
  // The App's own Play again at the end of an online table (a tap, or the
  // keyboard): its rematch, as the button of againPanel() does.
  rematch: function () {
    api.rematch().then(function (r) { if (!r.ok) notice(t('server_error', { reason: r.reason })); });
  }
};

// Only when this page is served by the Tabula server (page.js asked
// already: it loads this file only then).
var health = window.tabulaPage && window.tabulaPage.onlineHealth;
(health || http('GET', 'online/health')).then(function (h) {
  if (!h || h.ok !== true) return null;
  mailOn = h.mail === true;
  return http('GET', 'online/games');
}).then(function (list) {
  if (!list || list.ok !== true) return;
  setGames(list.games);
  var css = el('link', { rel: 'stylesheet', href: window.tabulaPage && window.tabulaPage.versioned ? window.tabulaPage.versioned('online.css') : 'online.css' });
  // Online play is offered once its stylesheet is in (or has failed):
  // opened before it, the dialog's controls were unstyled, 21 px tall (a CI
  // run measured them so on a loaded machine).
  var styled = new Promise(function (done) { css.onload = css.onerror = function () { done(true); }; });
  document.head.appendChild(css);
  return styled;
}).then(function (on) {
  if (!on) return;  // no server, or no games on it
  window.tabulaOnline.available = true;
  var ready = window.tabula && window.tabula.ready;
  if (window.tabula) window.tabula.online = api;
  (ready || Promise.resolve()).then(function () {
    appReady = true;
    // Play online is offered from now on: the App's loop may be asleep
    // since page.js woke it when this file arrived, before the games'
    // list did, so wake it again (once the wasm runs).
    if (window.Module && window.Module._tabula_wake) window.Module._tabula_wake();
    if (conn.view) toApp(conn.view);
    var table = params.get('table');
    var signing = codeFromLink();
    var profile = params.get('profile');  // a profile's link (profile.js)
    if (table) openInvite(table);
    else if (profile) openProfile(profile);
    else if (signing) signing.then(function () { startPanel(); });
    else startPanel();
    liveCheck();  // My tables and "your turn" live on this page (live.js)
  });
});
// window.tabula.online exists at once (tests may wait on `available`).
if (window.tabula) window.tabula.online = api;
