// Plain HTTP on the same origin as the page: the built site (static files
// with the page's strict CSP) and the /online/ API. Colyseus adds its own
// /matchmake/ routes in front of this handler.
import path from 'node:path';
import { createRequire } from 'node:module';
import { isTableId, newSeed, newTableId } from './ids.mjs';
import { RateLimit } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { serveFile, serveStatic } from './static.mjs';

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

function readBody(req) {
  return new Promise((resolve) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) { resolve({ tooLarge: true }); return; } // drain, keep nothing
      chunks.push(c);
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ text: '' }));
  });
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
  return { ok: true, table: { game: info.name, players, variant, bots, level } };
}

// Creating tables is limited per client address (behind a proxy, set
// TABULA_TRUST_PROXY=1 to use the first X-Forwarded-For address).
const CREATE_PER_SECOND = Number(process.env.TABULA_CREATE_RATE) || 1;

export function makeHandler({ engine, store, site, ensureRoom }) {
  const creators = new Map(); // address -> RateLimit
  setInterval(() => { // forget quiet addresses
    for (const [k, v] of creators) if (Date.now() - v.at > 60000) creators.delete(k);
  }, 60000).unref();
  return async (req, res) => {
    try {
      let url;
      try { url = new URL(req.url, 'http://x'); } catch {  // e.g. "//:/": a request, not a server error
        return send(res, 400, { ok: false, reason: 'bad request' });
      }
      const p = url.pathname;
      if (p === '/online/health') return send(res, 200, { ok: true });
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
      if (p === '/online/colyseus.js' && (req.method === 'GET' || req.method === 'HEAD')) return serveFile(colyseusClient, req, res);
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
