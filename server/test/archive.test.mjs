// Tables idle for 30 days are archived (src/archive.mjs): kept in the store,
// their room closed (no engine table, no memory); a seat token brings the
// table back where it was. The server's clock is moved on through
// TABULA_CLOCK_SKEW_FILE (an injected clock), never waited for.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'colyseus.js';
import { startServer, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 2 seats: archiving is the same for every game.
const GAME = gameFor(2).name;

const DAY = 24 * 3600 * 1000;
let server;
let skewFile;
before(async () => {
  skewFile = path.join(tempDir(), 'skew');
  fs.writeFileSync(skewFile, '0');
  server = await startServer({ env: { TABULA_CLOCK_SKEW_FILE: skewFile, TABULA_ARCHIVE_SWEEP_MS: '100' } });
});
after(() => server?.stop());

// The server's clock `days` on; then long enough for several sweeps.
async function daysLater(days) {
  fs.writeFileSync(skewFile, String(Math.round(days * DAY)));
  await new Promise((r) => setTimeout(r, 800));
}
function stored(table) {
  const db = new Database(path.join(server.data, 'tables.sqlite3'), { readonly: true });
  try {
    return {
      archivedAt: db.prepare('SELECT archived_at FROM tables WHERE id = ?').get(table).archived_at,
      actions: db.prepare('SELECT count(*) AS n FROM actions WHERE table_id = ?').get(table).n,
    };
  } finally { db.close(); }
}
// Plays `n` moves (whoever is to act plays its first legal action).
async function play(players, n) {
  await Promise.all(players.map((p) => p.until((v) => v.started, 20000)));
  for (let k = 0; k < n; k++) {
    const move = Math.max(...players.map((p) => p.view.move));
    const actor = await Promise.any(players.map((p) => p.until((v) => v.move === move && v.legal.length > 0, 20000).then(() => p)));
    actor.send('act', { text: actor.view.legal[0] });
    await Promise.all(players.map((p) => p.until((v) => v.move > move, 20000)));
  }
}
const closed = (p) => new Promise((resolve) => p.room.onLeave((code) => resolve(code)));

test('a table idle for 30 days is archived (kept in the store, no room) and its seat token reopens it where it was', { timeout: 90000 }, async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null] });
  assert.equal(c.json.ok, true);
  const table = c.json.table;
  const ann = await new Player(server.base).join(table, { name: 'Ann' });
  const bob = await new Player(server.base).join(table, { name: 'Bob' });
  await play([ann, bob], 3);
  const move = ann.view.move;
  const annLeft = closed(ann);
  const bobLeft = closed(bob);

  // 29 days idle: nothing happens.
  await daysLater(29);
  assert.equal(ann.room.connection.isOpen, true, 'a table idle 29 days keeps its room');
  assert.equal(stored(table).archivedAt, null);

  // 31 days idle: archived. Everyone is told (code 4011), the store keeps
  // every action and marks the table, and there is no room to join.
  await daysLater(31);
  assert.equal(await annLeft, 4011);
  assert.equal(await bobLeft, 4011);
  const s = stored(table);
  assert.equal(s.actions, move);
  assert.ok(s.archivedAt > Date.now() + 30 * DAY, `archived at the injected clock's time (${s.archivedAt})`);
  await assert.rejects(new Client(server.base.replace(/^http/, 'ws')).joinById(table, { token: ann.seat.token }),
                       'an archived table has no room: joining its room id directly fails');

  // Ann comes back with her token (the page asks GET /online/tables/:table
  // first): the table reopens from the store at the same move, in her seat.
  const back = await new Player(server.base).join(table, { token: ann.seat.token });
  const v = await back.until((v) => v.move === move, 20000);
  assert.equal(v.seat, ann.seat.seat);
  assert.equal(stored(table).archivedAt, null, 'reopened: no longer marked archived');
  const bobBack = await new Player(server.base).join(table, { token: bob.seat.token });
  await play([back, bobBack], 2);
  assert.equal(stored(table).actions, move + 2, 'play goes on after the archive');

  // Being back counts as activity: 29 days after it, still open.
  await daysLater(31 + 29);
  assert.equal(back.room.connection.isOpen, true);
  await back.leave();
  await bobBack.leave();
});
