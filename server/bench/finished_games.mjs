// What finished games cost the server (issue 33 "Measure"): the store's size
// per 1,000 finished games, and the server's CPU a move with and without
// history and ratings (history.mjs must not slow play). A benchmark, not a
// test. Each run is a fresh server (SQLite, its own data directory) where
// --games tables of --players people are played to their end through real
// connections, --parallel tables at once; every seat is held by an account
// (so each game is kept and rated) unless --guests.
//   node bench/finished_games.mjs [--games 300] [--players 3] [--parallel 10]
//        [--no-history] (bench/main_no_history.mjs: nothing kept)  [--guests]
// Prints the moves, the server's CPU (user + system, /proc/<pid>/stat) a
// move, the data directory's bytes per 1,000 finished games (after a clean
// stop, so SQLite's WAL is checkpointed), and the 1-minute load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startServer } from '../test/harness.mjs';
import { Player, createTable, playOut } from '../test/client.mjs';
import { gameEndingOnFirstChoices } from '../test/any_game.mjs';
import { addAccounts, callAs } from '../test/account_fixture.mjs';

const { values: opt } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    players: { type: 'string', default: '3' },
    parallel: { type: 'string', default: '10' },
    'no-history': { type: 'boolean', default: false },
    guests: { type: 'boolean', default: false },
  },
});
const GAMES = Number(opt.games), PLAYERS = Number(opt.players), PARALLEL = Number(opt.parallel);
const here = path.dirname(fileURLToPath(import.meta.url));
const ticks = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
const TICK_MS = 10;  // USER_HZ is 100 on Linux
const bytes = (dir) => fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? bytes(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);

// An empty store after a clean stop: what the games' bytes are counted from.
const blank = await startServer();
await blank.stop();
const empty = bytes(blank.data);
fs.rmSync(blank.data, { recursive: true, force: true });
const server = await startServer({
  env: { TABULA_CREATE_RATE: '1000', TABULA_JOIN_RATE: '1000' },
  ...(opt['no-history'] ? { main: path.join(here, 'main_no_history.mjs') } : {}),
});
const game = gameEndingOnFirstChoices(PLAYERS).name;
const people = opt.guests ? [] : addAccounts(server, Array.from({ length: 30 }, (_, i) => `P${i}`));
const load0 = os.loadavg()[0];
// Set-up first (tables, joins, the accounts' seats), then the play alone is timed.
let next = 0;
const tables = [];
const all = [];
async function sitDown() {
  while (next < GAMES) {
    const g = next++;
    const c = await createTable(server.base, { game, players: PLAYERS, bots: Array(PLAYERS).fill(null) });
    const table = c.json.table;
    const seated = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await new Player(server.base, { keep: false }).join(table, { name: `P${i}` });
      await p.until(() => p.seat);
      if (people.length) await callAs(server, 'POST', '/online/account/seats', people[(g * PLAYERS + i) % people.length], { seats: [{ table, token: p.seat.token }] });
      seated.push(p);
    }
    await Promise.all(seated.map((p) => p.until((v) => v.started)));
    tables.push(seated);
    all.push(...seated);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, sitDown));
let moves = 0;
const cpu0 = ticks(server.child.pid);
const t0 = performance.now();
async function play() {
  for (let seated = tables.pop(); seated; seated = tables.pop()) {
    const ends = await Promise.all(seated.map((p) => playOut(p)));
    moves += ends[0].move;  // after the await: \`moves += await …\` would add to a stale total
  }
}
await Promise.all(Array.from({ length: PARALLEL }, play));
const wall = (performance.now() - t0) / 1000;
await new Promise((r) => setTimeout(r, 2000));  // the last games' history written (counted)
const cpu = (ticks(server.child.pid) - cpu0) * TICK_MS;
for (const p of all) await p.leave();
await server.stop();
const per1000 = ((bytes(server.data) - empty) / GAMES) * 1000;
console.log(`${opt['no-history'] ? 'without history' : 'with history and ratings'}${opt.guests ? ' (guests)' : ' (every seat an account)'}: ${GAMES} games of ${PLAYERS} (${game}), ${moves} moves played in ${wall.toFixed(1)} s`);
console.log(`  server CPU ${(cpu / moves).toFixed(2)} ms a move (${cpu} ms for the play, the end's history included); store ${(per1000 / 1024 / 1024).toFixed(2)} MiB per 1,000 finished games (${bytes(server.data)} bytes in ${server.data}); load ${load0.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`);
fs.rmSync(server.data, { recursive: true, force: true });
