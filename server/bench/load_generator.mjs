// The load benchmark's generator (bench/load.mjs starts it in a process of
// its own under `nice`, so the people it simulates never take the server's
// CPU first): `--tables` tables of people playing whole games at the page's
// bot pace (a pause of --think ms ± 50 %, then a random legal action),
// created and joined at a steady pace below the server's rate limits (a
// burst of a thousand creations would measure the ramp, not the play).
// It prints `{"phase":"measuring"}` when every table plays, and after
// --seconds one JSON line of results: per action, the time until EVERY seat
// at that table has the new view (p50/p99), the round trip to the actor's
// own view, the moves the server made meanwhile (people's and bots').
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Player, api, createTable } from '../test/client.mjs';
import { picker } from '../test/play.mjs';

const { values: opt } = parseArgs({
  options: {
    bases: { type: 'string' },
    tables: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    think: { type: 'string', default: '750' },
    'create-rate': { type: 'string', default: '40' }, // tables a second (the server's limit must be higher)
  },
});
const bases = opt.bases.split(',');
const TABLES = Number(opt.tables);
const THINK = Number(opt.think);

// The tables played, one kind per game the server offers (GET
// /online/games, from the engine's list), taken in turn. A game's kind is
// bench/<game>/load_table.json ({players, bots}: null for a person) where
// it has one -- the shapes the figures in server/README.md were measured
// with -- else two people and an easy bot at the smallest table of at least
// three seats the game allows.
const KINDS = await tableKinds(bases[0]);
async function tableKinds(base) {
  const r = (await api(base, 'GET', '/online/games')).json ?? {};
  if (!r.ok || !r.games?.length) throw new Error(`GET /online/games: ${JSON.stringify(r)}`);
  return r.games.map((g) => {
    const file = new URL(`./${g.name}/load_table.json`, import.meta.url);
    if (fs.existsSync(file)) return { game: g.name, ...JSON.parse(fs.readFileSync(file, 'utf8')) };
    const players = Math.min(g.max_players, Math.max(g.min_players, 3));
    return { game: g.name, players, bots: Array.from({ length: players }, (_, i) => (i < 2 ? null : 'easy')) };
  });
}

const everyone = new Set();
const wakeAll = () => { for (const p of everyone) for (const w of p.waiters.splice(0)) w(); };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One slot a 1/rate seconds: creation (and its joins) at a steady pace.
let nextSlot = performance.now();
async function paced() {
  const at = Math.max(performance.now(), nextSlot);
  nextSlot = at + 1000 / Number(opt['create-rate']);
  await sleep(at - performance.now());
}

const sink = { all: [], rtt: [], actions: 0, moves: 0, games: 0, measuring: false };
let playing = 0;
let stop = false;

// A request the busy machine dropped (a keep-alive socket the server closed
// as it was reused: "socket hang up", ECONNRESET) is asked again.
const errors = new Map();
async function retrying(what, fn) {
  for (let i = 0; ; i++) {
    try { return await fn(); } catch (e) {
      // A fetch's message names its cause (client.mjs api()); one key for
      // every table, not one a table id.
      const key = `${what}: ${e.message}`.replace(/[\w-]{22}/g, ':table');
      errors.set(key, (errors.get(key) || 0) + 1);
      if (i >= 5 || stop) throw e;
      await sleep(500 * (i + 1));
    }
  }
}

// One table played over and over until the end.
async function tableLoop(kindIndex, seed) {
  let round = 0;
  let counted = false;
  while (!stop) {
    const kind = KINDS[(kindIndex + round++) % KINDS.length];
    await paced();
    // Tables start on each process in turn (its first person's GET opens
    // the room where it is asked), so two processes share the rooms.
    const c = await retrying('create', () => createTable(bases[kindIndex % bases.length], kind));
    if (!c.json?.ok) throw new Error(`create: ${JSON.stringify(c.json)}`);
    const table = c.json.table;
    const humans = kind.bots.filter((b) => b === null).length;
    const people = [];
    for (let i = 0; i < humans; i++) people.push(await retrying('join', () => new Player(bases[(kindIndex + i) % bases.length], { keep: false }).join(table, { name: `p${i}` })));
    for (const p of people) everyone.add(p);
    if (!counted) { counted = true; playing += 1; }
    const pending = []; // {move, t0, actor, got:Set}
    let lastMove = 0;
    for (const p of people) {
      p.onView = (v) => {
        const now = performance.now();
        if (p === people[0]) {
          if (sink.measuring && v.move > lastMove) sink.moves += v.move - lastMove;
          lastMove = Math.max(lastMove, v.move);
        }
        for (const e of pending) {
          if (v.move > e.move && !e.got.has(p)) {
            e.got.add(p);
            if (p === e.actor && e.measured) sink.rtt.push(now - e.t0);
            if (e.got.size === people.length && e.measured) sink.all.push(now - e.t0);
          }
        }
        while (pending.length && pending[0].got.size === people.length) pending.shift();
      };
    }
    const pick = picker(seed + round);
    await Promise.all(people.map(async (p) => {
      let last = -1;
      while (!stop) {
        const v = await p.until((v) => stop || v.over || (v.legal.length && v.move !== last), 120000).catch(() => null);
        if (stop || !v || v.over) break;
        last = v.move;
        await sleep(THINK * (0.5 + Math.random()));
        if (stop) break;
        pending.push({ move: v.move, t0: performance.now(), actor: p, got: new Set(), measured: sink.measuring });
        p.send('act', { text: pick(v.legal) });
        if (sink.measuring) sink.actions++;
      }
    }));
    if (people[0].view?.over && sink.measuring) sink.games++;
    for (const p of people) { everyone.delete(p); await p.leave(); }
  }
}

const loops = [];
let lost = 0;
for (let t = 0; t < TABLES; t++) loops.push(tableLoop(t, t * 1000).catch((e) => { lost += 1; console.error(`table loop: ${e.message}`); }));
// Every table seated and playing, then a few seconds more to settle.
const rampStart = performance.now();
while (playing + lost < TABLES && performance.now() - rampStart < 120000) await sleep(200);
const ramp = (performance.now() - rampStart) / 1000;
await sleep(5000);
// How late this (niced) process's own timers run: the machine's share of
// any latency measured here, not the server's.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
sink.measuring = true;
console.log(JSON.stringify({ phase: 'measuring', playing }));
await sleep(Number(opt.seconds) * 1000);
sink.measuring = false;
lag.disable();
const pct = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1) : null; };
console.log(JSON.stringify({
  phase: 'done', tables: TABLES, playing, ramp_s: +ramp.toFixed(1), actions: sink.actions, moves: sink.moves, games_finished: sink.games,
  every_seat_p50_ms: pct(sink.all, 50), every_seat_p99_ms: pct(sink.all, 99),
  round_trip_p50_ms: pct(sink.rtt, 50), round_trip_p99_ms: pct(sink.rtt, 99),
  generator_timer_lag_p99_ms: +(lag.percentile(99) / 1e6 - 10).toFixed(1),
  ...(errors.size ? { retried: Object.fromEntries(errors) } : {}),
}));
stop = true;
wakeAll();
await Promise.race([Promise.all(loops), sleep(15000)]);
process.exit(0);
