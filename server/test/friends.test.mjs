// Friends, invitations and profiles (issue 33 §4, server/src/friends.mjs) on
// the real server (SQLite): asking is only for someone you sat at a table
// with; a friendship needs both; either ends it; an invitation and a
// friend's table with a free seat reach the friend's list; a profile is its
// owner's unless made public, and a public one carries only the allowed
// fields; asks and reads are rate limited.
// (Accounts and sessions are written into accounts.sqlite3 as registration
// writes them: account_fixture.mjs; passkeys are proven in the browser.)
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { Player, api, playOut } from './client.mjs';
import { addAccounts, callAs, sitAt as sitAtFor } from './account_fixture.mjs';
import { startServer } from './harness.mjs';
import { picker } from './play.mjs';
import { gameEndingOnFirstChoices } from './any_game.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

const hash = (s) => crypto.createHash('sha256').update(s).digest('hex');
const accounts = (names) => addAccounts(server, names);
const call = (method, p, who, body) => callAs(server, method, p, who, body);
const sitAt = (game, players, people) => sitAtFor(server, game, players, people);
const list = async (p) => {
  const r = await call('GET', '/online/account/friends?page=/play', p);
  assert.equal(r.ok, true, JSON.stringify(r));
  return r.friends;
};
const statusOf = async (p, other) => (await list(p)).find((f) => f.id === other.id)?.status ?? null;

const game2 = gameEndingOnFirstChoices(2).name;
const game3 = gameEndingOnFirstChoices(3).name;

test('asking: only someone you played with; both must agree; either may remove', async () => {
  const [ann, bob, cid] = accounts(['Ann', 'Bob', 'Cid']);
  const { seated } = await sitAt(game3, 3, [ann, bob]);
  // Cid never sat with Ann: refused, and nothing is written.
  let r = await call('POST', '/online/account/friends/ask', ann, { account: cid.id });
  assert.equal(r.http, 403);
  assert.equal(await statusOf(cid, ann), null);
  assert.equal((await call('POST', '/online/account/friends/ask', ann, { account: 'acct-nobody' })).http, 403);
  // A guest has no friends.
  assert.equal((await call('POST', '/online/account/friends/ask', null, { account: bob.id })).http, 401);
  assert.equal((await call('GET', '/online/account/friends', null)).http, 401);

  r = await call('POST', '/online/account/friends/ask', ann, { account: bob.id });
  assert.deepEqual([r.ok, r.friendship], [true, 'asked']);
  assert.equal(await statusOf(ann, bob), 'asked');
  assert.equal(await statusOf(bob, ann), 'asking');
  // The one who asked cannot say yes for the other.
  assert.equal((await call('POST', '/online/account/friends/answer', ann, { account: bob.id, yes: true })).http, 404);
  assert.equal(await statusOf(ann, bob), 'asked');
  r = await call('POST', '/online/account/friends/answer', bob, { account: ann.id, yes: true });
  assert.equal(r.friendship, 'friend');
  assert.equal(await statusOf(ann, bob), 'friend');
  assert.equal(await statusOf(bob, ann), 'friend');
  assert.equal((await list(ann)).find((f) => f.id === bob.id).name, 'Bob');

  // Removed by the one who was asked: gone for both.
  await call('POST', '/online/account/friends/remove', bob, { account: ann.id });
  assert.equal(await statusOf(ann, bob), null);
  assert.equal(await statusOf(bob, ann), null);
  // Both asking is both agreeing; then removed by the other one.
  await call('POST', '/online/account/friends/ask', bob, { account: ann.id });
  r = await call('POST', '/online/account/friends/ask', ann, { account: bob.id });
  assert.equal(r.friendship, 'friend');
  await call('POST', '/online/account/friends/remove', ann, { account: bob.id });
  assert.equal(await statusOf(bob, ann), null);
  // Declined: no friendship, no row left.
  await call('POST', '/online/account/friends/ask', ann, { account: bob.id });
  r = await call('POST', '/online/account/friends/answer', bob, { account: ann.id, yes: false });
  assert.equal(r.ok, true);
  assert.equal(await statusOf(ann, bob), null);
  for (const pl of seated) await pl.leave();
});

test('invitations and a friend\'s table with a free seat reach the friend\'s list', async () => {
  const [ann, bob, dan] = accounts(['Ann', 'Bob', 'Dan']);
  const first = await sitAt(game3, 3, [ann, bob, dan]);
  await call('POST', '/online/account/friends/ask', ann, { account: bob.id });
  await call('POST', '/online/account/friends/answer', bob, { account: ann.id, yes: true });
  // Bob opens a new table and sits there: Ann sees it waiting for her (a free seat where her friend sits).
  const second = await sitAt(game3, 3, [bob]);
  let w = (await list(ann)).find((f) => f.id === bob.id).waiting;
  assert.deepEqual(w.map((x) => [x.table, x.invited]), [[second.table, false]]);
  assert.match(w[0].link, new RegExp(`/play\\?table=${second.table}$`));
  // Dan sat with Bob too but is no friend: nothing waits for him, and Bob cannot invite him.
  assert.deepEqual(await list(dan), []);
  assert.equal((await call('POST', '/online/account/friends/invite', bob, { friend: dan.id, table: second.table })).http, 403);
  // An invitation: only to a table of the inviter's.
  const elsewhere = await sitAt(game3, 3, [dan]);
  assert.equal((await call('POST', '/online/account/friends/invite', bob, { friend: ann.id, table: elsewhere.table })).http, 404);
  const r = await call('POST', '/online/account/friends/invite', bob, { friend: ann.id, table: second.table });
  assert.equal(r.ok, true, JSON.stringify(r));
  w = (await list(ann)).find((f) => f.id === bob.id).waiting;
  assert.deepEqual(w.map((x) => [x.table, x.game, x.invited]), [[second.table, game3, true]]);
  // Bob's own list has no table of his waiting for himself.
  assert.deepEqual((await list(bob)).find((f) => f.id === ann.id).waiting, []);
  // Ann takes the seat (her account holds it): it waits no more.
  const pl = await new Player(server.base).join(second.table, { name: 'Ann' });
  await pl.until(() => pl.seat);
  await call('POST', '/online/account/seats', ann, { seats: [{ table: second.table, token: pl.seat.token }] });
  assert.deepEqual((await list(ann)).find((f) => f.id === bob.id).waiting, []);
  // Removing the friend drops the invitations both ways.
  const third = await sitAt(game3, 3, [bob]);
  await call('POST', '/online/account/friends/invite', bob, { friend: ann.id, table: third.table });
  await call('POST', '/online/account/friends/remove', ann, { account: bob.id });
  await call('POST', '/online/account/friends/ask', ann, { account: bob.id });
  await call('POST', '/online/account/friends/answer', bob, { account: ann.id, yes: true });
  w = (await list(ann)).find((f) => f.id === bob.id).waiting;
  assert.ok(w.every((x) => !x.invited), JSON.stringify(w));
  for (const p of [...first.seated, ...second.seated, ...elsewhere.seated, ...third.seated, pl]) await p.leave();
});

test('a profile: private by default (refused to others), public with only names, ratings and games', async () => {
  const [eve, fay] = accounts(['Eve', 'Fay']);
  const { table, seated } = await sitAt(game2, 2, [eve, fay]);
  await Promise.all(seated.map((pl, i) => playOut(pl, picker(3 + i))));
  let mine;
  for (let i = 0; i < 100 && !mine?.games?.length; i++) {
    mine = await call('GET', `/online/profile/${eve.id}?page=/play`, eve);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  assert.equal(mine.ok, true);
  assert.equal(mine.mine, true);
  assert.equal(mine.public, false);
  // History names the other seat's account ("Add as friend").
  const h = await call('GET', '/online/account/history', eve);
  assert.deepEqual(h.games[0].players.map((p) => p.account).sort(), [eve.id, fay.id].sort());

  assert.equal((await call('GET', `/online/profile/${eve.id}`, fay)).http, 403);
  assert.equal((await call('GET', `/online/profile/${eve.id}`, null)).http, 403);
  assert.equal((await call('GET', '/online/profile/acct-nobody', fay)).http, 404);
  assert.equal((await call('POST', '/online/account/profile', eve, { public: 'yes' })).http, 400);
  assert.equal((await call('POST', '/online/account/profile', eve, { public: true })).public, true);

  for (const viewer of [fay, null]) {
    const p = await call('GET', `/online/profile/${eve.id}?page=/play`, viewer);
    assert.equal(p.ok, true);
    assert.equal(p.mine, false);
    // (`http`: the HTTP status, added by call())
    assert.deepEqual(Object.keys(p).filter((k) => k !== 'http').sort(), ['games', 'id', 'mine', 'name', 'ok', 'public', 'ratings']);
    assert.equal(p.name, 'Eve');
    assert.deepEqual(p.ratings.map((r) => [r.game, r.games, Object.keys(r).sort().join()]), [[game2, 1, 'game,games,shown']]);
    assert.equal(p.games.length, 1);
    const g = p.games[0];
    assert.deepEqual(Object.keys(g).sort(), ['endedAt', 'game', 'place', 'players', 'replay', 'table']);
    assert.equal(g.table, table);
    assert.match(g.replay, new RegExp(`/play\\?table=${table}$`));
    for (const x of g.players) assert.deepEqual(Object.keys(x).sort(), ['bot', 'name', 'place']);
    // Never a seat token, its hash, a session or an account id of another seat.
    const text = JSON.stringify(p);
    for (const secret of [...seated.map((pl) => pl.seat.token), ...seated.map((pl) => hash(pl.seat.token)), eve.session, fay.session, hash(eve.session), fay.id])
      assert.ok(!text.includes(secret), `the profile shows ${secret}`);
  }
  // Private again: refused again.
  await call('POST', '/online/account/profile', eve, { public: false });
  assert.equal((await call('GET', `/online/profile/${eve.id}`, fay)).http, 403);

  // A rematch: its seats are reserved (no free one), so Eve's invitation
  // to Fay names the finished table, and Fay's link carries it (&from=)
  // for her old seat token to take her reserved seat.
  await call('POST', '/online/account/friends/ask', eve, { account: fay.id });
  await call('POST', '/online/account/friends/answer', fay, { account: eve.id, yes: true });
  const again = (await api(server.base, 'POST', `/online/tables/${table}/rematch`, { token: seated[0].seat.token })).json;
  assert.equal(again.ok, true, JSON.stringify(again));
  assert.equal((await call('POST', '/online/account/seats', eve, { seats: [{ table: again.table, token: seated[0].seat.token }] })).added, 1);
  assert.equal((await call('POST', '/online/account/friends/invite', eve, { friend: fay.id, table: again.table })).http, 409);
  assert.equal((await call('POST', '/online/account/friends/invite', eve, { friend: fay.id, table: again.table, from: table })).ok, true);
  const w = (await list(fay)).find((f) => f.id === eve.id).waiting;
  assert.deepEqual(w.map((x) => [x.table, x.invited]), [[again.table, true]]);
  assert.match(w[0].link, new RegExp(`\\?table=${again.table}&from=${table}$`));
  for (const pl of seated) await pl.leave();
});

test('rate limits: asks per account, reads per address', async () => {
  const [gil] = accounts(['Gil']);
  const other = accounts(['Hal'])[0];
  const statuses = [];
  for (let i = 0; i < 14; i++) statuses.push((await call('POST', '/online/account/friends/ask', gil, { account: other.id })).http);
  assert.equal(statuses[0], 403);
  assert.ok(statuses.slice(10).every((s) => s === 429), statuses.join());
  // Reads: a burst past the bucket from one address is refused for a while.
  const many = await Promise.all(Array.from({ length: 80 }, () => fetch(`${server.base}/online/account/friends`, { headers: { Cookie: `tabula_session=${other.session}` } })));
  assert.ok(many.some((r) => r.status === 429), 'a flood of reads is limited');
  assert.ok(many.filter((r) => r.status === 200).length <= 45, 'no more than the bucket (40) and its refill');
  // ... for a while only: a second later a read goes through again.
  await new Promise((ok) => setTimeout(ok, 1000));
  assert.equal((await fetch(`${server.base}/online/account/friends`, { headers: { Cookie: `tabula_session=${other.session}` } })).status, 200);
});
