// Where tables live: every accepted action is written (and, for SQLite,
// fsynced) before anyone is told of it. Two stores with one interface:
// SQLite in TABULA_DATA (embedded default) and PostgreSQL when
// TABULA_DATABASE_URL is set. All methods are async so the room code is the
// same for both. An action's (table, index) is a primary key: two processes
// can never both append move n to one table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { privateFile } from './private_file.mjs';

// TABULA_SYNC=full (default): a commit is fsynced before anyone is told;
// it survives a power cut. normal: written to the OS (survives kill -9 and
// any crash of this process, not a power cut), without waiting on the disk.
export const SYNC = (process.env.TABULA_SYNC || 'full').toLowerCase() === 'normal' ? 'NORMAL' : 'FULL';

// An error at start-up that the server prints as one line and exits on.
export class StartError extends Error {}

export function dataDir() {
  if (process.env.TABULA_DATA) return process.env.TABULA_DATA;
  const state = process.env.XDG_STATE_HOME || path.join(os.homedir(), '.local/state');
  return path.join(state, 'tabula');
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS tables (
     id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, variant TEXT NOT NULL,
     seed TEXT NOT NULL, bots TEXT NOT NULL, started INTEGER NOT NULL DEFAULT 0,
     creator INTEGER NOT NULL DEFAULT -1, created_at BIGINT NOT NULL,
     save_version INTEGER NOT NULL DEFAULT 1)`,
  `CREATE TABLE IF NOT EXISTS seats (
     table_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,
     PRIMARY KEY (table_id, seat))`,
  `CREATE TABLE IF NOT EXISTS actions (
     table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL,
     PRIMARY KEY (table_id, idx))`,
];

// Thrown when a write is refused because this process no longer holds the
// table's lease (another process owns its room now): the room must close.
export class LeaseLost extends Error {
  constructor(table) { super(`table ${table}: this process no longer holds its lease`); this.leaseLost = true; }
}
// Thrown when the store cannot be reached (database down): the action is
// refused with this reason and nothing is told.
export const UNAVAILABLE = 'the table could not be saved (the database is unavailable); try again';


// The save format a table's actions were recorded under (engine/core/save.h
// kSaveVersion when the table was created). The engine replays each version
// as it was played: a version-1 table of a game that always opened at seat 0 keeps it,
// where version 2 draws it from the seed. Tables stored before the column
// existed are version 1.
export const SAVE_VERSION = 2;
const ADD_SAVE_VERSION = 'ALTER TABLE tables ADD COLUMN save_version INTEGER NOT NULL DEFAULT 1';
// When the table was archived (archive.mjs: idle for 30 days), or NULL.
const ADD_ARCHIVED_AT = 'ALTER TABLE tables ADD COLUMN archived_at BIGINT';
// When each move was stored (ms since 1970, the storing process's clock):
// My tables' "time since the last move" and the clocks (issue 24). Moves
// stored before the column existed have none.
const ADD_ACTION_AT = 'ALTER TABLE actions ADD COLUMN at BIGINT';

function rowToRecord(row, seats, actions) {
  return {
    id: row.id,
    game: row.game,
    players: Number(row.players),
    variant: row.variant,
    seed: row.seed,
    saveVersion: Number(row.save_version ?? 1),
    bots: JSON.parse(row.bots),
    started: Number(row.started) !== 0,
    creator: Number(row.creator),
    seats: seats.map((s) => ({ seat: Number(s.seat), name: s.name, tokenHash: s.token_hash })),
    actions: actions.map((a) => a.text),
    archivedAt: row.archived_at == null ? null : Number(row.archived_at),
    // The last move's time, else the table's creation (a table not started).
    lastMoveAt: Number((actions.length && actions[actions.length - 1].at) || row.created_at) || 0,
  };
}

export class SqliteStore {
  static async open(dir = dataDir()) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { default: Database } = await import('better-sqlite3');
    const file = path.join(dir, 'tables.sqlite3');
    let db;
    try {
      db = new Database(privateFile(file));
      // A damaged file is found now, with one line saying which file and
      // what is wrong, rather than as 500s on some tables later.
      const check = db.pragma('quick_check', { simple: false }).map((r) => r.quick_check);
      if (check.length !== 1 || check[0] !== 'ok')
        throw new Error(`${check.slice(0, 3).join('; ')}${check.length > 3 ? ` (+${check.length - 3} more)` : ''}`);
    } catch (e) {
      db?.close();
      throw new StartError(`the SQLite store ${file} is damaged or unreadable (${String(e.message).replace(/\s+/g, ' ')}); restore it from a backup (see server/README.md, Back up)`);
    }
    // WAL + synchronous=FULL: a commit is on disk when it returns, and
    // readers (this thread, a backup) never block the writer.
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${SYNC}`);
    db.pragma('busy_timeout = 5000');
    for (const s of SCHEMA) db.exec(s);
    if (!db.prepare('PRAGMA table_info(tables)').all().some((c) => c.name === 'save_version')) db.exec(ADD_SAVE_VERSION);
    if (!db.prepare('PRAGMA table_info(tables)').all().some((c) => c.name === 'archived_at')) db.exec(ADD_ARCHIVED_AT);
    if (!db.prepare('PRAGMA table_info(actions)').all().some((c) => c.name === 'at')) db.exec(ADD_ACTION_AT);
    return new SqliteStore(db, file);
  }
  constructor(db, file) {
    this.kind = 'sqlite';
    this.where = file;
    this.db = db;
    this.q = {
      table: db.prepare('SELECT * FROM tables WHERE id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
      actions: db.prepare('SELECT text, at FROM actions WHERE table_id = ? ORDER BY idx'),
    };
    // Writes go to a thread of their own (sqlite_writer.mjs): group commit,
    // and the fsync never stalls this thread. The writes of one turn of the
    // event loop cross to it as one message and their answers come back as
    // one: two thread hops a batch, not two an action.
    this.writer = new Worker(new URL('./sqlite_writer.mjs', import.meta.url), { workerData: { file } });
    this.writer.unref();
    this.pending = new Map();
    this.outbox = [];
    this.nextId = 1;
    this.writer.on('message', (replies) => {
      for (const r of replies) {
        const p = this.pending.get(r.id);
        this.pending.delete(r.id);
        if (r.ok) p.resolve(); else p.reject(new Error(r.error));
      }
    });
    this.writer.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
    // WAL pages are copied into the database by a thread of their own
    // (sqlite_writer.mjs, role "checkpoint"): a commit never waits for a
    // checkpoint's writes and fsync.
    this.checkpointer = new Worker(new URL('./sqlite_writer.mjs', import.meta.url), { workerData: { file, role: 'checkpoint' } });
    this.checkpointer.unref();
  }
  write(op, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (!this.outbox.length) setImmediate(() => this.writer.postMessage(this.outbox.splice(0)));
      this.outbox.push({ id, op, args });
    });
  }
  createTable(t) { return this.write('createTable', t); }
  async load(id) {
    const row = this.q.table.get(id);
    if (!row) return null;
    return rowToRecord(row, this.q.seats.all(id), this.q.actions.all(id));
  }
  takeSeat(id, seat, name, tokenHash) { return this.write('takeSeat', id, seat, name, tokenHash); }
  start(id) { return this.write('start', id); }
  append(id, idx, seat, text, owner, at = Date.now()) { return this.write('append', id, idx, seat, text, at); }
  archive(id, at) { return this.write('archive', id, at); }
  unarchive(id) { return this.write('archive', id, null); }
  // One process owns an SQLite file, so the lease is this process's own.
  async claim() { return true; }
  async renew() { return true; }
  async renewMany(ids) { return new Set(ids); }
  async release() {}
  async close() {
    await this.checkpointer.terminate();
    await this.writer.terminate();
    this.db.close();
  }
}

// Tests and the benchmark only (TABULA_STORE_DELAY_MS, as sqlite_writer.mjs
// does for SQLite): each of this store's writes (tables, seats, moves,
// leases) holds its connection this much longer before it is sent, a slow
// disk's commit (issue 31 §5: joins must wait, not fail, behind it). Reads
// and the other stores sharing the pool are not delayed (SQLite's aren't).
const PG_DELAY_MS = Number(process.env.TABULA_STORE_DELAY_MS) || 0;

export class PostgresStore {
  static async open(url) {
    const { default: pg } = await import('pg');
    // A connection that fails while idle (the database restarted) emits
    // 'error' on the pool: without a listener that kills the process. The
    // pool drops that connection and opens a new one on the next query, so
    // play resumes by itself once the database is back. Queries fail fast
    // while it is down (connection and statement timeouts) instead of
    // hanging the table.
    const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 3000, query_timeout: 10000 });
    const where = url.replace(/\/\/[^@/]*@/, '//***@');
    let quietUntil = 0;
    pool.on('error', (e) => {
      if (Date.now() < quietUntil) return;
      quietUntil = Date.now() + 10000;
      console.error(`[store] PostgreSQL ${where}: ${e.message} (connection dropped; reconnecting on demand)`);
    });
    for (const s of SCHEMA) await pool.query(s);
    await pool.query(ADD_SAVE_VERSION.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    await pool.query(ADD_ARCHIVED_AT.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    await pool.query(ADD_ACTION_AT.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    await pool.query(LEASES);
    return new PostgresStore(pool, where);
  }
  constructor(pool, where) {
    this.kind = 'postgres';
    this.where = where;
    this.pool = pool;
    this.appends = []; // waiting for this turn's statement
    this.delayMs = PG_DELAY_MS;
  }
  // A write statement: pool.query, or with TABULA_STORE_DELAY_MS a pooled
  // connection held that much longer first.
  async write(sql, params) {
    if (!this.delayMs) return this.pool.query(sql, params);
    const c = await this.pool.connect();
    try {
      await new Promise((r) => setTimeout(r, this.delayMs));
      return await c.query(sql, params);
    } finally {
      c.release();
    }
  }
  // The lease on a table's room (see rooms.mjs): held by `owner` until the
  // database's clock passes `until`. Taken if free, expired, or already ours.
  async claim(id, owner, ms) {
    const r = await this.write(
      `INSERT INTO leases (table_id, owner, until) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
       ON CONFLICT (table_id) DO UPDATE SET owner = EXCLUDED.owner, until = EXCLUDED.until
       WHERE leases.owner = EXCLUDED.owner OR leases.until < clock_timestamp()
       RETURNING owner`, [id, owner, ms]);
    return r.rowCount === 1;
  }
  renew(id, owner, ms) { return this.claim(id, owner, ms); }
  // Every lease of `ids` renewed (or taken again if it expired and nobody
  // took it) in one statement: the ids still `owner`'s. In table order, as
  // flushAppends locks them.
  async renewMany(ids, owner, ms) {
    const r = await this.write(
      `INSERT INTO leases (table_id, owner, until)
         SELECT t, $2, clock_timestamp() + $3 * interval '1 millisecond' FROM unnest($1::text[]) AS t
       ON CONFLICT (table_id) DO UPDATE SET owner = EXCLUDED.owner, until = EXCLUDED.until
       WHERE leases.owner = EXCLUDED.owner OR leases.until < clock_timestamp()
       RETURNING table_id`, [ids.slice().sort(), owner, ms]);
    return new Set(r.rows.map((row) => row.table_id));
  }
  async release(id, owner) {
    await this.write('DELETE FROM leases WHERE table_id = $1 AND owner = $2', [id, owner]);
  }
  async createTable(t) {
    await this.write(
      `INSERT INTO tables (id, game, players, variant, seed, bots, started, created_at, save_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [t.id, t.game, t.players, t.variant, t.seed, JSON.stringify(t.bots), t.started ? 1 : 0, Date.now(), SAVE_VERSION]);
  }
  async load(id) {
    const { rows } = await this.pool.query('SELECT * FROM tables WHERE id = $1', [id]);
    if (!rows.length) return null;
    const seats = await this.pool.query('SELECT * FROM seats WHERE table_id = $1 ORDER BY seat', [id]);
    const actions = await this.pool.query('SELECT text, at FROM actions WHERE table_id = $1 ORDER BY idx', [id]);
    return rowToRecord(rows[0], seats.rows, actions.rows);
  }
  async takeSeat(id, seat, name, tokenHash) {
    const c = await this.pool.connect();
    try {
      if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
      await c.query('BEGIN');
      await c.query('INSERT INTO seats (table_id, seat, name, token_hash) VALUES ($1, $2, $3, $4)',
                    [id, seat, name, tokenHash]);
      await c.query('UPDATE tables SET creator = $1 WHERE id = $2 AND creator = -1', [seat, id]);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }
  async start(id) {
    await this.write('UPDATE tables SET started = 1 WHERE id = $1', [id]);
  }
  async archive(id, at) {
    await this.write('UPDATE tables SET archived_at = $2 WHERE id = $1', [id, at]);
  }
  unarchive(id) { return this.archive(id, null); }
  // Fenced by the lease: only the process that holds the table's lease can
  // append (the lease row is locked FOR SHARE, so a claim by another process
  // waits for this insert, then loads it).
  async appendOne({ id, idx, seat, text, owner, at }) {
    const r = await this.write(
      `INSERT INTO actions (table_id, idx, seat, text, at)
       SELECT $1, $2, $3, $4, $6 WHERE $5::text IS NULL OR EXISTS
         (SELECT 1 FROM leases WHERE table_id = $1 AND owner = $5 FOR SHARE)`,
      [id, idx, seat, text, owner ?? null, at]);
    if (r.rowCount !== 1) throw new LeaseLost(id);
  }
  // The appends of one turn of the event loop (several tables' moves) go to
  // the database as one statement: one round trip and one commit for all,
  // each row fenced by its own table's lease as above.
  append(id, idx, seat, text, owner, at = Date.now()) {
    return new Promise((resolve, reject) => {
      if (!this.appends.length) setImmediate(() => this.flushAppends(this.appends.splice(0)));
      this.appends.push({ id, idx, seat, text, owner: owner ?? null, at, resolve, reject });
    });
  }
  async flushAppends(batch) {
    const one = (j) => this.appendOne(j).then(j.resolve, j.reject);
    if (batch.length === 1) return one(batch[0]);
    // Rows in table order, as renewMany takes the leases: two statements
    // locking the same lease rows in the same order cannot deadlock.
    batch.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.idx - b.idx));
    let r;
    try {
      r = await this.write(
        `INSERT INTO actions (table_id, idx, seat, text, at)
         SELECT u.t, u.i, u.s, u.x, u.a FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[]) AS u(t, i, s, x, o, a)
         WHERE u.o IS NULL OR EXISTS (SELECT 1 FROM leases WHERE table_id = u.t AND owner = u.o FOR SHARE)
         RETURNING table_id, idx`,
        [batch.map((j) => j.id), batch.map((j) => j.idx), batch.map((j) => j.seat), batch.map((j) => j.text), batch.map((j) => j.owner),
         batch.map((j) => j.at)]);
    } catch (e) {
      // A move another process stored first (duplicate key) refuses the
      // whole statement: each alone then, so only that one fails.
      if (e.code === '23505') return Promise.all(batch.map(one));
      for (const j of batch) j.reject(e);
      return;
    }
    const stored = new Set(r.rows.map((row) => `${row.table_id}/${row.idx}`));
    for (const j of batch) if (stored.has(`${j.id}/${j.idx}`)) j.resolve(); else j.reject(new LeaseLost(j.id));
  }
  async close() {
    await this.pool.end();
  }
}

const LEASES = `CREATE TABLE IF NOT EXISTS leases (
  table_id TEXT PRIMARY KEY, owner TEXT NOT NULL, until TIMESTAMPTZ NOT NULL)`;

export async function openStore() {
  const url = process.env.TABULA_DATABASE_URL;
  return url ? PostgresStore.open(url) : SqliteStore.open();
}
