// "Play again" (issue 24 §4): at the end of an online game any of its
// players asks for a rematch; the first ask makes ONE new table with the same
// game, player count, variant and bots (each bot at its level) and a new
// seed (chosen here, never sent), and every later ask, from any process, gets
// that same table (rematch_store.mjs: the link old -> new is the store's).
//
// Seats do not rotate: every player keeps the seat number, so the colours
// and plates the players know stay theirs; who opens is drawn from the seed
// (save version 2), so a new seed already varies the first player.
//
// Each person of the old table has a seat RESERVED at the new one: the seat
// row is written at once with that player's name and the hash of the SAME
// seat token, so the browser that holds the old table's token takes it
// without typing a name, and nobody else can sit there (the table has no
// free seat). The seat stays that player's, also after the start: the
// creator (whoever pressed first) may start without someone who has not come,
// and that player's turns then wait like any absent player's (where the
// table has a clock, the stand-in bot of §3 plays them); asynchronous play is
// the point, so a rematch accepted tomorrow from a push still finds its seat.
// The table starts by itself once every invited player is at it.
//
// The invitation: the players connected to the old table get a room message
// `rematch` {table, by, seat} at once; the others a Web Push (payload: kind,
// the two table ids, the game, the name of who asked, the language) through
// the finished table's subscriptions, which notify_store.mjs keeps a day
// after the end for this message; and a seat its player's account holds
// gets a mail at the account's confirmed address (invitations.mjs). The
// address left at the table itself is never used: it is deleted when the
// table ends, as the page promises the player.
import { matchMaker } from '@colyseus/core';
import { hashToken, isTableId, newSeed, newTableId } from './ids.mjs';
import { saveOf } from './engine.mjs';
import { perAddress, sendJson } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { sendPush } from './push.mjs';
import { ENDED_KEEP_MS } from './notify_store.mjs';
import { rematchStore } from './rematch_store.mjs';

const LANGS = ['en', 'hu', 'es', 'it'];

export async function makeRematch({ store, engine, notify, clocks, title = (game) => game }) {
  const links = rematchStore(store);
  await links.ensure();
  const sent = []; // the invitations' outcomes (tests)
  // Finished tables' push subscriptions are kept a day for the invitation.
  const sweep = setInterval(() => {
    notify?.nstore.forgetEnded(Date.now() - ENDED_KEEP_MS).catch((e) => console.error('[rematch] sweep:', e.message));
  }, 3600 * 1000);
  sweep.unref();

  // Web Push to each seat of `seats` (old table's seat numbers).
  let invitations = null;  // invitations.mjs, set once accounts exist (server.mjs)
  async function invite(old, link, seats) {
    if (!notify) return;
    const rec = await store.load(old);
    if (!rec) return;
    if (invitations) {
      for (const seat of seats) {
        const account = await invitations.accountAt(rec, seat);
        if (account) invitations.tell(account, { kind: 'rematch', table: link.table, from: old, game: rec.game, by: link.by }, { push: false })
          .catch((e) => console.error('[rematch] mail:', e.message));
      }
    }
    await Promise.all(seats.map(async (seat) => {
      for (const s of await notify.nstore.pushes(old, seat)) {
        const payload = { kind: 'rematch', table: link.table, from: old, game: rec.game, title: title(rec.game),
                          names: [link.by], lang: LANGS.includes(s.lang) ? s.lang : 'en' };
        const r = await sendPush(notify.vapid, s, payload);
        sent.push({ table: link.table, from: old, seat, status: r.status });
        if (sent.length > 1000) sent.shift();
        if (r.gone) await notify.nstore.dropPush(old, seat, s.endpoint);
      }
    }));
  }

  // The people of `rec` to invite by push: not the one who asked, and not
  // those connected to the old table (`here`: they got the room message).
  const absent = (rec, link, here) => rec.seats.map((s) => s.seat)
    .filter((seat) => seat !== link.bySeat && rec.bots[seat] == null && !here.has(seat));

  // The rematch was made: tell the old table's room wherever it lives (it
  // tells its people and invites the absent); with no live room, nobody is
  // there: everyone else is invited by push.
  async function announce(rec, link) {
    const info = { table: link.table, by: link.by, seat: link.bySeat };
    try {
      const local = matchMaker.getLocalRoomById(rec.id);
      const listed = local || await matchMaker.driver.findOne({ roomId: rec.id });
      if (listed) { await matchMaker.remoteRoomCall(rec.id, 'rematchMade', [info]); return; }
    } catch (e) {
      console.error(`[rematch] table ${rec.id}: could not reach its room (${e.message}); inviting by push`);
    }
    await invite(rec.id, link, absent(rec, link, new Set()));
  }

  // Is the game of `rec` over? (One replay, as the summary does.)
  function over(rec) {
    if (!rec.started) return false;
    const local = matchMaker.getLocalRoomById(rec.id);
    if (local?.handle && !local.storing) return !!local.engineAt().status.over;
    const r = engine.restore(saveOf(rec, rec.actions));
    if (!r.ok) return false;
    try { return !!engine.status(r.handle).over; } finally { engine.free(r.handle); }
  }

  // -> {status, body}. `peek`: only say whether a rematch exists.
  async function rematch(old, token, peek) {
    if (!isTableId(old)) return { status: 404, body: { ok: false, reason: 'no such table' } };
    if (typeof token !== 'string' || !token || token.length > 200)
      return { status: 400, body: { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' } };
    const rec = await store.load(old);
    if (!rec) return { status: 404, body: { ok: false, reason: 'no such table' } };
    const mine = rec.seats.find((s) => s.tokenHash === hashToken(token));
    if (!mine) return { status: 403, body: { ok: false, reason: 'only a player of this table (with its seat token) can ask for a rematch' } };
    const have = await links.link(old);
    if (have || peek) return { status: 200, body: { ok: true, table: have?.table ?? null, by: have?.by ?? null, made: false } };
    if (!over(rec)) return { status: 409, body: { ok: false, reason: 'the game is not over: a rematch is offered at its end' } };
    // The presser's seat first: the first seat written is the creator.
    const seats = [mine, ...rec.seats.filter((s) => s !== mine)].map((s) => ({ seat: s.seat, name: s.name, tokenHash: s.tokenHash }));
    const link = await links.make({
      old, by: { seat: mine.seat, name: mine.name }, seats,
      table: { id: newTableId(), seed: newSeed(), game: rec.game, players: rec.players, variant: rec.variant, bots: rec.bots },
    });
    // The same pace (issue 24 §3), its first turn counted from the start.
    if (link.made && clocks) {
      const c = await clocks.get(old);
      if (c && c.pace !== 'none') await clocks.create(link.table, c.pace, c.level, null);
    }
    if (link.made) announce(rec, link).catch((e) => console.error(`[rematch] table ${old}: ${e.message}`));
    return { status: 200, body: { ok: true, table: link.table, by: link.by, made: link.made } };
  }

  const allowed = perAddress({ perSecond: 5, burst: 30 });
  const json = sendJson;

  return {
    sent,
    set invitations(x) { invitations = x; },
    // POST /online/tables/:id/rematch {token, peek?} -> {ok, table, by, made}
    // (table: the rematch's id; null when peeking and there is none).
    async route(p, req, res, readBody) {
      const m = p.match(/^\/online\/tables\/([^/]+)\/rematch$/);
      if (!m || req.method !== 'POST') return false;
      const who = clientAddress(req);
      if (!allowed(who)) return json(res, 429, { ok: false, reason: 'too many requests; wait a little' }), true;
      const raw = await readBody(req);
      if (raw.tooLarge) return json(res, 413, { ok: false, reason: 'request too large' }), true;
      let body;
      try { body = JSON.parse(raw.text); } catch { return json(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' }), true; }
      try {
        const r = await rematch(m[1], body?.token, body?.peek === true);
        return json(res, r.status, r.body), true;
      } catch (e) {
        console.error(`[rematch] table ${m[1]}:`, e.message);
        return json(res, 503, { ok: false, reason: `the rematch could not be made now (${e.message}); try again` }), true;
      }
    },
    // TableRoom.rematchMade (this process holds the old table's room): its
    // seated players hear of it now, the absent ones by push.
    made(room, info) {
      for (const c of room.clients) if (c.userData?.seat >= 0) c.send('rematch', info);
      invite(room.record.id, { table: info.table, by: info.by, bySeat: info.seat }, absent(room.record, { bySeat: info.seat }, room.seatsHere()))
        .catch((e) => console.error('[rematch] push:', e.message));
    },
    // After someone joined a table: a table not started whose every seat is
    // taken (a rematch's reserved seats) starts once all its people are here.
    joined(room) {
      const rec = room.record;
      if (rec.started || room.freeSeats().length) return;
      const here = room.seatsHere();
      if (rec.seats.every((s) => here.has(s.seat))) room.startWhenStored();
    },
    close() { clearInterval(sweep); },
  };
}
