// Nobody can swamp the bots (the audit's H4): 30 bots-only hard tables
// opened through the public API (POST, GET, and watched as far as this
// address may) leave a person's bot answer at another table within 2x of
// what it was on the idle server. Tables nobody watches do not play at all;
// watched ones play at a pace people can follow and never take the last bot
// thread. Also: a bot thread gets a table's delta, not the whole save.
// Prints the answer times (median and 90th percentile) idle and under load.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer } from './harness.mjs';
import { Player, api, createTable } from './client.mjs';
import { BotPool } from '../src/bots.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The person plays `n` moves; each sample is the time from its action to
// its next turn divided by the bot moves in between (a bot's answer, as the
// person waits for it). Moves the person makes twice in a row are skipped.
async function answers(p, n, into) {
  for (let i = 0; i < n;) {
    const v = await p.until((v) => v.legal.length > 0 || v.over, 60000);
    if (v.over) return false;
    const t0 = performance.now();
    p.send('act', { text: v.legal[(v.move * 7 + i) % v.legal.length] });
    const w = await p.until((w) => w.move > v.move && (w.legal.length > 0 || w.over), 60000);
    const bots = w.move - v.move - 1;
    if (bots > 0) { into.push((performance.now() - t0) / bots); i++; }
  }
  return true;
}
const summary = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return { median: s[s.length >> 1], p90: s[Math.floor(s.length * 0.9)], n: s.length };
};

test('30 bots-only hard tables leave a person\'s bot answer within 2x', async () => {
  // The attack's tables, through the public API only: created and opened.
  const tables = [];
  for (let i = 0; i < 30; i++) {
    const r = await api(server.base, 'POST', '/online/tables', { game: 'shakespeare', players: 4, bots: ['hard', 'hard', 'hard', 'hard'] });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    tables.push(r.json.table);
  }
  for (const t of tables) assert.equal((await api(server.base, 'GET', `/online/tables/${t}`)).json.ok, true);

  // A person against a hard bot; its game goes on through idle and loaded
  // rounds in turn, so both see the same stages of the game. (Created
  // paced: the attack used this address's burst of table creations.)
  const c = await createTable(server.base, { game: 'shakespeare', players: 2, bots: [null, 'hard'] });
  assert.equal(c.json?.ok, true, JSON.stringify(c.json));
  const person = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  const idle = [];
  const loaded = [];
  let watchers = [];
  let refused = 0;
  const watched = new Set();
  for (let round = 0; round < 3; round++) {
    if (!(await answers(person, 5, idle))) break;
    // Loaded: watch every table this address may watch (the rest refused).
    refused = 0;
    for (const t of tables) {
      try { watchers.push(await new Player(server.base).join(t, { spectate: true })); watched.add(t); } catch (e) {
        assert.match(e.message, /too many tables watched/);
        refused += 1;
      }
    }
    assert.ok(refused > 0, 'one address cannot watch them all');
    await sleep(500);
    const going = await answers(person, 5, loaded);
    for (const w of watchers) await w.leave();
    watchers = [];
    if (!going) break;
  }
  await person.leave();
  const fmt = (x) => `median ${x.median.toFixed(0)} ms, p90 ${x.p90.toFixed(0)} ms (${x.n} answers)`;
  const [i, l] = [summary(idle), summary(loaded)];
  console.log(`# a person's bot answer (Shakespeare, hard): idle ${fmt(i)}; with 30 bots-only hard tables, ${30 - refused} watched: ${fmt(l)}`);

  // Only watched tables played.
  const db = new Database(path.join(server.data, 'tables.sqlite3'), { readonly: true });
  const count = db.prepare('SELECT count(*) AS n FROM actions WHERE table_id = ?');
  let played = 0;
  for (const t of tables) {
    const n = count.get(t).n;
    if (watched.has(t)) played += n > 0 ? 1 : 0; else assert.equal(n, 0, 'a table nobody watches does not play');
  }
  db.close();
  assert.ok(played > 0, 'watched tables play');
  assert.ok(l.n >= 5 && i.n >= 5, 'enough answers measured');
  assert.ok(l.median <= 2 * i.median, `loaded ${l.median.toFixed(0)} ms > 2 x idle ${i.median.toFixed(0)} ms`);
});

test('a bot thread gets the table\'s delta, not the whole save', async () => {
  const pool = new BotPool(2);
  const sent = [];
  for (const w of pool.workers) {
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => { sent.push(m); post(m); };
  }
  const record = { id: 'delta-test-table-0001', game: 'mykerinos', players: 2, variant: '', seed: '77', saveVersion: 2, bots: ['hard', 'hard'], actions: [] };
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
    const a = { id: 'affinity-table-a', game: 'mykerinos', players: 2, variant: '', seed: '5', saveVersion: 2, bots: ['easy', 'easy'], actions: [] };
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
