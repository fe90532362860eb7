// "E-mail me" is no mail relay (issue 31 §1), replayed against a real SMTP
// sink on loopback: the relay attack (Host, Origin, a `page` with line
// breaks), nothing to an unconfirmed address, confirmation then turn mail
// with our links and a one-click stop, mail bombing across tables, the
// confirmed address remembered at another table, stop, and the addresses of
// an archived table deleted. Mail stays off without TABULA_PUBLIC_URL.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { startSmtpSink } from './smtp_sink.mjs';
import { startReceiver } from './push_receiver.mjs';
import { drive } from './turns.mjs';
import { gameFor } from './any_game.mjs';

const GAME = gameFor(2).name;
// The site's public address, with a path: every link must start with it.
const PUBLIC = 'https://tabula.example/games/';
const HOUR = 3600 * 1000;
let server, smtp, rx, skew;
before(async () => {
  smtp = await startSmtpSink();
  rx = await startReceiver();
  skew = path.join(tempDir(), 'skew');
  fs.writeFileSync(skew, '0');
  server = await startServer({ env: {
    TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: PUBLIC, TABULA_PUSH_LOOPBACK: '1',
    TABULA_CLOCK_SKEW_FILE: skew, TABULA_ARCHIVE_SWEEP_MS: '200',
  } });
});
after(async () => { await server?.stop(); await smtp?.close(); await rx?.close(); });

// A mail's body as written (quoted-printable undone) and its headers.
function decode(m) {
  const [head, ...rest] = m.data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return { head: head.replace(/\r\n[ \t]+/g, ' '), body: Buffer.from(body, 'latin1').toString('utf8') };
}
const mailsTo = (to) => smtp.mails.filter((m) => m.to.some((x) => x.toLowerCase() === to.toLowerCase()));
const links = (text) => [...text.matchAll(/https?:\/\/[^\s>]+/g)].map((m) => m[0]);
// The server's answer to a public link (its origin swapped for the test's).
const local = (link) => server.base + '/' + link.slice(PUBLIC.length);
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

// POST with any headers (fetch will not send a Host of our choosing).
function post(pathname, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    const req = http.request(`${server.base}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => { let json = null; try { json = JSON.parse(text); } catch {} resolve({ status: res.statusCode, json, text }); });
    });
    req.on('error', reject);
    req.end(data);
  });
}

// A 2-seat table, Ann and Bob seated and started.
async function table() {
  const c = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null] });
  assert.equal(c.status, 200, JSON.stringify(c.json));
  const id = c.json.table;
  const ann = await new Player(server.base).join(id, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(server.base).join(id, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  await ann.until((v) => v.started);
  return { id, ann, bob };
}
// Ann leaves; Bob plays until it is Ann's turn (a "your turn" for her).
async function annAwayAndDue({ ann, bob }) {
  await drive([ann, bob], (v) => v.current === bob.seat.seat);
  await ann.leave();
  await drive([bob], (v) => v.current === ann.seat.seat);
}
const leaveAddress = (id, token, address, lang = 'en', headers) => post(`/online/tables/${id}/mail`, { token, address, lang }, headers);
// Confirms through the link of the last confirmation mail to `to`.
async function confirmLast(to) {
  const m = mailsTo(to).filter((x) => /online\/mail\/confirm/.test(decode(x).body)).at(-1);
  const link = links(decode(m).body).find((l) => l.includes('/online/mail/confirm'));
  const page = await fetch(local(link));
  assert.equal(page.status, 200);
  const t = new URL(link).searchParams.get('t');
  assert.match(await page.text(), /<form method="post"/, 'a scanner fetching the link confirms nothing: the page has a button');
  return post('/online/mail/confirm', `t=${encodeURIComponent(t)}`, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(PUBLIC).origin });
}

test('the relay: Host, Origin and page change nothing in any mail; an unconfirmed address gets no turn mail', async () => {
  const t = await table();
  const evil = { Host: 'evil.example', Origin: 'https://evil.example' };
  const attack = { token: t.ann.seat.token, address: 'victim@example.org', lang: 'en', page: '/\n\nYOU WON A PRIZE! Claim it at https://evil.example/claim\n\n' };
  // Another site's page (or a rebinding name) is refused outright.
  const refused = await post(`/online/tables/${t.id}/mail`, attack, evil);
  assert.equal(refused.status, 403, refused.text);
  // A program sending no Origin but that Host and page: only a confirmation,
  // built from TABULA_PUBLIC_URL, in our words.
  const r = await post(`/online/tables/${t.id}/mail`, attack, { Host: 'evil.example' });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.json, { ok: true, confirmed: false, sent: true });
  await smtp.until(() => mailsTo('victim@example.org').length === 1);
  const { head, body } = decode(mailsTo('victim@example.org')[0]);
  assert.doesNotMatch(head + body, /evil|PRIZE/i);
  assert.match(body, /Nothing will be sent unless you confirm/);
  for (const l of links(body)) assert.ok(l.startsWith(PUBLIC), `every link from TABULA_PUBLIC_URL: ${l}`);
  assert.match(head, /List-Unsubscribe: <https:\/\/tabula\.example\/games\/online\/mail\/stop\?/);
  assert.match(head, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  // Her turn comes while she is away: her push arrives, no turn mail.
  assert.equal((await api(server.base, 'POST', `/online/tables/${t.id}/push`, { token: t.ann.seat.token, subscription: rx.subscribe(`relay-${t.id}`), lang: 'en' })).status, 200);
  await annAwayAndDue(t);
  await rx.until((g) => g.some((x) => x.name === `relay-${t.id}`));
  await wait(1500);
  assert.equal(mailsTo('victim@example.org').length, 1, 'an unconfirmed address gets nothing but its confirmation');
  await t.bob.leave();
});

test('confirmed: turn mail with the table\'s link and a stop link; the link works once; remembered at another table; stop ends it', async () => {
  const to = 'Carla@Example.org';
  const t = await table();
  assert.deepEqual((await leaveAddress(t.id, t.ann.seat.token, to, 'it')).json, { ok: true, confirmed: false, sent: true });
  await smtp.until(() => mailsTo(to).length === 1);
  assert.match(decode(mailsTo(to)[0]).body, /Non invieremo nulla finché non confermi/, 'in the language she asked in');
  const ok = await confirmLast(to);
  assert.equal(ok.status, 200, ok.text);
  assert.match(ok.text, /Confermato/);
  assert.equal((await confirmLast(to)).status, 410, 'a confirmation link works once');

  await annAwayAndDue(t);
  await smtp.until(() => mailsTo(to).length === 2);
  const { head, body } = decode(mailsTo(to)[1]);
  assert.match(body, /Tocca a te/);
  assert.ok(body.includes(`${PUBLIC}?table=${t.id}`), body);
  const stop = links(body).find((l) => l.includes('/online/mail/stop'));
  assert.ok(stop?.startsWith(PUBLIC), body);
  assert.ok(head.includes(`List-Unsubscribe: <${stop}>`), head);

  // Another table, the same address (another case): confirmed already, no new mail.
  const u = await table();
  assert.deepEqual((await leaveAddress(u.id, u.ann.seat.token, 'carla@example.org', 'it')).json, { ok: true, confirmed: true, sent: false });
  // Due there within the hour: nothing (one turn mail an hour over all tables).
  await annAwayAndDue(u);
  await wait(1500);
  assert.equal(mailsTo(to).length, 2, 'no second mail within the hour');

  // A forged stop link does nothing; the real one stops everything.
  const forged = stop.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA');
  assert.equal((await fetch(local(forged))).status, 400);
  const stopped = await fetch(local(stop));
  assert.equal(stopped.status, 200);
  assert.match(await stopped.text(), /non scriverà più/);
  const db = new Database(path.join(server.data, 'notify.sqlite3'), { readonly: true });
  try {
    assert.equal(db.prepare("SELECT count(*) AS n FROM mail_seats WHERE lower(address) = 'carla@example.org'").get().n, 0, 'her addresses at every table are deleted');
    assert.equal(db.prepare('SELECT count(*) AS n FROM mail_book WHERE confirmed_at IS NOT NULL').get().n, 0, 'her consent too');
    assert.equal(db.prepare("SELECT count(*) AS n FROM mail_book WHERE recipient LIKE '%@%'").get().n, 0, 'the book holds hashes, not addresses');
  } finally { db.close(); }
  // Her consent is gone with it: the address left again needs a new confirmation.
  assert.deepEqual((await leaveAddress(u.id, u.ann.seat.token, to, 'it')).json, { ok: true, confirmed: false, sent: true });
  // A mail program's one-click POST (RFC 8058) is answered too.
  const one = await post(new URL(stop).pathname.replace(/^\/games/, '') + new URL(stop).search, 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' });
  assert.equal(one.status, 200);
  await t.bob.leave(); await u.bob.leave();
});

test('bombing: 20 tables\' seats given one address (cases and +tags) send at most 3 confirmation mails', async () => {
  const to = 'dora@example.org';
  const answers = [];
  for (let i = 0; i < 20; i++) {
    const c = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null] });
    const p = await new Player(server.base).join(c.json.table, { name: `P${i}` });
    await p.until(() => p.seat);
    const address = i % 3 === 0 ? to : i % 3 === 1 ? 'DORA@example.org' : `dora+${i}@example.org`;
    answers.push((await leaveAddress(c.json.table, p.seat.token, address, 'en', { 'X-Forwarded-For': `198.51.100.${i}` })).status);
    await p.leave();
  }
  await wait(1500);
  const confirmations = smtp.mails.filter((m) => m.to.some((x) => /^dora(\+\d+)?@example\.org$/i.test(x)));
  assert.equal(confirmations.length, 3, `${confirmations.length} mails`);
  assert.equal(answers.filter((s) => s === 200).length, 3);
  assert.equal(answers.filter((s) => s === 429).length, 17, 'the rest are told why');
});

test('an archived table\'s addresses and subscriptions are deleted', async () => {
  const t = await table();
  await leaveAddress(t.id, t.ann.seat.token, 'eve@example.org');
  await api(server.base, 'POST', `/online/tables/${t.id}/push`, { token: t.ann.seat.token, subscription: rx.subscribe(`eve-${t.id}`), lang: 'en' });
  const count = () => {
    const db = new Database(path.join(server.data, 'notify.sqlite3'), { readonly: true });
    try { return db.prepare('SELECT (SELECT count(*) FROM mail_seats WHERE table_id = ?) + (SELECT count(*) FROM push_subs WHERE table_id = ?) AS n').get(t.id, t.id).n; } finally { db.close(); }
  };
  assert.equal(count(), 2);
  // Still connected: the room is archived (a room nobody is at closes at
  // once, and the hourly sweep finds its table idle: both paths delete).
  fs.writeFileSync(skew, String(31 * 24 * HOUR));
  try {
    const end = Date.now() + 20000;
    while (count() && Date.now() < end) await wait(200);
    assert.equal(count(), 0);
  } finally { fs.writeFileSync(skew, '0'); }
});

test('no TABULA_PUBLIC_URL: mail does not start, and the log says why', async () => {
  const s = await startServer({ env: { TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: '' } });
  try {
    assert.equal((await api(s.base, 'GET', '/online/health')).json.mail, false);
    assert.match(s.log(), /\[mail\] not started: .*TABULA_PUBLIC_URL/);
  } finally { await s.stop(); }
});
