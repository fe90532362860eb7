// A test/benchmark player: a colyseus.js client that records every message
// it receives and can play its seat (first legal action, or a chooser).
import { Client } from 'colyseus.js';
import { applyViewPatch } from '../src/view_patch.mjs';

export async function api(base, method, path, body) {
  let r;
  try {
    r = await fetch(base + path, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    });
  } catch (e) {
    // fetch says only "fetch failed": name the request and the cause
    // (ECONNREFUSED, ECONNRESET, "other side closed", a connect timeout).
    if (e.cause) e.message = `${e.message}: ${method} ${path}: ${[e.cause.code, e.cause.message].filter(Boolean).join(' ')}`;
    throw e;
  }
  return { status: r.status, headers: Object.fromEntries(r.headers), json: await r.json().catch(() => null) };
}

// POST /online/tables paced under the server's creation limit: on 429 it
// waits as long as Retry-After says and asks again (the load benchmark
// creates more tables than the burst allows).
export async function createTable(base, body, { tries = 60 } = {}) {
  for (let i = 0; ; i++) {
    const r = await api(base, 'POST', '/online/tables', body);
    if (r.status !== 429 || i >= tries) return r;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Math.min(5, Number(r.headers?.['retry-after']) || 1)));
  }
}

export class Player {
  // `keep: false` (the load generator) keeps only the last view: a long run
  // of many players would otherwise hold every message it got.
  constructor(base, { keep = true } = {}) {
    this.base = base;
    this.client = new Client(base.replace(/^http/, 'ws'));
    // colyseus.js asks /matchmake/ with Node's global agent, whose sockets
    // time out after 5 s without a byte (Node >= 19), and its HTTP layer
    // aborts the request then ("socket hang up"): a busy server's join was
    // dropped by this client, not by the server. A browser's request has no
    // such limit; here one is given a minute.
    const options = this.client.http.getOptions.bind(this.client.http);
    this.client.http.getOptions = (o) => ({ timeout: 60000, ...options(o) });
    this.keep = keep;
    this.messages = []; // every message received: {type, data, at, raw}: a view's data has its observation whole, raw is what came (a patch)
    this.patches = 0; // views that came as a patch
    this.view = null;
    this.waiters = [];
    this.onView = null; // optional hook (colyseus.js calls '*' only for types without a handler of their own)
  }
  async join(table, options) {
    const info = await api(this.base, 'GET', `/online/tables/${table}`);
    if (!info.json?.ok) throw new Error(`GET table: ${JSON.stringify(info.json)}`);
    this.room = await this.client.joinById(info.json.roomId, options);
    this.room.onMessage('*', (type, raw) => {
      let data = raw;
      if (type === 'view' && raw?.patch) { data = applyViewPatch(this.view, raw); this.patches += 1; }
      if (this.keep) this.messages.push({ type, data, at: performance.now(), raw });
      if (type === 'seat') this.seat = data;
      if (type === 'view') { this.view = data; this.onView?.(data); }
      for (const w of this.waiters.splice(0)) w();
    });
    return this;
  }
  // Resolves when pred(view) holds (checked on each message).
  until(pred, ms = 60000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; last view move ${this.view?.move}`)), ms);
      const check = () => {
        if (this.view && pred(this.view)) { clearTimeout(timer); resolve(this.view); } else this.waiters.push(check);
      };
      check();
    });
  }
  send(type, data) { this.room.send(type, data); }
  // Leaves the table; a connection the server already dropped (e.g. this
  // process was too busy to answer pings) resolves at once.
  async leave() {
    if (!this.room?.connection?.isOpen) return;
    try { await Promise.race([this.room.leave(true), new Promise((r) => setTimeout(r, 3000))]); } catch {}
  }
}

// Plays `player`'s seat until the game is over, choosing with pick(legal).
// Stops early (returning the view) once stop(view) holds.
export async function playOut(player, pick = (legal) => legal[0], ms = 300000, stop = () => false) {
  const deadline = Date.now() + ms;
  let lastMove = -1;
  while (Date.now() < deadline) {
    const seen = player.messages.length;
    const refusedSince = () => player.messages.slice(seen).some((m) => m.type === 'refused');
    const v = await player.until((v) => v.over || stop(v) || (v.legal.length > 0 && v.move !== lastMove) || refusedSince(), deadline - Date.now());
    if (v.over || stop(v)) return v;
    if (refusedSince() && v.move === lastMove) {
      // Refused (e.g. rate limited): the table is unchanged; try again.
      await new Promise((r) => setTimeout(r, 200));
      lastMove = -1;
      continue;
    }
    lastMove = v.move;
    player.send('act', { text: pick(v.legal, v) });
  }
  throw new Error('game did not end in time');
}
