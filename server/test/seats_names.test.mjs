// Seats are never locked out by spectators (the audit's M2: 63 spectators
// filled maxClients and the second player could not sit, nor the creator
// return), and one name never breaks a table for everyone (M1: a name cut
// inside a surrogate pair made every other page's view unreadable).
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { picker } from './play.mjs';
import { cleanName, nameKey, MAX_NAME_GRAPHEMES } from '../src/names.mjs';
import { gameFor, shippedGames } from './any_game.mjs';

let server;
// The reservation flood comes from another address (X-Forwarded-For, trusted
// here): from the players' own address it would empty their join bucket too,
// and whether it refilled in time depended on how fast the machine was.
const FLOODER = '203.0.113.7';
before(async () => { server = await startServer({ env: { TABULA_SPECTATORS_PER_TABLE: '5', TABULA_TRUST_PROXY: '1' } }); });
after(async () => { await server?.stop(); });

test('63 spectators, 150 seat reservations: players and token holders still get in', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: gameFor(4).name, players: 4, bots: [null, null, null, 'easy'] });
  const table = c.json.table;
  const ann = await new Player(server.base).join(table, { name: 'Ann' });
  await ann.until(() => ann.seat);
  const spectators = [];
  const reasons = new Set();
  for (let i = 0; i < 63; i++) {
    try { spectators.push(await new Player(server.base).join(table, { spectate: true })); } catch (e) { reasons.add(e.message); }
  }
  assert.equal(spectators.length, 5, 'spectators are limited per table');
  assert.ok([...reasons].some((r) => /as many spectators/.test(r)), [...reasons].join('; '));
  // Reservations that never connect (Colyseus's joinById) cannot fill it either.
  const info = await api(server.base, 'GET', `/online/tables/${table}`);
  const reserved = await Promise.all(Array.from({ length: 150 }, () =>
    fetch(`${server.base}/matchmake/joinById/${info.json.roomId}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': FLOODER }, body: '{"spectate":true}' }).then((r) => r.status)));
  assert.ok(reserved.includes(429), 'seat reservations are rate limited');
  const bob = await new Player(server.base).join(table, { name: 'Bob' });
  await bob.until(() => bob.seat);
  assert.equal(bob.seat.seat >= 0, true, 'the second player sits');
  await ann.leave();
  const annBack = await new Player(server.base).join(table, { token: ann.seat.token });
  assert.equal((await annBack.until((v) => v.seat >= 0)).seat, ann.seat.seat, 'the creator returns with its token');
  const cy = await new Player(server.base).join(table, { name: 'Cy' });
  await cy.until((v) => v.started);

  // Per address, over all tables: 5 watch the first table, 3 more another
  // one, then this address is refused until one of them leaves.
  const other = (await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2 })).json.table;
  const more = [];
  for (let i = 0; i < 3; i++) more.push(await new Player(server.base).join(other, { spectate: true }));
  await assert.rejects(new Player(server.base).join(other, { spectate: true }), /too many tables watched from your address/);
  await spectators[0].leave();
  await new Promise((r) => setTimeout(r, 200));
  more.push(await new Player(server.base).join(other, { spectate: true }));
  for (const p of [...spectators.slice(1), ...more, annBack, bob, cy]) await p.leave();
});

test('names are cut at a whole character, normalised, without control characters', () => {
  const cases = [
    ['A'.repeat(23) + '😀', 'A'.repeat(23) + '😀'],
    ['A'.repeat(24) + '😀', 'A'.repeat(24)],
    ['B'.repeat(23) + '👩🏽‍🚀' + 'x', 'B'.repeat(23) + '👩🏽‍🚀'],
    ['e\u0301'.repeat(30), '\u00e9'.repeat(MAX_NAME_GRAPHEMES)], // NFC: one code point each
    ['q\u0307'.repeat(30), 'q\u0307'.repeat(MAX_NAME_GRAPHEMES)], // no precomposed q-dot: 2 units each
    ['q\u0307\u0323'.repeat(30), 'q\u0323\u0307'.repeat(21)], // marks reordered (NFC); 64 units hold 21
    ['\u05e9\u05dc\u05d5\u05dd '.repeat(6), ('\u05e9\u05dc\u05d5\u05dd '.repeat(6)).slice(0, 24).trim()],
    ['a\u0000b\u0007c\u202Ed\u2066e\n', 'abcde'],
    ['x\uD83Dy', 'xy'],
    ['  \u0000 ', ''],
  ];
  for (const [raw, want] of cases) {
    const got = cleanName(raw);
    assert.equal(got, want, JSON.stringify(raw));
    assert.ok(got.isWellFormed());
  }
  // A letter with a hundred combining marks is one grapheme, but the name
  // stays short.
  assert.ok(cleanName('Z' + '\u0336'.repeat(100) + 'abc').length <= 64);
});

// Every string in a view is valid Unicode and survives JSON (what the page
// does with it); any other character would be a view the page cannot read.
function checkParses(data, where) {
  const text = JSON.stringify(data);
  assert.deepEqual(JSON.parse(text), data, where);
  const walk = (x) => {
    if (typeof x === 'string') {
      assert.ok(x.isWellFormed(), `${where}: a lone surrogate in ${JSON.stringify(x)}`);
      assert.ok(!x.includes('\uFFFD'), `${where}: a replacement character in ${JSON.stringify(x)}`);
    } else if (x && typeof x === 'object') for (const v of Object.values(x)) walk(v);
  };
  walk(data);
}

// Every game the engine lists, at up to 4 seats (3 people, then easy bots).
for (const [game, players] of shippedGames.map((g) => [g.name, Math.min(g.max_players, 4)])) {
  test(`${game}: whole game with names at the limit (emoji, combining marks, right-to-left): every view parses`, async () => {
    const names = ['A'.repeat(23) + '😀', 'e\u0301'.repeat(30), '\u05e9\u05dc\u05d5\u05dd \u0639\u0627\u0644\u0645 '.repeat(4)];
    const c = await api(server.base, 'POST', '/online/tables', { game, players, bots: Array.from({ length: players }, (_, i) => (i < 3 ? null : 'easy')) });
    const table = c.json.table;
    const people = [];
    for (const name of names.slice(0, players)) people.push(await new Player(server.base).join(table, { name }));
    const watcher = await new Player(server.base).join(table, { spectate: true });
    await Promise.all(people.map((p, i) => playOut(p, picker(11 + i))));
    await watcher.until((v) => v.over, 30000);
    let views = 0;
    for (const p of [...people, watcher]) {
      for (const m of p.messages) {
        checkParses(m.data, `${m.type} to seat ${p.view.seat}`);
        if (m.type === 'view') views += 1;
      }
    }
    const shown = watcher.view.seats.map((s) => s.name);
    for (let i = 0; i < people.length; i++) assert.equal(shown[people[i].seat.seat], cleanName(names[i]));
    console.log(`# ${game}: ${views} views parsed`);
    for (const p of [...people, watcher]) await p.leave();
  });
}

test('names: invisible characters are dropped, and two seats never look alike', async () => {
  for (const [raw, want] of [['Bob\u200B', 'Bob'], ['\u2060B\u00ADob\uFEFF', 'Bob'], ['Bob\u3164', 'Bob'], ['Bo\u200Db', 'Bob'], ['B  o b', 'B o b'], ['\u2800', ''],
    ['👨\u200D👩\u200D👧', '👨\u200D👩\u200D👧'], ['❤\uFE0F', '❤\uFE0F']]) assert.equal(cleanName(raw), want, JSON.stringify(raw));
  const c = await api(server.base, 'POST', '/online/tables', { game: gameFor(4).name, players: 4, bots: [null, null, null, null] });
  const names = ['Bob', 'bob\u200B', 'Ｂｏｂ', 'BOB 2'];
  const players = [];
  for (const name of names) {
    const p = await new Player(server.base).join(c.json.table, { name });
    await p.until(() => p.seat);
    players.push(p);
  }
  const v = await players[0].until((w) => w.seats.every((s) => s.name));
  const shown = v.seats.map((s) => s.name);
  assert.deepEqual(shown, ['Bob', 'bob 2', 'Ｂｏｂ 3', 'BOB 2 2']);
  assert.equal(new Set(shown.map(nameKey)).size, 4, 'NFKC + case folded, all different');
  for (const p of players) await p.leave();
});
