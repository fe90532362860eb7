// The stores send the moves of one turn of the event loop together (SQLite:
// one message to the writer thread, one commit; PostgreSQL: one statement):
// each move still succeeds or fails alone, and every PostgreSQL row is
// still fenced by its own table's lease.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { PostgresStore, SqliteStore } from '../src/store.mjs';
import { tempDir } from './harness.mjs';
import { missingServices, startPostgres } from './services.mjs';
import { gameFor } from './any_game.mjs';

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
let postgres;
before(async () => { if (!skip) postgres = await startPostgres(); });
after(async () => { await postgres?.stop(); });

const game = gameFor(4).name;
const table = (id) => ({ id, game, players: 4, variant: '', seed: '1', bots: [null, null, null, null], started: true });
const settled = (ps) => Promise.allSettled(ps).then((rs) => rs.map((r) => (r.status === 'fulfilled' ? 'ok' : r.reason.leaseLost ? 'lease' : /UNIQUE|duplicate key/i.test(r.reason.message) ? 'duplicate' : r.reason.message)));

for (const kind of ['sqlite', 'postgres']) {
  test(`${kind}: moves sent in one turn are stored together, each refused alone`, { skip: kind === 'postgres' && skip }, async () => {
    const store = kind === 'sqlite' ? await SqliteStore.open(tempDir()) : await PostgresStore.open(postgres.url);
    try {
      for (const id of ['a', 'b', 'c']) await store.createTable(table(id));
      // One turn: three tables' first moves.
      assert.deepEqual(await settled([store.append('a', 0, 0, 'x'), store.append('b', 0, 0, 'y'), store.append('c', 0, 0, 'z')]), ['ok', 'ok', 'ok']);
      // One turn: a move already stored (another process's room wrote it)
      // among two new ones: only it is refused.
      assert.deepEqual(await settled([store.append('a', 1, 1, 'x1'), store.append('b', 0, 1, 'again'), store.append('c', 1, 1, 'z1')]), ['ok', 'duplicate', 'ok']);
      if (kind === 'postgres') {
        // Fenced by the lease, row by row: c is held by another owner.
        assert.equal(await store.claim('a', 'me', 10000), true);
        assert.equal(await store.claim('c', 'other', 10000), true);
        assert.deepEqual(await settled([store.append('a', 2, 0, 'x2', 'me'), store.append('c', 2, 0, 'z2', 'me')]), ['ok', 'lease']);
      }
      const a = await store.load('a');
      const b = await store.load('b');
      const c = await store.load('c');
      assert.deepEqual(a.actions, kind === 'postgres' ? ['x', 'x1', 'x2'] : ['x', 'x1']);
      assert.deepEqual(b.actions, ['y']);
      assert.deepEqual(c.actions, ['z', 'z1']);
    } finally {
      await store.close();
    }
  });
}

// rooms.mjs renews all of a process's leases in one statement every
// RENEW_MS (a timer and a query per room made a thousand tables 400 queries
// a second): each lease is renewed or lost alone.
test('postgres: one statement renews every lease of an owner; one another owner holds is not its', { skip }, async () => {
  const store = await PostgresStore.open(postgres.url);
  try {
    for (const id of ['r1', 'r2', 'r3']) assert.equal(await store.claim(id, 'me', 60000), true);
    assert.equal(await store.claim('r4', 'other', 60000), true);
    // r5 has no lease yet: renewing takes it (free).
    const mine = await store.renewMany(['r3', 'r1', 'r4', 'r2', 'r5'], 'me', 60000);
    assert.deepEqual([...mine].sort(), ['r1', 'r2', 'r3', 'r5']);
    // An expired lease of another owner is taken over, like claim().
    assert.equal(await store.claim('r6', 'other', 1), true);
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual([...(await store.renewMany(['r6', 'r4'], 'me', 60000))], ['r6']);
    const { rows } = await store.pool.query("SELECT table_id, owner FROM leases WHERE table_id LIKE 'r%' ORDER BY table_id");
    assert.deepEqual(rows.map((r) => `${r.table_id}:${r.owner}`), ['r1:me', 'r2:me', 'r3:me', 'r4:other', 'r5:me', 'r6:me']);
  } finally {
    await store.close();
  }
});
