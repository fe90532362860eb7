// Where "your turn" subscriptions live (issue 24 §2): each seat's Web Push
// subscriptions, each seat's e-mail address (with when it was last written
// to), and the server's VAPID keys. Beside the tables: with SQLite a file of
// its own in the data folder (notify.sqlite3: these rare writes never wait
// behind the moves' writer thread), with PostgreSQL tables in the same
// database (every process then signs with the same keys).
import fs from 'node:fs';
import path from 'node:path';
import { newVapidKeys } from './push.mjs';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS push_subs (
     table_id TEXT NOT NULL, seat INTEGER NOT NULL, endpoint TEXT NOT NULL,
     p256dh TEXT NOT NULL, auth TEXT NOT NULL, lang TEXT NOT NULL,
     PRIMARY KEY (table_id, seat, endpoint))`,
  `CREATE TABLE IF NOT EXISTS mail_to (
     table_id TEXT NOT NULL, seat INTEGER NOT NULL, address TEXT NOT NULL, lang TEXT NOT NULL,
     link TEXT NOT NULL, mailed_at BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (table_id, seat))`,
  `CREATE TABLE IF NOT EXISTS notify_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
];
// When a subscription's table ended (ms), or NULL: a finished table's push
// subscriptions are kept ENDED_KEEP_MS more, for one message only, the
// invitation to its rematch (rematch.mjs), then deleted. Mail addresses go
// when the table ends, as the page promises.
const ADD_ENDED_AT = 'ALTER TABLE push_subs ADD COLUMN ended_at BIGINT';
export const ENDED_KEEP_MS = 24 * 3600 * 1000;

class SqliteNotifyStore {
  constructor(db) {
    this.db = db;
    const p = (s) => db.prepare(s);
    this.q = {
      addPush: p(`INSERT INTO push_subs (table_id, seat, endpoint, p256dh, auth, lang) VALUES (?, ?, ?, ?, ?, ?)
                  ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang`),
      dropPush: p('DELETE FROM push_subs WHERE table_id = ? AND seat = ? AND endpoint = ?'),
      pushes: p('SELECT endpoint, p256dh, auth, lang FROM push_subs WHERE table_id = ? AND seat = ?'),
      setMail: p(`INSERT INTO mail_to (table_id, seat, address, lang, link) VALUES (?, ?, ?, ?, ?)
                  ON CONFLICT (table_id, seat) DO UPDATE SET address = excluded.address, lang = excluded.lang, link = excluded.link`),
      dropMail: p('DELETE FROM mail_to WHERE table_id = ? AND seat = ?'),
      mail: p('SELECT address, lang, link, mailed_at FROM mail_to WHERE table_id = ? AND seat = ?'),
      mailed: p('UPDATE mail_to SET mailed_at = ? WHERE table_id = ? AND seat = ? AND mailed_at <= ?'),
      endMail: p('DELETE FROM mail_to WHERE table_id = ?'),
      endPush: p('UPDATE push_subs SET ended_at = ? WHERE table_id = ? AND ended_at IS NULL'),
      forgetEnded: p('DELETE FROM push_subs WHERE ended_at < ?'),
      key: p('SELECT value FROM notify_keys WHERE name = ?'),
      putKey: p('INSERT OR IGNORE INTO notify_keys (name, value) VALUES (?, ?)'),
    };
  }
  async addPush(table, seat, s, lang) { this.q.addPush.run(table, seat, s.endpoint, s.p256dh, s.auth, lang); }
  async dropPush(table, seat, endpoint) { this.q.dropPush.run(table, seat, endpoint); }
  async pushes(table, seat) { return this.q.pushes.all(table, seat); }
  async setMail(table, seat, address, lang, link) {
    if (address) this.q.setMail.run(table, seat, address, lang, link); else this.q.dropMail.run(table, seat);
  }
  async mail(table, seat) {
    const r = this.q.mail.get(table, seat);
    return r ? { ...r, mailed_at: Number(r.mailed_at) } : null;
  }
  // True when this call took the hour (no other mail since `before`).
  async claimMail(table, seat, now, before) { return this.q.mailed.run(now, table, seat, before).changes === 1; }
  async endTable(table, at = Date.now()) { this.q.endMail.run(table); this.q.endPush.run(at, table); }
  async forgetEnded(before) { this.q.forgetEnded.run(before); }
  async key(name, make) {
    this.q.putKey.run(name, make());
    return this.q.key.get(name).value;
  }
  async close() { this.db.close(); }
}

class PostgresNotifyStore {
  constructor(pool) { this.pool = pool; }
  async addPush(table, seat, s, lang) {
    await this.pool.query(`INSERT INTO push_subs (table_id, seat, endpoint, p256dh, auth, lang) VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (table_id, seat, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang`,
      [table, seat, s.endpoint, s.p256dh, s.auth, lang]);
  }
  async dropPush(table, seat, endpoint) {
    await this.pool.query('DELETE FROM push_subs WHERE table_id = $1 AND seat = $2 AND endpoint = $3', [table, seat, endpoint]);
  }
  async pushes(table, seat) {
    return (await this.pool.query('SELECT endpoint, p256dh, auth, lang FROM push_subs WHERE table_id = $1 AND seat = $2', [table, seat])).rows;
  }
  async setMail(table, seat, address, lang, link) {
    if (!address) return void await this.pool.query('DELETE FROM mail_to WHERE table_id = $1 AND seat = $2', [table, seat]);
    await this.pool.query(`INSERT INTO mail_to (table_id, seat, address, lang, link) VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (table_id, seat) DO UPDATE SET address = EXCLUDED.address, lang = EXCLUDED.lang, link = EXCLUDED.link`,
      [table, seat, address, lang, link]);
  }
  async mail(table, seat) {
    const r = (await this.pool.query('SELECT address, lang, link, mailed_at FROM mail_to WHERE table_id = $1 AND seat = $2', [table, seat])).rows[0];
    return r ? { ...r, mailed_at: Number(r.mailed_at) } : null;
  }
  async claimMail(table, seat, now, before) {
    const r = await this.pool.query('UPDATE mail_to SET mailed_at = $1 WHERE table_id = $2 AND seat = $3 AND mailed_at <= $4', [now, table, seat, before]);
    return r.rowCount === 1;
  }
  async endTable(table, at = Date.now()) {
    await this.pool.query('DELETE FROM mail_to WHERE table_id = $1', [table]);
    await this.pool.query('UPDATE push_subs SET ended_at = $1 WHERE table_id = $2 AND ended_at IS NULL', [at, table]);
  }
  async forgetEnded(before) { await this.pool.query('DELETE FROM push_subs WHERE ended_at < $1', [before]); }
  async key(name, make) {
    await this.pool.query('INSERT INTO notify_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
    return (await this.pool.query('SELECT value FROM notify_keys WHERE name = $1', [name])).rows[0].value;
  }
  async close() {}
}

// `store`: the tables' store (store.mjs); `dir`: the data folder.
export async function openNotifyStore(store, dir) {
  if (store.kind === 'postgres') {
    for (const s of SCHEMA) await store.pool.query(s);
    await store.pool.query(ADD_ENDED_AT.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
    return new PostgresNotifyStore(store.pool);
  }
  const { default: Database } = await import('better-sqlite3');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dir, 'notify.sqlite3'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  for (const s of SCHEMA) db.exec(s);
  if (!db.prepare('PRAGMA table_info(push_subs)').all().some((c) => c.name === 'ended_at')) db.exec(ADD_ENDED_AT);
  return new SqliteNotifyStore(db);
}

// The server's VAPID keys: made once, then kept (a new pair would orphan
// every subscription the browsers hold).
export async function vapidKeys(nstore) {
  const json = await nstore.key('vapid', () => JSON.stringify(newVapidKeys()));
  return JSON.parse(json);
}
