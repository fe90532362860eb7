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

// TABULA_SYNC=full (default): a commit is fsynced before anyone is told;
// it survives a power cut. normal: written to the OS (survives kill -9 and
// any crash of this process, not a power cut), without waiting on the disk.
export const SYNC = (process.env.TABULA_SYNC || 'full').toLowerCase() === 'normal' ? 'NORMAL' : 'FULL';

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

// The save format a table's actions were recorded under (engine/core/save.h
// kSaveVersion when the table was created). The engine replays each version
// as it was played: a version-1 Mascarade table keeps seat 0 as the opener,
// where version 2 draws it from the seed. Tables stored before the column
// existed are version 1.
export const SAVE_VERSION = 2;
const ADD_SAVE_VERSION = 'ALTER TABLE tables ADD COLUMN save_version INTEGER NOT NULL DEFAULT 1';

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
  };
}

export class SqliteStore {
  static async open(dir = dataDir()) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { default: Database } = await import('better-sqlite3');
    const file = path.join(dir, 'tables.sqlite3');
    const db = new Database(file);
    // WAL + synchronous=FULL: a commit is on disk when it returns, and
    // readers (this thread, a backup) never block the writer.
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${SYNC}`);
    db.pragma('busy_timeout = 5000');
    for (const s of SCHEMA) db.exec(s);
    if (!db.prepare('PRAGMA table_info(tables)').all().some((c) => c.name === 'save_version')) db.exec(ADD_SAVE_VERSION);
    return new SqliteStore(db, file);
  }
  constructor(db, file) {
    this.kind = 'sqlite';
    this.where = file;
    this.db = db;
    this.q = {
      table: db.prepare('SELECT * FROM tables WHERE id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
      actions: db.prepare('SELECT text FROM actions WHERE table_id = ? ORDER BY idx'),
    };
    // Writes go to a thread of their own (sqlite_writer.mjs): group commit,
    // and the fsync never stalls this thread.
    this.writer = new Worker(new URL('./sqlite_writer.mjs', import.meta.url), { workerData: { file } });
    this.writer.unref();
    this.pending = new Map();
    this.nextId = 1;
    this.writer.on('message', (r) => {
      const p = this.pending.get(r.id);
      this.pending.delete(r.id);
      if (r.ok) p.resolve(); else p.reject(new Error(r.error));
    });
    this.writer.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }
  write(op, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.writer.postMessage({ id, op, args });
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
  append(id, idx, seat, text) { return this.write('append', id, idx, seat, text); }
  async close() {
    await this.writer.terminate();
    this.db.close();
  }
}

export class PostgresStore {
  static async open(url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    for (const s of SCHEMA) await pool.query(s);
    await pool.query(ADD_SAVE_VERSION.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    return new PostgresStore(pool, url);
  }
  constructor(pool, url) {
    this.kind = 'postgres';
    this.where = url.replace(/\/\/[^@/]*@/, '//***@');
    this.pool = pool;
  }
  async createTable(t) {
    await this.pool.query(
      `INSERT INTO tables (id, game, players, variant, seed, bots, started, created_at, save_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [t.id, t.game, t.players, t.variant, t.seed, JSON.stringify(t.bots), t.started ? 1 : 0, Date.now(), SAVE_VERSION]);
  }
  async load(id) {
    const { rows } = await this.pool.query('SELECT * FROM tables WHERE id = $1', [id]);
    if (!rows.length) return null;
    const seats = await this.pool.query('SELECT * FROM seats WHERE table_id = $1 ORDER BY seat', [id]);
    const actions = await this.pool.query('SELECT text FROM actions WHERE table_id = $1 ORDER BY idx', [id]);
    return rowToRecord(rows[0], seats.rows, actions.rows);
  }
  async takeSeat(id, seat, name, tokenHash) {
    const c = await this.pool.connect();
    try {
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
    await this.pool.query('UPDATE tables SET started = 1 WHERE id = $1', [id]);
  }
  async append(id, idx, seat, text) {
    await this.pool.query('INSERT INTO actions (table_id, idx, seat, text) VALUES ($1, $2, $3, $4)',
                          [id, idx, seat, text]);
  }
  async close() {
    await this.pool.end();
  }
}

export async function openStore() {
  const url = process.env.TABULA_DATABASE_URL;
  return url ? PostgresStore.open(url) : SqliteStore.open();
}
