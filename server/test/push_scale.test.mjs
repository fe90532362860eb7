// "Your turn" with two server processes on Redis + PostgreSQL (issue 24):
// both sign with the same VAPID key (made once, kept in the database), a
// subscription and an address left through one process are used by the
// process that holds the table's room, and one mail an hour means one
// across both processes.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { Player, api } from './client.mjs';
import { missingServices, startPair } from './services.mjs';
import { startReceiver } from './push_receiver.mjs';
import { startSmtpSink } from './smtp_sink.mjs';
import { drive } from './turns.mjs';
import { gameFor } from './any_game.mjs';
import { confirmAddress } from './mail_confirm.mjs';

// Any game of 3 seats: the push names its game by the engine's title.
const GAME = gameFor(3);

const missing = missingServices();
const skip = missing.length ? `missing ${missing.join(', ')}: run bash server/setup.sh` : false;
let pair, redis, postgres, a, b, rx, smtp;

before(async () => {
  if (skip) return;
  rx = await startReceiver();
  smtp = await startSmtpSink();
  pair = await startPair({ TABULA_PUSH_LOOPBACK: '1', TABULA_SMTP_URL: smtp.url, TABULA_PUBLIC_URL: 'https://tabula.example/' });
  ({ redis, postgres, a, b } = pair);
});
after(async () => {
  await pair?.stop();
  await rx?.close();
  await smtp?.close();
});

test('two processes: one VAPID key, a subscription made through either, one mail', { skip }, async () => {
  const [ka, kb] = await Promise.all([a, b].map((s) => api(s.base, 'GET', '/online/push/key')));
  assert.equal(ka.json.key, kb.json.key, 'one key for both processes');
  const table = (await api(a.base, 'POST', '/online/tables', { game: GAME.name, players: 3, bots: [null, null, 'easy'] })).json.table;
  const anna = await new Player(a.base).join(table, { name: 'Anna' });
  await anna.until(() => anna.seat);
  const bruno = await new Player(a.base).join(table, { name: 'Bruno' });
  await bruno.until((v) => bruno.seat && v.started);
  const seat = anna.seat.seat;
  // Left through process b; the room (and its moves) live on process a.
  assert.equal((await api(b.base, 'POST', `/online/tables/${table}/push`, { token: anna.seat.token, subscription: rx.subscribe('anna'), lang: 'it' })).status, 200);
  assert.equal((await api(b.base, 'POST', `/online/tables/${table}/mail`, { token: anna.seat.token, address: 'anna@example.org', lang: 'it' })).status, 200);
  // Confirmed through process a: the book is the database's, shared.
  await confirmAddress(smtp, a.base, 'anna@example.org');
  await drive([anna, bruno], (v) => v.current !== seat);
  await anna.leave();
  await drive([bruno], (v) => v.current === seat);
  const [push] = await rx.until((g) => g.length >= 1);
  assert.deepEqual(push.payload, { table, game: GAME.name, title: GAME.title, names: ['Bruno'], lang: 'it' });
  assert.equal(push.vapidKey, ka.json.key);
  await smtp.until((m) => m.length >= 2);
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(smtp.mails.length, 2, 'the confirmation, then one turn mail');
  await bruno.leave();
});
