// Nothing keeps a timer per table: with 30 live rooms (a person at each,
// its bot playing) the server holds fewer timers than rooms. (Colyseus gave
// every room a 50 ms state-patch interval, and each room renewed its lease
// on an interval of its own: 60 timers here, 20,000 wake-ups a second at a
// thousand tables.) The count is what the server reports on SIGTERM with
// TABULA_TIMING=1 (src/main.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { Player, api } from './client.mjs';

const ROOMS = 30;

test(`${ROOMS} live tables keep fewer than ${ROOMS} timers`, async () => {
  const server = await startServer({ env: { TABULA_TIMING: '1', TABULA_CREATE_RATE: '100' } });
  const people = [];
  try {
    const games = (await api(server.base, 'GET', '/online/games')).json.games;
    const g = games.find((x) => x.min_players <= 2 && x.max_players >= 2);
    for (let i = 0; i < ROOMS; i++) {
      const c = await api(server.base, 'POST', '/online/tables', { game: g.name, players: 2, bots: [null, 'easy'] });
      assert.equal(c.json.ok, true, JSON.stringify(c.json));
      const p = await new Player(server.base).join(c.json.table, { name: `P${i}` });
      await p.until((v) => v.started);
      people.push(p);
    }
  } finally {
    await server.stop();
  }
  const line = server.log().match(/\[timers\] (\d+) timers and intervals with (\d+) live rooms/);
  assert.ok(line, `the server reported its timers: ${server.log().slice(-500)}`);
  const [timers, rooms] = [Number(line[1]), Number(line[2])];
  assert.equal(rooms, ROOMS);
  assert.ok(timers < ROOMS, `${timers} timers with ${rooms} rooms`);
  console.log(`# ${timers} timers with ${rooms} live rooms`);
});
