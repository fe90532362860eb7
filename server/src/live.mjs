// "Your turn" and My tables live on every open page (issue 33 §2): one
// server-sent event stream per page, POST /online/live, that says when a
// table the page holds a seat at changed (a move, the start, a seat taken).
//
// Who may hear of a table: whoever shows one of its seat tokens. A signed-in
// page's account cookie brings the account's seats (every device's); a
// guest's page sends the tokens it keeps in its body {seats: [{table,
// token}]} (a POST, so no token ever stands in a URL a proxy logs). Opening
// a stream costs no read of the tables: the stream keeps each token's hash,
// and each change carries its table's seats' hashes (over this server's own
// bus only), so a token that is no seat there never matches: a stream hears
// nothing of a table it has no seat at, and the event it gets names only
// public matter (whose turn, the move count, names, winners once over),
// never the save, the seed, an observation or another seat's token.
//
// Between processes (TABULA_REDIS): the change goes through Colyseus's
// presence (Redis pub/sub; in one process, its local emitter), so a move
// at process A reaches a stream held by process B.
//
// The stream: `event: ready` once listening, `event: table` per change,
// `event: tables` when the account's list of seats changed (the page asks
// for it again), and a comment every KEEPALIVE_MS so proxies keep it open.
// It ends after MAX_STREAM_MS (the page opens another: the session is then
// checked again) and when the session is signed out.
import { matchMaker } from '@colyseus/core';
import { hashToken, isTableId } from './ids.mjs';
import { clientAddress } from './origin.mjs';
import { perAddress } from './rate_limit.mjs';
import { readBody } from './http.mjs';

const TABLE_TOPIC = 'tabula:live:table';
const ACCOUNT_TOPIC = 'tabula:live:account';
const KEEPALIVE_MS = Number(process.env.TABULA_LIVE_KEEPALIVE_MS) || 25000;
const MAX_STREAM_MS = Number(process.env.TABULA_LIVE_MAX_MS) || 30 * 60 * 1000;
// Open streams: per address (a household behind one address, several tabs
// each), per account (its devices' tabs) and per process (a memory bound).
const PER_ADDRESS = Number(process.env.TABULA_LIVE_PER_ADDRESS) || 16;
const PER_ACCOUNT = Number(process.env.TABULA_LIVE_PER_ACCOUNT) || 16;
const PER_PROCESS = Number(process.env.TABULA_LIVE_PER_PROCESS) || 20000;
// A guest's tokens per stream (an account's come from the server).
const MAX_SEATS = 200;
const MAX_BODY = 24 * 1024;

function json(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(JSON.stringify(body));
  return true;
}
const count = (map, key, by) => {
  const n = (map.get(key) || 0) + by;
  if (n > 0) map.set(key, n); else map.delete(key);
};

// `accounts`: accounts.mjs (signedIn(req), store.seatsOf); `presence`: for a test, else Colyseus's.
export function makeLive({ accounts, presence = null } = {}) {
  const bus = () => presence || matchMaker.presence;
  const opens = perAddress({ perSecond: 0.5, burst: 30 });
  const streams = new Set();
  const byTable = new Map();    // table -> Set of streams watching it
  const byAccount = new Map();  // account id -> Set of streams
  const perAddress_ = new Map(); // address -> open streams
  let subscribed = null;

  function watch(s, table, tokenHash) {
    s.tables.set(table, tokenHash);
    if (!byTable.has(table)) byTable.set(table, new Set());
    byTable.get(table).add(s);
  }
  function unwatch(s, table) {
    s.tables.delete(table);
    const set = byTable.get(table);
    if (set) { set.delete(s); if (!set.size) byTable.delete(table); }
  }
  function send(s, event, data) {
    if (!s.closed) s.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  function close(s) {
    if (s.closed) return;
    s.closed = true;
    clearInterval(s.keepalive);
    clearTimeout(s.limit);
    for (const table of [...s.tables.keys()]) unwatch(s, table);
    streams.delete(s);
    count(perAddress_, s.address, -1);
    if (s.account) {
      const set = byAccount.get(s.account);
      if (set) { set.delete(s); if (!set.size) byAccount.delete(s.account); }
    }
    s.res.end();
  }

  // A change of one table (published by its room, wherever it runs): each
  // stream holding one of its seats gets that seat's event.
  function onTable(m) {
    const set = m && byTable.get(m.table);
    if (!set) return;
    for (const s of set) {
      const seat = m.seats.findIndex((h) => h && h === s.tables.get(m.table));
      if (seat < 0) continue;
      send(s, 'table', {
        table: m.table, seat, game: m.game, players: m.players, started: m.started,
        current: m.current, yourTurn: m.started && !m.over && m.current === seat,
        over: m.over, move: m.move, lastMoveAt: m.lastMoveAt, names: m.names, bots: m.bots, winners: m.winners,
      });
    }
  }
  // The account's seats changed (a seat given or forgotten, a device signed
  // out): its streams read them again, or end if their session has.
  async function onAccount(m) {
    const set = m && byAccount.get(m.account);
    if (!set) return;
    for (const s of [...set]) {
      let me = null;
      try { me = await accounts.signedIn(s.req); } catch { continue; /* the store is down: keep what it knows */ }
      if (!me || me.account.id !== s.account) { send(s, 'signedout', {}); close(s); continue; }
      await accountSeats(s).catch(() => {});
      send(s, 'tables', {});
    }
  }
  async function accountSeats(s) {
    const seats = await accounts.store.seatsOf(s.account);
    const now = new Set();
    for (const { table, token } of seats) { now.add(table); watch(s, table, hashToken(token)); }
    for (const table of [...s.tables.keys()]) if (!s.guest.has(table) && !now.has(table)) unwatch(s, table);
  }
  function listen() {
    if (!subscribed) {
      subscribed = Promise.all([bus().subscribe(TABLE_TOPIC, onTable), bus().subscribe(ACCOUNT_TOPIC, (m) => { onAccount(m).catch(() => {}); })])
        .catch((e) => { subscribed = null; throw e; });
    }
    return subscribed;
  }

  async function route(p, req, res) {
    if (p !== '/online/live') return false;
    if (req.method !== 'POST') return json(res, 405, { ok: false, reason: 'POST {seats: [{table, token}]} (and the account\'s cookie)' });
    const address = clientAddress(req);
    if (!opens(address)) return json(res, 429, { ok: false, reason: 'too many requests; wait a little' }, { 'Retry-After': '10' });
    if ((perAddress_.get(address) || 0) >= PER_ADDRESS || streams.size >= PER_PROCESS)
      return json(res, 429, { ok: false, reason: 'too many live pages open; close some' }, { 'Retry-After': '30' });
    const raw = await readBody(req, MAX_BODY);
    if (raw.tooLarge) return json(res, 413, { ok: false, reason: 'request too large' }, { Connection: 'close' });
    let body = {};
    if (raw.text) { try { body = JSON.parse(raw.text); } catch { return json(res, 400, { ok: false, reason: 'the body must be JSON' }); } }
    const given = body && Array.isArray(body.seats) ? body.seats.slice(0, MAX_SEATS) : [];
    let me = null;
    try { me = accounts ? await accounts.signedIn(req) : null; } catch (e) {
      return json(res, 503, { ok: false, reason: `accounts cannot be read now (${e.message}); try again` }, { 'Retry-After': '5' });
    }
    if (me && (byAccount.get(me.account.id)?.size || 0) >= PER_ACCOUNT)
      return json(res, 429, { ok: false, reason: 'too many live pages open for this account; close some' }, { 'Retry-After': '30' });
    try { await listen(); } catch (e) {
      return json(res, 503, { ok: false, reason: `live updates are unavailable now (${e.message}); try again` }, { 'Retry-After': '10' });
    }
    const s = { req, res, address, account: me ? me.account.id : null, tables: new Map(), guest: new Set(), closed: false };
    for (const g of given) {
      if (!g || !isTableId(g.table) || typeof g.token !== 'string' || !g.token || g.token.length > 200) continue;
      watch(s, g.table, hashToken(g.token));
      s.guest.add(g.table);
    }
    if (s.account) {
      try { await accountSeats(s); } catch (e) {
        for (const table of [...s.tables.keys()]) unwatch(s, table);
        return json(res, 503, { ok: false, reason: `accounts cannot be read now (${e.message}); try again` }, { 'Retry-After': '5' });
      }
      if (!byAccount.has(s.account)) byAccount.set(s.account, new Set());
      byAccount.get(s.account).add(s);
    }
    streams.add(s);
    count(perAddress_, address, 1);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      'X-Accel-Buffering': 'no', // nginx: pass each event on at once
    });
    res.write(': tabula live\n\n');
    send(s, 'ready', { signedIn: !!s.account });
    s.keepalive = setInterval(() => { if (!s.closed) s.res.write(': keep-alive\n\n'); }, KEEPALIVE_MS);
    s.keepalive.unref();
    s.limit = setTimeout(() => close(s), MAX_STREAM_MS);
    s.limit.unref();
    // (The response's close: the request's own fires once its body is read.)
    res.on('close', () => close(s));
    res.on('error', () => close(s));
    return true;
  }

  return {
    route,
    // A table's room: its turn, its end, its seats may have changed.
    // Published to every process (its streams filter); never blocks the room.
    changed(room, status) {
      const rec = room.record;
      const seats = [];
      for (let i = 0; i < rec.players; i++) seats.push(null);
      const names = seats.slice();
      for (const s of rec.seats) { seats[s.seat] = s.tokenHash; names[s.seat] = s.name; }
      const over = !!(rec.started && status && status.over);
      const m = {
        table: rec.id, game: rec.game, players: rec.players, started: !!rec.started,
        current: rec.started && status && !over ? status.current : -1, over, move: rec.actions.length,
        lastMoveAt: rec.lastMoveAt || 0, names, bots: rec.bots, winners: over ? status.winners : null, seats,
      };
      try { Promise.resolve(bus().publish(TABLE_TOPIC, m)).catch(() => {}); } catch { /* the bus is down: pages catch up when they reconnect */ }
    },
    // An account's seats changed, or one of its sessions ended.
    accountChanged(account) {
      try { Promise.resolve(bus().publish(ACCOUNT_TOPIC, { account })).catch(() => {}); } catch { /* as above */ }
    },
    open: () => streams.size,
    close() { for (const s of [...streams]) close(s); },
  };
}
