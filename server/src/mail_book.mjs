// Who may be mailed, and how often (issue 31 §1): the address book behind
// "E-mail me".
//
// - An address gets nothing until its owner confirms it: the first mail is
//   a confirmation with a one-use link (24 hours); only a confirmed address
//   gets turn mail. At most CONFIRMS_A_DAY confirmation mails to a recipient
//   in any 24 hours, and at most CONFIRMS_AN_HOUR_PER_CLIENT asked from one
//   client address, so the server cannot be used to bomb anyone.
// - A confirmed address is remembered by a keyed hash of it (`mail_book`):
//   the same address left at another table needs no new confirmation, and
//   the book itself holds no address. The address itself is kept only with
//   the seats it was left at (`mail_seats`), deleted when the table ends or
//   is archived (or idles ARCHIVE_DAYS unopened), and when its owner stops.
// - A recipient is the address lower-cased with any "+tag" dropped from its
//   local part: "Ann+1@x" and "ann+2@X" are one mailbox for the limits and
//   for consent (bombing through tags would otherwise pass).
// - At most one turn mail an hour per recipient over all tables, clock
//   reminders included; claimed in the store, so two processes send one.
// - Every mail carries a stop link (a signature of the recipient's hash by
//   the server's secret: it never expires and reveals nothing); stopping
//   deletes the recipient's addresses at every table and its consent.
import crypto from 'node:crypto';
import { hashToken, newToken } from './ids.mjs';
import { langOf } from './mail_words.mjs';

export const CONFIRM_MS = 24 * 3600 * 1000;
export const CONFIRMS_A_DAY = 3;
export const CONFIRMS_AN_HOUR_PER_CLIENT = 10;
export const TURN_MAIL_EVERY_MS = 3600 * 1000;
const DAY = 24 * 3600 * 1000;

export const MAIL_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS mail_seats (
     table_id TEXT NOT NULL, seat INTEGER NOT NULL, recipient TEXT NOT NULL,
     address TEXT NOT NULL, lang TEXT NOT NULL, set_at BIGINT NOT NULL,
     PRIMARY KEY (table_id, seat))`,
  'CREATE INDEX IF NOT EXISTS mail_seats_recipient ON mail_seats (recipient)',
  `CREATE TABLE IF NOT EXISTS mail_book (
     recipient TEXT PRIMARY KEY, confirmed_at BIGINT, mailed_at BIGINT NOT NULL DEFAULT 0,
     asks TEXT NOT NULL DEFAULT '[]')`,
  `CREATE TABLE IF NOT EXISTS mail_confirms (
     token TEXT PRIMARY KEY, recipient TEXT NOT NULL, lang TEXT NOT NULL, expires_at BIGINT NOT NULL)`,
  // The addresses of before issue 31 were never confirmed: none is kept.
  'DROP TABLE IF EXISTS mail_to',
  // An account's address for e-mail sign-in (issue 33 §1, account_mail.mjs):
  // confirmed for that account by its own one-use link (`token`, a hash, until
  // `expires_at`); `signin_asks`: when sign-in links were mailed to a recipient.
  `CREATE TABLE IF NOT EXISTS account_mail (
     account_id TEXT PRIMARY KEY, recipient TEXT NOT NULL, address TEXT NOT NULL, lang TEXT NOT NULL,
     confirmed_at BIGINT, token TEXT, expires_at BIGINT NOT NULL DEFAULT 0)`,
  'CREATE INDEX IF NOT EXISTS account_mail_recipient ON account_mail (recipient)',
  `CREATE TABLE IF NOT EXISTS signin_asks (recipient TEXT PRIMARY KEY, asks TEXT NOT NULL DEFAULT '[]')`,
];

export const ADDRESS = /^[^\s@<>,;"()[\]\\]{1,64}@[^\s@<>,;"()[\]\\]{1,190}\.[A-Za-z]{2,}$/;

// -> the recipient: lower case, "+tag" dropped.
export function recipientOf(address) {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf('@');
  return a.slice(0, at).replace(/\+.*$/, '') + a.slice(at);
}

// `sql`: {run(text, params) -> rows changed, rows(text, params) -> [rows]}
// over the notify store (notify_store.mjs), PostgreSQL-style $n parameters.
export async function openMailBook(sql, secret, { now = () => Date.now() } = {}) {
  const mac = (text) => crypto.createHmac('sha256', secret).update(text).digest('base64url');
  const keyOf = (address) => mac(`recipient:${recipientOf(address)}`);
  const stopSig = (key) => mac(`stop:${key}`).slice(0, 22);
  const perClient = new Map(); // client address -> [times of confirmation mails asked]

  async function book(key) {
    const r = (await sql.rows('SELECT confirmed_at, mailed_at, asks FROM mail_book WHERE recipient = $1', [key]))[0];
    return r ? { confirmedAt: r.confirmed_at == null ? null : Number(r.confirmed_at), mailedAt: Number(r.mailed_at), asks: JSON.parse(r.asks) } : null;
  }
  // One more confirmation mail to `key`, if fewer than CONFIRMS_A_DAY went
  // in the last 24 hours (compare-and-set: two processes cannot both pass).
  async function claimAsk(key, t) {
    await sql.run('INSERT INTO mail_book (recipient) VALUES ($1) ON CONFLICT (recipient) DO NOTHING', [key]);
    for (let tries = 0; tries < 5; tries++) {
      const b = await book(key);
      const recent = b.asks.filter((x) => t - x < DAY);
      if (recent.length >= CONFIRMS_A_DAY) return false;
      const n = await sql.run('UPDATE mail_book SET asks = $1 WHERE recipient = $2 AND asks = $3', [JSON.stringify([...recent, t]), key, JSON.stringify(b.asks)]);
      if (n === 1) return true;
    }
    return false;
  }
  function clientMay(who, t) {
    const recent = (perClient.get(who) || []).filter((x) => t - x < 3600 * 1000);
    if (recent.length >= CONFIRMS_AN_HOUR_PER_CLIENT) { perClient.set(who, recent); return false; }
    recent.push(t);
    perClient.set(who, recent);
    if (perClient.size > 10000) for (const k of perClient.keys()) { perClient.delete(k); if (perClient.size <= 5000) break; }
    return true;
  }

  return {
    stopQuery: (key) => `a=${key}&s=${stopSig(key)}`,
    // The recipient's key (account_mail.mjs keeps an account's address under it).
    keyOf,
    // One more confirmation mail to `key` asked by client `who`, within the
    // limits every confirmation mail shares (account_mail.mjs's too).
    mayConfirm: (key, who) => { const t = now(); return clientMay(who, t) && claimAsk(key, t); },

    // A seat leaves `address` ("" forgets it). -> {status, ok, confirmed,
    // sent, reason}; `confirm(token, key)` sends the confirmation mail.
    async leave({ table, seat, address, lang, who, confirm }) {
      if (!address) {
        await sql.run('DELETE FROM mail_seats WHERE table_id = $1 AND seat = $2', [table, seat]);
        return { status: 200, ok: true, confirmed: false, sent: false };
      }
      const t = now();
      const key = keyOf(address);
      await sql.run(`INSERT INTO mail_seats (table_id, seat, recipient, address, lang, set_at) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (table_id, seat) DO UPDATE SET recipient = EXCLUDED.recipient, address = EXCLUDED.address, lang = EXCLUDED.lang, set_at = EXCLUDED.set_at`,
      [table, seat, key, address, langOf(lang), t]);
      const b = await book(key);
      if (b?.confirmedAt != null) return { status: 200, ok: true, confirmed: true, sent: false };
      if (!clientMay(who, t) || !(await claimAsk(key, t)))
        return { status: 429, ok: false, confirmed: false, sent: false, reason: 'this address was sent as many confirmation mails as it takes for now: confirm one of them, or try again tomorrow' };
      const token = newToken();
      await sql.run('INSERT INTO mail_confirms (token, recipient, lang, expires_at) VALUES ($1, $2, $3, $4)', [hashToken(token), key, langOf(lang), t + CONFIRM_MS]);
      await confirm(token, key);
      return { status: 200, ok: true, confirmed: false, sent: true };
    },

    // The confirmation link was followed: -> {ok, lang}. One use only.
    async confirm(token) {
      if (typeof token !== 'string' || token.length > 100) return { ok: false, lang: 'en' };
      const h = hashToken(token);
      const r = (await sql.rows('SELECT recipient, lang, expires_at FROM mail_confirms WHERE token = $1', [h]))[0];
      if (!r) return { ok: false, lang: 'en' };
      if ((await sql.run('DELETE FROM mail_confirms WHERE token = $1', [h])) !== 1) return { ok: false, lang: r.lang };
      if (Number(r.expires_at) < now()) return { ok: false, lang: r.lang };
      await sql.run('UPDATE mail_book SET confirmed_at = $1 WHERE recipient = $2', [now(), r.recipient]);
      return { ok: true, lang: r.lang };
    },

    // The stop link: -> true when it is ours (the recipient is then
    // forgotten everywhere: its addresses, its consent, its pending links).
    async stop(key, sig) {
      if (typeof key !== 'string' || typeof sig !== 'string' || key.length > 64) return false;
      const want = Buffer.from(stopSig(key));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return false;
      await sql.run('DELETE FROM mail_seats WHERE recipient = $1', [key]);
      await sql.run('DELETE FROM mail_confirms WHERE recipient = $1', [key]);
      await sql.run('UPDATE mail_book SET confirmed_at = NULL WHERE recipient = $1', [key]);
      // An account's sign-in address too: stop means no mail of any kind.
      await sql.run('DELETE FROM account_mail WHERE recipient = $1', [key]);
      return true;
    },

    // The address to mail `seat` at `table` now, with its language and
    // recipient, if it is confirmed and this call took the recipient's hour
    // (over all tables); else null.
    async claimTurn(table, seat) {
      const m = (await sql.rows('SELECT recipient, address, lang FROM mail_seats WHERE table_id = $1 AND seat = $2', [table, seat]))[0];
      if (!m) return null;
      const t = now();
      const n = await sql.run('UPDATE mail_book SET mailed_at = $1 WHERE recipient = $2 AND confirmed_at IS NOT NULL AND mailed_at <= $3', [t, m.recipient, t - TURN_MAIL_EVERY_MS]);
      return n === 1 ? { to: m.address, lang: m.lang, key: m.recipient } : null;
    },

    // An account's own address (account_mail.mjs), if its owner confirmed it
    // and this call took the recipient's hour (the same hour as turn mail:
    // one mail an hour per mailbox, whatever it is for); else null.
    async claimAccount(accountId) {
      const m = (await sql.rows('SELECT recipient, address, lang FROM account_mail WHERE account_id = $1 AND confirmed_at IS NOT NULL', [accountId]))[0];
      if (!m) return null;
      const t = now();
      await sql.run('INSERT INTO mail_book (recipient) VALUES ($1) ON CONFLICT (recipient) DO NOTHING', [m.recipient]);
      const n = await sql.run('UPDATE mail_book SET mailed_at = $1 WHERE recipient = $2 AND mailed_at <= $3', [t, m.recipient, t - TURN_MAIL_EVERY_MS]);
      return n === 1 ? { to: m.address, lang: m.lang, key: m.recipient } : null;
    },

    // The table ended or was archived: its addresses go.
    async forgetTable(table) { await sql.run('DELETE FROM mail_seats WHERE table_id = $1', [table]); },
    // Expired confirmation links are deleted (hourly).
    async sweep() { await sql.run('DELETE FROM mail_confirms WHERE expires_at < $1', [now()]); },
    // Tests: whether `address` is confirmed.
    async confirmed(address) { return (await book(keyOf(address)))?.confirmedAt != null; },
  };
}
