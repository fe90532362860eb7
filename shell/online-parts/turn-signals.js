// "Your turn" with the page open: title, badge, vibration, notification.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// ---- "Your turn" with the page open (issue 24 §2) ----
// The tab's title, the app badge (the number of tables waiting for this
// browser, where the Badging API exists), a vibration where the phone has
// one and sound is on (the same setting as the game's sounds), and a
// system notification while the page is in the background (only once the
// player allowed them with the Notify me button).
var baseTitle = document.title;
var signalled = '';  // table:move of the last "your turn" signalled
function soundOn() {
  try { return !window.Module || typeof Module._tabula_sound_on !== 'function' || Module._tabula_sound_on() === 1; } catch (e) { return true; }
}
function myTurnNow() {
  var v = conn.view;
  return !!(conn.table && v && v.seat >= 0 && v.started && !v.over && v.legal && v.legal.length > 0);
}
function turnSignals() {
  var mine = myTurnNow();
  var turns = listTables().filter(function (r) { return r.yourTurn; });
  var waiting = turns.length;
  // Not at a table where it is this seat's turn: the tables that wait
  // elsewhere (live.js keeps them current on every open page).
  var elsewhere = turns.filter(function (r) { return r.table !== conn.table; }).length;
  var title = mine ? t('your_turn_title') : elsewhere ? t('live_title', { n: elsewhere, title: baseTitle }) : baseTitle;
  if (document.title !== title) document.title = title;
  try {
    if (navigator.setAppBadge) { if (waiting) navigator.setAppBadge(waiting).catch(function () {}); else navigator.clearAppBadge().catch(function () {}); }
  } catch (e) { /* no badge here */ }
  if (window.tabula && window.tabula.online) window.tabula.online._badge = waiting;
  liveCheck();  // My tables changed: the live stream may need other seats
  if (!mine) return;
  var key = conn.table + ':' + conn.view.move;
  if (key === signalled) return;
  signalled = key;
  // (Before the player's first tap the browser refuses, and says so in the console.)
  var active = !navigator.userActivation || navigator.userActivation.hasBeenActive;
  if (soundOn() && active && navigator.vibrate) { try { navigator.vibrate([80, 60, 80]); } catch (e) { /* not allowed here */ } }
  if (document.visibilityState === 'hidden' && window.Notification && Notification.permission === 'granted') {
    var v = conn.view;
    var names = v.seats.filter(function (s, i) { return i !== v.seat && s.name && !s.bot; }).map(function (s) { return s.name; });
    var game = GAMES[v.game] ? GAMES[v.game].name : v.game;
    showNotice(t('your_turn') + ' — ' + game + (names.length ? ' · ' + names.join(', ') : ''), v.table);
  }
}
function showNotice(title, table) {
  var opts = { tag: 'tabula-' + table, data: { table: table }, icon: 'icon-192.png', renotify: true };
  var sw = navigator.serviceWorker;
  (sw && sw.controller ? sw.ready.then(function (r) { return r.showNotification(title, opts); }) : Promise.reject())
    .catch(function () { try { new Notification(title, opts).onclick = function () { window.focus(); }; } catch (e) { /* none here */ } });
}
// The page's own title, as page.js sets it for each screen.
if (window.tabulaPage && window.tabulaPage.chrome) {
  var chrome = window.tabulaPage.chrome;
  window.tabulaPage.chrome = function () {
    var r = chrome.apply(this, arguments);
    baseTitle = document.title;
    turnSignals();
    startPanel();
    // After the App's call: chatScreen asks the App whether a replay is on screen.
    setTimeout(chatScreen, 0);
    return r;
  };
}
