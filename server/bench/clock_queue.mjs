// The bot queue under clocks (issue 31 §3), measured (a benchmark, not a
// test: test/starvation.test.mjs holds the same bounds on one SQLite
// process). In either mode -- embedded (one process, SQLite) or scaled (two
// processes on Redis + PostgreSQL, tables and people spread over both):
//   starvation: 30 clocked bots-only tables (hard bots), each opened by one
//     GET and never joined, then a watched bots-only table's moves in
//     --watch seconds (and a minute's rate), and the moves the 30 made;
//   standins: --standins clocked tables whose person sits, plays up to their
//     turn and leaves; the servers' clock (TABULA_CLOCK_SKEW_FILE, shared by
//     both processes) then jumps past every deadline at once, and each
//     stand-in's lateness is its stored move's time less that moment:
//     p50 / p99 / max, and how many played within 10 s and within a minute.
// Each figure is printed beside the 1-minute load average at its start and end.
//   node bench/clock_queue.mjs [--mode embedded|scaled] [--part both|starvation|standins] [--standins 100] [--watch 60]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, tempDir } from '../test/harness.mjs';
import { startPair } from '../test/services.mjs';
import { Player, api } from '../test/client.mjs';
import { gameFor } from '../test/any_game.mjs';

const { values: opt } = parseArgs({
  options: {
    mode: { type: 'string', default: 'scaled' },
    part: { type: 'string', default: 'both' },
    standins: { type: 'string', default: '100' },
    watch: { type: 'string', default: '60' },
  },
});
const MIN = 60 * 1000;
const load1 = () => +os.loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const q = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : null; };

const skewFile = path.join(tempDir(), 'skew');
fs.writeFileSync(skewFile, '0');
const env = { TABULA_CLOCK_SKEW_FILE: skewFile, TABULA_CREATE_RATE: '200', TABULA_JOIN_RATE: '200' };

// The servers and a reader of the tables' store (moves stored, their times).
let servers, stop, sql;
if (opt.mode === 'scaled') {
  const pair = await startPair(env);
  servers = [pair.a, pair.b];
  stop = () => pair.stop();
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: pair.postgres.url, max: 2 });
  const numbered = (text) => { let i = 0; return text.replace(/\?/g, () => `$${++i}`); };
  sql = { get: async (text, ...a) => (await pool.query(numbered(text), a)).rows[0], close: () => pool.end() };
} else {
  const server = await startServer({ env });
  servers = [server];
  stop = () => server.stop();
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.data, 'tables.sqlite3'), { readonly: true });
  sql = { get: async (text, ...a) => db.prepare(text).get(...a), close: () => db.close() };
}
const base = (i) => servers[i % servers.length].base;
const moves = async (tables) => {
  let n = 0;
  for (const t of tables) n += Number((await sql.get('SELECT count(*) AS n FROM actions WHERE table_id = ?', t)).n);
  return n;
};
console.log(`# ${opt.mode}: ${servers.length} server process(es); ${os.cpus().length} cores; load average ${load1()}`);

async function starvation() {
  const g = gameFor(4);
  const bots = Array(4).fill('hard');
  const idle = [];
  const load0 = load1();
  for (let i = 0; i < 30; i++) {
    const c = await api(base(i), 'POST', '/online/tables', { game: g.name, players: 4, bots, level: 'hard', clock: 'live' });
    if (c.status !== 200) throw new Error(`create: ${JSON.stringify(c.json)}`);
    idle.push(c.json.table);
    // Opened through the other process than the one that created it.
    const r = await api(base(i + 1), 'GET', `/online/tables/${c.json.table}`);
    if (r.status !== 200) throw new Error(`open: ${JSON.stringify(r.json)}`);
  }
  const watched = (await api(base(0), 'POST', '/online/tables', { game: g.name, players: 4, bots, level: 'hard' })).json.table;
  const spy = await new Player(base(1)).join(watched, { spectate: true });
  const start = (await spy.until((v) => v.started)).move;
  // Until the window ends or the game does (a rate over the time it played).
  const t0 = performance.now();
  const over = await spy.until((v) => v.over, Number(opt.watch) * 1000).then(() => true, () => false);
  const made = spy.view.move - start;
  const secs = (performance.now() - t0) / 1000;
  const idleMoves = await moves(idle);
  console.log(JSON.stringify({
    part: 'starvation', mode: opt.mode, watched_moves: made, seconds: +secs.toFixed(1), game_over: over, watched_moves_a_minute: +((made / secs) * 60).toFixed(1),
    clocked_unwatched_tables: idle.length, their_moves: idleMoves, load_avg_start: load0, load_avg_end: load1(),
  }));
  await spy.leave();
}

async function standins() {
  const N = Number(opt.standins);
  const g = gameFor(2);
  const tables = [];
  for (let i = 0; i < N; i++) {
    const c = await api(base(i), 'POST', '/online/tables', { game: g.name, players: 2, bots: [null, 'easy'], level: 'easy', clock: 'live' });
    if (c.status !== 200) throw new Error(`create: ${JSON.stringify(c.json)}`);
    tables.push(c.json.table);
  }
  // Each table: its person sits (through the other process), plays until
  // it is their turn, and leaves.
  const seatOf = new Map();
  for (let i = 0; i < tables.length; i += 10) {
    await Promise.all(tables.slice(i, i + 10).map(async (t, k) => {
      const p = await new Player(base(i + k + 1)).join(t, { name: 'Ann' });
      await p.until((v) => p.seat && v.started && v.current === p.seat.seat && v.legal.length > 0);
      seatOf.set(t, { seat: p.seat.seat, move: p.view.move });
      await p.leave();
    }));
  }
  // Every deadline is 5 minutes after its turn's start: the clock jumps a
  // second past the last of them.
  const lastAt = async (t) => Number((await sql.get('SELECT max(at) AS at FROM actions WHERE table_id = ?', t)).at ??
                                     (await sql.get('SELECT created_at AS at FROM tables WHERE id = ?', t)).at);
  let latest = 0;
  for (const t of tables) latest = Math.max(latest, (await lastAt(t)) + 5 * MIN);
  const skew = latest - Date.now() + 1000;
  const load0 = load1();
  fs.writeFileSync(skewFile, String(skew));
  const reached = Date.now() + skew;
  const late = new Map();
  const end = Date.now() + 60000;
  while (late.size < tables.length && Date.now() < end) {
    await sleep(250);
    for (const t of tables) {
      if (late.has(t)) continue;
      const r = await sql.get('SELECT at FROM actions WHERE table_id = ? AND idx = ?', t, seatOf.get(t).move);
      if (r) late.set(t, Number(r.at) - reached);
    }
  }
  const xs = [...late.values()];
  console.log(JSON.stringify({
    part: 'standins', mode: opt.mode, due_at_once: N, played_within_a_minute: late.size, within_10_s: xs.filter((x) => x <= 10000).length,
    late_p50_ms: q(xs, 0.5), late_p99_ms: q(xs, 0.99), late_max_ms: xs.length ? Math.max(...xs) : null,
    load_avg_start: load0, load_avg_end: load1(),
  }));
  fs.writeFileSync(skewFile, '0');
}

try {
  if (opt.part !== 'standins') await starvation();
  if (opt.part !== 'starvation') await standins();
} finally {
  await sql.close();
  await stop();
}
process.exit(0);
