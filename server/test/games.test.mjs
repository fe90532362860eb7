// Whole games of each game over real websockets: people and bots at one
// table, a spectator watching; everyone ends on the same final position.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { everyGameTables, playTable } from './play.mjs';
import { loadEngine } from '../src/engine.mjs';
import { api } from './client.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

// Every game the engine lists, each variant: 2 people and easy bots at 3
// seats, and a table of people only (2 seats).
const engine = await loadEngine();
const CASES = [
  ...everyGameTables(engine.games, { players: 3, humans: 2, bots: 'easy' }),
  ...everyGameTables(engine.games, { players: 2, humans: 2 }).filter((c) => c.variant === ''),
];
// The table tests below need any game of 2 and 3 seats.
const ANY = engine.games.find((g) => g.min_players <= 2 && g.max_players >= 3).name;

for (const c of CASES) {
  test(`${c.game}${c.variant ? ` ${c.variant}` : ''} ${c.players}p (${c.humans} people, ${c.humans < c.players ? c.bots : 'no'} bots) plays to the end`, async () => {
    const r = await playTable(server.base, { ...c, spectate: true, seed: 7 });
    const moves = r.finals.map((v) => v.move);
    assert.ok(moves.every((m) => m === moves[0] && m > 0), `all end on one move: ${moves}`);
    assert.equal(r.watcher.view.over, true);
    assert.equal(r.watcher.view.seat, -1);
    assert.equal(r.watcher.view.move, moves[0]);
    // Each person sat in its own seat and was told its token once.
    const seats = r.people.map((p) => p.seat.seat);
    assert.deepEqual([...new Set(seats)].sort(), seats.slice().sort());
    for (const p of r.people) {
      assert.equal(p.messages.filter((m) => m.type === 'seat').length, 1);
      assert.ok(p.messages.filter((m) => m.type === 'view').every((m) => m.data.seat === p.seat.seat));
      assert.equal(p.view.observation.seat, p.seat.seat);
    }
    // Spectators never get legal actions.
    assert.ok(r.watcher.messages.every((m) => m.type !== 'view' || m.data.legal.length === 0));
    const info = await api(server.base, 'GET', `/online/tables/${r.table}`);
    assert.equal(info.json.ok, true);
    assert.equal(info.json.started, true);
    assert.equal(info.json.seats.filter((s) => s.taken).length, c.players);
    for (const p of [...r.people, r.watcher]) await p.leave();
  });
}

test('the creator starts a table before every seat is taken; others cannot', async () => {
  const { Player } = await import('./client.mjs');
  const c = await api(server.base, 'POST', '/online/tables', { game: ANY, players: 3, bots: [null, null, 'easy'] });
  const a = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  await a.until((v) => v.seats[0].name === 'Ann');
  assert.equal(a.view.creator, true);
  assert.equal(a.view.started, false);
  assert.equal(a.view.observation, null);
  const w = await new Player(server.base).join(c.json.table, { spectate: true });
  w.send('start', {});
  await w.until(() => w.messages.some((m) => m.type === 'refused'));
  assert.match(w.messages.find((m) => m.type === 'refused').data.reason, /creator/);
  a.send('start', {});
  const v = await a.until((v) => v.started);
  assert.ok(v.observation);
  await a.leave();
  await w.leave();
});

test('the others see who is away; a player returning with the token is back in the seat', async () => {
  const { Player } = await import('./client.mjs');
  const c = await api(server.base, 'POST', '/online/tables', { game: ANY, players: 2, bots: [null, null] });
  const a = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  const b = await new Player(server.base).join(c.json.table, { name: 'Bob' });
  await a.until((v) => v.started && v.seats[1].name === 'Bob' && !v.seats[1].away);
  await b.until(() => !!b.seat);
  b.room.connection.transport.ws._socket.destroy(); // the network drops, no goodbye
  await a.until((v) => v.seats[1].away === true);
  const b2 = await new Player(server.base).join(c.json.table, { token: b.seat.token });
  const v = await b2.until((v) => v.observation);
  assert.equal(v.seat, 1);
  await a.until((v) => v.seats[1].away === false);
  await a.leave();
  await b2.leave();
});

test('GET /online/games: the lobby\'s games are the engine\'s, with their ranges and variants', async () => {
  const r = await api(server.base, 'GET', '/online/games');
  assert.equal(r.status, 200);
  assert.equal(r.json.ok, true);
  const shipped = engine.games.filter((g) => !g.test_only);
  assert.deepEqual(r.json.games.map((g) => g.name), shipped.map((g) => g.name), 'every game the engine ships, in its order');
  for (const g of shipped) {
    const got = r.json.games.find((x) => x.name === g.name);
    assert.deepEqual(got, { name: g.name, title: g.title, min_players: g.min_players, max_players: g.max_players, variants: g.variants });
  }
});
