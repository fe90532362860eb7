// The bots' threads (the audit's H4): a bot thread gets a table's delta, not
// the whole save, and a table's decision waits a while for the thread that
// has it replayed. (That nobody can swamp the bots, measured at one game's
// hard tables: server/test/<game>/bots_fair.test.mjs.)
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { BotPool } from '../src/bots.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 2 seats: the threads treat every game alike.
const GAME = gameFor(2).name;

// A server running beside the pools, as in the whole file these tests come
// from: its child process keeps the event loop alive while the pools' (unref'd)
// worker threads decide.
let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

test('a bot thread gets the table\'s delta, not the whole save', async () => {
  const pool = new BotPool(2);
  const sent = [];
  for (const w of pool.workers) {
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => { sent.push(m); post(m); };
  }
  const record = { id: 'delta-test-table-0001', game: GAME, players: 2, variant: '', seed: '77', saveVersion: 2, bots: ['hard', 'hard'], actions: [] };
  try {
    for (let i = 0; i < 8; i++) {
      const d = await pool.decide({ table: record.id, record, level: 'hard' });
      assert.equal(d.ok, true, d.reason);
      assert.equal(d.move, record.actions.length);
      record.actions.push(d.text);
    }
  } finally {
    await pool.close();
  }
  assert.ok(sent[0].save, 'the first decision brings the save');
  for (const m of sent.slice(1)) {
    assert.equal(m.save, undefined, 'later decisions bring no save');
    assert.equal(m.actions.length, 1, 'only the action since the last decision');
  }
});

// A table's decision waits for the thread that has it replayed (it is sent
// the delta) rather than taking the free thread, which would replay the
// whole save; after the wait (affinityMs) it takes the free one.
for (const [affinityMs, waits] of [[60000, true], [0, false]]) {
  test(`a decision ${waits ? 'waits for its table\'s thread' : 'takes a free thread once it has waited affinityMs'} (affinityMs ${affinityMs})`, async () => {
    const pool = new BotPool(2, { affinityMs });
    const sent = [];
    pool.workers.forEach((w, i) => {
      const post = w.postMessage.bind(w);
      w.postMessage = (m) => { sent.push({ thread: i, ...m }); post(m); };
    });
    const a = { id: 'affinity-table-a', game: GAME, players: 2, variant: '', seed: '5', saveVersion: 2, bots: ['easy', 'easy'], actions: [] };
    const b = { ...a, id: 'affinity-table-b', seed: '6' };
    let first;
    try {
      first = await pool.decide({ table: a.id, record: a, level: 'easy' });
      a.actions.push(first.text);
      // b (new) takes a's thread, the first free one; a's next decision is
      // asked while that thread is busy and the other one is free.
      await Promise.all([pool.decide({ table: b.id, record: b, level: 'easy' }), pool.decide({ table: a.id, record: a, level: 'easy' })]);
    } finally {
      await pool.close();
    }
    const [firstA, toB, secondA] = sent;
    assert.equal(toB.table, b.id);
    assert.equal(toB.thread, firstA.thread, 'b took the first free thread, a\'s');
    assert.equal(secondA.table, a.id);
    if (waits) {
      assert.equal(secondA.thread, firstA.thread, 'a waited for its own thread');
      assert.equal(secondA.save, undefined, 'and was sent the delta');
      assert.deepEqual(secondA.actions, [first.text]);
    } else {
      assert.notEqual(secondA.thread, firstA.thread, 'a took the free thread');
      assert.ok(secondA.save, 'with the whole save');
    }
  });
}
