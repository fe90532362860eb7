// History and ratings (issue 33 §3) on the real server (SQLite): three
// accounts play a 3-player table to its end; each one's history has the
// game (its players, places, scores, the rating before and after, the replay
// link), and each one's rating equals what openskill itself computes for
// that outcome from three newcomers. A second table, two accounts and a
// bot of a declared level: the bot's fixed rating goes into the sums, and
// the accounts' ratings move from where the first table left them.
// (The accounts and sessions are written into accounts.sqlite3 as
// registration writes them, account_fixture.mjs; passkeys are proven in the browser test.)
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { rating, rate } from 'openskill';
import { Player, api, playOut } from './client.mjs';
import { startServer } from './harness.mjs';
import { picker } from './play.mjs';
import { gameEndingOnFirstChoices } from './any_game.mjs';
import { BOT_RATINGS } from '../src/ratings.mjs';
import { addAccounts } from './account_fixture.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

async function call(method, p, cookie, body) {
  const r = await fetch(server.base + p, {
    method, headers: { Cookie: `tabula_session=${cookie}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return r.json();
}
const accounts = (names) => addAccounts(server, names);
// Places as the engine's result gives them (the summary's winners and scores).
function places(winners, scores) {
  const key = (i) => (winners.includes(i) ? Infinity : scores[i]);
  return scores.map((_, i) => 1 + scores.filter((__, j) => key(j) > key(i)).length);
}
async function playTable(game, people, bots) {
  const c = await api(server.base, 'POST', '/online/tables', { game, players: bots.length, bots });
  assert.equal(c.json.ok, true, JSON.stringify(c.json));
  const table = c.json.table;
  const players = [];
  for (const p of people) {
    const pl = await new Player(server.base).join(table, { name: p.name });
    await pl.until(() => pl.seat);
    const r = await call('POST', '/online/account/seats', p.session, { seats: [{ table, token: pl.seat.token }] });
    assert.equal(r.added, 1);
    players.push(pl);
  }
  await Promise.all(players.map((pl, i) => playOut(pl, picker(7 + i))));
  const summary = (await api(server.base, 'POST', `/online/tables/${table}/summary`, { token: players[0].seat.token })).json;
  for (const pl of players) await pl.leave();
  return { table, summary, seats: players.map((pl) => pl.seat.seat) };
}
async function historyOf(p, table) {
  for (let i = 0; i < 100; i++) {
    const h = await call('GET', '/online/account/history', p.session);
    const g = h.games?.find((x) => x.table === table);
    if (g) return g;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no history for ${p.name}`);
}
const close = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} != ${b}`);

test('a 3-player table of three accounts, then two accounts and a bot: history and OpenSkill\'s own ratings', async () => {
  const game = gameEndingOnFirstChoices(3).name;
  const [ann, bob, cid] = accounts(['Ann', 'Bob', 'Cid']);
  const first = await playTable(game, [ann, bob, cid], [null, null, null]);
  assert.equal(first.summary.over, true);
  const rank = places(first.summary.winners, first.summary.scores);
  const expected = rate([[rating()], [rating()], [rating()]], { rank });
  for (const [k, p] of [ann, bob, cid].entries()) {
    const seat = first.seats[k];
    const h = await historyOf(p, first.table);
    assert.equal(h.game, game);
    assert.equal(h.place, rank[seat]);
    assert.equal(h.score, first.summary.scores[seat]);
    assert.deepEqual(h.players.map((x) => x.name), first.summary.names);
    assert.ok(h.endedAt > Date.now() - 600000 && h.endedAt <= Date.now() + 1000);
    assert.match(h.replay, new RegExp(`\\?table=${first.table}$`));
    assert.equal(h.rating.before, 1500, 'a newcomer shows 1500');
    const r = await call('GET', `/online/account/rating?game=${game}`, p.session);
    close(r.mu, expected[seat][0].mu, `${p.name} mu`);
    close(r.sigma, expected[seat][0].sigma, `${p.name} sigma`);
    assert.equal(r.games, 1);
    assert.equal(h.rating.after, r.shown);
  }

  // Two accounts and an expert bot: the bot's fixed rating, the accounts' from the first table.
  const before = {};
  for (const p of [ann, bob]) before[p.name] = await call('GET', `/online/account/rating?game=${game}`, p.session);
  const second = await playTable(game, [ann, bob], [null, null, 'expert']);
  const rank2 = places(second.summary.winners, second.summary.scores);
  const teams = [];
  teams[second.seats[0]] = [rating({ mu: before.Ann.mu, sigma: before.Ann.sigma })];
  teams[second.seats[1]] = [rating({ mu: before.Bob.mu, sigma: before.Bob.sigma })];
  teams[2] = [rating(BOT_RATINGS.expert)];
  const expected2 = rate(teams, { rank: rank2 });
  for (const [k, p] of [ann, bob].entries()) {
    const r = await call('GET', `/online/account/rating?game=${game}`, p.session);
    await historyOf(p, second.table);
    close(r.mu, expected2[second.seats[k]][0].mu, `${p.name} mu, second table`);
    assert.equal(r.games, 2);
  }
  // Cid did not play the second: unchanged; and another account's session sees only its own.
  const c = await call('GET', `/online/account/history`, cid.session);
  assert.deepEqual(c.games.map((g) => g.table), [first.table]);
  assert.equal((await call('GET', `/online/account/rating?game=${game}`, 'nobody')).ok, false);
});
