// Addresses that hold behind a proxy, and an Origin check a rebinding name
// cannot pass (issue 31 §4): with TABULA_TRUST_PROXY=N the client is the
// address the first of N proxies appended to X-Forwarded-For (what the
// client wrote itself is ignored), and a browser's Origin must be the one of
// TABULA_PUBLIC_URL (loopback when unset), never the Host the request claims.
// And a connection a proxy keeps idle is not closed under it: the server's
// keep-alive outlasts the proxies' (and clients') idle timeouts.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { startServer } from './harness.mjs';
import { api } from './client.mjs';
import { gameFor } from './any_game.mjs';
import { forwardedAddress } from '../src/origin.mjs';

const GAME = gameFor(2).name;
let behind, plain;
before(async () => {
  [behind, plain] = await Promise.all([
    startServer({ env: { TABULA_TRUST_PROXY: '1', TABULA_PUBLIC_URL: 'https://tabula.example/' } }),
    startServer(),
  ]);
});
after(async () => { await behind?.stop(); await plain?.stop(); });

function request(server, method, path, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.base}${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('X-Forwarded-For: the last N hops are the proxies\' own; the client cannot choose its address', async () => {
  assert.equal(forwardedAddress('10.0.0.2', '6.6.6.6, 198.51.100.9', 1), '198.51.100.9', 'nginx appended the client it saw');
  assert.equal(forwardedAddress('10.0.0.2', '6.6.6.6, 198.51.100.9, 10.0.0.1', 2), '198.51.100.9', 'two proxies');
  assert.equal(forwardedAddress('10.0.0.2', '198.51.100.9', 3), '198.51.100.9', 'fewer entries than hops: the leftmost');
  assert.equal(forwardedAddress('10.0.0.2', '6.6.6.6', 0), '10.0.0.2', 'no proxy trusted: the socket');
  // 60 table creations, each with its own made-up first entry, through an
  // appending proxy (it adds 127.0.0.1, the address it saw): the creation
  // limit (a burst of 30, then 1 a second) holds.
  const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => request(behind, 'POST', '/online/tables',
    { 'X-Forwarded-For': `203.0.113.${i}, 127.0.0.1` }, JSON.stringify({ game: GAME, players: 2, bots: [null, 'easy'] }))));
  const made = statuses.filter((s) => s === 200).length;
  assert.ok(made >= 28 && made <= 33, `${made} of 60 created`);
  assert.equal(statuses.filter((s) => s === 429).length, 60 - made);
});

test('Origin is checked against TABULA_PUBLIC_URL, not Host (DNS rebinding)', async () => {
  const body = JSON.stringify({ game: GAME, players: 2, bots: [null, 'easy'] });
  // A page on evil.example, a name pointed at this server: Host and Origin agree, and are refused.
  assert.equal(await request(behind, 'POST', '/online/tables', { Host: 'evil.example', Origin: 'https://evil.example', 'X-Forwarded-For': '192.0.2.1' }, body), 403);
  assert.equal(await request(behind, 'POST', '/online/tables', { Origin: 'https://tabula.example', 'X-Forwarded-For': '192.0.2.2' }, body), 200);
  assert.equal(await request(behind, 'POST', '/online/tables', { Origin: 'http://tabula.example', 'X-Forwarded-For': '192.0.2.3' }, body), 403);
  // Unset: only pages on a loopback host.
  const port = plain.port;
  assert.equal(await request(plain, 'POST', '/online/tables', { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }, body), 403);
  assert.equal(await request(plain, 'POST', '/online/tables', { Origin: `http://127.0.0.1:${port}` }, body), 200);
  assert.equal(await request(plain, 'POST', '/online/tables', { Origin: `http://localhost:${port}` }, body), 200);
  // The websocket upgrade too.
  const ws = (origin, host) => new Promise((resolve) => {
    const req = http.request(`${plain.base}/anything`, { headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: origin, Host: host } });
    req.on('response', (res) => { res.resume(); resolve(res.statusCode); });
    req.on('upgrade', (res, socket) => { socket.destroy(); resolve(101); });
    req.on('error', () => resolve(0));
    req.end();
  });
  assert.equal(await ws(`http://evil.example:${port}`, `evil.example:${port}`), 403);
  const health = await api(plain.base, 'GET', '/online/health');
  assert.equal(health.status, 200);
});

// A proxy (Caddy keeps upstream connections 2 minutes, nginx's upstream
// keepalive 60 s) or a client (Node's agent 5 s, fetch the server's
// Keep-Alive hint less a second) reuses an idle connection it still thinks
// open. When the server closed it first (Node's default: after 5 s idle), a
// request sent just then meets a closed socket: "fetch failed" (other side
// closed, ECONNRESET), "socket hang up", a proxy's 502. Seen by the load
// benchmark at load 12-15 on its create and join requests; so the server
// keeps an idle connection longer than they do. Here a request 6 s after
// the last one, on the same connection, must be answered.
test('an idle keep-alive connection is still open 6 s later (the server outlasts proxies\' and clients\' idle timeouts)', { timeout: 30000 }, async () => {
  const socket = net.connect(plain.port, '127.0.0.1');
  await new Promise((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  let got = '';
  let closed = false;
  socket.on('data', (d) => { got += d; });
  socket.on('close', () => { closed = true; });
  socket.on('error', () => {});
  const ask = async () => {
    got = '';
    socket.write('GET /online/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    for (let i = 0; i < 100 && !/\r\n\r\n[\s\S]*\}/.test(got) && !closed; i++) await new Promise((r) => setTimeout(r, 50));
    return got;
  };
  const first = await ask();
  assert.match(first, /^HTTP\/1\.1 200/);
  const hint = Number(/keep-alive: timeout=(\d+)/i.exec(first)?.[1]);
  assert.ok(hint >= 120, `Keep-Alive: timeout=${hint}: a proxy keeping connections 2 minutes would find them closed`);
  await new Promise((r) => setTimeout(r, 6000));
  assert.equal(closed, false, 'the server closed the idle connection within 6 s');
  assert.match(await ask(), /^HTTP\/1\.1 200/);
  socket.destroy();
});
