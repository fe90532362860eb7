// Where "your turn" subscriptions live (issue 24 §2): each seat's Web Push
// subscriptions, the mail address book (mail_book.mjs: each seat's address,
// the confirmed recipients by hash, the pending confirmation links), and
// the server's keys (VAPID, the mail book's secret). Beside the tables: with SQLite a file of
// its own in the data folder (notify.sqlite3: these rare writes never wait
// behind the moves' writer thread), with PostgreSQL tables in the same
// database (every process then signs with the same keys).
import fs from 'node:fs';
import path from 'node:path';
import { newVapidKeys } from './push.mjs';
import { MAIL_SCHEMA } from './mail_book.mjs';
import { privateFile } from './private_file.mjs';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS push_subs (
     table_id TEXT NOT NULL, seat INTEGER NOT NULL, endpoint TEXT NOT NULL,
     p256dh TEXT NOT NULL, auth TEXT NOT NULL, lang TEXT NOT NULL,
     PRIMARY KEY (table_id, seat, endpoint))`,
  `CREATE TABLE IF NOT EXISTS notify_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  ...MAIL_SCHEMA,
];
// When a subscription's table ended (ms), or NULL: a finished table's push
// subscriptions are kept ENDED_KEEP_MS more, for one message only, the
// invitation to its rematch (rematch.mjs), then deleted. Mail addresses go
// when the table ends, as the page promises (mail_book.mjs).
const ADD_ENDED_AT = 'ALTER TABLE push_subs ADD COLUMN ended_at BIGINT';
export const ENDED_KEEP_MS = 24 * 3600 * 1000;

// Push subscriptions (issue 31 §2): at most PUSH_PER_SEAT a seat and
// PUSH_PER_TABLE a table; a subscription whose sends failed PUSH_FAILS times
// in a row (any failure: refused address, TLS, timeout, 4xx/5xx) is dropped.
export const PUSH_PER_SEAT = 5;
export const PUSH_PER_TABLE = 50;
export const PUSH_FAILS = 3;
const ADD_FAILS = 'ALTER TABLE push_subs ADD COLUMN fails INTEGER NOT NULL DEFAULT 0';

// The same statements for both stores, in PostgreSQL's $n style: with
// SQLite each $n becomes a "?" and its value is placed in order.
export class SqliteSql {
  constructor(db) { this.db = db; this.cache = new Map(); }
  prep(text, params) {
    let st = this.cache.get(text);
    if (!st) {
      const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
      st = { stmt: this.db.prepare(text.replace(/\$\d+/g, '?')), order };
      this.cache.set(text, st);
    }
    return [st.stmt, st.order.map((i) => params[i])];
  }
  async run(text, params = []) { const [st, p] = this.prep(text, params); return st.run(...p).changes; }
  async rows(text, params = []) { const [st, p] = this.prep(text, params); return st.all(...p); }
}
export class PostgresSql {
  constructor(pool) { this.pool = pool; }
  async run(text, params = []) { return (await this.pool.query(text, params)).rowCount; }
  async rows(text, params = []) { return (await this.pool.query(text, params)).rows; }
}

class NotifyStore {
  constructor(sql, close = async () => {}) { this.sql = sql; this.close = close; }
  // -> {ok} | {ok:false, reason}: a new endpoint past a cap is refused; a
  // known one is updated (its keys, its language) and its failures forgotten.
  async addPush(table, seat, s, lang) {
    const known = await this.sql.rows('SELECT 1 FROM push_subs WHERE table_id = $1 AND seat = $2 AND endpoint = $3', [table, seat, s.endpoint]);
    if (!known.length) {
      const [{ mine, all }] = await this.sql.rows(
        'SELECT COUNT(CASE WHEN seat = $2 THEN 1 END) AS mine, COUNT(*) AS "all" FROM push_subs WHERE table_id = $1 AND ended_at IS NULL', [table, seat]);
      if (Number(mine) >= PUSH_PER_SEAT) return { ok: false, reason: `a seat takes at most ${PUSH_PER_SEAT} devices; remove one first` };
      if (Number(all) >= PUSH_PER_TABLE) return { ok: false, reason: `a table takes at most ${PUSH_PER_TABLE} devices` };
    }
    await this.sql.run(`INSERT INTO push_subs (table_id, seat, endpoint, p256dh, auth, lang) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang, fails = 0`,
    [table, seat, s.endpoint, s.p256dh, s.auth, lang]);
    return { ok: true };
  }
  async dropPush(table, seat, endpoint) {
    await this.sql.run('DELETE FROM push_subs WHERE table_id = $1 AND seat = $2 AND endpoint = $3', [table, seat, endpoint]);
  }
  async pushes(table, seat) {
    return this.sql.rows('SELECT endpoint, p256dh, auth, lang FROM push_subs WHERE table_id = $1 AND seat = $2', [table, seat]);
  }
  // A send went through (fails forgotten) or failed: -> true when the
  // subscription was dropped for failing PUSH_FAILS times in a row.
  async pushWorked(table, seat, endpoint) {
    await this.sql.run('UPDATE push_subs SET fails = 0 WHERE table_id = $1 AND seat = $2 AND endpoint = $3 AND fails > 0', [table, seat, endpoint]);
  }
  async pushFailed(table, seat, endpoint) {
    await this.sql.run('UPDATE push_subs SET fails = fails + 1 WHERE table_id = $1 AND seat = $2 AND endpoint = $3', [table, seat, endpoint]);
    return (await this.sql.run('DELETE FROM push_subs WHERE table_id = $1 AND seat = $2 AND endpoint = $3 AND fails >= $4', [table, seat, endpoint, PUSH_FAILS])) > 0;
  }
  // The table ended: its addresses go now, its subscriptions after the
  // rematch's day (ENDED_KEEP_MS).
  async endTable(table, at = Date.now()) {
    await this.sql.run('DELETE FROM mail_seats WHERE table_id = $1', [table]);
    await this.sql.run('UPDATE push_subs SET ended_at = $1 WHERE table_id = $2 AND ended_at IS NULL', [at, table]);
  }
  // The table was archived (or idles unopened): nothing of it is kept.
  async forgetTable(table) {
    await this.sql.run('DELETE FROM mail_seats WHERE table_id = $1', [table]);
    await this.sql.run('DELETE FROM push_subs WHERE table_id = $1', [table]);
  }
  // Tables with a subscription or an address but no end (the idle sweep).
  async tablesWithNotices() {
    return (await this.sql.rows('SELECT table_id FROM push_subs WHERE ended_at IS NULL UNION SELECT table_id FROM mail_seats')).map((r) => r.table_id);
  }
  async forgetEnded(before) { await this.sql.run('DELETE FROM push_subs WHERE ended_at < $1', [before]); }
  async key(name, make) {
    await this.sql.run('INSERT INTO notify_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
    return (await this.sql.rows('SELECT value FROM notify_keys WHERE name = $1', [name]))[0].value;
  }
}

// `store`: the tables' store (store.mjs); `dir`: the data folder.
export async function openNotifyStore(store, dir) {
  if (store.kind === 'postgres') {
    for (const s of SCHEMA) await store.pool.query(s);
    for (const a of [ADD_ENDED_AT, ADD_FAILS]) await store.pool.query(a.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    return new NotifyStore(new PostgresSql(store.pool));
  }
  const { default: Database } = await import('better-sqlite3');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(privateFile(path.join(dir, 'notify.sqlite3')));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  for (const s of SCHEMA) db.exec(s);
  const columns = db.prepare('PRAGMA table_info(push_subs)').all().map((c) => c.name);
  if (!columns.includes('ended_at')) db.exec(ADD_ENDED_AT);
  if (!columns.includes('fails')) db.exec(ADD_FAILS);
  return new NotifyStore(new SqliteSql(db), async () => db.close());
}

// The server's VAPID keys: made once, then kept (a new pair would orphan
// every subscription the browsers hold).
export async function vapidKeys(nstore) {
  const json = await nstore.key('vapid', () => JSON.stringify(newVapidKeys()));
  return JSON.parse(json);
}
