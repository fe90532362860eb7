// Forget is reversible (issue 33 §6, src/leave.mjs): POST
// /online/tables/:id/leave {token} leaves a seat; /unleave gives it back for
// 24 hours. At a clocked table a stand-in bot plays the left seat at once;
// at a table without a clock the others' views say `left` and a newcomer may
// take the seat, after which the undo is refused. Kept over a restart, and
// across two processes on Redis + PostgreSQL.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameFor } from './any_game.mjs';

const GAME = gameFor(2).name;
const DAY = 24 * 3600 * 1000;
const FAST = { TABULA_CLOCK_TICK_MS: '100', TABULA_CLOCK_SCAN_MS: '200' };
const leave = (base, table, token) => api(base, 'POST', `/online/tables/${table}/leave`, { token });
const unleave = (base, table, token) => api(base, 'POST', `/online/tables/${table}/unleave`, { token });

function skewFile() {
  const f = path.join(tempDir(), 'skew');
  fs.writeFileSync(f, '0');
  return { file: f, set: (ms) => fs.writeFileSync(f, String(Math.round(ms))) };
}
const skew = skewFile();
let server;
before(async () => { server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file } }); });
after(async () => { await server?.stop(); });

// Ann and Bob at a started two-seat table (clock: the pace, or none).
async function table2(base, clock) {
  const c = await api(base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null], level: 'easy', ...(clock ? { clock } : {}) });
  assert.equal(c.status, 200, JSON.stringify(c.json));
  const table = c.json.table;
  const ann = await new Player(base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(base).join(table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  await ann.until((v) => v.started);
  return { table, ann, bob };
}
// Joining with a token the server refuses: the reason.
async function refusedJoin(base, table, token) {
  try { const p = await new Player(base).join(table, { token }); await p.leave(); return null; } catch (e) { return e.message; }
}

test('a clocked table: the left seat is played by a stand-in at once; undo gives it back', async () => {
  const { table, ann, bob } = await table2(server.base, 'live');
  // The one whose turn it is leaves (with 5 minutes of the turn left).
  const first = ann.view.current;
  const [gone, stays] = first === ann.seat.seat ? [ann, bob] : [bob, ann];
  const move = stays.view.move;
  const r = await leave(server.base, table, gone.seat.token);
  assert.equal(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.seat, first);
  assert.equal(r.json.clock, true);
  assert.ok(Math.abs(r.json.undoUntil - (Date.now() + DAY)) < 60000, 'undo for 24 hours');
  // A bot plays the seat now, not when its time runs out.
  const v = await stays.until((x) => x.move > move && x.clock.standIn.includes(first), 20000);
  assert.equal(v.seats[first].left, true, 'the others see why the bot plays');
  // Nobody may take a clocked table's left seat: its bot plays it.
  assert.equal((await api(server.base, 'GET', `/online/tables/${table}`)).json.seats[first].taken, true);
  // Its connection was closed, and the token no longer sits there.
  assert.match(await refusedJoin(server.base, table, gone.seat.token), /you left this seat/);
  // Leaving twice is the same leave.
  assert.equal((await leave(server.base, table, gone.seat.token)).json.undoUntil, r.json.undoUntil);

  // Undo: the seat is the player's again; the stand-in stops at their next action.
  const u = await unleave(server.base, table, gone.seat.token);
  assert.equal(u.status, 200, JSON.stringify(u.json));
  assert.equal(u.json.seat, first);
  const back = await new Player(server.base).join(table, { token: gone.seat.token });
  await back.until((x) => x.seat === first);
  // Bob plays until it is the returned player's turn, who then acts.
  for (;;) {
    const w = await Promise.race([back.until((x) => x.current === first && x.legal.length > 0), stays.until((x) => x.current === stays.seat.seat && x.legal.length > 0)]);
    if (w.current === first) break;
    const m = stays.view.move;
    stays.send('act', { text: stays.view.legal[0] });
    await stays.until((x) => x.move > m);
  }
  const m = back.view.move;
  back.send('act', { text: back.view.legal[0] });
  const after = await stays.until((x) => x.move > m && !x.clock.standIn.includes(first));
  assert.ok(!after.clock.standIn.includes(first), 'the player took the seat back by acting');
  await Promise.all([back.leave(), stays.leave()]);
});

test('a table without a clock: the others see the seat left, a newcomer takes it, then undo is refused', async () => {
  const { table, ann, bob } = await table2(server.base, null);
  const seat = ann.seat.seat;
  const r = await leave(server.base, table, ann.seat.token);
  assert.equal(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.clock, false);
  const v = await bob.until((x) => x.seats[seat].left === true);
  // Only that: the name still shown, nothing secret.
  assert.deepEqual(Object.keys(v.seats[seat]).sort(), ['away', 'bot', 'left', 'name']);
  assert.equal(v.seats[seat].name, 'Ann');
  assert.equal(v.seats[bob.seat.seat].left, undefined);
  // The invite link's page sees the seat free; a newcomer takes it by name.
  const info = await api(server.base, 'GET', `/online/tables/${table}`);
  assert.equal(info.json.seats[seat].taken, false);
  assert.equal(info.json.seats[bob.seat.seat].taken, true);
  const cy = await new Player(server.base).join(table, { name: 'Cy' });
  await cy.until(() => cy.seat);
  assert.equal(cy.seat.seat, seat, 'the newcomer sits in the left seat');
  const w = await bob.until((x) => x.seats[seat].name === 'Cy');
  assert.equal(w.seats[seat].left, undefined);
  // Taken: Ann's undo is refused, saying why, and her token sits nowhere.
  const u = await unleave(server.base, table, ann.seat.token);
  assert.equal(u.status, 409, JSON.stringify(u.json));
  assert.match(u.json.reason, /someone else took this seat/);
  assert.match(await refusedJoin(server.base, table, ann.seat.token), /unknown seat token/);
  // Cy plays the seat.
  assert.equal(cy.view.seat, seat);
  await Promise.all([cy.leave(), bob.leave()]);
});

test('undo works for 24 hours, not after', async () => {
  const { table, ann, bob } = await table2(server.base, null);
  try {
    assert.equal((await leave(server.base, table, ann.seat.token)).status, 200);
    skew.set(DAY - 10 * 60 * 1000); // 23 h 50 min later
    await new Promise((r) => setTimeout(r, 300)); // the server reads the clock file at its next tick
    const u = await unleave(server.base, table, ann.seat.token);
    assert.equal(u.status, 200, JSON.stringify(u.json));
    await bob.until((x) => !x.seats[ann.seat.seat].left);
    // Left again, and 24 h and a minute pass: too late.
    assert.equal((await leave(server.base, table, ann.seat.token)).status, 200);
    skew.set(2 * DAY);
    await new Promise((r) => setTimeout(r, 300));
    const late = await unleave(server.base, table, ann.seat.token);
    assert.equal(late.status, 409, JSON.stringify(late.json));
    assert.match(late.json.reason, /too late/);
    assert.match(await refusedJoin(server.base, table, ann.seat.token), /you left this seat/);
    assert.equal(bob.view.seats[ann.seat.seat].left, true);
  } finally { skew.set(0); await Promise.all([ann.leave(), bob.leave()]); }
});

test('TABULA_LEAVE_UNDO_SECONDS shortens the undo; bad asks are refused', async () => {
  const s = await startServer({ env: { ...FAST, TABULA_LEAVE_UNDO_SECONDS: '1' } });
  try {
    const { table, ann, bob } = await table2(s.base, null);
    assert.equal((await leave(s.base, table, ann.seat.token)).status, 200);
    await new Promise((r) => setTimeout(r, 1300));
    assert.equal((await unleave(s.base, table, ann.seat.token)).status, 409);
    assert.equal((await leave(s.base, table, 'not-a-token')).status, 403);
    assert.equal((await unleave(s.base, table, 'not-a-token')).status, 403);
    assert.equal((await api(s.base, 'POST', `/online/tables/${table}/leave`, '{')).status, 400);
    assert.equal((await leave(s.base, 'nosuchtable', bob.seat.token)).status, 404);
    await Promise.all([ann.leave(), bob.leave()]);
  } finally { await s.stop(); }
});

test('a restart keeps the left seats, their stand-in and their undo', async () => {
  const data = tempDir();
  let s = await startServer({ env: { ...FAST, TABULA_DATA: data } });
  let plain, timed;
  try {
    plain = await table2(s.base, null);
    timed = await table2(s.base, '1d');
    assert.equal((await leave(s.base, plain.table, plain.ann.seat.token)).status, 200);
    assert.equal((await leave(s.base, timed.table, timed.ann.seat.token)).status, 200);
    for (const p of [plain.ann, plain.bob, timed.ann, timed.bob]) await p.leave();
  } finally { await s.stop(); }
  s = await startServer({ env: { ...FAST, TABULA_DATA: data } });
  try {
    const bob = await new Player(s.base).join(plain.table, { token: plain.bob.seat.token });
    await bob.until((x) => x.seats[plain.ann.seat.seat].left === true);
    assert.match(await refusedJoin(s.base, plain.table, plain.ann.seat.token), /you left this seat/);
    const tb = await new Player(s.base).join(timed.table, { token: timed.bob.seat.token });
    const tv = await tb.until((x) => x.clock && x.clock.standIn.includes(timed.ann.seat.seat));
    assert.ok(tv.clock.standIn.includes(timed.ann.seat.seat));
    // Undo still works after the restart.
    assert.equal((await unleave(s.base, plain.table, plain.ann.seat.token)).status, 200);
    await bob.until((x) => !x.seats[plain.ann.seat.seat].left);
    const ann = await new Player(s.base).join(plain.table, { token: plain.ann.seat.token });
    await ann.until((x) => x.seat === plain.ann.seat.seat);
    await Promise.all([ann.leave(), bob.leave(), tb.leave()]);
  } finally { await s.stop(); }
});

const missing = missingServices();
test('two processes on Redis + PostgreSQL: leave and undo through the other process', { skip: missing.length ? `missing ${missing.join(', ')}` : false, timeout: 180000 }, async () => {
  const pair = await startPair(FAST);
  try {
    const { table, ann, bob } = await table2(pair.a.base, null);
    // The room lives on A; B is asked.
    const r = await leave(pair.b.base, table, ann.seat.token);
    assert.equal(r.status, 200, JSON.stringify(r.json));
    await bob.until((x) => x.seats[ann.seat.seat].left === true);
    const info = await api(pair.b.base, 'GET', `/online/tables/${table}`);
    assert.equal(info.json.seats[ann.seat.seat].taken, false);
    const u = await unleave(pair.b.base, table, ann.seat.token);
    assert.equal(u.status, 200, JSON.stringify(u.json));
    await bob.until((x) => !x.seats[ann.seat.seat].left);
    // A newcomer takes a left seat through B; the undo is then refused.
    assert.equal((await leave(pair.a.base, table, ann.seat.token)).status, 200);
    const cy = await new Player(pair.b.base).join(table, { name: 'Cy' });
    await cy.until(() => cy.seat);
    assert.equal(cy.seat.seat, ann.seat.seat);
    assert.equal((await unleave(pair.b.base, table, ann.seat.token)).status, 409);
    await Promise.all([cy.leave(), bob.leave(), ann.leave()]);
  } finally { await pair.stop(); }
});
