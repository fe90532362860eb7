// "My tables" (issue 24 §1): POST /online/tables/:id/summary {token} tells a
// seat token's holder where its table stands (names, whose turn, moves, and
// the result once it is over), and nothing secret: never the save, the
// seed, a token (or its hash), an observation or a legal action.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { gameEndingOnFirstChoices, gameFor } from './any_game.mjs';

// Any game of 2 seats (one its first choices play to the end, as below),
// and of 3: a summary is the same for every game.
const TWO = gameEndingOnFirstChoices(2).name;
const THREE = gameFor(3).name;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

const summary = (table, body) => api(server.base, 'POST', `/online/tables/${table}/summary`, body);

test('a seat token gets its table\'s public summary, before, during and after the game', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: TWO, players: 2, bots: [null, null] });
  const table = c.json.table;
  const ann = await new Player(server.base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const made = Date.now();
  let s = await summary(table, { token: ann.seat.token });
  assert.equal(s.status, 200, JSON.stringify(s.json));
  // Before any move, lastMoveAt is when the table was made (the server's clock).
  assert.ok(Math.abs(s.json.lastMoveAt - made) < 5000, `lastMoveAt ${s.json.lastMoveAt} vs ${made}`);
  assert.deepEqual({ ...s.json, lastMoveAt: 0 }, {
    ok: true, table, game: TWO, players: 2, variant: '', names: ['Ann', null], bots: [null, null],
    seat: 0, started: false, current: -1, over: false, move: 0, scores: null, winners: null, lastMoveAt: 0, pace: 'none',
  });
  const createdAt = s.json.lastMoveAt;

  const bob = await new Player(server.base).join(table, { name: 'Bob' });
  await bob.until(() => bob.seat && bob.view?.started);
  s = await summary(table, { token: bob.seat.token });
  assert.equal(s.json.seat, 1);
  assert.deepEqual(s.json.names, ['Ann', 'Bob']);
  assert.equal(s.json.started, true);
  assert.equal(s.json.current, bob.view.current, 'whose turn, as the engine says');
  assert.ok(s.json.current >= 0);
  // Nothing secret: only these keys, and no token, seed or save inside.
  const text = JSON.stringify(s.json);
  for (const secret of [ann.seat.token, bob.seat.token, 'seed', 'actions', 'observation', 'legal', 'token'])
    assert.ok(!text.includes(secret), `the summary does not carry ${secret}`);

  // A move stored later moves lastMoveAt on: the summary and the views say so.
  await new Promise((r) => setTimeout(r, 30));
  const first = bob.view.current === 0 ? ann : bob;
  first.send('act', { text: first.view.legal[0] });
  await ann.until((v) => v.move === 1);
  s = await summary(table, { token: ann.seat.token });
  assert.ok(s.json.lastMoveAt > createdAt, `${s.json.lastMoveAt} > ${createdAt}`);
  assert.equal(ann.view.lastMoveAt, s.json.lastMoveAt, 'the view carries the stored move\'s time');

  const [end] = await Promise.all([playOut(ann, (l) => l[0], 240000), playOut(bob, (l) => l[0], 240000)]);
  assert.ok(end.over);
  s = await summary(table, { token: ann.seat.token });
  assert.ok(s.json.lastMoveAt >= ann.view.lastMoveAt - 1 && s.json.lastMoveAt > createdAt);
  assert.equal(s.json.over, true);
  assert.equal(s.json.current, -1);
  assert.equal(s.json.move, end.move);
  assert.ok(Array.isArray(s.json.winners) && s.json.winners.length >= 1, JSON.stringify(s.json));
  assert.equal(s.json.scores.length, 2);
  await ann.leave();
  await bob.leave();
});

test('a summary says the table\'s pace: the clock chosen at its making', async () => {
  for (const clock of ['live', '1d', '3d', '7d']) {
    const table = (await api(server.base, 'POST', '/online/tables', { game: TWO, players: 2, bots: [null, 'easy'], clock })).json.table;
    const p = await new Player(server.base).join(table, { name: 'Pia' });
    await p.until(() => p.seat);
    const s = await summary(table, { token: p.seat.token });
    assert.equal(s.status, 200, JSON.stringify(s.json));
    assert.equal(s.json.pace, clock);
    await p.leave();
  }
});

test('a summary without the table\'s token is refused with a reason', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: THREE, players: 3 });
  const table = c.json.table;
  const p = await new Player(server.base).join(table, { name: 'Cy' });
  await p.until(() => p.seat);
  const other = (await api(server.base, 'POST', '/online/tables', { game: THREE, players: 3 })).json.table;
  for (const [t, body, status] of [
    [table, { token: 'not-a-token' }, 403],
    [other, { token: p.seat.token }, 403], // a token of another table
    [table, {}, 400],
    [table, 'not json', 400],
    ['nope', { token: p.seat.token }, 404],
    ['a'.repeat(12), { token: p.seat.token }, 404],
  ]) {
    const r = await summary(t, body);
    assert.equal(r.status, status, `${t} ${JSON.stringify(body)}: ${JSON.stringify(r.json)}`);
    assert.equal(r.json.ok, false);
    assert.ok(r.json.reason);
  }
  await p.leave();
});
