// "Play again" (issue 24 §4): at the end of a game, POST
// /online/tables/:id/rematch {token} makes ONE new table (same game, players,
// variant, bots and levels; a new seed nobody is sent) whose seats are
// reserved for the old table's people: their old seat tokens take them, and
// nobody else can sit. The first ask makes it, every later ask (or a
// simultaneous one, on another process) gets the same table; the link is in
// the store and outlives a restart. Players at the old table hear of it by a
// room message, absent ones by Web Push. Bad asks are refused, nothing made.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { startReceiver } from './push_receiver.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameEndingOnFirstChoices, gameFor } from './any_game.mjs';

const require = createRequire(import.meta.url);
let server;
let rx;
before(async () => {
  rx = await startReceiver();
  server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1' } });
});
after(async () => { await server?.stop(); await rx?.close(); });

const rematch = (base, table, body) => api(base, 'POST', `/online/tables/${table}/rematch`, body);
// The stored seed of a table (only the store knows it).
function seedOf(table) {
  const Database = require('better-sqlite3');
  const db = new Database(path.join(server.data, 'tables.sqlite3'), { readonly: true, fileMustExist: true });
  try { return db.prepare('SELECT seed FROM tables WHERE id = ?').get(table)?.seed; } finally { db.close(); }
}
// A game whose tables these tests play out (each seat taking its first
// choice), for each number of seats used here.
const ending = { 2: gameEndingOnFirstChoices(2), 3: gameEndingOnFirstChoices(3) };
// A table of two persons (and the bots given), played to its end.
async function finishedTable(base, { bots = [null, null, 'easy'], extra = {} } = {}) {
  const table = (await api(base, 'POST', '/online/tables', { game: ending[bots.length].name, players: bots.length, bots, ...extra })).json.table;
  const ann = await new Player(base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(base).join(table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  return { table, ann, bob };
}

test('one rematch per table: same seats, bots and options, a new seed, seats reserved for the old tokens', async () => {
  const { table, ann, bob } = await finishedTable(server.base);
  assert.equal((await api(server.base, 'POST', `/online/tables/${table}/push`,
    { token: ann.seat.token, subscription: rx.subscribe('ann'), lang: 'it' })).status, 200);
  const spy = await new Player(server.base).join(table, { spectate: true });

  // Not over yet: refused, and nothing made.
  let r = await rematch(server.base, table, { token: ann.seat.token });
  assert.equal(r.status, 409, JSON.stringify(r.json));
  assert.match(r.json.reason, /not over/);
  assert.deepEqual((await rematch(server.base, table, { token: ann.seat.token, peek: true })).json,
    { ok: true, table: null, by: null, made: false });

  const [end] = await Promise.all([playOut(ann), playOut(bob)]);
  assert.equal(end.over, true);
  // Ann has gone; Bob (still at the table) asks, twice at once.
  await ann.leave();
  const asks = await Promise.all([rematch(server.base, table, { token: bob.seat.token }), rematch(server.base, table, { token: bob.seat.token })]);
  for (const a of asks) assert.equal(a.status, 200, JSON.stringify(a.json));
  const fresh = asks[0].json.table;
  assert.equal(asks[1].json.table, fresh, 'two presses, one table');
  assert.deepEqual(asks.map((a) => a.json.made).sort(), [false, true], 'exactly one press made it');
  assert.notEqual(fresh, table);
  // Later presses (and Ann's own) get the same table.
  assert.equal((await rematch(server.base, table, { token: ann.seat.token })).json.table, fresh);

  // Bob, at the table, hears of it by a room message; the spectator does not.
  await bob.until(() => bob.messages.some((m) => m.type === 'rematch'));
  assert.deepEqual(bob.messages.find((m) => m.type === 'rematch').data, { table: fresh, by: 'Bob', seat: bob.seat.seat });
  // Ann, absent, by Web Push: names, game and tables only.
  await rx.until((g) => g.some((x) => x.name === 'ann'));
  assert.deepEqual(rx.got.find((g) => g.name === 'ann').payload,
    { kind: 'rematch', table: fresh, from: table, game: ending[3].name, title: ending[3].title, names: ['Bob'], lang: 'it' });
  assert.equal(rx.got.filter((g) => g.name === 'ann').length, 1, 'one invitation');

  // The new table: same game, seats and bots, not started, a new seed.
  const info = (await api(server.base, 'GET', `/online/tables/${fresh}`)).json;
  assert.deepEqual({ game: info.game, players: info.players, variant: info.variant, started: info.started }, { game: ending[3].name, players: 3, variant: '', started: false });
  const names = [];
  names[ann.seat.seat] = 'Ann';
  names[bob.seat.seat] = 'Bob';
  assert.deepEqual(info.seats.map((s) => s.name), names.map((n) => n ?? null).concat([null]).slice(0, 3));
  assert.deepEqual(info.seats.map((s) => s.bot), [null, null, 'easy']);
  assert.ok(info.seats.every((s) => s.taken), 'every seat reserved or a bot');
  assert.ok(seedOf(fresh) && seedOf(fresh) !== seedOf(table), 'a new seed');

  // Nobody else can sit; a token of another table is refused.
  await assert.rejects(new Player(server.base).join(fresh, { name: 'Eve' }), /every seat is taken/);
  const other = await finishedTable(server.base, { bots: [null, null] }).catch((e) => { throw e; });
  await assert.rejects(new Player(server.base).join(fresh, { token: other.ann.seat.token }), /unknown seat token/);
  await other.ann.leave(); await other.bob.leave();

  // The old tokens take the same seats: Bob (who asked) is the creator, and
  // the table starts once Ann is here too.
  const bob2 = await new Player(server.base).join(fresh, { token: bob.seat.token });
  const v = await bob2.until((w) => w.seats);
  assert.equal(v.seat, bob.seat.seat);
  assert.equal(v.creator, true);
  assert.equal(v.started, false);
  const ann2 = await new Player(server.base).join(fresh, { token: ann.seat.token });
  const w = await ann2.until((x) => x.started);
  assert.equal(w.seat, ann.seat.seat);
  assert.equal(w.creator, false);
  for (const p of [ann2, bob2]) {
    const text = JSON.stringify(p.messages);
    assert.ok(!text.includes(seedOf(fresh)), 'the new seed is never sent');
    assert.ok(!p.messages.some((m) => m.type === 'seat'), 'no new token: the old one is the seat\'s');
  }

  // A restart keeps the link.
  await Promise.all([ann2.leave(), bob2.leave(), bob.leave(), spy.leave()]);
  assert.ok(!spy.messages.some((m) => m.type === 'rematch'), 'a spectator is not invited');
  await server.kill9();
  server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_DATA: server.data }, port: server.port });
  r = await rematch(server.base, table, { token: ann.seat.token });
  assert.deepEqual({ table: r.json.table, made: r.json.made, by: r.json.by }, { table: fresh, made: false, by: 'Bob' });
  assert.equal((await api(server.base, 'GET', `/online/tables/${fresh}`)).json.started, true);
});

test('a clocked table\'s rematch keeps its pace (issue 24 §3)', async () => {
  const { table, ann, bob } = await finishedTable(server.base, { bots: [null, null], extra: { clock: '3d' } });
  const before = await ann.until((v) => v.clock);
  assert.equal(before.clock.pace, '3d');
  await Promise.all([playOut(ann), playOut(bob)]);
  const r = await rematch(server.base, table, { token: ann.seat.token });
  assert.equal(r.json.made, true, JSON.stringify(r.json));
  const ann2 = await new Player(server.base).join(r.json.table, { token: ann.seat.token });
  const bob2 = await new Player(server.base).join(r.json.table, { token: bob.seat.token });
  const v = await ann2.until((w) => w.started && w.clock);
  assert.equal(v.clock.pace, '3d');
  assert.equal(v.clock.turnMs, 3 * 24 * 3600 * 1000);
  await Promise.all([ann.leave(), bob.leave(), ann2.leave(), bob2.leave()]);
});

test('bad asks are refused with a reason and make nothing', async () => {
  const table = (await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, 'easy'] })).json.table;
  const p = await new Player(server.base).join(table, { name: 'Cy' });
  await p.until((v) => p.seat && v.started);
  const other = (await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2 })).json.table;
  const q = await new Player(server.base).join(other, { name: 'Di' });
  await q.until(() => q.seat);
  for (const [t, body, status] of [
    [table, { token: 'not-a-token' }, 403],
    [table, { token: q.seat.token }, 403], // a token of another table
    [table, {}, 400], // a spectator has no token
    [table, 'not json', 400],
    ['nope', { token: p.seat.token }, 404],
    ['a'.repeat(22), { token: p.seat.token }, 404],
    [other, { token: q.seat.token }, 409], // not started, so not over
    [table, { token: p.seat.token }, 409], // started, not over
  ]) {
    const r = await rematch(server.base, t, body);
    assert.equal(r.status, status, `${t} ${JSON.stringify(body)}: ${JSON.stringify(r.json)}`);
    assert.equal(r.json.ok, false);
    assert.ok(r.json.reason);
  }
  for (const t of [table, other])
    assert.equal((await rematch(server.base, t, { token: t === table ? p.seat.token : q.seat.token, peek: true })).json.table, null, 'nothing made');
  await p.leave();
  await q.leave();
});

const missing = missingServices();
test('two processes on Redis + PostgreSQL, two presses at once: one rematch', { skip: missing.length ? `missing ${missing.join(', ')}` : false }, async () => {
  const pair = await startPair({});
  try {
    const { table, ann, bob } = await finishedTable(pair.a.base, { bots: [null, null] });
    await Promise.all([playOut(ann), playOut(bob)]);
    const asks = await Promise.all([rematch(pair.a.base, table, { token: ann.seat.token }), rematch(pair.b.base, table, { token: bob.seat.token })]);
    for (const a of asks) assert.equal(a.status, 200, JSON.stringify(a.json));
    assert.equal(asks[0].json.table, asks[1].json.table);
    assert.deepEqual(asks.map((a) => a.json.made).sort(), [false, true]);
    const fresh = asks[0].json.table;
    // Both at the old table (on process A) hear of it, whichever process made it.
    for (const p of [ann, bob]) await p.until(() => p.messages.some((m) => m.type === 'rematch' && m.data.table === fresh));
    // The new table opens on B; the old tokens take its seats and it starts.
    const ann2 = await new Player(pair.b.base).join(fresh, { token: ann.seat.token });
    const bob2 = await new Player(pair.a.base).join(fresh, { token: bob.seat.token });
    // Each waits for its own view (on a loaded machine Bob's came after Ann's start).
    await Promise.all([ann2.until((v) => v.started), bob2.until((v) => v.started)]);
    assert.equal(ann2.view.seat, ann.seat.seat);
    assert.equal(bob2.view.seat, bob.seat.seat);
    for (const p of [ann, bob, ann2, bob2]) await p.leave();

    // Made on B while the old table's room lives on A: A's players hear of it.
    const second = await finishedTable(pair.a.base, { bots: [null, null] });
    await Promise.all([playOut(second.ann), playOut(second.bob)]);
    const made = await rematch(pair.b.base, second.table, { token: second.bob.seat.token });
    assert.equal(made.json.made, true, JSON.stringify(made.json));
    await second.ann.until(() => second.ann.messages.some((m) => m.type === 'rematch' && m.data.table === made.json.table));
    assert.deepEqual(second.ann.messages.find((m) => m.type === 'rematch').data, { table: made.json.table, by: 'Bob', seat: second.bob.seat.seat });
    await second.ann.leave();
    await second.bob.leave();
  } finally {
    await pair.stop();
  }
});

test('a finished table\'s push subscriptions are kept a day for the invitation, then deleted; its mail address at once', async () => {
  const { openNotifyStore, ENDED_KEEP_MS } = await import('../src/notify_store.mjs');
  const { tempDir } = await import('./harness.mjs');
  const n = await openNotifyStore({ kind: 'sqlite' }, tempDir());
  const sub = { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' };
  await n.addPush('t1', 0, sub, 'en');
  await n.addPush('t2', 0, { ...sub, endpoint: 'https://push.example/2' }, 'en');
  await n.sql.run('INSERT INTO mail_seats (table_id, seat, recipient, address, lang, set_at) VALUES ($1, 0, $2, $3, $4, 0)', ['t1', 'h', 'ann@example.org', 'en']);
  const end = 1_000_000_000_000;
  await n.endTable('t1', end);
  assert.equal((await n.sql.rows('SELECT * FROM mail_seats WHERE table_id = $1', ['t1'])).length, 0, 'the address goes when the table ends');
  assert.equal((await n.pushes('t1', 0)).length, 1, 'the subscription stays for the invitation');
  // (the sweep deletes what ended before now - ENDED_KEEP_MS)
  await n.forgetEnded(end + ENDED_KEEP_MS - 1000 - ENDED_KEEP_MS);
  assert.equal((await n.pushes('t1', 0)).length, 1, 'kept within the day');
  await n.forgetEnded(end + ENDED_KEEP_MS + 1 - ENDED_KEEP_MS);
  assert.equal((await n.pushes('t1', 0)).length, 0, 'deleted after it');
  assert.equal((await n.pushes('t2', 0)).length, 1, 'a table in play keeps its subscriptions');
  await n.close();
});
