// Where a table's clock lives (issue 24 §3): its pace and stand-in level,
// when it started, the move whose 3/4 reminder was sent, and the seats a
// bot stands in for. Everything else a clock needs follows from the stored
// moves' times (`actions.at`), so a restart loses no time; "reminder sent"
// and "stand-in since" are written before they take effect, so a restart
// fires nothing twice. `late` counts each seat's late turns in a row
// ({seat: n}, clock.mjs LATE_TURNS), written with the stand-in. SQLite: a file of its own beside the tables
// (clocks.sqlite3; these writes never wait behind the moves' writer
// thread), synchronous=NORMAL: a commit survives kill -9 and any crash of
// the server, only a power cut may lose the last ones (then a reminder may
// go twice, or a stand-in be decided again: the deadline has still passed).
// With FULL each write waited for an fsync on the main thread: 100
// stand-ins falling due at once took 11 s only to be written (issue 31 §3).
// PostgreSQL: a table in the same database.
import fs from 'node:fs';
import path from 'node:path';
import { privateFile } from './private_file.mjs';

const SCHEMA = `CREATE TABLE IF NOT EXISTS clocks (
  table_id TEXT PRIMARY KEY, pace TEXT NOT NULL, level TEXT NOT NULL,
  started_at BIGINT, reminded INTEGER NOT NULL DEFAULT -1,
  standin TEXT NOT NULL DEFAULT '[]', over INTEGER NOT NULL DEFAULT 0)`;
// Each seat's late turns in a row (issue 34 §12). A row written before this
// column existed starts with none: its stand-ins then play the late turn
// only, as the new rule says.
const ADD_LATE = "ALTER TABLE clocks ADD COLUMN late TEXT NOT NULL DEFAULT '{}'";

// When the next thing is due at the table (its reminder, its deadline, or
// now: a stand-in's or a waited-for bot's move), written by the room that
// ticks it at each change; NULL when nothing is (a bots-only table, an
// archived one). The sweeper asks for the rows due by now through its index
// (issue 31 §3), not for every running clock. A row written before this
// column existed starts at 0: looked at once, then kept by its room.
const ADD_DUE = 'ALTER TABLE clocks ADD COLUMN due_at BIGINT';
const DUE_INDEX = 'CREATE INDEX IF NOT EXISTS clocks_due ON clocks (due_at)';
const DUE_NOW = 'UPDATE clocks SET due_at = 0 WHERE due_at IS NULL AND over = 0 AND started_at IS NOT NULL';

const row = (r) => r && {
  table: r.table_id, pace: r.pace, level: r.level,
  startedAt: r.started_at == null ? null : Number(r.started_at),
  reminded: Number(r.reminded), standin: JSON.parse(r.standin), late: JSON.parse(r.late ?? '{}'), over: Number(r.over) !== 0,
  lastAt: r.last_at == null ? null : Number(r.last_at), moves: r.moves == null ? 0 : Number(r.moves),
  dueAt: r.due_at == null ? null : Number(r.due_at),
};

class SqliteClockStore {
  constructor(db, tables) {
    const p = (s) => db.prepare(s);
    this.db = db;
    this.q = {
      create: p('INSERT INTO clocks (table_id, pace, level, started_at) VALUES (?, ?, ?, ?)'),
      get: p('SELECT * FROM clocks WHERE table_id = ?'),
      started: p('UPDATE clocks SET started_at = ?, due_at = ? WHERE table_id = ? AND started_at IS NULL'),
      remind: p('UPDATE clocks SET reminded = ? WHERE table_id = ? AND reminded < ?'),
      standin: p('UPDATE clocks SET standin = ? WHERE table_id = ?'),
      standinLate: p('UPDATE clocks SET standin = ?, late = ? WHERE table_id = ?'),
      over: p('UPDATE clocks SET over = 1 WHERE table_id = ?'),
      running: p('SELECT * FROM clocks WHERE over = 0 AND started_at IS NOT NULL'),
      setDue: p('UPDATE clocks SET due_at = ? WHERE table_id = ?'),
      due: p('SELECT * FROM clocks WHERE due_at <= ? AND over = 0 AND started_at IS NOT NULL ORDER BY due_at LIMIT ?'),
    };
    // The last move of a table, from the tables' own file (read only here).
    this.last = tables.prepare('SELECT idx, at FROM actions WHERE table_id = ? ORDER BY idx DESC LIMIT 1');
  }
  async create(id, pace, level, startedAt) { this.q.create.run(id, pace, level, startedAt); }
  async get(id) { return row(this.q.get.get(id)); }
  async started(id, at) { this.q.started.run(at, at, id); }
  // True when this call took the reminder of move `move` (nobody had).
  async claimReminder(id, move) { return this.q.remind.run(move, id, move).changes === 1; }
  // `late` ({seat: n}): written in the same update; undefined: left as it is.
  async setStandin(id, seats, late) {
    if (late === undefined) this.q.standin.run(JSON.stringify(seats), id);
    else this.q.standinLate.run(JSON.stringify(seats), JSON.stringify(late), id);
  }
  async ended(id) { this.q.over.run(id); }
  // The clocks running, each with its table's last move (time, count).
  async running() {
    return this.q.running.all().map((r) => {
      const l = this.last.get(r.table_id);
      return row({ ...r, last_at: l ? l.at : null, moves: l ? l.idx + 1 : 0 });
    });
  }
  async setDue(id, at) { this.q.setDue.run(at, id); }
  // The clocks due by `at` (index on due_at), soonest first, with their last move.
  async due(at, limit) {
    return this.q.due.all(at, limit).map((r) => {
      const l = this.last.get(r.table_id);
      return row({ ...r, last_at: l ? l.at : null, moves: l ? l.idx + 1 : 0 });
    });
  }
  async close() { this.db.close(); }
}

class PostgresClockStore {
  constructor(pool) { this.pool = pool; }
  async create(id, pace, level, startedAt) {
    await this.pool.query('INSERT INTO clocks (table_id, pace, level, started_at) VALUES ($1, $2, $3, $4)', [id, pace, level, startedAt]);
  }
  async get(id) { return row((await this.pool.query('SELECT * FROM clocks WHERE table_id = $1', [id])).rows[0]); }
  async started(id, at) { await this.pool.query('UPDATE clocks SET started_at = $1, due_at = $1 WHERE table_id = $2 AND started_at IS NULL', [at, id]); }
  async claimReminder(id, move) {
    return (await this.pool.query('UPDATE clocks SET reminded = $1 WHERE table_id = $2 AND reminded < $1', [move, id])).rowCount === 1;
  }
  async setStandin(id, seats, late) {
    if (late === undefined) await this.pool.query('UPDATE clocks SET standin = $1 WHERE table_id = $2', [JSON.stringify(seats), id]);
    else await this.pool.query('UPDATE clocks SET standin = $1, late = $2 WHERE table_id = $3', [JSON.stringify(seats), JSON.stringify(late), id]);
  }
  async ended(id) { await this.pool.query('UPDATE clocks SET over = 1 WHERE table_id = $1', [id]); }
  async running() {
    const { rows } = await this.pool.query(
      `SELECT c.*, a.at AS last_at, a.idx + 1 AS moves FROM clocks c
       LEFT JOIN LATERAL (SELECT idx, at FROM actions WHERE table_id = c.table_id ORDER BY idx DESC LIMIT 1) a ON true
       WHERE c.over = 0 AND c.started_at IS NOT NULL`);
    return rows.map(row);
  }
  async setDue(id, at) { await this.pool.query('UPDATE clocks SET due_at = $1 WHERE table_id = $2', [at, id]); }
  async due(at, limit) {
    const { rows } = await this.pool.query(
      `SELECT c.*, a.at AS last_at, a.idx + 1 AS moves FROM (SELECT * FROM clocks WHERE due_at <= $1 AND over = 0 AND started_at IS NOT NULL ORDER BY due_at LIMIT $2) c
       LEFT JOIN LATERAL (SELECT idx, at FROM actions WHERE table_id = c.table_id ORDER BY idx DESC LIMIT 1) a ON true ORDER BY c.due_at`, [at, limit]);
    return rows.map(row);
  }
  async close() {}
}

// `store`: the tables' store (store.mjs); `dir`: the data folder.
export async function openClockStore(store, dir) {
  if (store.kind === 'postgres') {
    await store.pool.query(SCHEMA);
    const had = (await store.pool.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'clocks' AND column_name = 'due_at'")).rowCount > 0;
    if (!had) {
      await store.pool.query(ADD_DUE.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
      await store.pool.query(DUE_NOW);
    }
    await store.pool.query(DUE_INDEX);
    const hasLate = (await store.pool.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'clocks' AND column_name = 'late'")).rowCount > 0;
    if (!hasLate) await store.pool.query(ADD_LATE.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    return new PostgresClockStore(store.pool);
  }
  const { default: Database } = await import('better-sqlite3');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(privateFile(path.join(dir, 'clocks.sqlite3')));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  if (!db.prepare('PRAGMA table_info(clocks)').all().some((c) => c.name === 'due_at')) {
    db.exec(ADD_DUE);
    db.exec(DUE_NOW);
  }
  db.exec(DUE_INDEX);
  if (!db.prepare('PRAGMA table_info(clocks)').all().some((c) => c.name === 'late')) db.exec(ADD_LATE);
  return new SqliteClockStore(db, store.db);
}
