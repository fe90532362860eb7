// Friends, invitations and profiles (issue 33 §4 and §3's profile page).
// Friends are between accounts, never guests. A person asks someone they sat
// at a table with (proved by the store: both accounts hold a seat of one
// table, or were both rated at it -- never an id alone, so nobody can ask a
// stranger whose id they found), the other says yes or no, and either may
// end it. A friend invites a friend to a table they sit at (a new one, or a
// rematch: its reserved seat is the friend's old seat token's); the friend's
// list shows, per friend, the tables waiting for them: invitations not taken
// up yet, and tables with a free seat where that friend sits. The friend's
// open pages hear of it at once through live.mjs's account event.
// A profile (name, ratings, last games with their replay links) is its
// owner's only, unless the owner made it public.
//
// Routes (JSON, session cookie; POST bodies at most 4 KiB):
//   GET  /online/account/friends?page=/     -> {ok, friends: [{id, name, status, waiting: [{table, game, link, invited}]}]}
//        status: 'friend'; 'asked' (you asked, waiting for them); 'asking' (they ask you)
//   POST /online/account/friends/ask {account}          -> {ok, friendship}   (as status above; not named `status`: the page's http() puts the HTTP status there)
//   POST /online/account/friends/answer {account, yes}  -> {ok, friendship: 'friend' | null}
//   POST /online/account/friends/remove {account}       -> {ok}
//   POST /online/account/friends/invite {friend, table, from?} -> {ok}
//   POST /online/account/friends/dismiss {table}        -> {ok}
//   POST /online/account/profile {public}               -> {ok, public}
//   GET  /online/profile/:account?page=/   -> {ok, id, name, public, mine, ratings: [{game, shown, games}], games}
import { hashToken, isTableId } from './ids.mjs';
import { perAddress, sendJson } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { now as serverNow } from './archive.mjs';
import { shown } from './ratings.mjs';

const MAX_FRIENDS = 200;
const INVITE_DAYS = 7;                 // an invitation not taken up goes after a week
const FRIEND_SEATS_LOOKED_AT = 20;     // a friend's latest tables searched for a free seat
const PROFILE_GAMES = 20;
const isAccountId = (s) => typeof s === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(s);
const pairOf = (x, y) => (x < y ? [x, y] : [y, x]);

// `accounts`: accounts.mjs's object (its store and signedIn); `history`:
// history.mjs's (a profile's last games); `store`: the tables' store;
// `changed(accountId)`: tells that account's open pages (live.mjs).
// `invited(accountId, invitation)`: tells the friend away from the page
// (invitations.mjs: push and mail).
export function makeFriends({ accounts, history, store, now = serverNow, changed = () => {}, invited = async () => {} }) {
  const db = accounts.store.db;
  // Reads: per address, as the accounts' routes. Asks and invitations: per
  // account too, so one person cannot flood another's list from many addresses.
  const reads = perAddress({ perSecond: 3, burst: 40 });
  const asks = perAddress({ perSecond: 0.2, burst: 10 });
  const sweeper = setInterval(() => db.run('dropOldInvitations', now() - INVITE_DAYS * 864e5).catch(() => {}), 3600 * 1000);
  sweeper.unref();

  async function pairRow(x, y) {
    const [a, b] = pairOf(x, y);
    return db.get('pair', a, b);
  }
  const statusFor = (me, row) => (!row ? null : row.status === 'friends' ? 'friend' : row.asked_by === me ? 'asked' : 'asking');

  // A table still open for `me`: exists, not archived, and either a seat is
  // free or `me`'s own seat waits there (a rematch's reserved seat).
  function freeSeat(rec) {
    for (let i = 0; i < rec.players; i++) if (rec.bots[i] == null && !rec.seats.some((s) => s.seat === i)) return true;
    return false;
  }
  async function reservedFor(accountId, rec, from) {
    if (!from) return false;
    const old = await db.get('seatAt', accountId, from);
    return !!old && rec.seats.some((s) => s.tokenHash === hashToken(old.token));
  }
  const link = (origin, page, table, from) => `${origin}${page}?table=${table}${from ? `&from=${from}` : ''}`;

  async function friendsOf(me, origin, page) {
    const rows = await db.all('friendsOf', me, me, me);
    const invitations = await db.all('invitationsTo', me, now() - INVITE_DAYS * 864e5);
    const mySeats = new Set((await accounts.store.seatsOf(me)).map((s) => s.table));
    const loaded = new Map();
    const load = async (t) => { if (!loaded.has(t)) loaded.set(t, await store.load(t).catch(() => null)); return loaded.get(t); };
    const out = [];
    for (const r of rows) {
      const id = r.a === me ? r.b : r.a;
      const status = statusFor(me, r);
      const waiting = [];
      if (status === 'friend') {
        for (const inv of invitations.filter((x) => x.from_account === id)) {
          if (mySeats.has(inv.table_id)) continue;  // taken up already
          const rec = await load(inv.table_id);
          if (!rec || rec.archivedAt != null) continue;
          const from = inv.from_table && (await reservedFor(me, rec, inv.from_table)) ? inv.from_table : null;
          if (!from && !freeSeat(rec)) continue;
          waiting.push({ table: rec.id, game: rec.game, link: link(origin, page, rec.id, from), invited: true });
        }
        for (const s of (await accounts.store.seatsOf(id)).slice(0, FRIEND_SEATS_LOOKED_AT)) {
          if (mySeats.has(s.table) || waiting.some((w) => w.table === s.table)) continue;
          const rec = await load(s.table);
          if (!rec || rec.archivedAt != null || !freeSeat(rec)) continue;
          waiting.push({ table: rec.id, game: rec.game, link: link(origin, page, rec.id, null), invited: false });
        }
      }
      out.push({ id, name: r.name, status, waiting });
    }
    return out;
  }

  // What another person may see of an account (never a token, a session or an address).
  async function profileOf(id, viewer, origin, page) {
    const acct = await accounts.store.account(id);
    if (!acct) return null;
    const pub = Number((await db.get('profile', id))?.is_public || 0) === 1;
    const mine = viewer === id;
    if (!pub && !mine) return { hidden: true };
    const ratings = (await db.all('ratingsOf', id)).map((r) => ({
      game: r.game, shown: shown({ mu: Number(r.mu), sigma: Number(r.sigma) }), games: Number(r.games),
    }));
    const games = (await history.historyOf(id, origin, page)).slice(0, PROFILE_GAMES).map((g) => ({
      table: g.table, game: g.game, endedAt: g.endedAt, place: g.place,
      players: g.players.map((p) => ({ name: p.name, bot: p.bot, place: p.place })),
      replay: g.replay,
    }));
    return { id, name: acct.name, public: pub, mine, ratings, games };
  }

  async function post(p, me, body, json) {
    const other = body.account;
    switch (p) {
      case '/online/account/friends/ask': {
        if (!asks(me)) return json(429, { ok: false, reason: 'too many asks; wait a little' }, { 'Retry-After': '5' });
        if (!isAccountId(other) || other === me) return json(400, { ok: false, reason: 'no such person' });
        const row = await pairRow(me, other);
        if (row && statusFor(me, row) === 'asking') return answer(me, other, true, json);  // both asked: friends
        if (row) return json(200, { ok: true, friendship: statusFor(me, row) });
        if (!(await db.get('shared', me, other, me, other))) return json(403, { ok: false, reason: 'you can ask only someone you played with' });
        if (Number((await db.get('countFriends', me, me)).n) >= MAX_FRIENDS) return json(409, { ok: false, reason: 'too many friends' });
        const [a, b] = pairOf(me, other);
        await db.run('ask', a, b, me, now());
        changed(other);
        return json(200, { ok: true, friendship: 'asked' });
      }
      case '/online/account/friends/answer': {
        if (!isAccountId(other)) return json(400, { ok: false, reason: 'no such person' });
        return answer(me, other, body.yes === true, json);
      }
      case '/online/account/friends/remove': {
        if (!isAccountId(other)) return json(400, { ok: false, reason: 'no such person' });
        const [a, b] = pairOf(me, other);
        if (await db.run('unfriend', a, b)) {
          await db.run('dropInvitations', me, other, other, me);
          changed(other);
        }
        return json(200, { ok: true });
      }
      case '/online/account/friends/invite': {
        if (!asks(me)) return json(429, { ok: false, reason: 'too many invitations; wait a little' }, { 'Retry-After': '5' });
        const friend = body.friend;
        if (!isAccountId(friend) || statusFor(me, await pairRow(me, friend)) !== 'friend') return json(403, { ok: false, reason: 'you can invite only a friend' });
        // Only to a table the inviter sits at (their account holds its seat).
        if (!isTableId(body.table) || !(await db.get('seatAt', me, body.table))) return json(404, { ok: false, reason: 'no such table of yours' });
        const rec = await store.load(body.table);
        if (!rec || rec.archivedAt != null) return json(404, { ok: false, reason: 'no such table of yours' });
        const from = isTableId(body.from) && (await reservedFor(friend, rec, body.from)) ? body.from : null;
        if (!from && !freeSeat(rec)) return json(409, { ok: false, reason: 'this table has no seat for them' });
        await db.run('invite', friend, rec.id, me, rec.game, from, now());
        changed(friend);
        // Push and mail after the answer: the inviter does not wait for a push service.
        const by = (await accounts.store.account(me))?.name || '';
        setImmediate(() => invited(friend, { kind: 'invite', table: rec.id, from, game: rec.game, by })
          .catch((e) => console.error('[friends] invite:', e.message)));
        return json(200, { ok: true });
      }
      case '/online/account/friends/dismiss': {
        if (!isTableId(body.table)) return json(404, { ok: false, reason: 'no such table' });
        await db.run('dismiss', me, body.table);
        return json(200, { ok: true });
      }
      case '/online/account/profile': {
        if (typeof body.public !== 'boolean') return json(400, { ok: false, reason: 'public must be true or false' });
        await db.run('setProfile', me, body.public ? 1 : 0);
        return json(200, { ok: true, public: body.public });
      }
      default:
        return json(404, { ok: false, reason: 'unknown request' });
    }
  }
  async function answer(me, other, yes, json) {
    const row = await pairRow(me, other);
    if (!row || statusFor(me, row) !== 'asking') return json(404, { ok: false, reason: 'nobody asks you this' });
    const [a, b] = pairOf(me, other);
    if (yes) await db.run('accept', now(), a, b, me);
    else await db.run('unfriend', a, b);
    changed(other);
    return json(200, { ok: true, friendship: yes ? 'friend' : null });
  }

  const ROUTES = /^\/online\/account\/(friends(\/(ask|answer|remove|invite|dismiss))?|profile)$/;
  async function route(p, req, res, readBody) {
    const profile = p.startsWith('/online/profile/');
    if (!profile && !ROUTES.test(p)) return false;
    const json = (status, body, headers = {}) => {
      if (Object.keys(headers).length) res.setHeader('Retry-After', headers['Retry-After']);
      sendJson(res, status, body);
      return true;
    };
    if (!reads(clientAddress(req))) return json(429, { ok: false, reason: 'too many requests; wait a little' }, { 'Retry-After': '5' });
    try {
      const me = await accounts.signedIn(req);
      const url = new URL(req.url, 'http://x');
      const origin = req.headers.origin || `http://${req.headers.host}`;
      const q = url.searchParams.get('page') || '/';
      const page = q.startsWith('/') && !q.startsWith('//') ? q.slice(0, 200) : '/';
      if (profile) {
        if (req.method !== 'GET') return json(404, { ok: false, reason: 'unknown request' });
        const id = decodeURIComponent(p.slice('/online/profile/'.length));
        const found = isAccountId(id) ? await profileOf(id, me?.account.id, origin, page) : null;
        if (!found) return json(404, { ok: false, reason: 'no such profile' });
        if (found.hidden) return json(403, { ok: false, reason: 'this profile is private' });
        return json(200, { ok: true, ...found });
      }
      if (!me) return json(401, { ok: false, reason: 'not signed in' });
      if (req.method === 'GET' && p === '/online/account/friends') return json(200, { ok: true, friends: await friendsOf(me.account.id, origin, page) });
      if (req.method !== 'POST') return json(404, { ok: false, reason: 'unknown request' });
      const raw = await readBody(req);
      if (raw.tooLarge) return json(413, { ok: false, reason: 'request too large' });
      let body;
      try { body = JSON.parse(raw.text || '{}'); } catch { return json(400, { ok: false, reason: 'the body must be JSON' }); }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { ok: false, reason: 'the body must be a JSON object' });
      return await post(p, me.account.id, body, json);
    } catch (e) {
      console.error('[friends]', e);
      return json(503, { ok: false, reason: `friends cannot be read or written now (${e.message}); try again` }, { 'Retry-After': '2' });
    }
  }

  return { route, close() { clearInterval(sweeper); } };
}
