// Signing in by e-mail (issue 33 §1, account_mail.mjs) against a real SMTP
// sink on loopback: an account's address is confirmed for it by its own
// link before anything else goes to it; a sign-in link goes only to a
// confirmed address, signs one device in once, expires after 15 minutes
// (the server's clock moved on through TABULA_CLOCK_SKEW_FILE), is built
// from TABULA_PUBLIC_URL whatever the request's Host; the page's answer is
// the same for any address; and the limits per recipient and per client hold.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, tempDir } from './harness.mjs';
import { startSmtpSink } from './smtp_sink.mjs';

const PUBLIC = 'https://tabula.example/games/';
const MIN = 60 * 1000;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
let server, smtp, skew, skewMs = 0;
before(async () => {
  smtp = await startSmtpSink();
  skew = path.join(tempDir(), 'skew');
  fs.writeFileSync(skew, '0');
  server = await startServer({ env: { TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: PUBLIC, TABULA_CLOCK_SKEW_FILE: skew, TABULA_ARCHIVE_SWEEP_MS: '100' } });
});
after(async () => { await server?.stop(); await smtp?.close(); });
// The server reads the file at its next sweep (every 100 ms here).
const moveClock = async (ms) => { skewMs += ms; fs.writeFileSync(skew, String(skewMs)); await wait(500); };

// An account with a signed-in device, written straight into the accounts'
// store (a passkey ceremony is not what these tests are about). -> its cookie.
function account(id, name) {
  const db = new Database(path.join(server.data, 'accounts.sqlite3'));
  db.pragma('busy_timeout = 5000');
  const session = crypto.randomBytes(32).toString('base64url');
  const at = Date.now() + skewMs;
  db.prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)').run(id, name, at);
  db.prepare('INSERT INTO sessions (id_hash, account_id, device, how, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(crypto.createHash('sha256').update(session).digest('hex'), id, 'Firefox · Linux', 'passkey', at, at);
  db.close();
  return `tabula_session=${session}`;
}

// A request with any headers (fetch will not send a Host of our choosing).
function request(method, pathname, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = body == null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const req = http.request(`${server.base}${pathname}`, { method, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => { let json = null; try { json = JSON.parse(text); } catch {} resolve({ status: res.statusCode, json, text, cookie: res.headers['set-cookie']?.[0] || null }); });
    });
    req.on('error', reject);
    req.end(data);
  });
}
const post = (p, body, headers) => request('POST', p, body, headers);

function decode(m) {
  const [head, ...rest] = m.data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return { head: head.replace(/\r\n[ \t]+/g, ' '), body: Buffer.from(body, 'latin1').toString('utf8') };
}
const mailsTo = (to) => smtp.mails.filter((m) => m.to.some((x) => x.toLowerCase() === to.toLowerCase()));
const signinMails = (to) => mailsTo(to).filter((m) => /#signin=/.test(decode(m).body));
// The token of the last sign-in link mailed to `to` (waiting for the `n`th).
async function signinLink(to, n) {
  await smtp.until(() => signinMails(to).length >= n);
  const { body } = decode(signinMails(to).at(-1));
  const link = /https?:\/\/\S*#signin=[A-Za-z0-9_-]+/.exec(body)[0];
  return { link, token: /#signin=([A-Za-z0-9_-]+)/.exec(link)[1], body };
}
// The account's address, confirmed the way its owner would: the link in
// its confirmation mail, then the page's button (a form POST).
async function addConfirmed(cookie, address, lang = 'en') {
  const before = mailsTo(address).length;
  const r = await post('/online/account/email', { address, lang }, { Cookie: cookie });
  assert.deepEqual([r.status, r.json.sent], [200, true], r.text);
  await smtp.until(() => mailsTo(address).length > before);
  const { body } = decode(mailsTo(address).at(-1));
  const link = /https?:\/\/\S*online\/mail\/account\?t=([A-Za-z0-9_-]+)\S*/.exec(body);
  assert.ok(link[0].startsWith(PUBLIC), link[0]);
  const page = await request('GET', '/' + link[0].slice(PUBLIC.length));
  assert.equal(page.status, 200);
  const ok = await post('/online/mail/account', `t=${link[1]}`, { 'Content-Type': 'application/x-www-form-urlencoded' });
  assert.equal(ok.status, 200, ok.text);
}
const ask = (address, headers = {}) => post('/online/account/email/signin', { address, lang: 'en' }, headers);

test('a confirmed address gets a link from the public address, in its language, that signs one device in once', async () => {
  const cookie = account('ann-account-0001', 'Ann');
  // Not yet confirmed: the same answer, and no sign-in mail.
  await post('/online/account/email', { address: 'ann@example.org', lang: 'hu' }, { Cookie: cookie });
  const early = await ask('ann@example.org');
  assert.deepEqual([early.status, early.json], [200, { ok: true, sent: true }]);
  await wait(500);
  assert.equal(signinMails('ann@example.org').length, 0, 'an unconfirmed address got a sign-in link');

  await addConfirmed(cookie, 'ann@example.org', 'hu');
  const me = await request('GET', '/online/account/email', null, { Cookie: cookie });
  assert.deepEqual([me.json.address, me.json.confirmed, me.json.mail], ['ann@example.org', true, true]);
  // Any case and "+tag" name the same mailbox; the link goes to the address as confirmed.
  const r = await ask('Ann+games@Example.org');
  assert.deepEqual([r.status, r.json], [200, { ok: true, sent: true }]);
  const { link, token, body } = await signinLink('ann@example.org', 1);
  assert.ok(link.startsWith(PUBLIC), link);
  assert.match(decode(signinMails('ann@example.org').at(-1)).head, /Subject: .*(Bel=C3=A9p=C3=A9s|Belépés)/i);
  assert.match(body, /15 percig/);

  const used = await post('/online/account/email/use', { token });
  assert.equal(used.status, 200, used.text);
  assert.match(used.cookie, /^tabula_session=[^;]+;.*HttpOnly/);
  const device = await request('GET', '/online/account', null, { Cookie: used.cookie.split(';')[0] });
  assert.deepEqual([device.json.signedIn, device.json.name], [true, 'Ann']);
  assert.ok(device.json.devices.some((d) => d.current && d.how === 'mail'));

  const again = await post('/online/account/email/use', { token });
  assert.equal(again.status, 403);
  assert.equal(again.json.why, 'used');
  assert.equal(again.cookie, null);
});

test('an unknown address gets no mail and the same answer as a known one', async () => {
  const before = smtp.mails.length;
  const known = await ask('ann@example.org');
  const unknown = await ask('nobody@example.org');
  assert.deepEqual([unknown.status, unknown.json, unknown.cookie], [known.status, known.json, known.cookie]);
  await signinLink('ann@example.org', 2);
  await wait(500);
  assert.equal(mailsTo('nobody@example.org').length, 0);
  assert.equal(smtp.mails.length, before + 1);
});

test('a link is refused after 15 minutes', async () => {
  await ask('ann@example.org');
  const { token } = await signinLink('ann@example.org', 3);
  await moveClock(15 * MIN + 5000);
  const late = await post('/online/account/email/use', { token });
  assert.equal(late.status, 410, late.text);
  assert.equal(late.json.why, 'expired');
  assert.match(late.json.reason, /expired/);
  assert.equal(late.cookie, null);
});

test('the link is the public address\'s whatever Host and Origin the request claims', async () => {
  await moveClock(2 * 3600 * MIN / 60); // a new hour: the recipient's limit is fresh
  const n = signinMails('ann@example.org').length;
  const foreign = await ask('ann@example.org', { Host: 'evil.example', Origin: 'https://evil.example' });
  assert.equal(foreign.status, 403, 'another site\'s page may not ask');
  const r = await ask('ann@example.org', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' });
  assert.equal(r.status, 200);
  const { link, body } = await signinLink('ann@example.org', n + 1);
  assert.equal(signinMails('ann@example.org').length, n + 1);
  assert.ok(link.startsWith(PUBLIC), link);
  assert.doesNotMatch(body, /evil/);
});

test('at most three links an hour to a recipient, ten asks an hour from a client, the same answer past the first', async () => {
  await moveClock(2 * 3600 * 1000);
  const cookie = account('bob-account-0001', 'Bob');
  await addConfirmed(cookie, 'bob@example.org');
  for (let i = 0; i < 5; i++) {
    const r = await ask('bob@example.org');
    assert.deepEqual([r.status, r.json], [200, { ok: true, sent: true }]);
  }
  await smtp.until(() => signinMails('bob@example.org').length >= 3);
  await wait(500);
  assert.equal(signinMails('bob@example.org').length, 3, 'a recipient got more than three links in an hour');
  for (let i = 5; i < 10; i++) assert.equal((await ask('nobody@example.org')).status, 200);
  const past = await ask('nobody@example.org');
  assert.equal(past.status, 429, 'a client asked more than ten links in an hour');
  // An hour on, the recipient gets a link again.
  await moveClock(3600 * 1000 + 1000);
  assert.equal((await ask('bob@example.org')).status, 200);
  await signinLink('bob@example.org', 4);
});
