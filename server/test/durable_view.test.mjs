// No view is built from a move that is not yet durable. The room applies an
// action to the engine, then awaits the store's append: in that window the
// engine is one move ahead of the store. A join (or a reconnection) then
// must not be shown the new position: a kill -9 before the write ends would
// erase a move the player has already seen (a peek seen, then lost).
//
// The race is made deterministic by running the server in this process and
// holding the store's append open: the test decides when the write ends.
// Fails if broadcastViews() does not wait for `storing` (table_room.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { freePort, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { gameFor } from './any_game.mjs';

process.env.TABULA_DATA = tempDir();
const { startServer } = await import('../src/server.mjs');
const server = await startServer({ port: await freePort(), host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.port}`;
after(() => server.close());

// The store of the live rooms (TableRoom.context.store is this object): its
// append waits for the test's `release()` while `held` is set.
const store = server.store;
const realAppend = store.append.bind(store);
let gate = null;
function holdAppends() {
  let release, started;
  const began = new Promise((r) => (started = r));
  const open = new Promise((r) => (release = r));
  gate = { open, started };
  return { began, release: () => { gate = null; release(); } };
}
store.append = (...args) => {
  if (!gate) return realAppend(...args);
  gate.started();
  return gate.open.then(() => realAppend(...args));
};

const views = (p) => p.messages.filter((m) => m.type === 'view').map((m) => m.data);
const settle = (ms) => new Promise((r) => setTimeout(r, ms));

test('a join and a reconnection during a durable write see no view until the write is done', async () => {
  const c = await api(base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, null] });
  assert.equal(c.status, 200, JSON.stringify(c.json));
  const table = c.json.table;
  const ann = await new Player(base).join(table, { name: 'Ann' });
  const bob = await new Player(base).join(table, { name: 'Bob' });
  const watcher = await new Player(base).join(table, { spectate: true });
  // Both seats taken: the table starts itself.
  const before = await watcher.until((v) => v.started && v.observation);
  assert.equal(before.move, 0);
  const mover = [ann, bob][before.current];
  const moverView = await mover.until((v) => v.started && v.legal.length > 0);

  // The mover acts; its append is held open.
  const held = holdAppends();
  mover.send('act', { text: moverView.legal[0] });
  await held.began;
  // Now the engine is one move ahead of the store. A spectator joins, and
  // the other player reconnects with a new connection on its token.
  const other = mover === ann ? bob : ann;
  const late = await new Player(base).join(table, { spectate: true });
  const back = await new Player(base).join(table, { token: other.seat.token });
  // Any view sent by those joins has arrived by now. (Not a timing bet: if
  // one came later, its label, move 0, still fails the checks below.)
  await settle(300);
  for (const [who, p] of [['the late spectator', late], ['the reconnected player', back]])
    assert.deepEqual(views(p), [], `${who} was shown a view while move 1 was not yet stored`);
  for (const v of views(watcher))
    assert.deepEqual(v.observation, before.observation, `a view labelled move ${v.move} showed a position not yet stored`);

  // The write ends: everyone sees move 1, and the late joiners see what the
  // spectator who was there all along sees.
  held.release();
  const after1 = await watcher.until((v) => v.move === 1);
  const lateView = await late.until((v) => v.move === 1);
  const backView = await back.until((v) => v.move === 1);
  assert.notDeepEqual(after1.observation, before.observation, 'move 1 changed the table');
  assert.deepEqual(lateView.observation, after1.observation);
  assert.equal(views(late)[0].move, 1, 'the late spectator\'s first view is of the stored move');
  assert.equal(views(back)[0].move, 1, 'the reconnected player\'s first view is of the stored move');
  assert.equal(backView.seat, other.seat.seat);
  for (const p of [ann, bob, watcher, late, back]) await p.leave();
});
