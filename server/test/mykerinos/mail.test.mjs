// "Your turn" by e-mail (issue 24 §2), only with TABULA_SMTP_URL and
// TABULA_PUBLIC_URL: a player leaves an address for a table and confirms it
// (issue 31: test/mail.test.mjs has the attacks); when a move makes that
// seat due and the player is not connected, a mail in the player's language
// names the game and the others and links the table (no card, no move); at
// most one mail an hour; the address is deleted when the table ends. Against an SMTP
// sink run by the test on loopback. At a Mykerinos table: its two seats take
// turns a move each, which the schedule below counts on (at a table of
// another game the away seat may never come due).
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer } from '../harness.mjs';
import { Player, api, playOut } from '../client.mjs';
import { startSmtpSink } from '../smtp_sink.mjs';
import { drive } from '../turns.mjs';
import { confirmAddress } from '../mail_confirm.mjs';

let server;
let smtp;
before(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ env: { TABULA_SMTP_URL: smtp.url, TABULA_MAIL_FROM: 'Tabula <games@example.org>', TABULA_PUBLIC_URL: 'https://tabula.example/games/' } });
});
after(async () => { await server?.stop(); await smtp?.close(); });

const addresses = () => {
  const db = new Database(path.join(server.data, 'notify.sqlite3'), { readonly: true });
  try { return db.prepare('SELECT address FROM mail_seats').all().map((r) => r.address); } finally { db.close(); }
};

test('an address left at a table gets one mail an hour while its seat is due and away, and is deleted at the end', async () => {
  assert.deepEqual((await api(server.base, 'GET', '/online/health')).json, { ok: true, push: true, mail: true });
  const table = (await api(server.base, 'POST', '/online/tables', { game: 'mykerinos', players: 2, bots: [null, null] })).json.table;
  const anna = await new Player(server.base).join(table, { name: 'Anna' });
  await anna.until(() => anna.seat);
  const bruno = await new Player(server.base).join(table, { name: 'Bruno' });
  await bruno.until((v) => bruno.seat && v.started);
  const seat = anna.seat.seat;
  const mail = (body) => api(server.base, 'POST', `/online/tables/${table}/mail`, { token: anna.seat.token, ...body });
  assert.equal((await mail({ address: 'not an address' })).status, 400);
  assert.equal((await mail({ address: 'anna@example.org', lang: 'hu' })).status, 200);
  assert.deepEqual(addresses(), ['anna@example.org']);
  await confirmAddress(smtp, server.base, 'anna@example.org');
  const turnMails = () => smtp.mails.filter((x) => !/mail\/confirm/.test(x.data.replace(/=\r\n/g, '')));

  // Anna away: Bruno's moves make her due twice (she is brought back to play
  // in between): one mail, not two.
  await drive([anna, bruno], (v) => v.current !== seat);
  await anna.leave();
  await drive([bruno], (v) => v.current === seat);
  await smtp.until(() => turnMails().length === 1);
  const anna2 = await new Player(server.base).join(table, { token: anna.seat.token });
  await anna2.until((v) => v.current === seat && v.legal.length > 0);
  await bruno.until((v) => v.move === anna2.view.move);
  await drive([anna2, bruno], (v) => v.current !== seat);
  await anna2.leave();
  const due = await drive([bruno], (v) => v.current === seat);

  const [m] = turnMails();
  assert.deepEqual(m.to, ['anna@example.org']);
  assert.equal(m.from, 'games@example.org');
  // Quoted-printable, as nodemailer writes UTF-8 text.
  const text = Buffer.from(m.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  assert.match(text, /Subject: =\?UTF-8\?Q\?Te_jössz_—_Mykerinos\?/, 'the subject, in Hungarian');
  assert.match(text, /Te jössz a\(z\) Mykerinos asztalnál, veled játszik: Bruno\./);
  assert.ok(text.includes(`https://tabula.example/games/?table=${table}`), 'links the table, from TABULA_PUBLIC_URL');
  assert.match(text, /Bruno/);
  // A second mail would be here by now: the first took under a second, and
  // Anna was due again with a move stored after it.
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(turnMails().length, 1, `one mail an hour (move ${due.move})`);

  // The table ends: the address is deleted.
  const anna3 = await new Player(server.base).join(table, { token: anna.seat.token });
  await Promise.all([playOut(anna3, (l) => l[0], 240000), playOut(bruno, (l) => l[0], 240000)]);
  for (let i = 0; i < 50 && addresses().length; i++) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(addresses(), [], 'deleted when the table ended');
  await anna3.leave();
  await bruno.leave();
});
