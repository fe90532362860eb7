// "Your turn" for a player who is not at the table (issue 24 §2): when a
// move makes a seat due and nobody holding that seat is connected, its Web
// Push subscriptions get a message (and its e-mail address a mail, when the
// server sends mail and the address's owner confirmed it: mail_book.mjs,
// at most one an hour per recipient over all tables). The payload names the
// table, the game and the other players: never a card, an observation or
// an action. The table never waits for any of it.
import crypto from 'node:crypto';
import { hashToken, isTableId } from './ids.mjs';
import { perAddress, sendJson } from './rate_limit.mjs';
import { clientAddress } from './origin.mjs';
import { openNotifyStore, vapidKeys } from './notify_store.mjs';
import { checkSubscription, sendPush } from './push.mjs';
import { makeMailer } from './mail.mjs';
import { ADDRESS, openMailBook } from './mail_book.mjs';
import { mailPage } from './mail_pages.mjs';
import { LANGS, langOf } from './mail_words.mjs';
import { ARCHIVE_DAYS, SWEEP_MS, now as clockNow } from './archive.mjs';

export { LANGS };
const lang = langOf;
const DAY = 24 * 3600 * 1000;

// "n pushes; move stored -> push request written p50 x p99 y ms".
export function timingLine(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1);
  return `${s.length} pushes; move stored -> push request written p50 ${q(0.5)} p99 ${q(0.99)} max ${s[s.length - 1].toFixed(1)} ms`;
}

// `title(game)`: the game's title as the engine's list gives it (a push and
// a mail name the game by it).
// `now`: the clocks' time (archive.mjs: a test may move it on).
export async function makeNotify({ store, dir, now = clockNow, title = (game) => game }) {
  const nstore = await openNotifyStore(store, dir);
  const vapid = await vapidKeys(nstore);
  const mailer = makeMailer();
  const book = await openMailBook(nstore.sql, await nstore.key('mail', () => crypto.randomBytes(32).toString('base64url')), { now });
  // With the archive's sweep (hourly): expired confirmation links go, and
  // the addresses and subscriptions of tables idle ARCHIVE_DAYS (archived,
  // or never opened again since a restart) or gone.
  const sweep = setInterval(() => forgetIdle().catch((e) => console.error('[notify] sweep:', e.message)), SWEEP_MS);
  sweep.unref();
  async function forgetIdle() {
    await book.sweep();
    const before = now() - ARCHIVE_DAYS * DAY;
    for (const id of await nstore.tablesWithNotices()) {
      const rec = await store.load(id); // lastMoveAt: the last move's time, else the creation's
      if (!rec || rec.archivedAt != null || rec.lastMoveAt < before) await nstore.forgetTable(id);
    }
  }
  const timings = []; // ms from the move's acceptance to the push request written
  const sent = []; // the last pushes' outcomes (tests, the benchmark)

  // The others at the table, by name (bots and free seats left out).
  const others = (rec, seat) => rec.seats.filter((s) => s.seat !== seat).sort((a, b) => a.seat - b.seat).map((s) => s.name);

  // `extra`: more of the payload (a clock's reminder: {left}, ms).
  async function pushSeat(rec, seat, acceptedAt, extra) {
    const subs = await nstore.pushes(rec.id, seat);
    await Promise.all(subs.map(async (s) => {
      const payload = { table: rec.id, game: rec.game, title: title(rec.game), names: others(rec, seat), lang: lang(s.lang), ...extra };
      const r = await sendPush(vapid, s, payload);
      if (r.sentAt) { timings.push(r.sentAt - acceptedAt); if (timings.length > 100000) timings.shift(); }
      sent.push({ table: rec.id, seat, status: r.status, gone: r.gone, error: r.error });
      if (sent.length > 1000) sent.shift();
      await settlePush(rec.id, seat, s.endpoint, r);
    }));
  }
  // A push service's answer: gone (404, 410) is dropped at once, any other
  // failure counts (notify_store.mjs drops it at the PUSH_FAILS-th in a row).
  async function settlePush(table, seat, endpoint, r) {
    if (r.gone) return nstore.dropPush(table, seat, endpoint);
    if (r.status >= 200 && r.status < 300) return nstore.pushWorked(table, seat, endpoint);
    const dropped = await nstore.pushFailed(table, seat, endpoint);
    console.error(`[push] table ${table} seat ${seat}: ${r.status || ''} ${r.error || ''}${dropped ? ' (failed too often: dropped)' : ''}`.trim());
  }

  // `kind`: 'turn' or 'remind' (with {left}); one mail an hour per
  // recipient over all tables, reminders included (mail_book.mjs).
  async function mailSeat(rec, seat, kind, extra = {}) {
    if (!mailer) return;
    const m = await book.claimTurn(rec.id, seat);
    if (!m) return;
    await mailer[kind]({ to: m.to, lang: lang(m.lang), game: title(rec.game), names: others(rec, seat), table: rec.id, stopQuery: book.stopQuery(m.key), ...extra });
  }

  return {
    vapidPublicKey: vapid.publicKey,
    mail: !!mailer,
    // E-mail sign-in's mails (account_mail.mjs); null without mail.
    mailer,
    timings,
    sent,
    // From TableRoom.turnChanged(), after a move is stored and told.
    turn(room, st, acceptedAt = performance.now()) {
      const rec = room.record;
      if (st.over) {
        nstore.endTable(rec.id).catch((e) => console.error('[notify] end:', e.message));
        return;
      }
      const seat = st.current;
      if (seat < 0 || rec.bots[seat] != null || !rec.seats.some((s) => s.seat === seat)) return;
      if (room.seatsHere().has(seat)) return; // at the table: the page says it
      if (room.turnClock?.standin.has(seat)) return; // a bot stands in and plays it now (clock.mjs)
      if (room.leftSeat?.(seat)) return; // its player left the seat (leave.mjs)
      pushSeat(rec, seat, acceptedAt).catch((e) => console.error('[push]', e.message));
      mailSeat(rec, seat, 'turn').catch((e) => console.error('[mail]', e.message));
    },
    // A clocked turn's 3/4 reminder (clock.mjs, which claims it in the store
    // first: one per turn, whatever the restarts or processes): the seat's
    // pushes carry {left} (ms), and its confirmed address gets a mail if its
    // recipient had no mail this hour. A player at the table is told by the page.
    remind(room, seat, left) {
      const rec = room.record;
      if (room.seatsHere().has(seat)) return;
      pushSeat(rec, seat, performance.now(), { left: Math.max(0, Math.round(left)) }).catch((e) => console.error('[push]', e.message));
      mailSeat(rec, seat, 'remind', { left }).catch((e) => console.error('[mail]', e.message));
    },
    // The table was archived (table_room.mjs): its addresses and
    // subscriptions go (the page promises deletion; a table idle 30 days
    // has nobody waiting for a mail).
    archived(table) { nstore.forgetTable(table).catch((e) => console.error('[notify] archive:', e.message)); },
    async close() {
      clearInterval(sweep);
      if (process.env.TABULA_TIMING && timings.length) console.log(`[timing] ${timingLine(timings)}`);
      await nstore.close();
      mailer?.close();
    },
    forgetIdle,
    book,
    routes: makeRoutes({ store, nstore, vapid, mailer, book, title }),
    // For the rematch's invitation (rematch.mjs): the subscriptions, the key.
    nstore,
    vapid,
  };
}

// POST /online/tables/:id/push {token, subscription, lang} (subscription
// null: unsubscribe {token, endpoint}) and POST /online/tables/:id/mail
// {token, address, lang} (address "": forget it). GET /online/push/key.
function makeRoutes({ store, nstore, vapid, mailer, book, title }) {
  const allowed = perAddress({ perSecond: 2, burst: 20 });
  const json = sendJson;
  async function seatOf(id, body) {
    if (!isTableId(id)) return { status: 404, reason: 'no such table' };
    if (!body || typeof body.token !== 'string' || body.token.length > 200) return { status: 400, reason: 'the body must be JSON with the seat\'s "token"' };
    const rec = await store.load(id);
    if (!rec) return { status: 404, reason: 'no such table' };
    const s = rec.seats.find((x) => x.tokenHash === hashToken(body.token));
    if (!s) return { status: 403, reason: 'unknown seat token' };
    return { seat: s.seat, rec };
  }
  return async function route(p, req, res, readBody) {
    if (p === '/online/push/key' && req.method === 'GET') return json(res, 200, { ok: true, key: vapid.publicKey }), true;
    if (p.startsWith('/online/mail/')) {
      if (!mailer) return false;
      const who = clientAddress(req);
      if (!allowed(who)) return json(res, 429, { ok: false, reason: 'too many requests; wait a little' }), true;
      return mailPage(new URL(req.url, 'http://x'), req, res, readBody, book);
    }
    const m = p.match(/^\/online\/tables\/([^/]+)\/(push|mail)$/);
    if (!m || req.method !== 'POST') return false;
    const who = clientAddress(req);
    if (!allowed(who)) return json(res, 429, { ok: false, reason: 'too many requests; wait a little' }), true;
    const raw = await readBody(req);
    if (raw.tooLarge) return json(res, 413, { ok: false, reason: 'request too large' }), true;
    let body;
    try { body = JSON.parse(raw.text); } catch { return json(res, 400, { ok: false, reason: 'the body must be JSON' }), true; }
    let at;
    try { at = await seatOf(m[1], body); } catch (e) {
      return json(res, 503, { ok: false, reason: `the table cannot be read now (${e.message}); try again` }), true;
    }
    if (at.reason) return json(res, at.status, { ok: false, reason: at.reason }), true;
    const l = lang(body.lang);
    if (m[2] === 'push') {
      if (body.subscription === null) {
        if (typeof body.endpoint !== 'string') return json(res, 400, { ok: false, reason: 'to unsubscribe send {token, subscription: null, endpoint}' }), true;
        await nstore.dropPush(m[1], at.seat, body.endpoint);
        return json(res, 200, { ok: true }), true;
      }
      const c = checkSubscription(body.subscription);
      if (!c.ok) return json(res, 400, c), true;
      const added = await nstore.addPush(m[1], at.seat, c.sub, l);
      return json(res, added.ok ? 200 : 429, added), true;
    }
    if (!mailer) return json(res, 404, { ok: false, reason: 'this server sends no e-mail (it needs TABULA_SMTP_URL and TABULA_PUBLIC_URL)' }), true;
    const address = typeof body.address === 'string' ? body.address.trim() : null;
    if (address === null || (address && !ADDRESS.test(address)))
      return json(res, 400, { ok: false, reason: 'address must be an e-mail address like anna@example.org ("" to forget it)' }), true;
    // The links in the mails are the server's own (TABULA_PUBLIC_URL and
    // the table's id): nothing of the request (no Host, Origin or page).
    const r = await book.leave({
      table: m[1], seat: at.seat, address, lang: l, who,
      confirm: (token, key) => mailer.confirm({ to: address, lang: l, game: title(at.rec.game), token, stopQuery: book.stopQuery(key) }),
    });
    const { status, ...answer } = r;
    return json(res, status, answer), true;
  };
}
