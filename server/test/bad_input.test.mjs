// Bad input is refused with a reason and leaves the table untouched:
// malformed and oversized requests and messages, actions for another seat,
// illegal actions, spectators acting, unknown messages, floods.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';
import { gameFor, gameWhere } from './any_game.mjs';

// Any game of 4 seats (bad input is refused the same in every game), and
// its seat range as its refusal says it.
const GAME = gameFor(4);
const RANGE = new RegExp(`${GAME.min_players} to ${GAME.max_players}`);

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

const post = (body) => api(server.base, 'POST', '/online/tables', body);
const lastRefusal = (p) => [...p.messages].reverse().find((m) => m.type === 'refused')?.data;
const waitRefusals = (p, n) => p.until(() => p.messages.filter((m) => m.type === 'refused').length >= n, 10000);

test('create: malformed or impossible requests get a reason', async () => {
  const cases = [
    ['{not json', /JSON/],
    [[1, 2], /object/],
    [{ game: 'chess', players: 2 }, /game must be one of/],
    [{ game: GAME.name, players: GAME.max_players + 1 }, RANGE],
    [{ game: GAME.name, players: '4' }, RANGE],
    [{ game: gameWhere((g) => g.variants.length > 1, 'with variants').name, players: 2, variant: 'nope' }, /variant/],
    [{ game: GAME.name, players: 3, bots: [null, 'easy'] }, /one entry per seat/],
    [{ game: GAME.name, players: 2, bots: [null, 'godlike'] }, /level|bots/],
    [{ game: GAME.name, players: 2, level: 'godlike' }, /level/],
  ];
  for (const [body, why] of cases) {
    const r = await post(body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.json.ok, false);
    assert.match(r.json.reason, why);
  }
  const big = await post({ game: GAME.name, players: 4, pad: 'x'.repeat(10000) });
  assert.equal(big.status, 413);
  assert.equal(big.json.ok, false);
});

test('table ids are unguessable and unknown ones are not found', async () => {
  const ids = new Set();
  for (let i = 0; i < 5; i++) ids.add((await post({ game: GAME.name, players: 4 })).json.table);
  assert.equal(ids.size, 5);
  for (const id of ids) assert.match(id, /^[A-Za-z0-9_-]{22}$/); // 128 random bits
  for (const id of ['nope', 'AAAAAAAAAAAAAAAAAAAAAA', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%00', 'x'.repeat(300)]) {
    const r = await api(server.base, 'GET', `/online/tables/${id}`);
    assert.equal(r.status, 404);
    assert.equal(r.json.ok, false);
  }
  const r = await api(server.base, 'GET', '/online/nothing');
  assert.equal(r.status, 404);
});

async function twoPeople() {
  const c = await post({ game: GAME.name, players: 4, bots: [null, null, 'easy', 'easy'] });
  const a = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  const b = await new Player(server.base).join(c.json.table, { name: 'Bob' });
  // The seed draws who opens, and bots may play first: a is whichever of the
  // two people is to act once it is a person's turn, b the other.
  const v = await a.until((v) => v.started && [0, 1].includes(v.current));
  const [mover, other] = v.current === 0 ? [a, b] : [b, a];
  await mover.until((v) => v.legal.length > 0);
  return { table: c.json.table, a: mover, b: other };
}

test('joining needs a known token, a name, or spectate; a full table refuses', async () => {
  const { table, a, b } = await twoPeople();
  await assert.rejects(new Player(server.base).join(table, { token: 'x'.repeat(32) }), /token/);
  await assert.rejects(new Player(server.base).join(table, {}), /token|name|spectate/);
  await assert.rejects(new Player(server.base).join(table, { name: '   ' }), /name/);
  await assert.rejects(new Player(server.base).join(table, { name: 'Cy' }), /every seat is taken/);
  await a.leave();
  await b.leave();
});

test('an action for another seat, an illegal one, a spectator\'s: refused, table untouched', async () => {
  const { table, a, b } = await twoPeople();
  const w = await new Player(server.base).join(table, { spectate: true });
  await w.until((v) => v.started);
  const move = a.view.move;
  const before = JSON.stringify(a.view.observation);
  b.send('act', { text: a.view.legal[0] }); // the other person playing the mover's move
  await waitRefusals(b, 1);
  assert.match(lastRefusal(b).reason, /not your turn/);
  assert.equal(lastRefusal(b).text, a.view.legal[0]);
  a.send('act', { text: 'swap 99 real' });
  await waitRefusals(a, 1);
  assert.ok(lastRefusal(a).reason.length > 0);
  for (const bad of [null, 'text', { text: 42 }, { text: '' }, { text: 'x'.repeat(201) }, [1, 2]]) a.send('act', bad);
  await waitRefusals(a, 7);
  assert.ok(a.messages.filter((m) => m.type === 'refused').slice(1).every((m) => /action is \{text/.test(m.data.reason)));
  w.send('act', { text: a.view.legal[0] });
  await waitRefusals(w, 1);
  assert.match(lastRefusal(w).reason, /spectators/);
  a.send('hack', { x: 1 });
  await waitRefusals(a, 8);
  assert.match(lastRefusal(a).reason, /unknown message/);
  a.send('react', { what: 'insult' });
  await waitRefusals(a, 9);
  assert.match(lastRefusal(a).reason, /reactions are/);
  // Nothing moved: the next view anyone gets is still at the same move.
  const info = await api(server.base, 'GET', `/online/tables/${table}`);
  assert.equal(info.json.ok, true);
  assert.equal(a.view.move, move);
  assert.equal(JSON.stringify(a.view.observation), before);
  // And the table still plays.
  a.send('act', { text: a.view.legal[0] });
  await a.until((v) => v.move > move);
  for (const p of [a, b, w]) await p.leave();
});

test('a flood is rate limited, then disconnected; the table plays on', async () => {
  const { a, b } = await twoPeople();
  const move = a.view.move;
  const closed = new Promise((resolve) => b.room.onLeave((code) => resolve(code)));
  for (let i = 0; i < 400; i++) b.send('act', { text: 'pass' });
  const code = await closed;
  assert.equal(code, 4008);
  assert.ok(b.messages.some((m) => m.type === 'refused' && /too many messages/.test(m.data.reason)));
  assert.equal(a.view.move, move);
  a.send('act', { text: a.view.legal[0] });
  await a.until((v) => v.move > move);
  await a.leave();
});

test('oversized and malformed websocket frames close that connection only', async () => {
  const { table, a, b } = await twoPeople();
  const closed = new Promise((resolve) => b.room.onLeave((code) => resolve(code)));
  b.send('act', { text: 'x'.repeat(20000) });
  assert.equal(await closed, 1009); // ws: message too big
  // A raw socket speaking garbage to the room is dropped, the server lives on.
  const info = await api(server.base, 'GET', `/online/tables/${table}`);
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/${info.json.roomId}?sessionId=nope`);
  await new Promise((resolve) => { ws.on('close', resolve); ws.on('error', resolve); ws.on('open', () => ws.send(Buffer.from([0xff, 0x00, 0x13, 0x37]))); });
  const move = a.view.move;
  a.send('act', { text: a.view.legal[0] });
  await a.until((v) => v.move > move);
  assert.equal((await api(server.base, 'GET', '/online/health')).json.ok, true);
  await a.leave();
});

test('a flood of table creations is refused with 429 and a reason', async () => {
  const own = await startServer();
  try {
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await api(own.base, 'POST', '/online/tables', { game: GAME.name, players: 4 }));
    const refused = answers.filter((r) => r.status === 429);
    assert.ok(answers.filter((r) => r.status === 200).length >= 30);
    assert.ok(refused.length > 0);
    assert.match(refused[0].json.reason, /too many tables/);
  } finally {
    await own.stop();
  }
});
