// Invitations that reach a person away from the page (issue 33 §4,
// server/src/invitations.mjs), on the real server with a loopback push
// service and SMTP sink: a friend's invitation goes by Web Push to every
// device of the friend (the subscriptions left at the friend's tables, one
// message per device, no token in it) and by mail to the friend's confirmed
// account address, with the table's link from TABULA_PUBLIC_URL; an
// unconfirmed address gets nothing; the mail keeps the one-an-hour limit;
// a rematch mails the old table's account holders who are away.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { api, playOut } from './client.mjs';
import { startServer } from './harness.mjs';
import { startReceiver } from './push_receiver.mjs';
import { startSmtpSink } from './smtp_sink.mjs';
import { addAccounts, callAs, decodeMail, mailsTo, sitAt } from './account_fixture.mjs';
import { gameEndingOnFirstChoices } from './any_game.mjs';

const PUBLIC = 'https://tabula.example/play/';
let server, smtp, rx;
before(async () => {
  smtp = await startSmtpSink();
  rx = await startReceiver();
  server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: PUBLIC } });
});
after(async () => { await server?.stop(); await smtp?.close(); await rx?.close(); });

const call = (method, p, who, body) => callAs(server, method, p, who, body);
const game2 = gameEndingOnFirstChoices(2).name;
const game3 = gameEndingOnFirstChoices(3).name;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

// The account's address, confirmed the way its owner would: the link in its
// confirmation mail, then the page's button (a form POST).
async function confirmAddress(who, address, lang) {
  const before = mailsTo(smtp, address).length;
  const r = await call('POST', '/online/account/email', who, { address, lang });
  assert.equal(r.sent, true, JSON.stringify(r));
  await smtp.until(() => mailsTo(smtp, address).length > before);
  const t = /online\/mail\/account\?t=([A-Za-z0-9_-]+)/.exec(decodeMail(mailsTo(smtp, address).at(-1)).body)[1];
  const ok = await fetch(`${server.base}/online/mail/account`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `t=${t}` });
  assert.equal(ok.status, 200);
}
async function befriend(a, b) {
  await call('POST', '/online/account/friends/ask', a, { account: b.id });
  assert.equal((await call('POST', '/online/account/friends/answer', b, { account: a.id, yes: true })).friendship, 'friend');
}
const subscribe = (table, token, name, lang) => api(server.base, 'POST', `/online/tables/${table}/push`, { token, subscription: rx.subscribe(name), lang });

test('a friend\'s invitation reaches each of the friend\'s devices once by push and their confirmed address by mail', async () => {
  const [ann, bob, cy] = addAccounts(server, ['Ann', 'Bob', 'Cy']);
  const first = await sitAt(server, game3, 3, [ann, bob, cy]);
  const second = await sitAt(server, game2, 2, [bob]);
  // Bob's phone allowed pushes at both his tables (one device, one message);
  // his laptop at the first only.
  const bobAt = (t) => t.seated[t.seated.length === 1 ? 0 : 1].seat.token;
  const phone = rx.subscribe('bob-phone');
  for (const t of [first, second]) assert.equal((await api(server.base, 'POST', `/online/tables/${t.table}/push`, { token: bobAt(t), subscription: phone, lang: 'hu' })).status, 200);
  assert.equal((await subscribe(first.table, bobAt(first), 'bob-laptop', 'it')).status, 200);
  await confirmAddress(bob, 'bob@example.org', 'es');
  // Cy left an address but never confirmed it.
  await call('POST', '/online/account/email', cy, { address: 'cy@example.org', lang: 'en' });
  await befriend(ann, bob);
  await befriend(ann, cy);

  const table = (await sitAt(server, game3, 3, [ann])).table;
  const mailsBefore = smtp.mails.length;
  assert.equal((await call('POST', '/online/account/friends/invite', ann, { friend: bob.id, table })).ok, true);
  assert.equal((await call('POST', '/online/account/friends/invite', ann, { friend: cy.id, table })).ok, true);
  await rx.until((got) => got.filter((g) => g.payload?.kind === 'invite').length >= 2);
  await smtp.until(() => mailsTo(smtp, 'bob@example.org').some((m) => decodeMail(m).body.includes(table)));
  await wait(500);  // anything more would have come by now
  const pushes = rx.got.filter((g) => g.payload?.kind === 'invite');
  assert.deepEqual(pushes.map((g) => g.name).sort(), ['bob-laptop', 'bob-phone'], 'one message per device, none to Cy (no subscription)');
  const p = pushes.find((g) => g.name === 'bob-phone').payload;
  assert.deepEqual({ ...p, title: typeof p.title }, { kind: 'invite', table, game: game3, title: 'string', names: ['Ann'], lang: 'hu' });
  assert.equal(pushes.find((g) => g.name === 'bob-laptop').payload.lang, 'it');
  for (const g of pushes) for (const pl of first.seated) assert.ok(!JSON.stringify(g.payload).includes(pl.seat.token), 'no seat token in a push');

  const mail = decodeMail(mailsTo(smtp, 'bob@example.org').at(-1));
  assert.match(mail.head, /Subject: Ann te invita a /);
  assert.ok(mail.body.includes(`${PUBLIC}?table=${table}`), mail.body);
  assert.match(mail.body, /online\/mail\/stop\?/);
  assert.equal(mailsTo(smtp, 'cy@example.org').filter((m) => decodeMail(m).body.includes(table)).length, 0, 'an unconfirmed address gets no invitation');
  assert.equal(smtp.mails.length - mailsBefore, 1);

  // A second invitation within the hour: the push again, no second mail.
  const third = (await sitAt(server, game3, 3, [ann])).table;
  const before = rx.got.length;
  assert.equal((await call('POST', '/online/account/friends/invite', ann, { friend: bob.id, table: third })).ok, true);
  await rx.until((got) => got.slice(before).filter((g) => g.payload?.table === third).length >= 2);
  await wait(500);
  assert.equal(mailsTo(smtp, 'bob@example.org').filter((m) => decodeMail(m).body.includes(third)).length, 0, 'one mail an hour');
  for (const pl of [...first.seated, ...second.seated]) await pl.leave();
});

test('a rematch mails the old table\'s account holders who are away, with the link that takes their reserved seat', async () => {
  const [dee, eve] = addAccounts(server, ['Dee', 'Eve']);
  await confirmAddress(eve, 'eve@example.org', 'it');
  const t = await sitAt(server, game2, 2, [dee, eve]);
  const [d, e] = t.seated;
  await Promise.all([playOut(d), playOut(e)]);
  await e.leave();  // Eve is away when Dee asks
  const again = (await api(server.base, 'POST', `/online/tables/${t.table}/rematch`, { token: d.seat.token })).json;
  assert.equal(again.ok, true, JSON.stringify(again));
  await smtp.until(() => mailsTo(smtp, 'eve@example.org').some((m) => decodeMail(m).body.includes(again.table)));
  const mail = decodeMail(mailsTo(smtp, 'eve@example.org').at(-1));
  assert.match(mail.head, /Subject: Dee ti invita a /);
  assert.ok(mail.body.includes(`${PUBLIC}?table=${again.table}&from=${t.table}`), mail.body);
  assert.match(mail.body, /giocare ancora/);
  await d.leave();
});
