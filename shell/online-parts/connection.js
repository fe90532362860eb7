// The connection to one table: the Colyseus client, joining, views and
// their patches, reconnection.
// A part of online.js: scripts/online-bundle.mjs joins shell/online-parts/
// in its PARTS order inside one function, so the parts share one scope.

// The Colyseus browser client is served by the server (from its own
// node_modules), so a static host never downloads it.
function colyseus() { return loadScriptOnce('online/colyseus.js', 'Colyseus'); }
var client = null;
function getClient() {
  return colyseus().then(function (C) {
    // The page's own directory: the server's matchmaker sits beside it.
    if (!client) client = new C.Client(new URL('.', location.href).href);
    return client;
  });
}

// ---- the connection to one table ----
var conn = {
  table: null,      // table id
  room: null,       // the Colyseus room while connected
  seat: -1,
  view: null,       // the last "view" message (its observation whole)
  viewRoom: null,   // the room it came through (a patch applies only to a view of the same connection)
  views: 0,         // how many views arrived (tests wait for the next one)
  leaving: false,   // true after leave(): no reconnection
  retry: null,      // reconnection timer
  resumeToken: null, // Colyseus's reconnection token for the current session
  waiters: []       // {resolve, kind}: promises settled by the next view/refusal
};

function settle(kind, value) {
  var keep = [];
  conn.waiters.forEach(function (w) {
    var v = w.test(kind, value);
    if (v) w.resolve(v); else keep.push(w);
  });
  conn.waiters = keep;
}
function waitFor(test, ms) {
  return new Promise(function (resolve) {
    var w = { test: test, resolve: resolve };
    conn.waiters.push(w);
    setTimeout(function () {
      var i = conn.waiters.indexOf(w);
      if (i >= 0) { conn.waiters.splice(i, 1); resolve({ ok: false, reason: 'timeout' }); }
    }, ms || 15000);
  });
}

// Hands the view to the wasm App (web/app/online.cc), once it is running.
var appReady = false;
function toApp(view) {
  if (!appReady || !window.Module || typeof Module._tabula_online_view !== 'function') return;
  Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(view)]);
}
function appLeave() {
  if (appReady && window.Module && typeof Module._tabula_online_leave === 'function') {
    Module.ccall('tabula_online_leave', null, [], []);
  }
}

// The server sends a seat's observation whole once per connection, then
// only what changed since (server/engine/tables.cc; the same as
// server/src/view_patch.mjs): the view with its observation whole, or null
// if this connection lacks the observation the patch is from.
function patched(prev, v) {
  if (!v.patch) return v;
  var p = v.patch, was = prev && prev.observation, o = {}, out = {}, k, i;
  if (!was || prev.move !== p.base) return null;
  for (k in was) o[k] = was[k];
  for (k in p.set || {}) o[k] = p.set[k];
  for (k in p.items || {}) {
    o[k] = o[k].slice();
    for (i = 0; i < p.items[k].length; i++) o[k][p.items[k][i][0]] = p.items[k][i][1];
  }
  for (k in p.append || {}) o[k] = o[k].concat(p.append[k]);
  (p.drop || []).forEach(function (key) { delete o[key]; });
  for (k in v) if (k !== 'patch') out[k] = v[k];
  out.observation = o;
  return out;
}

function wire(room) {
  conn.room = room;
  conn.resumeToken = room.reconnectionToken;
  room.onMessage('seat', function (m) {
    if (!m || m.table !== conn.table) return;
    conn.seat = m.seat;
    storage(TOKEN_KEY + m.table, m.token);
    accountSeat(m.table, m.token);
    remember(m.table, { seat: m.seat, lastMoveAt: Date.now() });
    settle('seat', m);
  });
  room.onMessage('view', function (v) {
    if (!v || v.table !== conn.table || conn.room !== room) return;
    var whole = patched(conn.viewRoom === room ? conn.view : null, v);
    if (!whole) return console.error('online: a view patch from move ' + v.patch.base + ' without that view');
    v = whole;
    conn.view = v;
    conn.viewRoom = room;
    conn.views++;
    conn.seat = v.seat;
    if (v.seat >= 0) rememberView(v);
    clockView(v);
    bar();
    lobby.update(v);
    toApp(v);
    clockTick();
    settle('view', v);
  });
  room.onMessage('refused', function (m) {
    var reason = (m && m.reason) || 'refused';
    if (!conn.waiters.length) notice(reason);
    // The App stopped offering moves when it sent this one, until the
    // server's next view; a refusal brings none (and at this seat's own
    // turn none would come): it has the last view again, its moves with it.
    if (conn.view) toApp(conn.view);
    settle('refused', m || {});
  });
  room.onMessage('react', function (m) {
    // A preset reaction (window.tabula.online.react): a moment in the strip.
    var v = conn.view;
    if (!m || !v || !v.seats || !v.seats[m.seat] || m.seat === v.seat) return;
    var name = v.seats[m.seat].name || t('seat_n', { n: m.seat + 1 });
    reaction = name + ': ' + (t('react_' + m.what) !== 'react_' + m.what ? t('react_' + m.what) : String(m.what));
    bar();
    clearTimeout(reactionTimer);
    reactionTimer = setTimeout(function () { reaction = ''; bar(); }, 4000);
  });
  room.onMessage('chat', function (m) {
    // A line of the table's chat (chat.js; only seated players get them).
    chatHeard(m);
    settle('chat', m || {});
  });
  room.onMessage('rematch', function (m) {
    // Someone at this finished table asked to play again (server/src/rematch.mjs).
    if (!m || typeof m.table !== 'string' || !conn.table) return;
    remember(conn.table, { rematch: m.table, rematchBy: String(m.by || '') });
    bar();
  });
  room.onError(function (code, message) { console.warn('online: room error', code, message); });
  room.onLeave(function (code) {
    if (conn.room !== room) return;
    conn.room = null;
    // The table moved to another server process: this session's room is
    // closed for good, so Colyseus's reconnection cannot find it. Ask
    // GET online/tables/:id again and rejoin with the seat token.
    if (code === MOVED) { conn.resumeToken = null; backoff = FIRST_RETRY; }
    bar();
    if (!conn.leaving) reconnectSoon(0);
  });
}

// Joins the table's room: with this browser's seat token if it has one,
// else by name (takes the first free human seat), else as a spectator.
// A busy server's refusals are tried again (issue 31 §5): a join may meet
// the matchmaking rate limit (429), a store too slow to answer (5xx), a
// seat reservation that ran out before the socket came (4214, Colyseus's
// MATCHMAKE_EXPIRED) or a room closed between the GET and the join (4212:
// the next GET opens it again). Meanwhile the strip says "Joining…"
// (status-strip.js). Any other answer (no such table, every seat taken, a
// token the server does not know) is said at once.
var JOIN_TRIES = 6;       // the first and five more: 0.5+0.8+1.3+2+3.3 s, about 8 s of patience
var JOIN_FIRST_PAUSE = 500;
var joining = null;       // the table being joined, while a join is under way
function transientJoin(code) {
  return code === 0 || code === 429 || (code >= 500 && code < 600) || code === 4212 || code === 4214;
}
function enter(table, how) {
  joining = table;
  bar();
  var pause = JOIN_FIRST_PAUSE;
  function attempt(tries) {
    return enterOnce(table, how).then(function (r) {
      // (A join of another table since: this one is dropped.)
      if (r.ok || !r.transient || tries + 1 >= JOIN_TRIES || joining !== table) return r;
      return new Promise(function (resolve) { setTimeout(resolve, pause); }).then(function () {
        pause = Math.round(pause * 1.6);
        return attempt(tries + 1);
      });
    });
  }
  return attempt(0).then(function (r) {
    if (joining === table) { joining = null; bar(); }
    delete r.transient;
    return r;
  });
}
function enterOnce(table, how) {
  return http('GET', 'online/tables/' + encodeURIComponent(table)).then(function (info) {
    if (!info || !info.ok) {
      return { ok: false, reason: (info && info.reason) || t('no_table'), info: info, transient: !!info && transientJoin(info.status) };
    }
    var token = storage(TOKEN_KEY + table);
    var options = token ? { token: token } : how;
    return getClient().then(function (c) {
      return c.joinById(info.roomId || table, options);
    }).then(function (room) {
      if (conn.room && conn.room !== room) { var old = conn.room; conn.room = null; old.leave(true); }
      conn.table = table;
      conn.leaving = false;
      wire(room);
      return { ok: true, room: room, info: info, returning: !!token };
    }, function (e) {
      var reason = String((e && e.message) || e);
      // A token the server no longer knows (the table was wiped): forget it
      // and say so, rather than retrying it forever.
      if (token && /token/i.test(reason)) storage(TOKEN_KEY + table, null);
      // No code: the request never got an answer (the network, a server
      // restarting); Colyseus's ServerError carries the HTTP status or its
      // matchmaking error code.
      var code = e && typeof e.code === 'number' ? e.code : 0;
      return { ok: false, reason: reason, info: info, transient: transientJoin(code) };
    });
  });
}

// After a dropped connection (network, sleep, server restart): first the
// Colyseus reconnection (the server keeps the seat a while), then a fresh
// join with the seat token (a restarted server rebuilds the table from its
// store). Retries with a growing pause; at once when the network comes back.
var FIRST_RETRY = 300;  // ms; then 1.6 times longer each try, at most 4 s
var backoff = FIRST_RETRY;
function reconnectSoon(ms) {
  clearTimeout(conn.retry);
  conn.retry = setTimeout(reconnect, ms);
}
var reconnecting = false;
function reconnect() {
  if (conn.room || conn.leaving || !conn.table || reconnecting) return;
  reconnecting = true;
  bar();
  var table = conn.table;
  var token = storage(TOKEN_KEY + table);
  if (conn.seat >= 0 && !token) {
    // The server forgot this seat (or storage is gone): no way back to it.
    reconnecting = false;
    conn.table = null;
    bar();
    notice(t('no_table'));
    return;
  }
  var how = conn.seat >= 0 ? { token: token } : { spectate: true };
  resume().then(function (ok) { return ok ? { ok: true } : enter(table, how); }).then(function (r) {
    reconnecting = false;
    if (r.ok) { backoff = FIRST_RETRY; bar(); return; }
    backoff = Math.min(Math.round(backoff * 1.6), 4000);
    reconnectSoon(backoff);
  });
}
// Colyseus's own reconnection: the same session, while the server still
// holds the seat for it. The server greets a returning client with a view;
// if none comes, the session is not trusted and a fresh join follows.
function resume() {
  var token = conn.resumeToken;
  if (!token) return Promise.resolve(false);
  var seen = conn.views;
  return getClient().then(function (c) { return c.reconnect(token); }).then(function (room) {
    if (conn.leaving || conn.room) { room.leave(true); return false; }
    wire(room);
    return new Promise(function (resolve) {
      var limit = Date.now() + 2000;
      (function check() {
        if (conn.views > seen) return resolve(true);
        if (Date.now() > limit || conn.room !== room) {
          if (conn.room === room) { conn.room = null; conn.resumeToken = null; room.leave(false); }
          return resolve(false);
        }
        setTimeout(check, 50);
      })();
    });
  }, function (e) {
    // The server answered no (a ServerError has a code): the session is
    // gone, so rejoin with the seat token from now on. A network error
    // (still offline) keeps the session for the next try.
    if (e && typeof e.code === 'number') conn.resumeToken = null;
    return false;
  });
}
// A socket that lived through a network change or a long sleep is often
// dead without knowing it (the server has long since dropped it): start a
// fresh one rather than wait for TCP to give up. One rejoin costs little.
function freshConnection() {
  backoff = FIRST_RETRY;
  var old = conn.room;
  conn.room = null;  // whatever the old socket still says is ignored from now on
  if (old) { try { old.leave(false); } catch (e) { /* already gone */ } }
  reconnectSoon(0);
}
var wentOffline = false;
var hiddenAt = 0;
window.addEventListener('offline', function () { wentOffline = true; });
window.addEventListener('online', function () {
  if (wentOffline) { wentOffline = false; freshConnection(); } else reconnectSoon(0);
});
document.addEventListener('visibilitychange', function () {
  if (document.visibilityState === 'hidden') { hiddenAt = Date.now(); return; }
  if (!conn.table) return;
  if (hiddenAt && Date.now() - hiddenAt > 15000) freshConnection();
  else if (!conn.room) reconnectSoon(0);
});
