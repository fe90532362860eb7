// One room per table, and only this server's pages drive it.
// The audit's attack (H1): Colyseus's own POST /matchmake/create/table
// {"table": id} (or joinOrCreate, join) built a second room for a live table;
// a spectator then saw an old move and returning players landed in a stale
// room. Here every such call is refused and changes nothing: a spectator who
// joins afterwards sees the players' move, and the players play on.
// Origin: another site's page gets 403 on /online/, /matchmake/ and the
// websocket; the server's own origin and TABULA_ALLOWED_ORIGINS pass.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';
import { picker } from './play.mjs';
import { playOut } from './client.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 2 seats: one room per table is the same for every game.
const GAME = gameFor(2).name;

let server;
before(async () => { server = await startServer({ env: { TABULA_ALLOWED_ORIGINS: 'https://friend.example' } }); });
after(async () => { await server?.stop(); });

const matchmake = async (path, body, headers = {}) => {
  const r = await fetch(`${server.base}/matchmake/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  let json = null;
  try { json = JSON.parse(text); } catch {}
  return { status: r.status, json, headers: r.headers };
};

test('Colyseus\'s create, joinOrCreate and join routes never build a room', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, null] });
  const table = c.json.table;
  const a = await new Player(server.base).join(table, { name: 'Ann' });
  const b = await new Player(server.base).join(table, { name: 'Bob' });
  await Promise.all([playOut(a, picker(1), 60000, (v) => v.move >= 4), playOut(b, picker(2), 60000, (v) => v.move >= 4)]);
  const move = Math.max(a.view.move, b.view.move);

  // The attack, in every form Colyseus offers.
  for (const [path, body] of [
    ['create/table', { table }],
    ['joinOrCreate/table', { table }],
    ['join/table', { table }],
    ['create/table', { table, createKey: 'guess' }],
    ['joinOrCreate/table', { table, spectate: true }],
  ]) {
    const r = await matchmake(path, body);
    assert.ok(r.json?.error, `${path} refused (${JSON.stringify(r.json)})`);
    assert.equal(r.json.room, undefined, `${path} gives no room`);
  }
  // A table that has no room yet is not opened through joinById either.
  const other = (await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2 })).json.table;
  const r = await matchmake(`joinById/${other}`, { spectate: true });
  assert.match(r.json?.error || '', /not found/);

  // Still one room: a spectator joining now sees the players' move, and
  // sees their next one.
  const w = await new Player(server.base).join(table, { spectate: true });
  const seen = await w.until((v) => v.started);
  assert.equal(seen.move, move);
  const mover = a.view.legal.length ? a : b;
  mover.send('act', { text: mover.view.legal[0] });
  await w.until((v) => v.move === move + 1, 10000);
  // A player who returns with its token lands in the same room and can act.
  const a2 = await new Player(server.base).join(table, { token: a.seat.token });
  const v2 = await a2.until((v) => v.started);
  assert.equal(v2.move, move + 1);
  for (const p of [a, b, w, a2]) await p.leave();
});

test('another site\'s page is refused on /online/, /matchmake/ and the websocket', async () => {
  const evil = { Origin: 'https://evil.example' };
  const own = { Origin: server.base };
  const friend = { Origin: 'https://friend.example' };
  const post = (headers) => fetch(`${server.base}/online/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ game: GAME, players: 2 }) });
  const refused = await post(evil);
  assert.equal(refused.status, 403);
  assert.match((await refused.json()).reason, /another site/);
  assert.equal((await post({ Origin: 'null' })).status, 403);
  const ok = await post(own);
  assert.equal(ok.status, 200);
  const table = (await ok.json()).table;
  assert.equal((await post(friend)).status, 200, 'TABULA_ALLOWED_ORIGINS is accepted');

  assert.equal((await fetch(`${server.base}/online/tables/${table}`, { headers: evil })).status, 403);
  const info = await (await fetch(`${server.base}/online/tables/${table}`, { headers: own })).json();
  assert.equal(info.ok, true);

  const mm = await matchmake(`joinById/${info.roomId}`, { spectate: true }, evil);
  assert.equal(mm.status, 403);
  assert.equal(mm.json.room, undefined);
  const mmOwn = await matchmake(`joinById/${info.roomId}`, { spectate: true }, own);
  assert.ok(mmOwn.json.room, 'the own origin may join');
  assert.equal(mmOwn.headers.get('access-control-allow-origin'), server.base, 'CORS echoes only an allowed origin');

  // The websocket: ws answers a refused upgrade with 403.
  const upgrade = (origin) => new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/${info.roomId}?sessionId=${mmOwn.json.sessionId}`, { origin });
    ws.on('unexpected-response', (_, res) => { resolve(res.statusCode); ws.terminate(); });
    ws.on('open', () => { resolve('open'); ws.close(); });
    ws.on('error', () => resolve('error'));
  });
  assert.equal(await upgrade('https://evil.example'), 403);
  assert.equal(await upgrade(server.base), 'open');
});
