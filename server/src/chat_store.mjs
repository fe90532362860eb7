// Where a table's chat is kept (issue 33 §5): its lines, numbered from 0 in
// the order said, and the lines players reported, for the operator. Kept
// with the table for good (its players read them again in its replay); an
// archived table keeps them too. SQLite: a file of its own beside the tables
// (chat.sqlite3; a line never waits behind the moves' writer thread),
// synchronous=NORMAL like clocks.sqlite3: a line survives kill -9 and any
// crash of the server, only a power cut may lose the last ones. PostgreSQL:
// tables in the same database, so every process reads the same lines.
//
// The operator reads the reports with
//   sqlite3 "$TABULA_DATA/chat.sqlite3" 'SELECT * FROM chat_reports ORDER BY at'
// (PostgreSQL: the same SELECT in the server's database).
import fs from 'node:fs';
import path from 'node:path';
import { privateFile } from './private_file.mjs';
import { PostgresSql, SqliteSql } from './notify_store.mjs';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS chat_lines (
     table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
     text TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (table_id, idx))`,
  // One row per line and reporter: the line as it was said (text, who said
  // it), who reported it and when. A second report of the same line by the
  // same seat changes nothing.
  `CREATE TABLE IF NOT EXISTS chat_reports (
     table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL,
     said_at BIGINT NOT NULL, reporter_seat INTEGER NOT NULL, reporter_name TEXT NOT NULL, at BIGINT NOT NULL,
     PRIMARY KEY (table_id, idx, reporter_seat))`,
];

const lineOf = (r) => ({ id: Number(r.idx), seat: Number(r.seat), name: r.name, text: r.text, at: Number(r.at) });

class ChatStore {
  constructor(sql, close = async () => {}) { this.sql = sql; this.close = close; }
  // Stores a line; -> the line as stored ({id, seat, name, text, at}). The
  // number is the next one of the table's: the room says one line at a time
  // (its queue), and the primary key refuses a second line n all the same.
  // (The values are CAST: PostgreSQL gives no type to a parameter that is
  // only selected, and SQLite reads CAST as well.)
  async add(table, seat, name, text, at) {
    const [r] = await this.sql.rows(
      `INSERT INTO chat_lines (table_id, idx, seat, name, text, at)
       SELECT $1, COALESCE(MAX(idx) + 1, 0), CAST($2 AS INTEGER), CAST($3 AS TEXT), CAST($4 AS TEXT), CAST($5 AS BIGINT) FROM chat_lines WHERE table_id = $1 RETURNING idx`,
      [table, seat, name, text, at]);
    return { id: Number(r.idx), seat, name, text, at };
  }
  // Every line of the table, in the order said.
  async lines(table) {
    return (await this.sql.rows('SELECT idx, seat, name, text, at FROM chat_lines WHERE table_id = $1 ORDER BY idx', [table])).map(lineOf);
  }
  // How many lines `seat` said since `since` (ms): the per-seat pace, from
  // the store, so a restart or another process forgets none of it.
  async saidSince(table, seat, since) {
    const [r] = await this.sql.rows('SELECT COUNT(*) AS n FROM chat_lines WHERE table_id = $1 AND seat = $2 AND at > $3', [table, seat, since]);
    return Number(r.n);
  }
  // -> 'kept' | 'again' (this seat reported it before) | 'none' (no such line)
  async report(table, idx, reporter, at) {
    const n = await this.sql.run(
      `INSERT INTO chat_reports (table_id, idx, seat, name, text, said_at, reporter_seat, reporter_name, at)
       SELECT table_id, idx, seat, name, text, at, CAST($3 AS INTEGER), CAST($4 AS TEXT), CAST($5 AS BIGINT) FROM chat_lines WHERE table_id = $1 AND idx = $2
       ON CONFLICT (table_id, idx, reporter_seat) DO NOTHING`,
      [table, idx, reporter.seat, reporter.name, at]);
    if (n) return 'kept';
    const had = await this.sql.rows('SELECT 1 FROM chat_lines WHERE table_id = $1 AND idx = $2', [table, idx]);
    return had.length ? 'again' : 'none';
  }
  // The reports, oldest first (the operator; tests).
  async reports(table) {
    const rows = await this.sql.rows('SELECT * FROM chat_reports WHERE table_id = $1 ORDER BY at, idx', [table]);
    return rows.map((r) => ({
      table: r.table_id, id: Number(r.idx), seat: Number(r.seat), name: r.name, text: r.text, saidAt: Number(r.said_at),
      reporterSeat: Number(r.reporter_seat), reporterName: r.reporter_name, at: Number(r.at),
    }));
  }
}

// `store`: the tables' store (store.mjs); `dir`: the data folder.
export async function openChatStore(store, dir) {
  if (store.kind === 'postgres') {
    for (const s of SCHEMA) await store.pool.query(s);
    return new ChatStore(new PostgresSql(store.pool));
  }
  const { default: Database } = await import('better-sqlite3');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(privateFile(path.join(dir, 'chat.sqlite3')));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  for (const s of SCHEMA) db.exec(s);
  return new ChatStore(new SqliteSql(db), async () => db.close());
}
