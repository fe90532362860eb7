// "Your turn" by Web Push (issue 24 §2): a seat's subscription gets an
// encrypted message when a move makes that seat due and its player is not
// connected, and only then; the payload (decrypted here with the
// subscription's own keys) holds the table id, the game, the other players'
// names and the subscriber's language, nothing else; the VAPID key stays the
// same over a restart; a subscription the push service calls gone (410) is
// deleted; bad subscriptions and strange tokens are refused with a reason.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';
import { startReceiver } from './push_receiver.mjs';
import { drive } from './turns.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 3 seats: the push names its game by the engine's title.
const GAME = gameFor(3);

let server;
let rx;
before(async () => {
  rx = await startReceiver();
  server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1' } });
});
after(async () => { await server?.stop(); await rx?.close(); });

const subscribe = (table, body) => api(server.base, 'POST', `/online/tables/${table}/push`, body);

test('a seat not at its table gets an encrypted "your turn" push with names, game and table only', async () => {
  const key = (await api(server.base, 'GET', '/online/push/key')).json;
  assert.equal(key.ok, true);
  assert.equal(Buffer.from(key.key, 'base64url').length, 65, 'an uncompressed P-256 public key');

  const table = (await api(server.base, 'POST', '/online/tables', { game: GAME.name, players: 3, bots: [null, null, 'easy'] })).json.table;
  const ann = await new Player(server.base).join(table, { name: 'Anna' });
  await ann.until(() => ann.seat);
  const bruno = await new Player(server.base).join(table, { name: 'Bruno' });
  await bruno.until((v) => bruno.seat && v.started);
  const token = ann.seat.token;
  const annSeat = ann.seat.seat;
  assert.equal((await subscribe(table, { token, subscription: rx.subscribe('ann'), lang: 'hu' })).status, 200);
  assert.equal((await subscribe(table, { token, subscription: rx.subscribe('gone-ann'), lang: 'en' })).status, 200);

  // While Anna is connected her turns come without a push (the page says it).
  let annTurns = 0;
  // (Until it is Bruno's turn, not merely not Anna's: at the bot's turn the
  // bot moved on to Anna before the server had her leave, she was due while
  // at the table, no push came, and the test waited for ever: CI rehearsal 7.)
  await drive([ann, bruno], (v) => { if (v.current === annSeat) annTurns++; return v.move >= 6 && v.current === bruno.seat.seat; });
  assert.ok(annTurns >= 2, `Anna was due ${annTurns} times while at the table`);
  // Anna leaves while it is Bruno's turn; his move makes her due: a push.
  // (Once the server knows she left: a move it takes before her leave
  // would find her at the table and rightly send nothing. A loaded CI
  // machine lost that race once.)
  await ann.leave();
  await bruno.until((v) => v.seats[annSeat].away);
  await drive([bruno], (v) => v.current === annSeat);
  await rx.until((g) => g.some((x) => x.name === 'ann'));
  assert.deepEqual(rx.got.filter((g) => g.name === 'ann').length, 1, 'no push while she was at the table');
  const push = rx.got.find((g) => g.name === 'ann');
  assert.equal(push.error, null);
  assert.equal(push.encoding, 'aes128gcm');
  assert.equal(push.vapidKey, key.key, 'signed with the server\'s VAPID key');
  assert.deepEqual(push.payload, { table, game: GAME.name, title: GAME.title, names: ['Bruno'], lang: 'hu' });
  // The push service said the other subscription is gone (410): deleted.
  await rx.until((g) => g.some((x) => x.name === 'gone-ann'));

  // A restart keeps the VAPID key (subscriptions stay valid).
  await server.kill9();
  server = await (await import('./harness.mjs')).startServer({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_DATA: server.data }, port: server.port });
  assert.equal((await api(server.base, 'GET', '/online/push/key')).json.key, key.key);

  // Anna comes back, plays, leaves; Bruno's move makes her due again: the
  // live subscription gets a second push, the gone one no second request.
  const ann2 = await new Player(server.base).join(table, { token });
  const bruno2 = await new Player(server.base).join(table, { token: bruno.seat.token });
  await ann2.until((v) => v.current === annSeat && v.legal.length > 0);
  await bruno2.until((v) => v.move === ann2.view.move);
  await drive([ann2, bruno2], (v) => v.current === bruno.seat.seat);  // (as above)
  await ann2.leave();
  await bruno2.until((v) => v.seats[annSeat].away);
  await drive([bruno2], (v) => v.current === annSeat);
  await rx.until((g) => g.filter((x) => x.name === 'ann').length === 2);
  assert.equal(rx.got.filter((g) => g.name === 'gone-ann').length, 1, 'a gone subscription is never asked again');
  await bruno2.leave();
  await bruno.leave();
});

test('subscriptions are checked: seat token, https (or the test\'s loopback), keys', async () => {
  const table = (await api(server.base, 'POST', '/online/tables', { game: GAME.name, players: 3 })).json.table;
  const p = await new Player(server.base).join(table, { name: 'Cy' });
  await p.until(() => p.seat);
  const good = rx.subscribe('cy');
  for (const [body, status] of [
    [{ token: 'nope', subscription: good }, 403],
    [{ subscription: good }, 400],
    [{ token: p.seat.token, subscription: { ...good, endpoint: 'http://10.0.0.1/push' } }, 400],
    [{ token: p.seat.token, subscription: { ...good, endpoint: 'file:///etc/passwd' } }, 400],
    [{ token: p.seat.token, subscription: { endpoint: good.endpoint, keys: { p256dh: '<script>', auth: 'x' } } }, 400],
    [{ token: p.seat.token, subscription: 'x' }, 400],
  ]) {
    const r = await subscribe(table, body);
    assert.equal(r.status, status, JSON.stringify(body) + ' ' + JSON.stringify(r.json));
    assert.equal(r.json.ok, false);
    assert.ok(r.json.reason);
  }
  assert.equal((await subscribe(table, { token: p.seat.token, subscription: good, lang: 'xx' })).status, 200);
  assert.equal((await subscribe(table, { token: p.seat.token, subscription: null, endpoint: good.endpoint })).status, 200);
  const mail = await api(server.base, 'POST', `/online/tables/${table}/mail`, { token: p.seat.token, address: 'cy@example.org' });
  assert.equal(mail.status, 404, 'no e-mail without TABULA_SMTP_URL');
  assert.match(mail.json.reason, /TABULA_SMTP_URL/);
  assert.deepEqual((await api(server.base, 'GET', '/online/health')).json, { ok: true, push: true, mail: false });
  await p.leave();
});
