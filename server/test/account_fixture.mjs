// Accounts for server tests, written into accounts.sqlite3 as registration
// writes them (a passkey ceremony is proven in the browser, not here), the
// account routes called with their session cookie, and a confirmed account
// address through its real mail. Not a test file itself.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Player, api } from './client.mjs';

const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');

// -> [{id, name, session}], one signed-in device each.
export function addAccounts(server, names) {
  const db = new Database(path.join(server.data, 'accounts.sqlite3'));
  db.pragma('busy_timeout = 5000');
  const out = names.map((name) => {
    const id = `acct-${name}-${crypto.randomBytes(4).toString('hex')}`;
    const session = crypto.randomBytes(32).toString('base64url');
    db.prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)').run(id, name, Date.now());
    db.prepare('INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(hash(session), id, 'test', 'passkey', Date.now(), Date.now());
    return { id, name, session };
  });
  db.close();
  return out;
}

// One request as `who` (an account of addAccounts, or null); the
// per-address read limit is waited out. The answer's JSON, with `http`: its status.
export async function callAs(server, method, p, who, body) {
  for (let i = 0; ; i++) {
    const r = await fetch(server.base + p, {
      method, headers: { ...(who ? { Cookie: `tabula_session=${who.session}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const j = await r.json();
    if (r.status === 429 && /too many requests/.test(j.reason) && i < 20) { await new Promise((ok) => setTimeout(ok, 500)); continue; }
    j.http = r.status;
    return j;
  }
}

// A table of `players` seats (no bots) where `people` sit, each seat the account's.
export async function sitAt(server, game, players, people) {
  const c = await api(server.base, 'POST', '/online/tables', { game, players, bots: Array(players).fill(null) });
  assert.equal(c.json.ok, true, JSON.stringify(c.json));
  const table = c.json.table;
  const seated = [];
  for (const p of people) {
    const pl = await new Player(server.base).join(table, { name: p.name });
    await pl.until(() => pl.seat);
    const r = await callAs(server, 'POST', '/online/account/seats', p, { seats: [{ table, token: pl.seat.token }] });
    assert.equal(r.added, 1);
    seated.push(pl);
  }
  return { table, seated };
}

// A mail of the SMTP sink as {head, body} (quoted-printable undone).
export function decodeMail(m) {
  const [head, ...rest] = m.data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return { head: head.replace(/\r\n[ \t]+/g, ' '), body: Buffer.from(body, 'latin1').toString('utf8') };
}
export const mailsTo = (smtp, to) => smtp.mails.filter((m) => m.to.some((x) => x.toLowerCase() === to.toLowerCase()));
