// Clocks and the bot that stands in (issue 24 §3, src/clock.mjs). The
// server's clock is moved on through TABULA_CLOCK_SKEW_FILE (an injected
// clock), never waited for: the tests wait only for what the server does.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { startReceiver } from './push_receiver.mjs';
import { startSmtpSink } from './smtp_sink.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameFor } from './any_game.mjs';
import { confirmAddress } from './mail_confirm.mjs';

// A two-seat game of the engine's list (turns passing between the seats).
const GAME = gameFor(2).name;

const MIN = 60 * 1000;
// Quick ticks and scans (the measurement for the notes runs with the
// defaults: TABULA_CLOCK_TICK_MS=1000 TABULA_CLOCK_SCAN_MS=5000 node --test ...).
const FAST = { TABULA_CLOCK_TICK_MS: process.env.TABULA_CLOCK_TICK_MS || '100', TABULA_CLOCK_SCAN_MS: process.env.TABULA_CLOCK_SCAN_MS || '200', TABULA_PUSH_LOOPBACK: '1' };
let rx;
let smtp;
before(async () => { rx = await startReceiver(); smtp = await startSmtpSink(); });
after(async () => { await rx?.close(); await smtp?.close?.(); });

function skewFile() {
  const f = path.join(tempDir(), 'skew');
  fs.writeFileSync(f, '0');
  return { file: f, set: (ms) => fs.writeFileSync(f, String(Math.round(ms))) };
}
const reminders = (name) => rx.got.filter((g) => g.name === name && g.payload && typeof g.payload.left === 'number');
const mailText = (m) => m.data.replace(/=\r\n/g, '');
const remindMails = (to) => smtp.mails.filter((m) => m.to.includes(to) && /a bot plays for you/.test(mailText(m)));
// "[clock T] seat S out of time at move M: ... (N ms after the deadline)"
const firings = (log, table) => [...log.matchAll(new RegExp(`\\[clock ${table}\\] seat (\\d+) out of time at move (\\d+)[^(]*\\((-?\\d+) ms after`, 'g'))]
  .map((m) => ({ seat: Number(m[1]), move: Number(m[2]), late: Number(m[3]) }));

// A 2-seat live-clock table with Ann and Bob seated and started.
async function liveTable(base, extra = {}) {
  const c = await api(base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null], level: 'easy', clock: 'live', ...extra });
  assert.equal(c.status, 200, JSON.stringify(c.json));
  const table = c.json.table;
  const ann = await new Player(base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(base).join(table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  await ann.until((v) => v.started);
  return { table, ann, bob };
}
async function waitFor(pred, ms = 30000, what = 'condition') {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('the pace is checked: none, live, 1d, 3d, 7d; anything else is a 400 with the choices', async () => {
  const server = await startServer({ env: FAST });
  try {
    for (const clock of ['none', 'live', '1d', '3d', '7d', undefined, null]) {
      const r = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, 'easy'], clock });
      assert.equal(r.status, 200, `clock ${clock}: ${JSON.stringify(r.json)}`);
    }
    for (const clock of ['2d', 'LIVE', 5, 300000, true, { minutes: 5 }, '']) {
      const r = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, 'easy'], clock });
      assert.equal(r.status, 400, `clock ${JSON.stringify(clock)}`);
      assert.match(r.json.reason, /clock must be one of: "none".*"live" \(5 minutes a turn\).*"1d", "3d" or "7d"/);
    }
    // No clock: the view says nothing of one; a clock: pace and turn length.
    const plain = (await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, 'easy'] })).json.table;
    const p = await new Player(server.base).join(plain, { name: 'Pia' });
    assert.equal((await p.until((v) => v.started)).clock, undefined);
    const timed = (await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, 'easy'], clock: '3d' })).json.table;
    const q = await new Player(server.base).join(timed, { name: 'Quin' });
    const v = await q.until((w) => w.started && w.clock);
    assert.equal(v.clock.pace, '3d');
    assert.equal(v.clock.turnMs, 3 * 24 * 60 * MIN);
    assert.deepEqual(v.clock.standIn, []);
    await p.leave(); await q.leave();
  } finally { await server.stop(); }
});

test('3/4 of a turn: one reminder (push and mail); time up: a bot of the table\'s level stands in, the views say so, and the player takes the seat back by acting', { timeout: 120000 }, async () => {
  const skew = skewFile();
  const server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file, TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: 'https://tabula.example/' } });
  try {
    const { table, ann, bob } = await liveTable(server.base);
    // Whoever is due first goes away; the other stays.
    const first = ann.view.current;
    const [away, here] = first === ann.seat.seat ? [ann, bob] : [bob, ann];
    const name = `remind-${table}`;
    assert.equal((await api(server.base, 'POST', `/online/tables/${table}/push`, { token: away.seat.token, subscription: rx.subscribe(name), lang: 'en' })).status, 200);
    assert.equal((await api(server.base, 'POST', `/online/tables/${table}/mail`, { token: away.seat.token, address: `away-${table.slice(0, 8)}@example.org`, lang: 'en' })).status, 200);
    await confirmAddress(smtp, server.base, `away-${table.slice(0, 8)}@example.org`); // only a confirmed address is mailed (issue 31)
    await away.leave();
    await here.until((v) => v.seats[first].away);

    // 3.8 minutes of a 5-minute turn: one reminder by push and by mail.
    skew.set(3.8 * MIN);
    await rx.until(() => reminders(name).length >= 1);
    await smtp.until(() => remindMails(`away-${table.slice(0, 8)}@example.org`).length >= 1);
    const r = reminders(name)[0].payload;
    assert.ok(r.left > 0 && r.left <= 1.25 * MIN, `about a minute left (${r.left} ms)`);
    assert.equal(r.table, table);

    // 4.5 minutes: nothing yet; 5.1: the stand-in plays the away seat.
    skew.set(4.5 * MIN);
    const move = here.view.move;
    skew.set(5.1 * MIN);
    const v = await here.until((w) => w.move > move && w.clock.standIn.includes(first));
    assert.equal(here.view.seats[first].name, away === ann ? 'Ann' : 'Bob', 'the seat is still the player\'s');
    const fired = firings(server.log(), table);
    assert.equal(fired.length, 1);
    assert.equal(fired[0].move, move);
    assert.ok(fired[0].late >= 0, 'never before the deadline');
    assert.equal(reminders(name).length, 1, 'the reminder went once');
    assert.equal(remindMails(`away-${table.slice(0, 8)}@example.org`).length, 1);
    void v;

    // While its player is away, the stand-in plays the seat's turns at once
    // (the clock is not moved on again).
    const seen = here.view.move;
    for (let k = 0; k < 3 && !here.view.over; k++) {
      const w = await here.until((x) => x.legal.length > 0 && x.move >= seen);
      here.send('act', { text: w.legal[0] });
      await here.until((x) => x.move > w.move && (x.current === here.seat.seat || x.over));
    }
    assert.ok(here.view.move >= seen + 4, `the stand-in played the away seat's turns (moves ${seen} -> ${here.view.move})`);
    assert.ok(here.view.clock.standIn.includes(first));

    // The player comes back: on their turn the bot waits (their time is not
    // up), and their own move takes the seat back.
    const back = await new Player(server.base).join(table, { token: away.seat.token });
    const w = await here.until((x) => x.legal.length > 0);
    here.send('act', { text: w.legal[0] });
    const mine = await back.until((x) => x.current === first && x.legal.length > 0 && x.move > w.move);
    assert.ok(mine.clock.standIn.includes(first), 'still stood in until they act');
    back.send('act', { text: mine.legal[0] });
    const after = await here.until((x) => x.move > mine.move && !x.clock.standIn.includes(first));
    assert.deepEqual(after.clock.standIn, []);
    assert.equal(firings(server.log(), table).length, 1);
    await back.leave(); await here.leave();
  } finally { await server.stop(); }
});

test('kill -9 in the middle of a turn: no time lost, the reminder not sent again, the stand-in fires on time with nobody connected', { timeout: 120000 }, async () => {
  const skew = skewFile();
  let server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file } });
  try {
    const { table, ann, bob } = await liveTable(server.base);
    const first = ann.view.current;
    const away = first === ann.seat.seat ? ann : bob;
    const name = `restart-${table}`;
    await api(server.base, 'POST', `/online/tables/${table}/push`, { token: away.seat.token, subscription: rx.subscribe(name), lang: 'hu' });
    const move = ann.view.move;
    await ann.leave(); await bob.leave();
    skew.set(3.9 * MIN);
    await rx.until(() => reminders(name).length >= 1);
    await server.kill9();
    // Back on the same data; still before the deadline, then past it.
    server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file, TABULA_DATA: server.data }, port: server.port });
    // The injected clock jumps past the deadline now: the deadline is reached
    // at this moment, so the stand-in's delay is measured from here (had the
    // restart lost the turn's start, the deadline would be 5 minutes on and
    // nothing would fire).
    skew.set(5 * MIN + 1000);
    const reached = Date.now();
    await waitFor(() => firings(server.log(), table).length > 0, 30000, 'the stand-in after the restart');
    const late = Date.now() - reached;
    const [f] = firings(server.log(), table);
    assert.equal(f.move, move);
    assert.equal(f.seat, first);
    assert.ok(f.late >= 1000, `the server saw the deadline passed (${f.late} ms)`);
    console.log(`# clock after kill -9 and restart: the stand-in fired ${late} ms after the deadline was reached (±50 ms; scan every ${FAST.TABULA_CLOCK_SCAN_MS} ms, tick ${FAST.TABULA_CLOCK_TICK_MS} ms; load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
    // Its move is stored: a spectator sees it and the stand-in's label.
    const spy = await new Player(server.base).join(table, { spectate: true });
    const v = await spy.until((x) => x.move > move && x.clock.standIn.includes(first));
    assert.ok(v.move > move);
    assert.equal(reminders(name).length, 1, 'no second reminder after the restart');
    await spy.leave();
  } finally { await server.stop(); }
});

const missing = missingServices();
test('two processes on Redis + PostgreSQL: the reminder and the stand-in fire once', { skip: missing.length ? `missing ${missing.join(', ')}` : false, timeout: 180000 }, async () => {
  const skew = skewFile();
  const pair = await startPair({ ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file });
  try {
    const { table, ann, bob } = await liveTable(pair.a.base);
    const first = ann.view.current;
    const away = first === ann.seat.seat ? ann : bob;
    const name = `pair-${table}`;
    await api(pair.b.base, 'POST', `/online/tables/${table}/push`, { token: away.seat.token, subscription: rx.subscribe(name), lang: 'es' });
    const move = ann.view.move;
    await ann.leave(); await bob.leave();
    // Both processes scan; the room is closed once nobody is left.
    skew.set(3.9 * MIN);
    await rx.until(() => reminders(name).length >= 1);
    skew.set(5.2 * MIN);
    const all = () => [...firings(pair.a.log(), table), ...firings(pair.b.log(), table)];
    await waitFor(() => all().length > 0, 60000, 'the stand-in');
    const spy = await new Player(pair.b.base).join(table, { spectate: true });
    await spy.until((x) => x.move > move && x.clock.standIn.includes(first));
    assert.deepEqual(all().map((f) => f.move), [move], 'one stand-in, in one process');
    assert.equal(reminders(name).length, 1, 'one reminder');
    await spy.leave();
  } finally { await pair.stop(); }
});

// "[clock] scan N: R rooms here, opened [table:stage ...]" (TABULA_CLOCK_TRACE=1)
const scans = (log) => [...log.matchAll(/\[clock\] scan (\d+): (\d+) rooms here, opened \[([^\]]*)\]/g)]
  .map((m) => ({ n: Number(m[1]), rooms: Number(m[2]), opened: m[3] ? m[3].split(' ') : [] }));

test('a stood-in seat whose turn it is not: the sweeper leaves the closed table alone (it reopened it every 30 scans); when a turn runs out it still opens it', { timeout: 120000 }, async () => {
  const skew = skewFile();
  const server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file, TABULA_CLOCK_TRACE: '1', TABULA_CLOCK_SCAN_MS: '50' } });
  try {
    const { table, ann, bob } = await liveTable(server.base, { clock: '1d' });
    const first = ann.view.current;
    const [away, here] = first === ann.seat.seat ? [ann, bob] : [bob, ann];
    await away.leave();
    await here.until((v) => v.seats[first].away);
    // A day and a minute on: the away seat is stood in and played up to the
    // other seat's turn, with that player still here (their room sees it).
    skew.set(24 * 60 * MIN + MIN);
    const v = await here.until((x) => x.clock.standIn.includes(first) && x.current === here.seat.seat && x.legal.length > 0);
    await here.leave();
    // Until the room is gone, then 40 scans more (more than 30: the old
    // sweeper reopened the table at its first scan and then every 30) with
    // the injected clock moved on 10 minutes at each (still far inside the
    // turn of a day).
    await waitFor(() => scans(server.log()).some((s) => s.rooms === 0), 30000, 'the room closed');
    const closedAt = scans(server.log()).find((s) => s.rooms === 0).n;
    for (let k = 1; k <= 8; k++) {
      skew.set(24 * 60 * MIN + MIN + k * 10 * MIN);
      const at = scans(server.log()).at(-1).n;
      await waitFor(() => scans(server.log()).at(-1).n >= at + 5, 30000, 'five scans');
    }
    const quiet = scans(server.log()).filter((s) => s.n >= closedAt);
    assert.ok(quiet.length >= 40, `${quiet.length} scans`);
    assert.deepEqual(quiet.flatMap((s) => s.opened), [], 'never reopened while the stand-in is not due');
    // The present player's day runs out too: the sweeper opens the table
    // once and their stand-in plays.
    skew.set(2 * 24 * 60 * MIN + 5 * MIN);
    await waitFor(() => firings(server.log(), table).some((f) => f.seat === here.seat.seat), 30000, 'the second stand-in');
    // The scan logs what it opened once its rooms are open, and the room
    // may fire before that line is written: wait for the line, then check
    // it is the only opening.
    const openings = () => scans(server.log()).flatMap((s) => s.opened).filter((o) => o.startsWith(table));
    await waitFor(() => openings().length > 0, 10000, 'the scan that opened it');
    assert.deepEqual(openings(), [`${table}:late`]);
    const spy = await new Player(server.base).join(table, { spectate: true });
    await spy.until((x) => x.move > v.move && x.clock.standIn.includes(here.seat.seat));
    await spy.leave();
  } finally { await server.stop(); }
});
