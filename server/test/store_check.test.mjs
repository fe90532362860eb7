// A damaged SQLite store is found at start (PRAGMA quick_check) and named in
// one line, and the server's own errors are never buried under the engine
// module's minified source (the audit's L findings: a garbage file stopped
// start-up with the message after 15 KB of engine code; two damaged pages
// started "healthy" while some tables answered 500).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, tempDir } from './harness.mjs';
import { enginePath } from '../src/engine.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 2 seats, for the rows written by hand.
const GAME = gameFor(2).name;

async function startFails(data) {
  try {
    const s = await startServer({ env: { TABULA_DATA: data } });
    await s.stop();
  } catch (e) {
    return String(e.message).replace(/^server exited: /, '');
  }
  assert.fail('the server started on a damaged store');
}

test('a file that is not a database: one line, and no start', async () => {
  const data = tempDir();
  fs.writeFileSync(path.join(data, 'tables.sqlite3'), Buffer.alloc(64 * 1024, 'not a database '));
  const log = await startFails(data);
  const lines = log.trim().split('\n');
  assert.equal(lines.length, 1, log.slice(0, 2000));
  assert.match(lines[0], /^\[tabula\] cannot start: the SQLite store .*tables\.sqlite3 is damaged or unreadable \(.+\); restore it from a backup/);
});

test('two damaged pages in a store of 40 tables: found at start', async () => {
  const data = tempDir();
  const file = path.join(data, 'tables.sqlite3');
  // A store like the server writes (its own schema, made by a first start).
  const s = await startServer({ env: { TABULA_DATA: data } });
  await s.stop();
  const db = new Database(file);
  db.pragma('journal_mode = DELETE');
  const insertTable = db.prepare(`INSERT INTO tables (id, game, players, variant, seed, bots, created_at) VALUES (?, '${GAME}', 2, '', '1', '[null,null]', 0)`);
  const insertAction = db.prepare('INSERT INTO actions (table_id, idx, seat, text) VALUES (?, ?, 0, ?)');
  db.transaction(() => {
    for (let t = 0; t < 40; t++) {
      const id = `table-${String(t).padStart(16, '0')}`;
      insertTable.run(id);
      for (let i = 0; i < 150; i++) insertAction.run(id, i, `take ${i} from the quarry of table ${t}`);
    }
  })();
  db.close();
  const pageSize = 4096;
  const pages = fs.statSync(file).size / pageSize;
  assert.ok(pages > 20, `the store has ${pages} pages`);
  const fd = fs.openSync(file, 'r+');
  for (const page of [Math.floor(pages / 3), Math.floor((2 * pages) / 3)]) fs.writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, page * pageSize);
  fs.closeSync(fd);
  const log = await startFails(data);
  assert.equal(log.trim().split('\n').length, 1, log.slice(0, 2000));
  assert.match(log, /is damaged or unreadable/);
});

test('an uncaught error after the engine is loaded prints the error, not the engine', () => {
  const script = `
    import { loadEngine } from ${JSON.stringify(path.resolve('src/engine.mjs'))};
    await loadEngine(${JSON.stringify(enginePath())});
    setTimeout(() => { throw new Error('the server\\'s own failure'); }, 10);`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30000 });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /the server's own failure/);
  assert.ok(r.stderr.length < 3000, `stderr is ${r.stderr.length} characters: ${r.stderr.slice(0, 300)}`);
  assert.doesNotMatch(r.stderr, /createTabulaTables|tabula_tables\.js/);
});
