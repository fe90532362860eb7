// Every finished online game, kept for its players (issue 33 §3), and the
// ratings it moves (ratings.mjs says the rules). The room calls ended() when
// its game is over (table_room.mjs, turnChanged); the work happens after the
// move has gone out, once per table, never on the move's path. A table is
// written once (its row's key is the table), so of two processes only the
// one that wrote it rates it.
// The history is read through the account's seats (accounts_store.mjs): a
// guest who makes an account later finds the games of the seats it brought
// (unrated: they were a guest's when they were played).
//   GET /online/account/history           -> {ok, games: [{table, game, endedAt, players, place, score, rating, replay}]}
//     (players: [{name, bot, place, score, account}], account: the seat's account id or null)
//   GET /online/account/rating?game=NAME  -> {ok, mu, sigma, shown, games}
import { hashToken } from './ids.mjs';
import { now as serverNow } from './archive.mjs';
import { FRESH, placesOf, rateTable, shown } from './ratings.mjs';

const HISTORY_MAX = 200;

export function makeHistory({ accounts, engine, now = serverNow }) {
  const pending = new Set();

  // The room's game is over: kept and rated (once; errors logged, never thrown).
  function ended(room) {
    const rec = room.record;
    if (!rec || pending.has(rec.id)) return;
    const status = room.engineAt().status;
    if (!status.over) return;
    pending.add(rec.id);
    setImmediate(() => keep(rec, status).catch((e) => console.error(`[history] table ${rec.id}:`, e.message))
      .finally(() => pending.delete(rec.id)));
  }

  async function keep(rec, status) {
    const places = placesOf(status, rec.players);
    const owners = await accounts.seatsAt(rec.id);   // [{account, token}]
    const seatOf = (token) => rec.seats.find((s) => s.tokenHash === hashToken(token))?.seat;
    const accountAt = [];
    for (const o of owners) { const s = seatOf(o.token); if (s != null && accountAt[s] == null) accountAt[s] = o.account; }
    const seats = Array.from({ length: rec.players }, (_, i) => {
      const s = rec.seats.find((x) => x.seat === i);
      return { name: s ? s.name : null, bot: rec.bots[i] ?? null, score: status.scores?.[i] ?? null, place: places[i], tokenHash: s ? s.tokenHash : null };
    });
    await accounts.transaction(async (db) => {
      if ((await db.run('addFinished', rec.id, rec.game, rec.variant || '', now(), JSON.stringify(seats), 1)) !== 1) return; // kept already
      const sides = [];
      for (let i = 0; i < rec.players; i++) {
        if (seats[i].bot) sides.push({ kind: 'bot', level: seats[i].bot });
        else if (accountAt[i]) {
          const r = await db.get('rating', accountAt[i], rec.game);
          sides.push({ kind: 'account', account: accountAt[i], rating: r ? { mu: Number(r.mu), sigma: Number(r.sigma) } : FRESH() });
        } else sides.push({ kind: 'guest' });
      }
      const after = rateTable(sides, places);
      if (!after) return;
      for (let i = 0; i < rec.players; i++) {
        if (!after[i]) continue;
        const b = sides[i].rating;
        await db.run('setRating', sides[i].account, rec.game, after[i].mu, after[i].sigma);
        await db.run('addChange', rec.id, sides[i].account, i, b.mu, b.sigma, after[i].mu, after[i].sigma);
      }
    });
  }

  // -> [{table, game, endedAt, players: [{name, bot, place, score, account}], place, score, rating: {before, after} | null, replay}]
  async function historyOf(accountId, origin, page) {
    const rows = await accounts.db.all('history', accountId, HISTORY_MAX);
    const out = [];
    for (const r of rows) {
      const seats = JSON.parse(r.seats);
      const mine = seats.findIndex((s) => s.tokenHash === hashToken(r.token));
      // Each seat's account now (its id names it for "Add as friend" and its
      // profile; never a token): the accounts holding the table's seats.
      const accountOf = new Map((await accounts.seatsAt(r.table_id)).map((o) => [hashToken(o.token), o.account]));
      const change = (await accounts.db.all('changesOf', accountId, r.table_id)).find((c) => Number(c.seat) === mine);
      const me = seats[mine] || {};
      out.push({
        table: r.table_id, game: r.game, variant: r.variant, endedAt: Number(r.ended_at),
        players: seats.map((s) => ({ name: s.name, bot: s.bot, place: s.place, score: s.score, account: (s.tokenHash && accountOf.get(s.tokenHash)) || null })),
        seat: mine, place: me.place ?? null, score: me.score ?? null,
        rating: change ? {
          before: shown({ mu: Number(change.before_mu), sigma: Number(change.before_sigma) }),
          after: shown({ mu: Number(change.after_mu), sigma: Number(change.after_sigma) }),
        } : null,
        // A finished table's link opens it on its replay for its players (the seat token is on their devices).
        replay: `${origin}${page}?table=${r.table_id}`,
      });
    }
    return out;
  }
  async function ratingOf(accountId, game) {
    const r = await accounts.db.get('rating', accountId, game);
    const x = r ? { mu: Number(r.mu), sigma: Number(r.sigma), games: Number(r.games) } : { ...FRESH(), games: 0 };
    return { mu: x.mu, sigma: x.sigma, shown: shown(x), games: x.games };
  }

  // `signedIn(req)`: accounts.mjs's session check.
  function routes(signedIn) {
    return async function route(p, req, res) {
      if (p !== '/online/account/history' && p !== '/online/account/rating') return false;
      const json = (status, body) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
        res.end(JSON.stringify(body));
        return true;
      };
      if (req.method !== 'GET') return json(404, { ok: false, reason: 'unknown request' });
      const me = await signedIn(req);
      if (!me) return json(401, { ok: false, reason: 'not signed in' });
      const url = new URL(req.url, 'http://x');
      if (p === '/online/account/rating') {
        const game = url.searchParams.get('game') || '';
        if (!engine.game(game)) return json(400, { ok: false, reason: `game must be one of: ${engine.games.map((g) => g.name).join(', ')}` });
        return json(200, { ok: true, ...(await ratingOf(me.account.id, game)) });
      }
      const origin = req.headers.origin || `http://${req.headers.host}`;
      const page = (url.searchParams.get('page') || '/').startsWith('/') && !(url.searchParams.get('page') || '').startsWith('//') ? (url.searchParams.get('page') || '/') : '/';
      return json(200, { ok: true, games: await historyOf(me.account.id, origin, page.slice(0, 200)) });
    };
  }

  return { ended, routes, historyOf, ratingOf };
}
