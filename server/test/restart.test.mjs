// kill -9 mid-game loses nothing: the server is killed while two people and
// bots play, restarted on the same data folder, and both people return to
// their seats with their tokens and finish the game. Every move anyone saw
// before the kill is still there. Prints what it cost a player: seconds from
// the restart command until each person could act again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api, playOut } from './client.mjs';
import { everyGameTables, picker } from './play.mjs';
import { loadEngine } from '../src/engine.mjs';

// Every game the engine lists, at 2 seats (or its smallest table above).
for (const { game, players } of everyGameTables((await loadEngine()).games, { players: 2, humans: 2 }).filter((c) => c.variant === '')) {
  test(`${game}: kill -9 mid-game, restart, both people continue`, async () => {
    let server = await startServer();
    const { port, data } = server;
    const c = await api(server.base, 'POST', '/online/tables',
      { game, players, bots: Array.from({ length: players }, (_, i) => (i < 2 ? null : 'easy')) });
    const table = c.json.table;
    const a = await new Player(server.base).join(table, { name: 'Ann' });
    const b = await new Player(server.base).join(table, { name: 'Bob' });
    // Play until move 12, then stop acting and kill the server.
    const stopAt = 12;
    const playUntil = (p, seed) => playOut(p, picker(seed), 120000, (v) => v.move >= stopAt);
    await Promise.all([playUntil(a, 1), playUntil(b, 2)]);
    const seen = Math.max(a.view.move, b.view.move);
    const logBefore = a.view.observation.log;
    await server.kill9();

    const t0 = performance.now();
    server = await startServer({ port, env: { TABULA_DATA: data } });
    const a2 = await new Player(server.base).join(table, { token: a.seat.token });
    const b2 = await new Player(server.base).join(table, { token: b.seat.token });
    await a2.until((v) => v.observation);
    await b2.until((v) => v.observation);
    const back = (performance.now() - t0) / 1000;
    console.log(`# ${game}: back at the table ${back.toFixed(2)} s after the restart began (move ${a2.view.move}, last seen ${seen})`);
    assert.equal(a2.view.seat, a.seat.seat);
    assert.equal(b2.view.seat, b.seat.seat);
    assert.ok(a2.view.move >= seen, 'no move that anyone saw is lost');
    assert.deepEqual(a2.view.observation.log.slice(0, logBefore.length), logBefore);
    assert.equal(a2.messages.some((m) => m.type === 'seat'), false, 'a returning player gets no new seat');
    const finals = await Promise.all([playOut(a2, picker(3)), playOut(b2, picker(4))]);
    assert.equal(finals[0].move, finals[1].move);
    assert.equal(finals[0].over, true);
    await a2.leave();
    await b2.leave();
    await server.stop();
  });
}
