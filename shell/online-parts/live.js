// My tables and "your turn" live on every open page (issue 33 §2): one
// stream per page from the server (POST online/live, server/src/live.mjs)
// says when a table this browser holds a seat at changed; My tables, the
// tab's title and the app badge follow without a reload.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// The stream is a fetch() read as it comes (server-sent events' format):
// a POST, so a guest's seat tokens go in its body, never in a URL; a
// signed-in page's account comes with its cookie. No seat and no account:
// no stream. A tab hidden for HIDDEN_MS lets its stream go (nothing is
// kept open for a page nobody looks at: Web Push tells of a turn then) and
// opens it again when shown, asking for the tables it may have missed.
var LIVE_HIDDEN_MS = 2 * 60 * 1000;
var LIVE_SILENT_MS = 70 * 1000;  // the server says something every 25 s: silence this long is a dead stream
var live = { ctl: null, key: null, refused: null, fails: 0, retry: null, hideTimer: null, watchdog: null, events: 0, opened: 0 };

// The seats this page sends: its own tokens (the account's come from the
// server), the latest first, as many as the server takes.
function liveSeats() {
  var all = known();
  var signed = !!accountId();
  return Object.keys(all).filter(function (table) { return !(signed && all[table].account); })
    .sort(function (a, b) { return (all[b].lastMoveAt || 0) - (all[a].lastMoveAt || 0); })
    .map(function (table) { return { table: table, token: storage(TOKEN_KEY + table) }; })
    .filter(function (s) { return s.token; }).slice(0, 200);
}
function liveKey(seats) {
  return (accountId() ? 'account ' + accountId() + ' ' : '') + seats.map(function (s) { return s.table; }).sort().join(' ');
}
function liveStatus() {
  if (window.tabula && window.tabula.online) window.tabula.online._live = { open: !!live.ctl, events: live.events, opened: live.opened };
}
function liveStop() {
  if (live.ctl) live.ctl.abort();
  live.ctl = null;
  live.key = null;
  clearTimeout(live.watchdog);
  liveStatus();
}
// Opens the stream if this page should have one and has not the right one
// (its seats or account changed since): called at the start, by
// turnSignals() whenever My tables changed, and when the tab is shown.
function liveCheck() {
  if (!window.tabulaOnline || !window.tabulaOnline.available || !window.fetch || !window.TextDecoder) return;
  if (document.visibilityState === 'hidden' && !live.ctl) return;
  var seats = liveSeats();
  var key = liveKey(seats);
  if (live.ctl && live.key === key) return;
  if (live.retry && live.key === key) return;  // waiting to try again
  if (live.refused === key) return;  // the server said no to these: not again until they change
  liveStop();
  clearTimeout(live.retry); live.retry = null;
  if (!seats.length && !accountId()) return;
  liveOpen(seats, key);
}
function liveOpen(seats, key) {
  var ctl = new AbortController();
  live.refused = null;
  live.ctl = ctl; live.key = key;
  var alive = function () {
    clearTimeout(live.watchdog);
    live.watchdog = setTimeout(function () { if (live.ctl === ctl) { ctl.abort(); liveAgain(key); } }, LIVE_SILENT_MS);
  };
  alive();
  var began = Date.now();
  fetch('online/live', {
    method: 'POST', cache: 'no-store', signal: ctl.signal,
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: seats })
  }).then(function (r) {
    if (r.status !== 200 || !r.body) {
      var wait = Number(r.headers.get('Retry-After')) || 0;
      throw { status: r.status, wait: wait * 1000 };
    }
    var reader = r.body.getReader();
    var text = new TextDecoder();
    var buf = '';
    var pump = function () {
      return reader.read().then(function (x) {
        if (x.done || live.ctl !== ctl) return;
        alive();
        buf += text.decode(x.value, { stream: true });
        var i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          liveBlock(buf.slice(0, i));
          buf = buf.slice(i + 2);
        }
        return pump();
      });
    };
    return pump();
  }).then(function () {
    // The server ended it (its time limit, a restart): again at once, unless
    // it ended as soon as it began (then after the backoff).
    if (live.ctl === ctl) { live.ctl = null; liveAgain(key, Date.now() - began > 10000 ? 0 : null); }
  }, function (e) {
    if (live.ctl !== ctl) return;  // closed here on purpose
    live.ctl = null;
    // Refused for what it asked (not for the load): not again until something changes.
    if (e && e.status >= 400 && e.status < 500 && e.status !== 429 && e.status !== 408) { live.refused = key; clearTimeout(live.watchdog); liveStatus(); return; }
    liveAgain(key, e && e.wait);
  });
  liveStatus();
}
// Tries again after 1, 2, 4 … 60 s (each with some randomness, so that
// pages cut off together do not all come back in the same second).
function liveAgain(key, wait) {
  clearTimeout(live.watchdog);
  live.fails += 1;
  var backoff = Math.min(60000, 1000 * Math.pow(2, live.fails - 1)) * (0.5 + Math.random() / 2);
  live.key = key;
  clearTimeout(live.retry);
  live.retry = setTimeout(function () { live.retry = null; live.key = null; liveCheck(); }, wait != null && wait > 0 ? wait : (wait === 0 ? 0 : backoff));
  liveStatus();
}
function liveBlock(block) {
  var event = '', data = '';
  block.split('\n').forEach(function (line) {
    if (line.indexOf('event: ') === 0) event = line.slice(7);
    else if (line.indexOf('data: ') === 0) data += line.slice(6);
  });
  if (!event) return;  // a comment: the keep-alive
  var d = {};
  try { d = JSON.parse(data || '{}') || {}; } catch (e) { return; }
  live.events += 1;
  if (event === 'ready') {
    live.fails = 0;
    live.opened += 1;
    // Listening from now on: what changed before (while the page read its
    // tables and this stream was on its way, hidden, cut off, or reopened
    // for other seats) is read once. A first stream too: a move between
    // the start screen's read and this event was heard by nobody (CI of
    // round 17: a guest's tab never said "your turn").
    refreshTables().then(liveShown);
  } else if (event === 'table') liveTable(d);
  else if (event === 'tables') { refreshTables().then(liveShown); friendsChanged(); }  // (also a friend's ask or invitation)
  else if (event === 'signedout') { leaveAccount(); liveShown(); }
  liveStatus();
}
// One table's change: My tables' entry as the event says.
function liveTable(d) {
  if (typeof d.table !== 'string' || !TABLE_ID.test(d.table)) return;
  var before = known()[d.table];
  // A table of the account this browser has not heard of yet: the whole list.
  if (!before || !storage(TOKEN_KEY + d.table)) { refreshTables().then(liveShown); return; }
  if (typeof before.move === 'number' && d.move < before.move) return;  // older than what this page knows
  remember(d.table, {
    game: d.game, players: d.players, names: d.names, bots: d.bots, seat: d.seat, started: !!d.started,
    current: d.current, over: !!d.over, move: d.move, winners: d.winners, lastMoveAt: d.lastMoveAt || Date.now()
  });
  if (d.over && !before.over && !before.rematch) peekRematch(d.table).then(liveShown, liveShown);
  liveShown();
}
// My tables wherever the page shows it, the title and the badge.
function liveShown() {
  if (startEl && !startEl.hidden) startPanel(true);
  else if (!startEl && !conn.table) startPanel();
  if (lobby.isOpen() && lobby.screen.mode() === 'create') lobby.reword();
  turnSignals();
}
document.addEventListener('visibilitychange', function () {
  clearTimeout(live.hideTimer);
  if (document.visibilityState === 'hidden') {
    live.hideTimer = setTimeout(function () {
      if (!live.ctl && !live.retry) return;
      clearTimeout(live.retry); live.retry = null;
      liveStop();
    }, LIVE_HIDDEN_MS);
  } else liveCheck();
});
