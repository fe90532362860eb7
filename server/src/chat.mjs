// A table's chat (issue 33 §5), beside the reactions: plain text lines
// between the table's players, kept with the table (chat_store.mjs).
//
// - Only a seated player says a line (room message `say` {text, n}), and only
//   the seated players connected to the room hear it (`chat` {id, seat, name,
//   text, at}; the sayer's copy also carries `ack: n`). Spectators neither
//   say nor receive anything. The line is stored before anyone hears it: a
//   line someone saw survives a restart. A table has one room, on the
//   process holding its lease (rooms.mjs), so every client of the table
//   hears a line from that room; the lines come from the store, so any
//   process answers the reading route.
// - A line is plain text: NFC, line breaks and tabs made spaces, control and
//   invisible format characters dropped as in names (names.mjs), runs of
//   spaces made one, trimmed. Nothing else is changed: "<b>" stays the four
//   characters "<b>", for the page to show as text (it never renders markup).
//   At most MAX_CHAT UTF-16 units once cleaned (longer is refused, not cut:
//   the sayer knows what was not sent) and CHAT_PER_MINUTE lines a minute per
//   seat (counted in the store).
// - POST /online/tables/:id/chat {token} -> {ok, seat, lines}: the table's
//   lines for one of its players (a seat token of THAT table), during the
//   game and after it (its replay), from any process.
// - POST /online/tables/:id/chat/report {token, line} -> {ok}: a player
//   reports a line of another seat; it is kept for the operator
//   (chat_reports: the table, the line as said, who reported it) and logged.
// - Muting is the reader's own choice, kept by the page (shell/online-parts/chat.js).
import { hashToken, isTableId } from './ids.mjs';
import { perAddress, sendJson } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { dropInvisible } from './names.mjs';
import { openChatStore } from './chat_store.mjs';

export const MAX_CHAT = 200;
export const CHAT_PER_MINUTE = Number(process.env.TABULA_CHAT_PER_MINUTE) || 5;
const MINUTE = 60000;

// `raw` as a chat line: plain text, one line, nothing invisible (see above).
export function cleanChat(raw) {
  if (typeof raw !== 'string') return '';
  const text = raw.toWellFormed().normalize('NFC').replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ');
  return dropInvisible(text).replace(/\s+/gu, ' ').trim();
}

export async function makeChat({ store, dir }) {
  const lines = await openChatStore(store, dir);

  // The room's `say` (table_room.mjs runs it in the table's queue, so one
  // line of a table is counted and stored at a time).
  async function say(room, client, message) {
    const n = message && (typeof message.n === 'number' || typeof message.n === 'string') ? String(message.n).slice(0, 40) : undefined;
    // `code` names the reason for the page, which says it in its reader's language.
    const refuse = (reason, code) => client.send('refused', n === undefined ? { reason, code } : { reason, code, say: n });
    const seat = client.userData.seat;
    if (seat < 0) return refuse('spectators cannot chat', 'spectator');
    const raw = message && typeof message === 'object' ? message.text : undefined;
    if (typeof raw !== 'string') return refuse('a chat line is {text: "<words>"}', 'empty');
    // (Checked before cleaning too: a megabyte of spaces is not cleaned first.)
    const text = raw.length > 4 * MAX_CHAT ? raw : cleanChat(raw);
    if (!text) return refuse('an empty chat line', 'empty');
    if (text.length > MAX_CHAT) return refuse(`a chat line is at most ${MAX_CHAT} characters`, 'long');
    const table = room.record.id;
    const at = Date.now();
    let line;
    try {
      if (await lines.saidSince(table, seat, at - MINUTE) >= CHAT_PER_MINUTE)
        return refuse(`at most ${CHAT_PER_MINUTE} chat lines a minute; wait a little`, 'fast');
      const name = room.record.seats.find((s) => s.seat === seat)?.name || '';
      line = await lines.add(table, seat, name, text, at);
    } catch (e) {
      console.error(`[chat] table ${table}: could not store a line: ${e.message}`);
      return refuse('the line could not be saved (the database is unavailable); try again', 'store');
    }
    for (const c of room.clients) {
      if (c.state === 3 /* LEAVING */ || !(c.userData?.seat >= 0)) continue;
      c.send('chat', c === client && n !== undefined ? { ...line, ack: n } : line);
    }
  }

  // The seat of `token` at table `id`, or an HTTP answer saying why not.
  async function seatOf(id, token) {
    if (!isTableId(id)) return { status: 404, body: { ok: false, reason: 'no such table' } };
    if (typeof token !== 'string' || !token || token.length > 200) return { status: 400, body: { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' } };
    const rec = await store.load(id);
    if (!rec) return { status: 404, body: { ok: false, reason: 'no such table' } };
    const mine = rec.seats.find((s) => s.tokenHash === hashToken(token));
    if (!mine) return { status: 403, body: { ok: false, reason: 'only a player of this table (with its seat token) reads its chat' } };
    return { mine };
  }

  const allowed = perAddress({ perSecond: 5, burst: 30 });
  return {
    store: lines,
    say,
    async route(p, req, res, readBody) {
      const m = p.match(/^\/online\/tables\/([^/]+)\/chat(\/report)?$/);
      if (!m || req.method !== 'POST') return false;
      if (!allowed(clientAddress(req))) return sendJson(res, 429, { ok: false, reason: 'too many requests; wait a little' }), true;
      const raw = await readBody(req);
      if (raw.tooLarge) return sendJson(res, 413, { ok: false, reason: 'request too large' }), true;
      let body;
      try { body = JSON.parse(raw.text); } catch { return sendJson(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>"}' }), true; }
      try {
        const who = await seatOf(m[1], body?.token);
        if (!who.mine) return sendJson(res, who.status, who.body), true;
        if (!m[2]) return sendJson(res, 200, { ok: true, seat: who.mine.seat, lines: await lines.lines(m[1]) }), true;
        const idx = body.line;
        if (!Number.isInteger(idx) || idx < 0) return sendJson(res, 400, { ok: false, reason: 'the body must be JSON: {"token": "<seat token>", "line": <line id>}' }), true;
        const said = (await lines.lines(m[1])).find((l) => l.id === idx);
        if (!said) return sendJson(res, 404, { ok: false, reason: 'no such line' }), true;
        if (said.seat === who.mine.seat) return sendJson(res, 400, { ok: false, reason: 'a line of your own cannot be reported' }), true;
        const kept = await lines.report(m[1], idx, { seat: who.mine.seat, name: who.mine.name }, Date.now());
        if (kept === 'kept') console.error(`[chat] reported: table ${m[1]} line ${idx} (seat ${said.seat}) by seat ${who.mine.seat}`);
        return sendJson(res, 200, { ok: true, again: kept === 'again' }), true;
      } catch (e) {
        console.error(`[chat] table ${m[1]}:`, e.message);
        return sendJson(res, 503, { ok: false, reason: `the chat cannot be read now (${e.message}); try again` }), true;
      }
    },
    close: () => lines.close(),
  };
}
