// Leaving a seat, and taking it back (issue 33 §6: "Forget is reversible").
//
// POST /online/tables/:id/leave {token} -> {ok, seat, undoUntil, clock}
// POST /online/tables/:id/unleave {token} -> {ok, seat} | {ok:false, reason}
//
// Leaving marks the seat left, with its time (leave_store.mjs). The token
// is not forgotten by the server: for UNDO_MS (24 hours;
// TABULA_LEAVE_UNDO_SECONDS shortens it for tests) /unleave with it gives
// the seat back. Meanwhile the token joins nothing (the seat is not its
// holder's until taken back), the others' views say `left: true` for the
// seat (no more), and:
// - at a clocked table a stand-in bot plays the seat at once (clock.mjs's
//   stand-in, which plays a left seat whoever is connected); taken back, the
//   seat is its player's again at their next action, as after any stand-in;
// - at a table without a clock the others would wait forever: a newcomer
//   joining by name (the invite link) may take the seat. Once taken, the leaver's undo is refused with
//   that reason, and their token no longer matches any seat.
// After UNDO_MS the leave stays: the old token no longer gives the seat back.
//
// Both requests may reach any process: the table's room is opened under its
// lease (rooms.mjs) and does the change in its queue, one change at a time
// with moves and joins (matchMaker.remoteRoomCall: here, or through Redis).
import { matchMaker } from '@colyseus/core';
import { hashToken, isTableId } from './ids.mjs';
import { perAddress, sendJson } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { now } from './archive.mjs';
import { clockTick } from './clock.mjs';
import { leaveStore } from './leave_store.mjs';

export const UNDO_MS = (Number(process.env.TABULA_LEAVE_UNDO_SECONDS) || 24 * 3600) * 1000;
// The close code of a connection whose seat was just left (the page leaves the table).
export const LEFT = 4011;

const refusal = (status, reason) => ({ status, body: { ok: false, reason } });

// ---- in the table's room (TableRoom) ------------------------------------

// Loaded when the room opens: room.leaves, every left token of the table.
export async function attachLeaves(room, leaves) {
  room.leaves = leaves ? await leaves.of(room.record.id) : [];
}

// The leave that holds `seat` now (left, not taken by a newcomer), or null.
export function leftSeat(room, seat) {
  return room.leaves?.find((l) => l.seat === seat && l.takenAt == null) || null;
}

// Seats a newcomer may take: left ones, at a table without a clock.
export function leftSeatsFree(room) {
  if (room.turnClock) return [];
  return (room.leaves || []).filter((l) => l.takenAt == null).map((l) => l.seat);
}

// A newcomer sits in the left `seat` (TableRoom.onJoin, in its queue): the
// seat's row gets their name and token, the leave is marked taken.
export async function takeLeftSeat(room, seat, name, tokenHash) {
  const l = leftSeat(room, seat);
  const at = now();
  await room.constructor.context.leaves.store.takeLeft(room.record.id, l.tokenHash, seat, name, tokenHash, at);
  l.takenAt = at;
  const s = room.record.seats.find((x) => x.seat === seat);
  s.name = name;
  s.tokenHash = tokenHash;
}

// -> {status, body}: the seat of `tokenHash` is left now.
export async function leaveSeat(room, tokenHash) {
  const rec = room.record;
  const store = room.constructor.context.leaves.store;
  const s = rec.seats.find((x) => x.tokenHash === tokenHash);
  const had = room.leaves.find((l) => l.tokenHash === tokenHash);
  if (had && had.takenAt != null) return refusal(409, 'someone else took this seat');
  if (!s) return refusal(403, 'unknown seat token');
  const clock = !!room.turnClock;
  if (had) return { status: 200, body: { ok: true, seat: s.seat, undoUntil: had.at + UNDO_MS, clock } }; // left already
  if (rec.started && room.engineAt().status.over) return refusal(409, 'the game is over: there is no seat to leave');
  const at = now();
  // Written before it takes effect: a restart keeps the seat left and its stand-in.
  await store.leave(rec.id, tokenHash, s.seat, s.name, at);
  room.leaves.push({ seat: s.seat, tokenHash, name: s.name, at, takenAt: null });
  const c = room.turnClock;
  if (c && !c.standin.has(s.seat)) {
    await c.store.setStandin(rec.id, [...c.standin, s.seat]);
    c.standin.add(s.seat);
  }
  console.log(`[table ${room.roomId}] seat ${s.seat} left${c ? ': a bot stands in' : ''}`);
  // The leaver's own connections (another tab, another device) are done here.
  for (const client of room.clients) if (client.userData?.seat === s.seat) client.leave(LEFT);
  room.broadcastViews();
  room.liveChanged();
  if (c) clockTick(room); // queued after this change: the stand-in plays
  return { status: 200, body: { ok: true, seat: s.seat, undoUntil: at + UNDO_MS, clock } };
}

// -> {status, body}: the seat of `tokenHash`, left less than UNDO_MS ago
// and not taken, is its player's again.
export async function unleaveSeat(room, tokenHash) {
  const l = room.leaves.find((x) => x.tokenHash === tokenHash);
  if (!l) return room.record.seats.some((x) => x.tokenHash === tokenHash)
    ? { status: 200, body: { ok: true, seat: room.record.seats.find((x) => x.tokenHash === tokenHash).seat } } // never left: nothing to undo
    : refusal(403, 'unknown seat token');
  if (l.takenAt != null) return refusal(409, 'someone else took this seat: it can no longer be taken back');
  if (now() > l.at + UNDO_MS) return refusal(409, `too late: a seat can be taken back for ${Math.round(UNDO_MS / 3600000) || '<1'} hours after leaving it`);
  await room.constructor.context.leaves.store.unleave(room.record.id, tokenHash);
  room.leaves = room.leaves.filter((x) => x !== l);
  console.log(`[table ${room.roomId}] seat ${l.seat} taken back`);
  // A clocked table's stand-in stays until its player acts (clock.mjs).
  room.broadcastViews();
  room.liveChanged();
  return { status: 200, body: { ok: true, seat: l.seat } };
}

// The left seats a newcomer may take at `table` (GET /online/tables/:id
// shows them free): from its room here, else from the store.
export async function freeLeftSeats(table, { leaves, clocks }) {
  const local = matchMaker.getLocalRoomById(table);
  if (local?.leaves) return leftSeatsFree(local);
  const c = clocks ? await clocks.get(table) : null;
  if (c && c.pace !== 'none') return [];
  return (await leaves.of(table)).filter((l) => l.takenAt == null).map((l) => l.seat);
}

// ---- the requests --------------------------------------------------------

// `ensure(table)`: rooms.mjs's ensure (the table's live room, wherever).
export async function makeLeave({ store, ensure }) {
  const leaves = leaveStore(store);
  await leaves.ensure();
  const allowed = perAddress({ perSecond: 5, burst: 30 });
  const json = sendJson;
  return {
    store: leaves,
    async route(p, req, res, readBody) {
      const m = p.match(/^\/online\/tables\/([^/]+)\/(leave|unleave)$/);
      if (!m || req.method !== 'POST') return false;
      if (!allowed(clientAddress(req))) return json(res, 429, { ok: false, reason: 'too many requests; wait a little' }), true;
      const raw = await readBody(req);
      if (raw.tooLarge) return json(res, 413, { ok: false, reason: 'request too large' }), true;
      let token;
      try { token = JSON.parse(raw.text)?.token; } catch { /* below */ }
      if (typeof token !== 'string' || !token || token.length > 200)
        return json(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' }), true;
      if (!isTableId(m[1])) return json(res, 404, { ok: false, reason: 'no such table' }), true;
      try {
        if (!(await ensure(m[1]))) return json(res, 404, { ok: false, reason: 'no such table' }), true;
        // The hash crosses to the room (never the token: it may go through Redis).
        const r = await matchMaker.remoteRoomCall(m[1], m[2] === 'leave' ? 'leaveSeat' : 'unleaveSeat', [hashToken(token)]);
        return json(res, r.status, r.body), true;
      } catch (e) {
        console.error(`[leave] table ${m[1]}: ${e.message}`);
        return json(res, 503, { ok: false, reason: `the table cannot be reached now (${e.message}); try again` }), true;
      }
    },
  };
}
