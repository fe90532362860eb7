// Plain HTTP on the same origin as the page: the built site (static files
// with the page's strict CSP) and the /online/ API. Colyseus adds its own
// /matchmake/ routes in front of this handler.
import path from 'node:path';
import { createRequire } from 'node:module';
import { hashToken, isTableId, newSeed, newTableId } from './ids.mjs';
import { saveOf } from './engine.mjs';
import { RateLimit } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { serveFile, serveStatic } from './static.mjs';
import { checkClock } from './clock.mjs';

export { CSP } from './static.mjs';

const MAX_BODY = 4096;

function send(res, status, body, headers = {}) {
  const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'object' && !Buffer.isBuffer(body) ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(data);
}

// A request's body as text, at most `max` bytes: {text} or {tooLarge}
// (the rest is drained and kept nowhere). Shared by every route that reads
// one (live.mjs too).
export function readBody(req, max = MAX_BODY) {
  return new Promise((resolve) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > max) { resolve({ tooLarge: true }); return; } // drain, keep nothing
      chunks.push(c);
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ text: '' }));
  });
}

// The engine's games for the lobby: names, titles, player ranges, variants
// (never a game only the tests play).
export function gameList(engine) {
  return engine.games.filter((g) => !g.test_only).map((g) => ({
    name: g.name, title: g.title, min_players: g.min_players, max_players: g.max_players, variants: g.variants,
  }));
}

// Checks a create request against the engine's list of games:
// -> {ok:true, table:{...}} | {ok:false, reason}
export function checkCreate(engine, body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, reason: 'the body must be a JSON object' };
  const info = engine.game(body.game);
  if (!info) return { ok: false, reason: `game must be one of: ${engine.games.map((g) => g.name).join(', ')}` };
  const players = body.players;
  if (!Number.isInteger(players) || players < info.min_players || players > info.max_players)
    return { ok: false, reason: `${info.title} takes ${info.min_players} to ${info.max_players} players` };
  const variant = body.variant == null ? '' : body.variant;
  if (!info.variants.includes(variant)) return { ok: false, reason: `variant must be one of: ${info.variants.map((v) => JSON.stringify(v)).join(', ')}` };
  const level = body.level == null ? info.bot_levels[info.bot_levels.length - 1] : body.level;
  if (!info.bot_levels.includes(level)) return { ok: false, reason: `level must be one of: ${info.bot_levels.join(', ')}` };
  let bots = body.bots;
  if (bots == null) bots = Array.from({ length: players }, (_, i) => (i === 0 ? null : level));
  if (!Array.isArray(bots) || bots.length !== players)
    return { ok: false, reason: `bots must list one entry per seat (${players}): null for a person, or a level` };
  for (const b of bots) {
    if (b !== null && !info.bot_levels.includes(b))
      return { ok: false, reason: `each bots entry is null (a person) or one of: ${info.bot_levels.join(', ')}` };
  }
  const clock = checkClock(body.clock); // issue 24 §3: the pace
  if (!clock.ok) return clock;
  return { ok: true, table: { game: info.name, players, variant, bots, level, clock: clock.clock } };
}

// Creating tables is limited per client address (behind a proxy, set
// TABULA_TRUST_PROXY=N: the address the first of N proxies saw, origin.mjs).
const CREATE_PER_SECOND = Number(process.env.TABULA_CREATE_RATE) || 1;
const SUMMARIES_PER_SECOND = 10;

// `routes(path, req, res, readBody)`: more /online/ routes (notify.mjs), true when answered.
// `clocks`: clock_store.mjs (a clocked table's pace is stored with it).
export function makeHandler({ engine, store, site, ensureRoom, routes, health = {}, clocks }) {
  const creators = new Map(); // address -> RateLimit
  setInterval(() => { // forget quiet addresses
    for (const [k, v] of creators) if (Date.now() - v.at > 60000) creators.delete(k);
  }, 60000).unref();
  // "My tables" (issue 24): a seat token's holder asks where its table
  // stands. The token goes in the body (never in a URL that proxies log).
  // The answer is public matter only: names, whose turn, the move count,
  // and once the game is over its scores and winners; never the save, the
  // seed, another seat's token or anyone's cards.
  const readers = new Map(); // address -> RateLimit (each summary replays the table)
  setInterval(() => { for (const [k, v] of readers) if (Date.now() - v.at > 60000) readers.delete(k); }, 60000).unref();
  async function summary(id, req, res) {
    const who = clientAddress(req);
    if (!readers.has(who)) readers.set(who, new RateLimit({ perSecond: SUMMARIES_PER_SECOND, burst: 60, strikes: Infinity }));
    if (readers.get(who).take() !== 'ok') return send(res, 429, { ok: false, reason: 'too many requests; wait a little' }, { 'Retry-After': '5' });
    const body = await readBody(req);
    if (body.tooLarge) return send(res, 413, { ok: false, reason: 'request too large' }, { Connection: 'close' });
    let token;
    try { token = JSON.parse(body.text).token; } catch { return send(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' }); }
    if (typeof token !== 'string' || !token || token.length > 200) return send(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' });
    if (!isTableId(id)) return send(res, 404, { ok: false, reason: 'no such table' });
    let rec;
    try { rec = await store.load(id); } catch (e) {
      return send(res, 503, { ok: false, reason: `the table cannot be read now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
    if (!rec) return send(res, 404, { ok: false, reason: 'no such table' });
    const mine = rec.seats.find((s) => s.tokenHash === hashToken(token));
    if (!mine) return send(res, 403, { ok: false, reason: 'unknown seat token' });
    const names = [];
    for (let i = 0; i < rec.players; i++) {
      const s = rec.seats.find((x) => x.seat === i);
      names.push(s ? s.name : null);
    }
    // The table's pace (clock.mjs PACES): "none" unless a clock was chosen.
    let pace = 'none';
    try { pace = (clocks && (await clocks.get(id)))?.pace || 'none'; } catch (e) {
      return send(res, 503, { ok: false, reason: `the table cannot be read now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
    let st = { current: -1, over: false };
    if (rec.started) {
      const r = engine.restore(saveOf(rec, rec.actions));
      if (!r.ok) return send(res, 500, { ok: false, reason: 'the table does not replay' });
      try { st = engine.status(r.handle); } finally { engine.free(r.handle); }
    }
    return send(res, 200, {
      ok: true, table: rec.id, game: rec.game, players: rec.players, variant: rec.variant,
      names, bots: rec.bots, seat: mine.seat, started: !!rec.started,
      current: st.over ? -1 : st.current, over: !!st.over, move: rec.actions.length,
      scores: st.over ? st.scores : null, winners: st.over ? st.winners : null,
      lastMoveAt: rec.lastMoveAt || 0, pace,
    });
  }
  return async (req, res) => {
    try {
      let url;
      try { url = new URL(req.url, 'http://x'); } catch {  // e.g. "//:/": a request, not a server error
        return send(res, 400, { ok: false, reason: 'bad request' });
      }
      const p = url.pathname;
      if (p === '/online/health') return send(res, 200, { ok: true, ...health });
      // The games a table can hold, from the engine (shell/online.js's lobby).
      if (p === '/online/games') return send(res, 200, { ok: true, games: gameList(engine) });
      if (p === '/online/tables' && req.method === 'POST') {
        const who = clientAddress(req);
        if (!creators.has(who)) creators.set(who, new RateLimit({ perSecond: CREATE_PER_SECOND, burst: 30, strikes: Infinity }));
        if (creators.get(who).take() !== 'ok')
          return send(res, 429, { ok: false, reason: 'too many tables created; wait a little' }, { 'Retry-After': '5' });
        const body = await readBody(req);
        if (body.tooLarge) return send(res, 413, { ok: false, reason: 'request too large' }, { Connection: 'close' });
        let parsed;
        try { parsed = JSON.parse(body.text); } catch { return send(res, 400, { ok: false, reason: 'the body must be JSON' }); }
        const c = checkCreate(engine, parsed);
        if (!c.ok) return send(res, 400, c);
        const t = { id: newTableId(), seed: newSeed(), ...c.table };
        // A table with no human seat starts at once (bots only: a demo table).
        t.started = !t.bots.some((b) => b === null);
        try {
          await store.createTable(t);
          // Stored before the answer, like the table (its first turn starts at the start).
          // A table that starts at once is bots only: its clock never runs
          // (nobody can be late; nothing for the sweeper to open, issue 31 §3).
          if (t.clock !== 'none' && clocks) await clocks.create(t.id, t.clock, t.level, null);
        } catch (e) {
          console.error('[http] could not store a new table:', e.message);
          return send(res, 503, { ok: false, reason: 'the table could not be saved (the database is unavailable); try again' }, { 'Retry-After': '5' });
        }
        return send(res, 200, { ok: true, table: t.id });
      }
      const m = p.match(/^\/online\/tables\/([^/]+)$/);
      if (m && req.method === 'GET') {
        if (!isTableId(m[1])) return send(res, 404, { ok: false, reason: 'no such table' });
        let info;
        try {
          info = await ensureRoom(m[1]);
        } catch (e) {
          if (!e.unavailable) throw e;
          return send(res, 503, { ok: false, reason: `the table cannot be opened now (${e.message}); try again` }, { 'Retry-After': '2' });
        }
        if (!info) return send(res, 404, { ok: false, reason: 'no such table' });
        return send(res, 200, { ok: true, ...info });
      }
      const sm = p.match(/^\/online\/tables\/([^/]+)\/summary$/);
      if (sm && req.method === 'POST') return await summary(sm[1], req, res);
      if (p === '/online/colyseus.js' && (req.method === 'GET' || req.method === 'HEAD')) return serveFile(colyseusClient, req, res);
      if (routes && p.startsWith('/online/') && await routes(p, req, res, readBody)) return;
      if (p.startsWith('/online/')) return send(res, 404, { ok: false, reason: 'unknown request' });
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
      return serveStatic(site, p, req, res);
    } catch (e) {
      console.error('[http]', e);
      if (!res.headersSent) send(res, 500, { ok: false, reason: 'server error' });
    }
  };
}

// The Colyseus browser client for shell/online.js, from this server's own
// node_modules (nothing vendored; a static host never needs it). The package
// exports no subpaths, so it is found from its package.json.
const colyseusClient = path.join(path.dirname(createRequire(import.meta.url).resolve('colyseus.js/package.json')), 'dist/colyseus.js');
