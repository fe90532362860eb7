// Joins behind a slow store (issue 31 §5), measured (a benchmark, not a
// test: test/slow_store.test.mjs holds every join at 40 tables, writes
// +300 ms, on one SQLite process). Every write of the tables' store is
// delayed by --delay ms (TABULA_STORE_DELAY_MS: SQLite's writer before each
// commit, PostgreSQL's connection before each write), --tables two-seat
// tables are created and both seats of every table are taken at once; it
// counts the joins that succeed (seated, and the game started: a view
// within two minutes) and the reasons of those that fail, beside the
// 1-minute load average. Scaled mode: two processes on Redis + PostgreSQL,
// each table's two people joining through different processes.
//   node bench/slow_store.mjs [--mode embedded|scaled] [--tables 250] [--delay 100]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startServer } from '../test/harness.mjs';
import { startPair } from '../test/services.mjs';
import { Player, createTable } from '../test/client.mjs';
import { gameFor } from '../test/any_game.mjs';

const { values: opt } = parseArgs({
  options: {
    mode: { type: 'string', default: 'scaled' },
    tables: { type: 'string', default: '250' },
    delay: { type: 'string', default: '100' },
  },
});
const TABLES = Number(opt.tables);
const load1 = () => +os.loadavg()[0].toFixed(1);
const env = { TABULA_STORE_DELAY_MS: opt.delay, TABULA_CREATE_RATE: '1000', TABULA_JOIN_RATE: '1000' };
let servers, stop;
if (opt.mode === 'scaled') {
  const pair = await startPair(env);
  servers = [pair.a, pair.b];
  stop = () => pair.stop();
} else {
  const server = await startServer({ env });
  servers = [server];
  stop = () => server.stop();
}
const base = (i) => servers[i % servers.length].base;
const load0 = load1();
try {
  const g = gameFor(2);
  const t0 = performance.now();
  const tables = await Promise.all(Array.from({ length: TABLES }, async (_, i) => {
    const r = await createTable(base(i), { game: g.name, players: 2, bots: [null, null] });
    if (r.status !== 200) throw new Error(`create: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json.table;
  }));
  const created = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const waits = [];
  const joins = await Promise.all(tables.flatMap((t, i) => ['Ann', 'Bob'].map(async (name, k) => {
    const p = new Player(base(i + k), { keep: false });
    const s = performance.now();
    try {
      await p.join(t, { name });
      await p.until((v) => p.seat && v.started, 120000);
      waits.push(performance.now() - s);
      return { ok: true, p };
    } catch (e) { return { ok: false, reason: String(e.message || e).slice(0, 200), p }; }
  })));
  const ok = joins.filter((j) => j.ok).length;
  const reasons = {};
  for (const j of joins) if (!j.ok) reasons[j.reason] = (reasons[j.reason] || 0) + 1;
  const q = (p) => { const s = waits.slice().sort((a, b) => a - b); return s.length ? +(s[Math.min(s.length - 1, Math.floor(p * s.length))] / 1000).toFixed(1) : null; };
  console.log(JSON.stringify({
    mode: opt.mode, processes: servers.length, tables: TABLES, delay_ms: Number(opt.delay), created_s: +created.toFixed(1),
    joins: joins.length, joins_ok: ok, join_to_started_p50_s: q(0.5), join_to_started_p99_s: q(0.99),
    all_joins_s: +((performance.now() - t1) / 1000).toFixed(1), failures: reasons, load_avg_start: load0, load_avg_end: load1(),
  }));
  await Promise.all(joins.map((j) => j.p.leave()));
} finally {
  await stop();
}
process.exit(0);
