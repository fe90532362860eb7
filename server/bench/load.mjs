// Load benchmark (not a test): many simulated people playing whole games at
// bot speed (a pause like the page's bot pause, then a random legal action)
// against real server processes on loopback. For each number of concurrent
// tables it measures, per action, the time until EVERY seat at that table
// has the new view (p50/p99), and the round trip to the actor's own view.
// It raises the number of tables until p99 passes the target.
//   node bench/load.mjs [--mode embedded|scaled] [--levels 10,20,40] [--seconds 20] [--think 750] [--all]
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../test/harness.mjs';
import { Player, createTable } from '../test/client.mjs';
import { picker } from '../test/play.mjs';
import { startPostgres, startRedis } from '../test/services.mjs';

const { values: opt } = parseArgs({
  options: {
    mode: { type: 'string', default: 'embedded' },
    levels: { type: 'string', default: '10,20,40,80,120,160' },
    seconds: { type: 'string', default: '20' },
    think: { type: 'string', default: '750' },
    target: { type: 'string', default: '100' },
    all: { type: 'boolean', default: false }, // every level, even past the target
  },
});
const THINK = Number(opt.think);
const SECONDS = Number(opt.seconds);
const TARGET = Number(opt.target);

const KINDS = [
  { game: 'mascarade', players: 5, bots: [null, null, null, 'easy', 'easy'] },
  { game: 'mykerinos', players: 3, bots: [null, null, 'easy'] },
  { game: 'shakespeare', players: 2, bots: [null, null] },
];

// Every player in play, to wake them all when a level ends.
const everyone = new Set();
const wakeAll = () => { for (const p of everyone) for (const w of p.waiters.splice(0)) w(); };

function pct(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// One table played over and over while `running()`; samples go to `sink`.
async function tableLoop(bases, kindIndex, running, sink, seed) {
  let round = 0;
  while (running()) {
    const kind = KINDS[(kindIndex + round++) % KINDS.length];
    const c = await createTable(bases[0], kind); // paced under TABULA_CREATE_RATE
    const table = c.json.table;
    const humans = kind.bots.filter((b) => b === null).length;
    const people = [];
    for (let i = 0; i < humans; i++) people.push(await new Player(bases[i % bases.length]).join(table, { name: `p${i}` }));
    for (const p of people) everyone.add(p);
    const pending = []; // {move, t0, actor, got:Set}
    for (const p of people) {
      p.onView = (v) => {
        const now = performance.now();
        for (const e of pending) {
          if (v.move > e.move && !e.got.has(p)) {
            e.got.add(p);
            if (p === e.actor) sink.rtt.push(now - e.t0);
            if (e.got.size === people.length) sink.all.push(now - e.t0);
          }
        }
        while (pending.length && pending[0].got.size === people.length) pending.shift();
      };
    }
    const pick = picker(seed + round);
    await Promise.all(people.map(async (p) => {
      let last = -1;
      while (running()) {
        const v = await p.until((v) => !running() || v.over || (v.legal.length && v.move !== last), 120000).catch(() => null);
        if (!running()) break;
        if (!v || v.over) break;
        last = v.move;
        await new Promise((r) => setTimeout(r, THINK * (0.5 + Math.random())));
        if (!running()) break;
        pending.push({ move: v.move, t0: performance.now(), actor: p, got: new Set() });
        p.send('act', { text: pick(v.legal) });
        sink.actions++;
      }
    }));
    if (people[0].view?.over) sink.games++;
    for (const p of people) { everyone.delete(p); await p.leave(); }
  }
}

async function main() {
  let services = [];
  const servers = [];
  if (opt.mode === 'scaled') {
    const redis = await startRedis();
    const pg = await startPostgres();
    services = [redis, pg];
    const env = { TABULA_REDIS: redis.url, TABULA_DATABASE_URL: pg.url };
    servers.push(await startServer({ env: { ...env, TABULA_TIMING: '1', TABULA_CREATE_RATE: '1000' } }), await startServer({ env: { ...env, TABULA_TIMING: '1', TABULA_CREATE_RATE: '1000' } }));
  } else {
    servers.push(await startServer({ env: { TABULA_TIMING: '1', TABULA_CREATE_RATE: '1000', ...(process.env.TABULA_SYNC ? { TABULA_SYNC: process.env.TABULA_SYNC } : {}) } }));
  }
  const bases = servers.map((s) => s.base);
  const results = [];
  try {
    for (const tables of opt.levels.split(',').map(Number)) {
      const sink = { all: [], rtt: [], actions: 0, games: 0 };
      let stop = false;
      const loops = [];
      const warm = { all: [], rtt: [], actions: 0, games: 0 };
      let measuring = false;
      const proxy = new Proxy({}, { get: (_, k) => (measuring ? sink : warm)[k], set: (_, k, v) => (((measuring ? sink : warm)[k] = v), true) });
      for (let t = 0; t < tables; t++) loops.push(tableLoop(bases, t, () => !stop, proxy, t * 1000));
      await new Promise((r) => setTimeout(r, 5000)); // everyone seated and playing
      // How late this (equally niced) process's own timers run: the machine's
      // share of any latency measured here, not the server's.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      measuring = true;
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      measuring = false;
      lag.disable();
      stop = true;
      wakeAll();
      await Promise.all(loops);
      const all = sink.all.sort((a, b) => a - b);
      const rtt = sink.rtt.sort((a, b) => a - b);
      const row = {
        mode: opt.mode, tables, actions: sink.actions, games_finished: sink.games,
        every_seat_p50_ms: +pct(all, 50).toFixed(1), every_seat_p99_ms: +pct(all, 99).toFixed(1),
        round_trip_p50_ms: +pct(rtt, 50).toFixed(1), round_trip_p99_ms: +pct(rtt, 99).toFixed(1),
        client_timer_lag_p99_ms: +(lag.percentile(99) / 1e6 - 10).toFixed(1),
      };
      results.push(row);
      console.log(JSON.stringify(row));
      if (!opt.all && !(row.every_seat_p99_ms <= TARGET)) break;
    }
  } finally {
    for (const s of servers) {
      await s.stop();
      console.log(`# server ${s.port}: ${(s.log().match(/\[timing\].*/) || ['(no timing)'])[0]}`);
    }
    for (const s of services) await s.stop();
  }
  const held = results.filter((r) => r.every_seat_p99_ms <= TARGET).pop();
  console.log(`# ${opt.mode}: ${held ? held.tables : 0} concurrent tables held with p99 (action -> every seat's view) <= ${TARGET} ms` +
              (held ? ` (p99 ${held.every_seat_p99_ms} ms, round trip p50 ${held.round_trip_p50_ms} / p99 ${held.round_trip_p99_ms} ms)` : ''));
  process.exit(0);
}
main();
