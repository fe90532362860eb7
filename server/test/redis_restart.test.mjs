// A Redis restart never splits a table (the audit's H3). Two processes on
// Redis + PostgreSQL, four playing tables (Ann joined through process a,
// Bob through process b). Redis is killed and started again empty. While it
// is down a request for a table answers (503 with a reason or the table)
// instead of hanging. Afterwards every table still has one room: both
// processes answer for it, spectators joining through either process see
// the players' move and their next one, a player returning through the
// other process lands in the same room, and the store holds exactly the
// moves everyone saw. Then, with Redis down again, SIGTERM stops each
// process within 5 s. Prints the seconds until a returning player could act.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { Player, api, playOut } from './client.mjs';
import { picker } from './play.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 3 seats: the store's restart is the same for every game.
const GAME = gameFor(3).name;

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
let pair, redis, postgres, a, b;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  if (skip) return;
  pair = await startPair({ TABULA_LEASE_MS: '4000' });
  ({ redis, postgres, a, b } = pair);
});
after(async () => {
  await pair?.stop();
});

const playTo = (people, target, seed) => Promise.all(people.map((p, i) => playOut(p, picker(seed * 7 + i), 120000, (v) => v.move >= target)));
// Waits for a settled table (a person to act, or over) and returns its move.
async function settled(people) {
  const v = await Promise.race(people.map((p) => p.until((v) => v.legal.length > 0 || v.over, 20000)));
  return v.move;
}

test('Redis restarted empty under two processes and four tables: no table splits', { skip }, async () => {
  const tables = [];
  for (let i = 0; i < 4; i++) {
    const c = await api(a.base, 'POST', '/online/tables', { game: GAME, players: 3, bots: [null, null, 'easy'] });
    const id = c.json.table;
    // Half the tables opened first through b, so both processes own rooms.
    const first = i % 2 ? b : a;
    const other = i % 2 ? a : b;
    const ann = await new Player(first.base).join(id, { name: 'Ann' });
    const bob = await new Player(other.base).join(id, { name: 'Bob' });
    tables.push({ id, people: [ann, bob] });
  }
  await Promise.all(tables.map((t, i) => playTo(t.people, 4, i + 1)));

  await redis.down('SIGKILL');
  // Down: asked for a table, each process answers in bounded time.
  for (const s of [a, b]) {
    const t0 = performance.now();
    const r = await api(s.base, 'GET', `/online/tables/${tables[0].id}`);
    assert.ok(performance.now() - t0 < 12000, 'no hang while Redis is down');
    assert.ok(r.status === 200 || r.status === 503, `answered ${r.status}`);
    if (r.status === 503) assert.match(r.json.reason, /try again/);
  }
  // People already at a table keep playing through their own process.
  await Promise.all(tables.map((t, i) => playTo(t.people, 6, i + 5)));
  await redis.up(); // empty: no listings, no presence
  const t0 = performance.now();

  // A person returns through process b (the room is on a) with the token, as soon as
  // the table can be found again.
  const t = tables[0];
  await t.people[1].leave();
  let back;
  for (;;) {
    try { back = await new Player(b.base).join(t.id, { token: t.people[1].seat.token }); break; } catch (e) {
      assert.ok(performance.now() - t0 < 20000, `rejoin works after the restart (${e.message})`);
      await sleep(200);
    }
  }
  t.people[1] = back;
  await back.until((v) => v.started);
  const rejoinSeconds = (performance.now() - t0) / 1000;
  console.log(`# a player was back at the table ${rejoinSeconds.toFixed(2)} s after Redis came back empty`);

  for (const [i, x] of tables.entries()) {
    // Asked through both processes at once: one room.
    const answers = await Promise.all([a, b, a, b].map((s) => api(s.base, 'GET', `/online/tables/${x.id}`)));
    for (const r of answers) assert.equal(r.json.ok, true);
    const move = await settled(x.people);
    const watchers = [await new Player(a.base).join(x.id, { spectate: true }), await new Player(b.base).join(x.id, { spectate: true })];
    for (const w of watchers) assert.equal((await w.until((v) => v.started)).move, move, 'a spectator sees the players\' move');
    await playTo(x.people, move + 3, i + 9);
    const now = await settled(x.people);
    for (const w of watchers) await w.until((v) => v.move === now, 10000);
    for (const w of watchers) await w.leave();
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const { rows } = await db.query('SELECT count(*)::int AS n FROM actions WHERE table_id = $1', [x.id]);
    await db.end();
    assert.equal(rows[0].n, now, 'the store holds exactly the moves everyone saw');
  }
  for (const x of tables) for (const p of x.people) await p.leave();

  // SIGTERM with Redis down: each process ends within 5 s.
  await redis.down('SIGKILL');
  for (const s of [a, b]) {
    const t1 = performance.now();
    await s.stop();
    const took = (performance.now() - t1) / 1000;
    assert.ok(took < 5, `SIGTERM stopped the process in ${took.toFixed(1)} s`);
  }
});
