// Push only to push services (issue 31 §2): every address form of the
// audit is refused when subscribing; a name that resolves to a loopback
// address at send time gets no connection; at most 5 subscriptions a seat
// and 50 a table; a subscription that keeps failing (a 500, a refused
// address) is dropped after 3 tries. Against the loopback push receiver and
// a bare TCP listener that counts connections.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';
import { startReceiver } from './push_receiver.mjs';
import { drive } from './turns.mjs';
import { gameFor, mostSeats } from './any_game.mjs';
import { PUSH_HOSTS_DEFAULT, refusedHost, refusedRange } from '../src/push.mjs';

let server, rx, tcp;
let connections = 0;
before(async () => {
  rx = await startReceiver();
  tcp = net.createServer((s) => { connections += 1; s.destroy(); });
  await new Promise((r) => tcp.listen(0, '127.0.0.1', r));
  // Any host (TABULA_PUSH_HOSTS=*): what refuses below is the address, not the list.
  // Each request from its own address (X-Forwarded-For, trusted here): the
  // per-address request limit is not what these tests are about.
  server = await startServer({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_PUSH_HOSTS: '*', TABULA_TRUST_PROXY: '1' } });
});
after(async () => { await server?.stop(); await rx?.close(); tcp?.close(); });

let asker = 0;
async function push(table, body) {
  asker += 1;
  const r = await fetch(`${server.base}/online/tables/${table}/push`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${asker >> 8}.${asker & 255}` },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}
const subscribe = (table, token, endpoint, keys) => push(table, { token, subscription: { endpoint, keys }, lang: 'en' });
const unsubscribe = (table, token, endpoint) => push(table, { token, subscription: null, endpoint });

test('every private, loopback or literal address form is refused when subscribing', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, 'easy'] });
  const p = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  await p.until(() => p.seat);
  const { keys } = rx.subscribe('keys');
  const port = tcp.address().port;
  for (const endpoint of [
    `https://127.0.0.1:${port}/push`, 'https://localhost/x', 'https://localhost./x', 'https://a.localhost/x', 'https://[::1]/x',
    'https://2130706433/x', 'https://0x7f.1/x', 'https://0177.0.0.1/x', 'https://017700000001/x', 'https://user:pass@127.0.0.1/x',
    'https://user:pass@push.example.org/x', 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/x',
    'https://192.168.1.1:8443/admin', 'https://172.16.0.1/x', 'https://100.64.0.1/x', 'https://0.0.0.0/x', 'https://224.0.0.1/x',
    'https://[::ffff:127.0.0.1]/x', 'https://[::ffff:7f00:1]/x', 'https://[fe80::1]/x', 'https://[fc00::1]/x', 'https://[::]/x',
    'https://8.8.8.8/x', 'http://push.example.org/x', `http://localhost:${port}/x`,
  ]) {
    const r = await subscribe(c.json.table, p.seat.token, endpoint, keys);
    assert.equal(r.status, 400, `${endpoint}: ${JSON.stringify(r.json)}`);
    assert.ok(r.json.reason, endpoint);
  }
  assert.equal(connections, 0);
  await p.leave();
});

test('the address checks themselves: ranges (IPv4-mapped too) and the default list of push services', () => {
  for (const a of ['127.0.0.1', '10.1.2.3', '172.31.0.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '240.0.0.1',
    '::1', '::', 'fe80::1', 'fc00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1'])
    assert.ok(refusedRange(a), `${a} refused`);
  for (const a of ['8.8.8.8', '142.250.74.42', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8']) assert.equal(refusedRange(a), null, a);
  const host = (u) => refusedHost(new URL(u), PUSH_HOSTS_DEFAULT);
  for (const u of ['https://fcm.googleapis.com/fcm/send/x', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x', 'https://wns2-par02p.notify.windows.com/w/?token=x'])
    assert.equal(host(u), null, u);
  for (const u of ['https://push.example.org/x', 'https://evilnotify.windows.com/x', 'https://fcm.googleapis.com.evil.example/x'])
    assert.match(host(u), /only to/, u);
});

// Ann (seat 0) is away and due `rounds` times: she comes back, plays until
// it is Bob's turn, leaves; Bob plays until it is hers.
async function annDue(table, ann, bob, rounds, after) {
  for (let k = 1; k <= rounds; k++) {
    const back = await new Player(server.base).join(table, { token: ann.seat.token });
    await back.until((v) => v.current === ann.seat.seat && v.legal.length > 0);
    await drive([back, bob], (v) => v.current === bob.seat.seat);
    await back.leave();
    await drive([bob], (v) => v.current === ann.seat.seat);
    await after(k);
  }
}

test('a name resolving to loopback gets no connection at send time; failing subscriptions are dropped after 3 tries; 5 a seat', { timeout: 120000 }, async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, null] });
  const table = c.json.table;
  const ann = await new Player(server.base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const bob = await new Player(server.base).join(table, { name: 'Bob' });
  await bob.until((v) => bob.seat && v.started);
  const token = ann.seat.token;
  const good = `ok-${table}`;
  const bad = `fail-${table}`;
  const working = rx.subscribe(good);
  assert.equal((await subscribe(table, token, working.endpoint, working.keys)).status, 200);
  const failing = rx.subscribe(bad);
  assert.equal((await subscribe(table, token, failing.endpoint, failing.keys)).status, 200);
  // "vm" is 127.0.0.1 in /etc/hosts: a name, so accepted now; refused at each send.
  const rebound = `https://vm:${tcp.address().port}/push/x`;
  assert.equal((await subscribe(table, token, rebound, failing.keys)).status, 200);
  // Two more make five; a sixth is refused (429, with the reason).
  for (const n of [1, 2]) assert.equal((await subscribe(table, token, rx.subscribe(`more-${n}-${table}`).endpoint, failing.keys)).status, 200);
  const sixth = await subscribe(table, token, rx.subscribe(`six-${table}`).endpoint, failing.keys);
  assert.equal(sixth.status, 429);
  assert.match(sixth.json.reason, /at most 5/);
  // Drop the two extra ones (unsubscribe), leaving good, failing, rebound.
  for (const n of [1, 2]) assert.equal((await unsubscribe(table, token, rx.subscribe(`more-${n}-${table}`).endpoint)).status, 200);

  // Bob to move (the seed draws who opens), Ann away: his move makes her due.
  await drive([ann, bob], (v) => v.current === bob.seat.seat);
  await ann.leave();
  await drive([bob], (v) => v.current === ann.seat.seat);
  const count = (name) => rx.got.filter((g) => g.name === name).length;
  await rx.until(() => count(good) === 1 && count(bad) === 1);
  await annDue(table, ann, bob, 4, (k) => rx.until(() => count(good) === k + 1));
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(count(good), 5, 'the working subscription got every push');
  assert.equal(count(bad), 3, 'a subscription answered 500 three times is dropped');
  assert.equal(connections, 0, 'no connection to the loopback address the name resolved to');
  const refusals = server.log().match(/refused: vm resolves to 127\.0\.0\.1 \(loopback\)/g) || [];
  assert.equal(refusals.length, 3, server.log());
  assert.equal((server.log().match(/failed too often: dropped/g) || []).length, 2);
  await bob.leave();
});

test('at most 50 subscriptions a table', { timeout: 60000 }, async () => {
  const g = mostSeats();
  const seats = Math.min(g.max_players, 11);
  if (seats * 5 <= 50) return; // no game seats enough players to reach the table's cap
  const c = await api(server.base, 'POST', '/online/tables', { game: g.name, players: seats, bots: Array(seats).fill(null) });
  const table = c.json.table;
  const statuses = [];
  for (let i = 0; i < seats; i++) {
    const p = await new Player(server.base).join(table, { name: `P${i}` });
    await p.until(() => p.seat);
    for (let k = 0; k < 5; k++) {
      const s = rx.subscribe(`cap-${i}-${k}-${table}`);
      statuses.push((await subscribe(table, p.seat.token, s.endpoint, s.keys)).status);
    }
    await p.leave();
  }
  assert.equal(statuses.filter((s) => s === 200).length, 50);
  assert.equal(statuses.filter((s) => s === 429).length, seats * 5 - 50);
});
