// The SQLite store's writer thread. An fsync on a busy disk takes from a few
// to tens of milliseconds; done on the main thread it would stall every
// table. Here writes that arrive together are committed together (group
// commit: one transaction, one fsync), each in its own savepoint so one
// refused write (say, a duplicate action index) fails alone.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { SAVE_VERSION, SYNC } from './store.mjs';
import { sqliteOps as rematchOps } from './rematch_store.mjs';
import { SCHEMA as LEAVES, sqliteOps as leaveOps } from './leave_store.mjs';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${SYNC}`);
db.pragma('busy_timeout = 5000');
// The checkpointer (a second thread, same file): copies the WAL into the
// database every CHECKPOINT_MS without blocking the writer (PASSIVE), so
// no commit pays for a checkpoint; the writer's automatic one is off.
const CHECKPOINT_MS = 1000;
if (workerData.role === 'checkpoint') {
  setInterval(() => {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { console.error(`[store] checkpoint: ${e.message}`); }
  }, CHECKPOINT_MS);
} else {
  db.pragma('wal_autocheckpoint = 0');
}
const q = {
  insertTable: db.prepare(`INSERT INTO tables (id, game, players, variant, seed, bots, started, created_at, save_version)
                           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  takeSeat: db.prepare('INSERT INTO seats (table_id, seat, name, token_hash) VALUES (?, ?, ?, ?)'),
  creator: db.prepare('UPDATE tables SET creator = ? WHERE id = ? AND creator = -1'),
  start: db.prepare('UPDATE tables SET started = 1 WHERE id = ?'),
  append: db.prepare('INSERT INTO actions (table_id, idx, seat, text, at) VALUES (?, ?, ?, ?, ?)'),
  archive: db.prepare('UPDATE tables SET archived_at = ? WHERE id = ?'),
};
const ops = {
  createTable: (t) => q.insertTable.run(t.id, t.game, t.players, t.variant, t.seed, JSON.stringify(t.bots), t.started ? 1 : 0, Date.now(), SAVE_VERSION),
  takeSeat: (id, seat, name, hash) => { q.takeSeat.run(id, seat, name, hash); q.creator.run(seat, id); },
  start: (id) => q.start.run(id),
  append: (id, idx, seat, text, at) => q.append.run(id, idx, seat, text, at ?? Date.now()),
  archive: (id, at) => q.archive.run(at, id),
};
Object.assign(ops, rematchOps(db)); // "Play again" (rematch_store.mjs)
db.exec(LEAVES); // left seats (leave_store.mjs): before its statements are prepared
Object.assign(ops, leaveOps(db));

// Tests and the benchmark only: each commit takes this long more, a slow
// disk's fsync (issue 31 §5: joins must wait, not fail, behind it).
const DELAY_MS = Number(process.env.TABULA_STORE_DELAY_MS) || 0;
const sleeper = DELAY_MS ? new Int32Array(new SharedArrayBuffer(4)) : null;

let batch = [];
function flush() {
  const jobs = batch;
  batch = [];
  const replies = [];
  if (DELAY_MS) Atomics.wait(sleeper, 0, 0, DELAY_MS);
  try {
    db.transaction(() => {
      for (const j of jobs) {
        try {
          db.transaction(() => ops[j.op](...j.args))(); // a savepoint
          replies.push({ id: j.id, ok: true });
        } catch (e) {
          replies.push({ id: j.id, ok: false, error: e.message });
        }
      }
    })();
  } catch (e) {
    for (const r of replies) if (r.ok) Object.assign(r, { ok: false, error: e.message });
  }
  parentPort.postMessage(replies);
}
if (workerData.role !== 'checkpoint') {
  parentPort.on('message', (jobs) => {
    if (!batch.length) setImmediate(flush);
    batch.push(...jobs);
  });
}
