// My tables and "your turn" live on every open page (issue 33 §2,
// src/live.mjs): POST /online/live is a server-sent event stream that tells
// a page of each change of a table it holds a seat at (its own seat tokens,
// or its account's cookie), within a second of the move; a page without a
// seat there hears nothing, and no event carries an observation, the seed,
// the save or any seat's token (or its hash). Two processes on Redis +
// PostgreSQL: a move at one reaches a stream held by the other, and the
// account's new seats and its sign-out reach it too.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameEndingOnFirstChoices } from './any_game.mjs';

const require = createRequire(import.meta.url);
const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');
let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

// A stream as a page opens it: {status, events: [{event, data, at}], raw(), until(pred), close()}.
async function openLive(base, { seats = [], cookie } = {}) {
  const ctl = new AbortController();
  const r = await fetch(base + '/online/live', {
    method: 'POST', signal: ctl.signal,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: `tabula_session=${cookie}` } : {}) },
    body: JSON.stringify({ seats }),
  });
  const live = { status: r.status, headers: r.headers, events: [], text: '', ended: false, waiters: [] };
  live.raw = () => live.text;
  live.close = () => ctl.abort();
  live.until = (pred, ms = 10000) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; events: ${JSON.stringify(live.events.map((e) => [e.event, e.data.move]))}`)), ms);
    const check = () => {
      const e = live.events.find(pred);
      if (e) { clearTimeout(timer); resolve(e); } else if (live.ended) { clearTimeout(timer); reject(new Error('the stream ended')); } else live.waiters.push(check);
    };
    check();
  });
  if (r.status !== 200) { live.json = await r.json(); return live; }
  (async () => {
    const dec = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of r.body) {
        const text = dec.decode(chunk, { stream: true });
        live.text += text;
        buf += text;
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev = /^event: (.*)$/m.exec(block);
          const data = /^data: (.*)$/m.exec(block);
          if (ev) live.events.push({ event: ev[1], data: JSON.parse(data[1]), at: performance.now() });
        }
        for (const w of live.waiters.splice(0)) w();
      }
    } catch { /* aborted */ }
    live.ended = true;
    for (const w of live.waiters.splice(0)) w();
  })();
  await live.until((e) => e.event === 'ready');
  return live;
}
const quantile = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
// The stored seed of a table (only the store knows it).
function seedOf(table) {
  const Database = require('better-sqlite3');
  const db = new Database(path.join(server.data, 'tables.sqlite3'), { readonly: true, fileMustExist: true });
  try { return db.prepare('SELECT seed FROM tables WHERE id = ?').get(table)?.seed; } finally { db.close(); }
}
const game = gameEndingOnFirstChoices(2);
async function twoPersons(base) {
  const table = (await api(base, 'POST', '/online/tables', { game: game.name, players: 2, bots: [null, null] })).json.table;
  const ann = await new Player(base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(base).join(table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  return { table, ann, bob };
}
// The seat whose turn it is makes its first legal action; -> its time and the move it made.
async function oneMove(ann, bob) {
  await Promise.all([ann, bob].map((p) => p.until((v) => v.move === Math.max(ann.view.move, bob.view.move))));
  if (ann.view.over) return null;
  const p = ann.view.legal.length ? ann : bob;
  assert.ok(p.view.legal.length, 'a seat to play');
  const move = p.view.move + 1;
  const at = performance.now();
  p.send('act', { text: p.view.legal[0] });
  return { at, move, who: p };
}

test('a seat holder hears of each move within a second; a page with no seat there hears nothing', async () => {
  const { table, ann, bob } = await twoPersons(server.base);
  const other = await twoPersons(server.base);
  const annLive = await openLive(server.base, { seats: [{ table, token: ann.seat.token }] });
  const bobLive = await openLive(server.base, { seats: [{ table, token: bob.seat.token }, { table: other.table, token: other.bob.seat.token }] });
  assert.equal(annLive.status, 200);
  assert.match(annLive.headers.get('content-type'), /^text\/event-stream/);
  // A table's id with a token that is no seat there, and another table's seat.
  const stranger = await openLive(server.base, { seats: [{ table, token: 'x'.repeat(32) }, { table: other.table, token: other.ann.seat.token }] });
  const spectator = await openLive(server.base, {});

  const delays = [];
  for (let i = 0; i < 10; i++) {
    const made = await oneMove(ann, bob);
    if (!made) break;
    const { at, move, who } = made;
    const [a, b] = await Promise.all([annLive, bobLive].map((l) => l.until((e) => e.event === 'table' && e.data.table === table && e.data.move === move, 1000)));
    for (const [e, p] of [[a, ann], [b, bob]]) {
      delays.push(e.at - at);
      assert.equal(e.data.seat, p.seat.seat);
      assert.equal(e.data.yourTurn, e.data.current === e.data.seat && !e.data.over);
    }
    // The seat that moved is told whose turn it is now as well.
    assert.equal(who === ann ? a.data.move : b.data.move, move);
  }
  console.log(`[live] move -> stream event, ${delays.length} events: p50 ${quantile(delays, 0.5).toFixed(1)} ms, p99 ${quantile(delays, 0.99).toFixed(1)} ms`);
  assert.ok(quantile(delays, 0.99) < 1000);

  // The same holder's events name its own seat's turn as the room's view does.
  const last = annLive.events.filter((e) => e.event === 'table').at(-1).data;
  await ann.until((v) => v.move === last.move);
  assert.equal(last.current, ann.view.current);
  assert.equal(last.yourTurn, ann.view.legal.length > 0);
  assert.deepEqual(last.names, ['Ann', 'Bob']);

  // Played to the end: the last event says over, with the winners.
  const [end] = await Promise.all([playOut(ann), playOut(bob)]);
  assert.equal(end.over, true);
  const over = await annLive.until((e) => e.event === 'table' && e.data.over);
  assert.equal(over.data.yourTurn, false);
  assert.ok(Array.isArray(over.data.winners));

  // Nothing for a page without a seat there: no event of this table at all.
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(stranger.events.filter((e) => e.event === 'table'), []);
  assert.deepEqual(spectator.events.filter((e) => e.event === 'table'), []);
  assert.ok(bobLive.events.every((e) => e.event !== 'table' || e.data.table === table), 'the other table had no change');

  // No hidden matter: no observation, save or seed; no token, nor its hash.
  const seed = seedOf(table);
  for (const [l, mine, theirs] of [[annLive, ann, bob], [bobLive, bob, ann]]) {
    const raw = l.raw();
    for (const key of ['observation', 'save', 'seed', 'legal', 'token', 'Hash', 'seats"']) assert.ok(!raw.includes(key), `"${key}" in the stream`);
    assert.ok(!raw.includes(seed), 'the seed in the stream');
    for (const p of [mine, theirs]) {
      assert.ok(!raw.includes(p.seat.token), 'a token in the stream');
      assert.ok(!raw.includes(hash(p.seat.token)), 'a token\'s hash in the stream');
    }
  }
  for (const l of [annLive, bobLive, stranger, spectator]) l.close();
  for (const p of [ann, bob, other.ann, other.bob]) await p.leave();
});

test('bad asks are refused; open streams are limited per address', async () => {
  const get = await fetch(server.base + '/online/live');
  assert.equal(get.status, 405);
  assert.equal((await api(server.base, 'POST', '/online/live', 'not json')).status, 400);
  assert.equal((await api(server.base, 'POST', '/online/live', { seats: [{ table: 'a', token: 'b'.repeat(5000) }].concat(Array(12).fill({ table: 'x'.repeat(40), token: 'y'.repeat(2000) })) })).status, 413);
  // Another site's page: refused before anything (origin.mjs).
  const foreign = await fetch(server.base + '/online/live', { method: 'POST', headers: { Origin: 'https://evil.example' }, body: '{}' });
  assert.equal(foreign.status, 403);
  const open = [];
  let refused = null;
  for (let i = 0; i < 20 && !refused; i++) {
    const l = await openLive(server.base, {});
    if (l.status === 200) open.push(l); else refused = l;
  }
  assert.equal(open.length, 16, 'sixteen streams per address');
  assert.equal(refused.status, 429);
  assert.match(refused.json.reason, /too many/);
  // One closed: another may open.
  open.pop().close();
  await new Promise((r) => setTimeout(r, 200));
  const again = await openLive(server.base, {});
  assert.equal(again.status, 200);
  for (const l of [...open, again]) l.close();
});

const missing = missingServices();
test('two processes on Redis + PostgreSQL: a move at one reaches the account\'s stream at the other', { skip: missing.length ? `missing ${missing.join(', ')}` : false }, async () => {
  const pair = await startPair({});
  const pg = (await import('pg')).default;
  try {
    const { a, b, postgres } = pair;
    // Ann's account and a session, as registration writes them (the
    // passkeys themselves: tests/browser/online-account.test.mjs).
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const session = crypto.randomBytes(32).toString('base64url');
    await db.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', ['ann-live-account-1', 'Ann', Date.now()]);
    await db.query('INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [hash(session), 'ann-live-account-1', 'Chrome · Android', 'passkey', Date.now()]);
    await db.end();
    const cookie = { 'Content-Type': 'application/json', Cookie: `tabula_session=${session}` };
    const give = (base, table, token) => fetch(base + '/online/account/seats', { method: 'POST', headers: cookie, body: JSON.stringify({ seats: [{ table, token }] }) }).then((r) => r.json());

    const { table, ann, bob } = await twoPersons(a.base);
    assert.equal((await give(a.base, table, ann.seat.token)).added, 1);
    // Ann's phone: signed in, no token in its body, on the other process.
    const phone = await openLive(b.base, { cookie: session });
    assert.equal(phone.events[0].data.signedIn, true);
    const delays = [];
    for (let i = 0; i < 6; i++) {
      const { at, move } = await oneMove(ann, bob);
      const e = await phone.until((x) => x.event === 'table' && x.data.table === table && x.data.move === move, 1000);
      assert.equal(e.data.seat, ann.seat.seat);
      delays.push(e.at - at);
    }
    console.log(`[live] Redis, move at one process -> stream at the other: p50 ${quantile(delays, 0.5).toFixed(1)} ms, p99 ${quantile(delays, 0.99).toFixed(1)} ms`);

    // A seat the account gets on another device: the phone is told to ask
    // for its tables again, and hears of that table from then on.
    const next = await twoPersons(a.base);
    assert.equal((await give(a.base, next.table, next.bob.seat.token)).added, 1);
    await phone.until((e) => e.event === 'tables');
    const { move } = await oneMove(next.ann, next.bob);
    const e = await phone.until((x) => x.event === 'table' && x.data.table === next.table && x.data.move === move, 1000);
    assert.equal(e.data.seat, next.bob.seat.seat);

    // Signed out everywhere (from process a): the phone's stream ends.
    await fetch(a.base + '/online/account/signout', { method: 'POST', headers: cookie, body: JSON.stringify({ everywhere: true }) });
    await phone.until((x) => x.event === 'signedout');
    for (const p of [ann, bob, next.ann, next.bob]) await p.leave();
  } finally {
    await pair.stop();
  }
});
