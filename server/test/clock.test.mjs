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
import { gameFor, shippedGames } from './any_game.mjs';
import { loadEngine } from '../src/engine.mjs';
import { confirmAddress } from './mail_confirm.mjs';
import { LATE_TURNS } from '../src/clock.mjs';

// A two-seat game of the engine's list (turns passing between the seats).
const GAME = gameFor(2).name;

// A two-seat game that lasts (the late turns in a row need a dozen turns or
// so, some of them played by bots): of the games whose playout on first
// choices ends within 400 moves for each of three seeds, the one that takes
// the most turns (changes of the seat to play) to get there. A game that
// never ends that way was seen to end within ten moves with a bot playing.
async function lastingGame() {
  const engine = await loadEngine();
  let best = null;
  for (const g of shippedGames.filter((x) => x.min_players <= 2 && 2 <= x.max_players)) {
    let fewest = Infinity;
    for (const seed of ['1', '2', '3']) {
      const c = engine.create(g.name, 2, '', seed);
      let turns = 0, last = null, ended = false;
      for (let i = 0; i < 400 && c.ok; ++i) {
        const st = engine.status(c.handle);
        if (st.over) { ended = true; break; }
        if (st.current !== last) { turns += 1; last = st.current; }
        engine.act(c.handle, st.current, engine.view(c.handle, st.current).legal[0]);
      }
      if (c.ok) engine.free(c.handle);
      fewest = Math.min(fewest, ended ? turns : -1);
    }
    if (fewest > 0 && (!best || fewest > best.turns)) best = { name: g.name, turns: fewest };
  }
  if (!best) throw new Error('no two-seat game ends on first choices');
  return best.name;
}
const LASTING = await lastingGame();

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

// "... late turn K in a row ..." of each firing at `table`, in order.
const lateCounts = (log, table) => [...log.matchAll(new RegExp(`\\[clock ${table}\\] seat \\d+ out of time [^\\n]*late turn (\\d+) in a row`, 'g'))].map((m) => Number(m[1]));
// "Your turn" pushes (a reminder's carry {left}).
const turnPushes = (name) => rx.got.filter((g) => g.name === name && g.payload && g.payload.left === undefined);

// `p` plays its first legal action whenever it is to play, until `seat` is
// to play (its view then); never moves the clock.
async function playUntil(p, seat) {
  for (;;) {
    const v = await p.until((x) => x.current === seat || (x.current === x.seat && x.legal.length > 0) || x.over, 20000);
    if (v.over) throw new Error('the game ended before the seat was to play again');
    if (v.current === seat) return v;
    p.send('act', { text: v.legal[0] });
    await p.until((x) => x.move > v.move, 20000);
  }
}

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

    // The stand-in played that late turn only (issue 34 §12): once the
    // other seat is to play, the away seat is its player's again.
    await here.until((x) => x.current !== first && !x.clock.standIn.includes(first), 10000);

    // The player comes back and plays their next turn: the bot does not.
    const back = await new Player(server.base).join(table, { token: away.seat.token });
    const mine = await playUntil(here, first);
    back.send('act', { text: (await back.until((x) => x.move === mine.move && x.legal.length > 0)).legal[0] });
    const after = await here.until((x) => x.move > mine.move);
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
    // Its move is stored: a spectator sees it.
    const spy = await new Player(server.base).join(table, { spectate: true });
    // (the late turn only: then the seat is its player's again)
    const v = await spy.until((x) => x.move > move && x.current !== first && !x.clock.standIn.includes(first));
    assert.ok(v.move > move);
    assert.equal(reminders(name).length, 1, 'no second reminder after the restart');
    await spy.leave();
  } finally { await server.stop(); }
});

// Issue 34 §12: Bob was reminded at 3/4 of his turn, then heard nothing
// until he opened the page to a finished game: the stand-in had played
// every later turn of his at once. Now: the stand-in plays the late turn
// only; the seat's next turn has the whole pace and its own "your turn"; the
// LATE_TURNS-th late turn in a row makes the seat gone (played at once,
// nothing sent), counted across the room closing and opening again from the
// store (`reopen`: everyone leaves before the last late turn); the player's
// own move takes it back and the count starts again.
// `bases`: [where the players sit, where they come back and a spectator
// looks] (the two processes of a pair, or one server twice). `log()`: the
// server logs, joined.
async function lateTurnsInARow({ bases: [base, other], log, skew, name }) {
  const { table, ann, bob } = await liveTable(base, { game: LASTING });
  const first = ann.view.current;
  const [away, here] = first === ann.seat.seat ? [ann, bob] : [bob, ann];
  const hereSeat = here.seat.seat;
  assert.equal((await api(base, 'POST', `/online/tables/${table}/push`, { token: away.seat.token, subscription: rx.subscribe(name), lang: 'en' })).status, 200);
  await away.leave();
  await here.until((v) => v.seats[first].away);
  let offset = 0;
  let watcher = here; // who sees the table (a spectator once `here` has left)
  for (let k = 1; k <= LATE_TURNS; k++) {
    const v = await watcher.until((x) => x.current === first);
    assert.ok(!v.clock.standIn.includes(first), `late turn ${k}: the seat is its player's when its turn begins`);
    // A whole pace from the turn's start (the last move), not what was left.
    assert.ok(v.clock.turnStart + v.clock.turnMs - v.clock.now > 4.5 * MIN, `late turn ${k}: the whole turn (${v.clock.turnStart + v.clock.turnMs - v.clock.now} ms left)`);
    if (k > 1) {
      // Its own "your turn", and the bot does not play it at once (10 ticks).
      await rx.until(() => turnPushes(name).length >= k - 1, 10000);
      await new Promise((r) => setTimeout(r, 1000));
      assert.equal(watcher.view.move, v.move, `late turn ${k}: nobody played the returned seat's turn before its time`);
    }
    if (k === LATE_TURNS && here === watcher) {
      // Everyone goes: the room closes, and the last late turn is found by
      // the sweeper in a room opened from the store (the count must be there).
      await here.leave();
      watcher = null;
    }
    offset += 5.1 * MIN;
    skew.set(offset);
    await waitFor(() => firings(log(), table).length >= k, 30000, `late turn ${k}`);
    if (!watcher) {
      watcher = await new Player(other).join(table, { spectate: true });
      await watcher.until((x) => x.move > v.move && x.current !== first);
    }
    if (k < LATE_TURNS) {
      // The late turn only: then the other seat plays, and the seat is its player's again.
      await here.until((x) => x.move > v.move && x.current !== first && !x.clock.standIn.includes(first), 10000);
      await playUntil(here, first);
    }
    assert.deepEqual(lateCounts(log(), table), Array.from({ length: k }, (_, i) => i + 1));
  }
  // Gone: stood in while it is not its turn, and its turns played at once
  // with nothing sent to it.
  const g = await watcher.until((x) => x.current === hereSeat);
  assert.deepEqual(g.clock.standIn, [first], 'the seat is gone after late turns in a row');
  const sent = turnPushes(name).length;
  assert.equal(sent, LATE_TURNS - 1, 'a "your turn" for each turn given back');
  const me = await new Player(other).join(table, { token: here.seat.token });
  // The other seat plays on; the gone seat's moves come at once (no clock
  // moved), twice over.
  const goneMoves = new Set();
  me.onView = (x) => { if (x.current === first) goneMoves.add(x.move); };
  while (goneMoves.size < 2) {
    const w = await me.until((x) => (x.current === hereSeat && x.legal.length > 0) || x.over, 20000);
    if (w.over) break;
    me.send('act', { text: w.legal[0] });
    await me.until((x) => x.move > w.move);
  }
  me.onView = null;
  await me.until((x) => x.current === hereSeat || x.over);
  assert.equal(lateCounts(log(), table).length, LATE_TURNS, 'played at once: no deadline waited for');
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(turnPushes(name).length, sent, 'no "your turn" for a turn played at once');

  // The player comes back: their move takes the seat back, and their late
  // turns start again from none.
  const back = await new Player(other).join(table, { token: away.seat.token });
  const mine = await playUntil(me, first);
  back.send('act', { text: (await back.until((x) => x.move === mine.move && x.legal.length > 0)).legal[0] });
  await me.until((x) => x.move > mine.move && !x.clock.standIn.includes(first));
  await back.leave();
  await playUntil(me, first);
  offset += 5.1 * MIN;
  skew.set(offset);
  await waitFor(() => lateCounts(log(), table).length > LATE_TURNS, 30000, 'a late turn after coming back');
  assert.equal(lateCounts(log(), table).at(-1), 1, 'counted from none again');
  await me.until((x) => x.current !== first && !x.clock.standIn.includes(first), 10000);
  await me.leave(); await watcher.leave();
}

test(`a stand-in plays the late turn only: the seat's next turn has the whole pace and its own "your turn"; ${LATE_TURNS} late turns in a row and the seat is gone (played at once) until its player acts`, { timeout: 180000 }, async () => {
  const skew = skewFile();
  const server = await startServer({ env: { ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file } });
  try {
    await lateTurnsInARow({ bases: [server.base, server.base], log: () => server.log(), skew, name: `late-${Date.now()}` })
      .catch((e) => { console.log(server.log().split('\n').filter((l) => /\[clock /.test(l)).join('\n')); throw e; }); // what the clock did, on failure
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
    await spy.until((x) => x.move > move);
    assert.deepEqual(all().map((f) => f.move), [move], 'one stand-in, in one process');
    assert.equal(reminders(name).length, 1, 'one reminder');
    await spy.leave();
  } finally { await pair.stop(); }
});

test(`two processes on Redis + PostgreSQL: the late turn only, ${LATE_TURNS} in a row counted in PostgreSQL across the room opening again`, { skip: missing.length ? `missing ${missing.join(', ')}` : false, timeout: 240000 }, async () => {
  const skew = skewFile();
  const pair = await startPair({ ...FAST, TABULA_CLOCK_SKEW_FILE: skew.file });
  try {
    await lateTurnsInARow({ bases: [pair.a.base, pair.b.base], log: () => pair.a.log() + pair.b.log(), skew, name: `pair-late-${Date.now()}` });
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
    // The away seat's player leaves it: stood in for good (a stand-in for a
    // late turn plays that turn only, issue 34 §12) and played up to the
    // other seat's turn, with that player still here (their room sees it).
    assert.equal((await api(server.base, 'POST', `/online/tables/${table}/leave`, { token: away.seat.token })).status, 200);
    const v = await here.until((x) => x.clock.standIn.includes(first) && x.current === here.seat.seat && x.legal.length > 0);
    await here.leave();
    // Until the room is gone, then 40 scans more (more than 30: the old
    // sweeper reopened the table at its first scan and then every 30) with
    // the injected clock moved on 10 minutes at each (still far inside the
    // turn of a day).
    await waitFor(() => scans(server.log()).some((s) => s.rooms === 0), 30000, 'the room closed');
    const closedAt = scans(server.log()).find((s) => s.rooms === 0).n;
    for (let k = 1; k <= 8; k++) {
      skew.set(k * 10 * MIN);
      const at = scans(server.log()).at(-1).n;
      await waitFor(() => scans(server.log()).at(-1).n >= at + 5, 30000, 'five scans');
    }
    const quiet = scans(server.log()).filter((s) => s.n >= closedAt);
    assert.ok(quiet.length >= 40, `${quiet.length} scans`);
    assert.deepEqual(quiet.flatMap((s) => s.opened), [], 'never reopened while the stand-in is not due');
    // The present player's day runs out too: the sweeper opens the table
    // once and their stand-in plays.
    skew.set(24 * 60 * MIN + 5 * MIN);
    await waitFor(() => firings(server.log(), table).some((f) => f.seat === here.seat.seat), 30000, 'the second stand-in');
    // The scan logs what it opened once its rooms are open, and the room
    // may fire before that line is written: wait for the line, then check
    // it is the only opening.
    const openings = () => scans(server.log()).flatMap((s) => s.opened).filter((o) => o.startsWith(table));
    await waitFor(() => openings().length > 0, 10000, 'the scan that opened it');
    assert.deepEqual(openings(), [`${table}:late`]);
    const spy = await new Player(server.base).join(table, { spectate: true });
    await spy.until((x) => x.move > v.move);
    await spy.leave();
  } finally { await server.stop(); }
});
