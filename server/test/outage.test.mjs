// A PostgreSQL outage is survived (the audit's H2 and M3): under two
// processes on Redis + PostgreSQL and four playing tables, PostgreSQL is
// stopped (pg_ctl -m fast), started, then killed (kill -9 of the postmaster)
// and started again. Both processes stay up; an action during the outage is
// refused with a reason and nobody is told of it; once the database is back
// the same person's action goes through by itself and the bots play on. A
// person who tried to sit during the outage is refused, and the creator's
// `start` works afterwards. Prints the seconds until a player could act again.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { Player, api, playOut } from './client.mjs';
import { picker } from './play.mjs';
import { missingServices, startPair } from './services.mjs';
import { gameWhere } from './any_game.mjs';

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
let pair, redis, postgres, a, b;
// The tables' game: any that seats three (two people and a bot) and two.
const game = gameWhere((g) => g.min_players <= 2 && g.max_players >= 3, 'seats 2 and 3 players').name;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  if (skip) return;
  pair = await startPair({});
  ({ redis, postgres, a, b } = pair);
});
after(async () => {
  await pair?.stop();
});

async function startAgain() {
  for (let i = 0; ; i++) {
    try { return postgres.start(); } catch (e) { if (i > 20) throw e; await sleep(500); }
  }
}

// Each table: Ann through process a, Bob through process b, one easy bot.
async function openTables(n) {
  const tables = [];
  for (let i = 0; i < n; i++) {
    const c = await api(a.base, 'POST', '/online/tables', { game, players: 3, bots: [null, null, 'easy'] });
    const id = c.json.table;
    const ann = await new Player(a.base).join(id, { name: 'Ann' });
    const bob = await new Player(b.base).join(id, { name: 'Bob' });
    tables.push({ id, people: [ann, bob] });
  }
  return tables;
}
const moveOf = (t) => Math.max(...t.people.map((p) => p.view?.move ?? 0));
const playTo = (t, target, seed) => Promise.all(t.people.map((p, i) => playOut(p, picker(seed * 7 + i), 120000, (v) => v.move >= target)));

// A table where a person is to act, and that person.
async function personToAct(tables) {
  for (let i = 0; i < 100; i++) {
    for (const t of tables) for (const p of t.people) if (p.view?.legal.length && !p.view.over) return { t, p };
    await sleep(100);
  }
  throw new Error('no person to act');
}

async function outage(tables, stop, label) {
  const target = Math.max(...tables.map(moveOf)) + 0;
  stop();
  await sleep(300);
  const { t, p } = await personToAct(tables);
  const move = p.view.move;
  const seen = p.messages.length;
  const text = p.view.legal[0];
  p.send('act', { text });
  await p.until(() => p.messages.slice(seen).some((m) => m.type === 'refused'), 20000);
  const refusal = p.messages.slice(seen).find((m) => m.type === 'refused').data;
  assert.match(refusal.reason, /database is unavailable/, `${label}: the action is refused with the reason`);
  await sleep(500);
  for (const q of t.people) assert.equal(q.view.move, move, `${label}: nobody is told of an action that was not stored`);
  assert.equal(a.child.exitCode, null, `${label}: process a is up`);
  assert.equal(b.child.exitCode, null, `${label}: process b is up`);
  assert.equal((await api(a.base, 'GET', '/online/health')).json.ok, true);
  const down = await api(b.base, 'GET', `/online/tables/${tables[0].id}`);
  assert.ok(down.status === 200 || down.status === 503, `${label}: GET answers (${down.status})`);

  // A sit during the outage is refused with a reason (M3, first half).
  const late = (await api(a.base, 'POST', '/online/tables', { game, players: 2, bots: [null, null] }));
  assert.equal(late.status, 503, `${label}: no table is created while it cannot be stored`);

  await startAgain();
  const t0 = performance.now();
  // The same person asks again until it goes through (like the page would).
  for (;;) {
    const before = p.messages.length;
    p.send('act', { text });
    await p.until(() => p.messages.length > before && (p.view.move > move || p.messages.slice(before).some((m) => m.type === 'refused')), 20000);
    if (p.view.move > move) break;
    assert.ok(performance.now() - t0 < 30000, `${label}: play resumes`);
    await sleep(200);
  }
  const back = (performance.now() - t0) / 1000;
  console.log(`# ${label}: a player acted again ${back.toFixed(2)} s after PostgreSQL was started again`);
  // Every table plays on: people and (by themselves) bots.
  await Promise.all(tables.map((x, i) => playTo(x, Math.max(target, moveOf(x)) + 6, i + 3)));
  return back;
}

test('PostgreSQL stopped, killed and restarted under two processes and four tables', { skip }, async () => {
  const tables = await openTables(4);
  await Promise.all(tables.map((t, i) => playTo(t, 5, i + 1)));

  // A table whose second person will try to sit during an outage.
  const c = await api(a.base, 'POST', '/online/tables', { game, players: 3, bots: [null, null, 'easy'] });
  const creator = await new Player(a.base).join(c.json.table, { name: 'Cleo' });
  await creator.until((v) => v.creator);

  await outage(tables, () => postgres.halt('fast'), 'pg_ctl stop -m fast');
  postgres.halt('fast');
  await sleep(300);
  await assert.rejects(new Player(b.base).join(c.json.table, { name: 'Dan' }), /database|unavailable|cannot be opened/);
  await startAgain();
  await sleep(300);
  // The failed sit left nothing stuck: the creator's start works.
  creator.send('start', {});
  const started = await creator.until((v) => v.started, 20000);
  assert.equal(started.started, true);
  assert.equal(creator.messages.some((m) => m.type === 'refused' && /server error/.test(m.data.reason)), false);

  await outage(tables, () => postgres.kill9(), 'kill -9 of the postmaster');

  // The store holds exactly the moves people saw.
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  for (const t of tables) {
    // Settled: the bots have moved and a person is to act (or it is over).
    await Promise.race(t.people.map((p) => p.until((v) => v.legal.length > 0 || v.over, 20000)));
    const { rows } = await db.query('SELECT count(*)::int AS n FROM actions WHERE table_id = $1', [t.id]);
    await Promise.all(t.people.map((p) => p.until((v) => v.move === rows[0].n, 10000)));
  }
  await db.end();
  for (const t of tables) for (const p of t.people) await p.leave();
  await creator.leave();
});
