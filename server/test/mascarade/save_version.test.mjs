// Tables stored by an older server replay as they were played. Save version 2
// made the seed draw Mascarade's opening seat (version 1: seat 0 always
// opened), so a table recorded under version 1 holds actions that are only
// legal with seat 0 opening. Here a data folder written by the previous
// server (its schema had no save_version column) holds such a table: the
// server must add the column, read the table as version 1, replay it, and
// let its bots finish it; a table created now is stored as version 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadEngine } from '../../src/engine.mjs';
import { SAVE_VERSION } from '../../src/store.mjs';
import { startServer, tempDir } from '../harness.mjs';
import { Player, api } from '../client.mjs';

// The tables table exactly as the server before save_version created it.
const OLD_TABLES = `CREATE TABLE tables (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, variant TEXT NOT NULL,
  seed TEXT NOT NULL, bots TEXT NOT NULL, started INTEGER NOT NULL DEFAULT 0,
  creator INTEGER NOT NULL DEFAULT -1, created_at BIGINT NOT NULL)`;

const saveOf = (version, seed, actions) => ({
  format: 'tabula-save', version, game: 'mascarade',
  options: { players: 4, variant: '', settings: {} }, seed, actions, table: {},
});

test('a Mascarade table stored under save version 1 replays with seat 0 opening and plays on', async () => {
  const engine = await loadEngine();
  // A seed whose version-2 game opens at another seat than 0.
  let seed = null;
  for (let s = 1; s < 50 && seed === null; ++s) {
    const r = engine.restore(saveOf(2, String(s), []));
    if (engine.status(r.handle).current !== 0) seed = String(s);
    engine.free(r.handle);
  }
  assert.ok(seed, 'some seed opens elsewhere than seat 0 under version 2');

  // Twelve moves of a version-1 game: seat 0 opens.
  const r = engine.restore(saveOf(1, seed, []));
  assert.equal(engine.status(r.handle).current, 0, 'version 1 opens at seat 0');
  const actions = [];
  while (actions.length < 12) {
    const cur = engine.status(r.handle).current;
    const v = engine.view(r.handle, cur);
    const text = v.legal[actions.length % v.legal.length];
    assert.ok(engine.act(r.handle, cur, text).ok);
    actions.push({ seat: cur, text });
  }
  const logV1 = engine.view(r.handle, -1).observation.log;
  engine.free(r.handle);
  // The same actions do not replay under version 2 (else this test proves nothing).
  assert.equal(engine.restore(saveOf(2, seed, actions.map((a) => a.text))).ok, false);

  // The previous server's data folder: old schema, the table started, bots only.
  const data = tempDir();
  const db = new Database(path.join(data, 'tables.sqlite3'));
  db.exec(OLD_TABLES);
  db.exec('CREATE TABLE seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL, PRIMARY KEY (table_id, seat))');
  db.exec('CREATE TABLE actions (table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (table_id, idx))');
  const id = 'a'.repeat(32);
  db.prepare('INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, 'mascarade', 4, '', seed, JSON.stringify(['easy', 'easy', 'easy', 'easy']), 1, -1, Date.now());
  actions.forEach((a, i) => db.prepare('INSERT INTO actions VALUES (?, ?, ?, ?)').run(id, i, a.seat, a.text));
  db.close();

  const server = await startServer({ env: { TABULA_DATA: data } });
  try {
    const info = await api(server.base, 'GET', `/online/tables/${id}`);
    assert.equal(info.json?.ok, true, `the old table opens: ${JSON.stringify(info.json)}\n${server.log()}`);
    const watcher = await new Player(server.base).join(id, { spectate: true });
    const end = await watcher.until((v) => v.over, 120000);
    assert.deepEqual(end.observation.log.slice(0, logV1.length), logV1, 'the recorded moves are the ones replayed');
    await watcher.leave();

    // A table created now is stored as the current version.
    const c = await api(server.base, 'POST', '/online/tables', { game: 'mascarade', players: 4, bots: [null, 'easy', 'easy', 'easy'] });
    assert.equal(c.json?.ok, true);
    const check = new Database(path.join(data, 'tables.sqlite3'), { readonly: true });
    const rows = check.prepare('SELECT id, save_version FROM tables').all();
    check.close();
    assert.deepEqual(Object.fromEntries(rows.map((x) => [x.id, x.save_version])), { [id]: 1, [c.json.table]: SAVE_VERSION });
  } finally {
    await server.stop();
  }
});
