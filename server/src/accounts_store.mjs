// Where accounts live (issue 33 §1): the account, its passkeys, its
// sessions (one a signed-in device), the one-use codes that sign another
// device in, the passkey ceremonies under way, and the account's seats
// (the seat token of each table the account sits at, so that every device
// of the account gets back to the seat exactly as the browser that took it).
// Only hashes of session ids and codes are kept: a copy of the store signs
// nobody in. Seat tokens are kept whole: the account hands them to its
// devices (a seat token is what the tables' own routes and rooms accept).
// SQLite: a file of its own beside the tables (accounts.sqlite3; these rare
// writes never wait behind the moves' writer thread); PostgreSQL: tables in
// the same database, so both processes of a scaled server see every session.
import fs from 'node:fs';
import path from 'node:path';
import { FRIEND_SCHEMA, FRIEND_SQL } from './friends_store.mjs';

export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS passkeys (
    id TEXT PRIMARY KEY, account_id TEXT NOT NULL, public_key TEXT NOT NULL, counter BIGINT NOT NULL,
    transports TEXT NOT NULL DEFAULT '[]', created_at BIGINT NOT NULL, last_used_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL, device TEXT NOT NULL, how TEXT NOT NULL,
    created_at BIGINT NOT NULL, last_used_at BIGINT NOT NULL, revoked_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS sign_in_codes (
    code_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL, expires_at BIGINT NOT NULL, used_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS ceremonies (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, challenge TEXT NOT NULL, account_id TEXT, name TEXT,
    expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS account_seats (
    account_id TEXT NOT NULL, table_id TEXT NOT NULL, token TEXT NOT NULL, added_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, table_id))`,
  // History and ratings (issue 33 §3, history.mjs): each finished table once,
  // its seats as JSON [{name, bot, score, place, tokenHash}]; the rating
  // each account had before and after it; the account's rating per game.
  `CREATE TABLE IF NOT EXISTS finished_games (
    table_id TEXT PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, ended_at BIGINT NOT NULL,
    seats TEXT NOT NULL, rated INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS rating_changes (
    table_id TEXT NOT NULL, account_id TEXT NOT NULL, seat INTEGER NOT NULL,
    before_mu DOUBLE PRECISION NOT NULL, before_sigma DOUBLE PRECISION NOT NULL,
    after_mu DOUBLE PRECISION NOT NULL, after_sigma DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, account_id, seat))`,
  `CREATE TABLE IF NOT EXISTS ratings (
    account_id TEXT NOT NULL, game TEXT NOT NULL, mu DOUBLE PRECISION NOT NULL, sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL, PRIMARY KEY (account_id, game))`,
  'CREATE INDEX IF NOT EXISTS account_seats_by_table ON account_seats (table_id)',
  'CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id)',
  'CREATE INDEX IF NOT EXISTS passkeys_by_account ON passkeys (account_id)',
  // Friends, invitations and public profiles (issue 33 §4, friends_store.mjs).
  ...FRIEND_SCHEMA,
];

const account = (r) => r && { id: r.id, name: r.name, createdAt: Number(r.created_at) };
const passkey = (r) => r && {
  id: r.id, account: r.account_id, publicKey: r.public_key, counter: Number(r.counter),
  transports: JSON.parse(r.transports || '[]'),
};
const session = (r) => r && {
  idHash: r.id_hash, account: r.account_id, device: r.device, how: r.how,
  createdAt: Number(r.created_at), lastUsedAt: Number(r.last_used_at), revokedAt: r.revoked_at == null ? null : Number(r.revoked_at),
};
const ceremony = (r) => r && {
  id: r.id, kind: r.kind, challenge: r.challenge, account: r.account_id, name: r.name, expiresAt: Number(r.expires_at),
};

// The same statements for both stores: `?` placeholders, numbered for PostgreSQL.
const SQL = {
  createAccount: 'INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)',
  account: 'SELECT * FROM accounts WHERE id = ?',
  addPasskey: 'INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  passkey: 'SELECT * FROM passkeys WHERE id = ?',
  passkeysOf: 'SELECT * FROM passkeys WHERE account_id = ?',
  usePasskey: 'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?',
  addSession: 'INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)',
  session: 'SELECT * FROM sessions WHERE id_hash = ? AND revoked_at IS NULL',
  touch: 'UPDATE sessions SET last_used_at = ? WHERE id_hash = ?',
  sessionsOf: 'SELECT * FROM sessions WHERE account_id = ? AND revoked_at IS NULL ORDER BY last_used_at DESC',
  revoke: 'UPDATE sessions SET revoked_at = ? WHERE id_hash = ? AND account_id = ? AND revoked_at IS NULL',
  revokeAll: 'UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL',
  // Signed out everywhere: a code shown before (a photo of the screen) signs nobody in.
  dropCodes: 'DELETE FROM sign_in_codes WHERE account_id = ? AND used_at IS NULL',
  addCode: 'INSERT INTO sign_in_codes (code_hash, account_id, expires_at) VALUES (?, ?, ?)',
  // One use: only the first of two devices typing the same code gets a row.
  useCode: 'UPDATE sign_in_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
  code: 'SELECT * FROM sign_in_codes WHERE code_hash = ?',
  dropOldCodes: 'DELETE FROM sign_in_codes WHERE expires_at < ?',
  addCeremony: 'INSERT INTO ceremonies (id, kind, challenge, account_id, name, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ceremony: 'SELECT * FROM ceremonies WHERE id = ?',
  // One use too: the ceremony is deleted by the verify that reads it.
  dropCeremony: 'DELETE FROM ceremonies WHERE id = ?',
  dropOldCeremonies: 'DELETE FROM ceremonies WHERE expires_at < ?',
  addSeat: 'INSERT INTO account_seats (account_id, table_id, token, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (account_id, table_id) DO UPDATE SET token = excluded.token',
  seatsOf: 'SELECT table_id, token FROM account_seats WHERE account_id = ? ORDER BY added_at DESC',
  dropSeat: 'DELETE FROM account_seats WHERE account_id = ? AND table_id = ?',
  seatsAt: 'SELECT account_id, token FROM account_seats WHERE table_id = ?',
  // One row per finished table: the first process to write it rates it.
  addFinished: 'INSERT INTO finished_games (table_id, game, variant, ended_at, seats, rated) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id) DO NOTHING',
  rating: 'SELECT * FROM ratings WHERE account_id = ? AND game = ?',
  setRating: 'INSERT INTO ratings (account_id, game, mu, sigma, games) VALUES (?, ?, ?, ?, 1) ON CONFLICT (account_id, game) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1',
  addChange: 'INSERT INTO rating_changes (table_id, account_id, seat, before_mu, before_sigma, after_mu, after_sigma) VALUES (?, ?, ?, ?, ?, ?, ?)',
  history: `SELECT f.table_id, f.game, f.variant, f.ended_at, f.seats, f.rated, s.token FROM account_seats s
            JOIN finished_games f ON f.table_id = s.table_id WHERE s.account_id = ? ORDER BY f.ended_at DESC LIMIT ?`,
  changesOf: 'SELECT * FROM rating_changes WHERE account_id = ? AND table_id = ?',
  ...FRIEND_SQL,
};
const numbered = (s) => { let i = 0; return s.replace(/\?/g, () => `$${++i}`); };
// PostgreSQL locks an account's rating row while a finished table updates it
// (two tables of one account ending at once on two processes).
const FOR_UPDATE = { rating: ' FOR UPDATE' };

// -> {run(name, ...args) -> changes, get(name, ...args) -> row, all(name, ...args) -> rows, close()}
function sqliteRunner(db) {
  const q = Object.fromEntries(Object.entries(SQL).map(([k, s]) => [k, db.prepare(s)]));
  const self = {
    // fn(runner) inside one transaction (better-sqlite3 is synchronous: the
    // statements of fn run back to back, nothing of another table between).
    async transaction(fn) {
      db.exec('BEGIN IMMEDIATE');
      try { const r = await fn(self); db.exec('COMMIT'); return r; } catch (e) { db.exec('ROLLBACK'); throw e; }
    },
    async run(name, ...a) { return q[name].run(...a).changes; },
    async get(name, ...a) { return q[name].get(...a); },
    async all(name, ...a) { return q[name].all(...a); },
    async close() { db.close(); },
  };
  return self;
}
function postgresRunner(pool) {
  const q = Object.fromEntries(Object.entries(SQL).map(([k, s]) => [k, numbered(s) + (FOR_UPDATE[k] || '')]));
  const on = (c) => ({
    async run(name, ...a) { return (await c.query(q[name], a)).rowCount; },
    async get(name, ...a) { return (await c.query(q[name], a)).rows[0]; },
    async all(name, ...a) { return (await c.query(q[name], a)).rows; },
  });
  return {
    // fn(runner) in one transaction on one connection (SERIALIZABLE would
    // retry; the rows it reads are locked by the FOR UPDATE of `rating`).
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const r = await fn(on(c));
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => {});
        throw e;
      } finally { c.release(); }
    },
    async run(name, ...a) { return (await pool.query(q[name], a)).rowCount; },
    async get(name, ...a) { return (await pool.query(q[name], a)).rows[0]; },
    async all(name, ...a) { return (await pool.query(q[name], a)).rows; },
    async close() {},
  };
}

class AccountStore {
  constructor(db) { this.db = db; }
  async createAccount(id, name, at) { await this.db.run('createAccount', id, name, at); return { id, name, createdAt: at }; }
  async account(id) { return account(await this.db.get('account', id)); }
  async addPasskey(p, at) {
    await this.db.run('addPasskey', p.id, p.account, p.publicKey, p.counter, JSON.stringify(p.transports || []), at);
  }
  async passkey(id) { return passkey(await this.db.get('passkey', id)); }
  async passkeysOf(accountId) { return (await this.db.all('passkeysOf', accountId)).map(passkey); }
  async usePasskey(id, counter, at) { await this.db.run('usePasskey', counter, at, id); }
  async addSession(s) { await this.db.run('addSession', s.idHash, s.account, s.device, s.how, s.at, s.at); }
  async session(idHash) { return session(await this.db.get('session', idHash)); }
  async touch(idHash, at) { await this.db.run('touch', at, idHash); }
  async sessionsOf(accountId) { return (await this.db.all('sessionsOf', accountId)).map(session); }
  // -> whether a session of that account was revoked
  async revoke(idHash, accountId, at) { return (await this.db.run('revoke', at, idHash, accountId)) === 1; }
  async revokeAll(accountId, at) { await this.db.run('dropCodes', accountId); return this.db.run('revokeAll', at, accountId); }
  async addCode(codeHash, accountId, expiresAt) { await this.db.run('addCode', codeHash, accountId, expiresAt); }
  // -> the code's account if this call used it (once, before it expired), else null
  async useCode(codeHash, at) {
    if ((await this.db.run('useCode', at, codeHash, at)) !== 1) return null;
    return (await this.db.get('code', codeHash)).account_id;
  }
  // Why a code (or a mailed sign-in link) was refused: 'used', 'expired' or null (unknown).
  async codeState(codeHash, at) {
    const r = await this.db.get('code', codeHash);
    return !r ? null : r.used_at != null ? 'used' : Number(r.expires_at) <= at ? 'expired' : null;
  }
  async addCeremony(c) { await this.db.run('addCeremony', c.id, c.kind, c.challenge, c.account ?? null, c.name ?? null, c.expiresAt); }
  // -> the ceremony, taken (deleted): a response is verified against it once
  async takeCeremony(id) {
    const c = ceremony(await this.db.get('ceremony', id));
    if (c && (await this.db.run('dropCeremony', id)) !== 1) return null; // another request took it first
    return c;
  }
  async addSeat(accountId, table, token, at) { await this.db.run('addSeat', accountId, table, token, at); }
  async seatsOf(accountId) { return (await this.db.all('seatsOf', accountId)).map((r) => ({ table: r.table_id, token: r.token })); }
  async dropSeat(accountId, table) { return (await this.db.run('dropSeat', accountId, table)) === 1; }
  async seatsAt(table) { return (await this.db.all('seatsAt', table)).map((r) => ({ account: r.account_id, token: r.token })); }
  transaction(fn) { return this.db.transaction(fn); }
  // Expired codes and ceremonies go (used codes are kept until they expire:
  // a reused code is refused for what it is).
  async sweep(at) { await this.db.run('dropOldCodes', at); await this.db.run('dropOldCeremonies', at); }
  close() { return this.db.close(); }
}

// `store`: the tables' store (store.mjs); `dir`: the data folder.
export async function openAccountStore(store, dir) {
  if (store.kind === 'postgres') {
    for (const s of SCHEMA) await store.pool.query(s);
    return new AccountStore(postgresRunner(store.pool));
  }
  const { default: Database } = await import('better-sqlite3');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dir, 'accounts.sqlite3'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  for (const s of SCHEMA) db.exec(s);
  return new AccountStore(sqliteRunner(db));
}
