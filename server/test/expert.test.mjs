// Expert bots online (issue 24 §4): a table may seat the expert level (the
// page's lobby offers it); its bot searches on the server's bot threads and
// plays its seat like any other level.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';
import { drive } from './turns.mjs';
import { gameWhere } from './any_game.mjs';

// Any game of 2 seats with an expert level.
const GAME = gameWhere((g) => g.min_players <= 2 && g.bot_levels.includes('expert'), 'of 2 seats with an expert bot').name;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

test('an expert bot plays its seat at an online table', async () => {
  const c = await api(server.base, 'POST', '/online/tables', { game: GAME, players: 2, bots: [null, 'expert'], level: 'expert' });
  assert.equal(c.status, 200, JSON.stringify(c.json));
  const ann = await new Player(server.base).join(c.json.table, { name: 'Ann' });
  await ann.until((v) => v.started);
  assert.deepEqual(ann.view.seats.map((s) => s.bot), [null, 'expert']);
  // Ann plays until the expert has moved twice.
  let botMoves = 0;
  let last = -1;
  await drive([ann], (v) => {
    if (v.current === 1 && v.move !== last) { last = v.move; }
    if (v.current === 0 && last >= 0 && v.move > last) { botMoves++; last = -1; }
    return botMoves >= 2;
  });
  assert.ok(botMoves >= 2);
  await ann.leave();
});
