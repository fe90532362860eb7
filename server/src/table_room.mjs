// One Colyseus room per table. The room is authoritative: it holds the
// engine's table (seed and save included), validates every action, stores it
// durably, and only then sends each client the view of ITS OWN seat
// (spectators: the public view). Nothing else ever leaves the room.
import { Protocol, Room, getMessageBytes } from '@colyseus/core';
import { hashToken, newToken } from './ids.mjs';
import { saveOf } from './engine.mjs';
import { RateLimit } from './rate_limit.mjs';
import { CREATE_KEY, OWNER, holdLease } from './rooms.mjs';
import { UNAVAILABLE } from './store.mjs';
import { cleanName, distinctName } from './names.mjs';
import { forwardedAddress } from './origin.mjs';
import { ARCHIVED, now } from './archive.mjs';
import { attachClock, clockActed, clockArchived, clockStarted, clockTick, clockView, standInLevel } from './clock.mjs';
import { attachLeaves, leaveSeat, leftSeat, leftSeatsFree, takeLeftSeat, unleaveSeat } from './leave.mjs';

export const REACTIONS = ['bravo', 'oops', 'hurry', 'thinking', 'gg'];
const MAX_TEXT = 200;
// TABULA_TIMING=1: the server's own share of each action's latency (engine
// + store until durable; views computed and sent), printed on exit.
const TIMING = process.env.TABULA_TIMING ? {
  store: [], send: [],
  sample(a, b) { if (this.store.length < 200000) { this.store.push(a); this.send.push(b); } },
  report() {
    const q = (xs, p) => { const s = xs.slice().sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1) : '-'; };
    return `[timing] ${this.store.length} actions; act+store p50 ${q(this.store, 0.5)} p99 ${q(this.store, 0.99)} ms; views+send p50 ${q(this.send, 0.5)} p99 ${q(this.send, 0.99)} ms`;
  },
} : null;
export const timingReport = () => (TIMING ? TIMING.report() : null);
// Moves this process stored (people's and bots'): main.mjs prints the
// process's CPU time per move on exit.
export const served = { moves: 0 };
// This process's live rooms (archive.mjs looks for idle ones).
export const liveRooms = new Set();
// Spectators never lock players out: seats and token holders always get in
// (maxClients is only a memory bound); spectators are limited per table and
// per address (over all tables of this process).
const SPECTATORS_PER_TABLE = Number(process.env.TABULA_SPECTATORS_PER_TABLE) || 16;
const SPECTATORS_PER_ADDRESS = Number(process.env.TABULA_SPECTATORS_PER_ADDRESS) || 8;
const spectatorsByAddress = new Map(); // address -> count
// A table with no person seated (bots only, or its people away) plays at a
// pace people can follow while it is watched, not as fast as the threads go.
const WATCHED_BOT_MS = Number(process.env.TABULA_WATCHED_BOT_MS ?? 500);
// After a failed write the bots try again (the database may be back).
const BOT_RETRY_MS = 1000;
// Code a client gets when its room closes because another process owns the
// table now: rejoining (GET /online/tables/:id) finds the live room.
export const MOVED = 4010;
// A dropped connection keeps its seat this long before the seat shows away
// for good (the seat token still returns the player later).
const RECONNECT_SECONDS = Number(process.env.TABULA_RECONNECT_SECONDS) || 60;
// How long a seat reserved through /matchmake/ waits for its socket, and an
// opened room with nobody in it for its first joiner (Colyseus: 15 s, from
// the room's creation). A newcomer's GET opens the room, then asks
// /matchmake/ and connects: on a process slowed by a slow store (a busy
// disk's fsync) and the queue of joins behind it, 15 s passed between the
// GET and the reservation, the empty room was gone and the join failed
// with 'room "…" not found' (issue 31 §5, test/slow_store.test.mjs).
export const SEAT_RESERVATION_SECONDS = Number(process.env.TABULA_SEAT_RESERVATION_SECONDS) || 60;

// A view message is Colyseus's header (ROOM_DATA, the type 'view') and one
// MessagePack map. Colyseus packs the room's part as a map16 (0xde, count);
// the engine's part is a small map (fixmap, 0x80 | count): its pairs are
// appended to the room's map and the count raised.
const VIEW_HEAD = getMessageBytes.raw(Protocol.ROOM_DATA, 'view').length;
function mapHeader(bytes, at) {
  if (bytes[at] >= 0x80 && bytes[at] <= 0x8f) return { count: bytes[at] - 0x80, size: 1 };
  if (bytes[at] === 0xde) return { count: bytes.readUInt16BE(at + 1), size: 3 };
  throw new Error('a view part is not a MessagePack map');
}
function joinMaps(message, engine) {
  const mine = mapHeader(message, VIEW_HEAD);
  const theirs = mapHeader(Buffer.from(engine.buffer, engine.byteOffset, engine.byteLength), 0);
  if (mine.size !== 3) throw new Error('the room\'s part of a view is not a map16');
  message.writeUInt16BE(mine.count + theirs.count, VIEW_HEAD + 1);
  return Buffer.concat([message, engine.subarray(theirs.size)]);
}

export class TableRoom extends Room {
  // Set once by main.mjs: {store, engine, bots, log}.
  static context = null;

  async onCreate(options) {
    const { store, engine } = TableRoom.context;
    // Only rooms.mjs creates rooms, under the table's lease.
    if (options.createKey !== CREATE_KEY) throw new Error('rooms are opened with GET /online/tables/:table');
    this.roomId = options.table;
    this.setPrivate(true); // never listed: a table is found only by its id
    // No Colyseus state (views are sent as messages): without this each room
    // kept a 50 ms interval to send state patches, 20,000 wake-ups a second
    // for a thousand tables.
    this.patchRate = null;
    this.maxClients = 1000;
    this.autoDispose = true;
    this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    this.awaitJoiner();
    this.record = await store.load(options.table);
    if (!this.record) throw new Error('no such table');
    const r = engine.restore(saveOf(this.record, this.record.actions));
    if (!r.ok) throw new Error(`table ${options.table} does not replay: ${r.reason}`);
    this.handle = r.handle;
    await attachClock(this, TableRoom.context.clocks); // issue 24 §3: the table's clock, if it has one
    await attachLeaves(this, TableRoom.context.leaves?.store); // issue 33 §6: its left seats
    this.activeAt = now();
    liveRooms.add(this);
    // Someone came back to an archived table: it is live again.
    if (this.record.archivedAt != null) {
      await store.unarchive(this.record.id).catch((e) => console.error(`[table ${this.roomId}] could not unarchive: ${e.message}`));
      this.record.archivedAt = null;
    }
    this.queue = Promise.resolve();
    this.botBusy = false;
    this.spectators = 0;
    this.lease = holdLease(this, { store, lost: () => this.moved('another server took this table') });
    this.onMessage('act', (client, message) => this.guard(client, 'act', message, () => this.onAct(client, message)));
    this.onMessage('start', (client, message) => this.guard(client, 'start', message, () => this.onStart(client)));
    this.onMessage('react', (client, message) => this.guard(client, 'react', message, () => this.onReact(client, message)));
    // A chat line (chat.mjs): in the table's queue, so one line is counted and stored at a time.
    this.onMessage('say', (client, message) => this.guard(client, 'say', message, () => this.onSay(client, message)));
    this.onMessage('*', (client, type) => this.guard(client, type, null, () => this.refuse(client, `unknown message "${String(type).slice(0, 32)}"`)));
    this.maybeBot();
    clockTick(this);
  }

  // Someone asked for this table (GET /online/tables/:table) and will join:
  // an empty room stays open for SEAT_RESERVATION_SECONDS from now, not
  // from its creation (Colyseus disposes of a room nobody joined).
  awaitJoiner() {
    if (!this.clients.length && !this.closing) this.resetAutoDisposeTimeout(SEAT_RESERVATION_SECONDS);
  }

  // Rate limit, then run `fn` in the table's queue (one change at a time).
  guard(client, type, message, fn) {
    const verdict = client.userData.limit.take();
    if (verdict === 'drop') {
      this.refuse(client, 'too many messages; disconnected');
      client.leave(4008);
      return;
    }
    if (verdict === 'refuse') {
      this.refuse(client, 'too many messages; slow down');
      return;
    }
    this.enqueue(fn).catch((e) => {
      console.error(`[table ${this.roomId}]`, e);
      this.refuse(client, e.unavailable || e.storeFailed ? UNAVAILABLE : 'server error');
    });
  }

  // Runs fn after every change queued before it (one change at a time) and
  // returns its result. A failure fails that change only: the queue itself
  // never stays rejected (it did, and every later `start` got "server error").
  enqueue(fn) {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  // This room may no longer store anything (another process holds the
  // table's lease): everyone is disconnected with MOVED and rejoins the live
  // room through GET /online/tables/:table.
  moved(why) {
    if (this.closing) return;
    this.closing = true;
    console.error(`[table ${this.roomId}] closing this room: ${why}`);
    this.disconnect(MOVED);
  }

  // Idle for ARCHIVE_DAYS (archive.mjs): marked archived in the store, then
  // everyone is disconnected (code ARCHIVED) and the room disposed, which
  // frees its engine table, its bot threads' copies and its lease. In the
  // table's queue: an action being stored finishes first (and keeps it live).
  archive() {
    if (this.closing || this.archiving) return;
    this.archiving = true;
    const since = this.activeAt;
    this.enqueue(async () => {
      if (this.closing || this.activeAt !== since) return;
      await TableRoom.context.store.archive(this.record.id, now());
      TableRoom.context.notify?.archived?.(this.record.id); // its mail addresses and subscriptions go (issue 31)
      clockArchived(this); // and its clock stops
      this.closing = true;
      this.disconnect(ARCHIVED);
    }).catch((e) => console.error(`[table ${this.roomId}] could not archive: ${e.message}`))
      .finally(() => { this.archiving = false; });
  }

  refuse(client, reason, text) {
    const m = { reason };
    if (typeof text === 'string') m.text = text.slice(0, MAX_TEXT);
    client.send('refused', m);
  }

  // ---- joining ---------------------------------------------------------
  // The client's address for the spectator limit (the socket's own address;
  // behind TABULA_TRUST_PROXY=N proxies, the one the first of them saw: origin.mjs).
  onAuth(client, options, context) {
    return { address: forwardedAddress(client.ref?._socket?.remoteAddress || '?', context?.headers?.['x-forwarded-for']) };
  }

  async onJoin(client, options = {}) {
    const { store } = TableRoom.context;
    const rec = this.record;
    if (this.closing) throw new Error('this table moved; ask for it again');
    client.userData = { seat: -1, limit: new RateLimit() };
    if (options && typeof options.token === 'string') {
      const h = hashToken(options.token);
      const s = rec.seats.find((x) => x.tokenHash === h);
      if (!s) throw new Error('unknown seat token');
      // A left seat is not its token's until taken back (leave.mjs).
      if (leftSeat(this, s.seat)) throw new Error('you left this seat; take it back first (possible for 24 hours after leaving it)');
      client.userData.seat = s.seat;
    } else if (options && typeof options.name === 'string') {
      const name = cleanName(options.name);
      if (!name) throw new Error('a name is needed to sit');
      // The store write is serialized with actions: two people sitting at
      // once get two different seats.
      const seat = await this.enqueue(async () => {
        const free = this.freeSeats();
        if (!free.length) return -1;
        const token = newToken();
        // Two seats never look alike ("Bob", "bob\u200B", "Ｂｏｂ"): the later one is "Bob 2".
        const shown = distinctName(name, rec.seats.filter((x) => x.seat !== free[0]).map((x) => x.name));
        // A seat its player left (a table without a clock, leave.mjs) is taken over.
        if (leftSeat(this, free[0])) await takeLeftSeat(this, free[0], shown, hashToken(token));
        else {
          await store.takeSeat(rec.id, free[0], shown, hashToken(token));
          rec.seats.push({ seat: free[0], name: shown, tokenHash: hashToken(token) });
        }
        if (rec.creator < 0) rec.creator = free[0];
        client.send('seat', { table: rec.id, seat: free[0], token });
        return free[0];
      }).catch((e) => { throw e.message === 'every seat is taken' ? e : new Error(`${UNAVAILABLE} (${e.message})`); });
      if (seat < 0) throw new Error('every seat is taken');
      client.userData.seat = seat;
      this.liveChanged(); // a name in the other seats' My tables
      if (!rec.started && !this.freeSeats().length) await this.startWhenStored();
    } else if (options && options.spectate) {
      const address = client.auth?.address ?? '?';
      if (this.spectators >= SPECTATORS_PER_TABLE) throw new Error('this table has as many spectators as it takes');
      if ((spectatorsByAddress.get(address) || 0) >= SPECTATORS_PER_ADDRESS) throw new Error('too many tables watched from your address');
      this.spectators += 1;
      spectatorsByAddress.set(address, (spectatorsByAddress.get(address) || 0) + 1);
      client.userData.spectating = address;
    } else {
      throw new Error('join with {token}, {name} or {spectate:true}');
    }
    this.activeAt = now();
    this.broadcastViews();
    this.maybeBot(); // someone is here now: bots may play
    TableRoom.context.rematch?.joined(this); // a rematch starts once all its people are here
  }

  // "Play again" made this table's rematch (src/rematch.mjs, called through
  // matchMaker.remoteRoomCall from whichever process made it).
  rematchMade(info) { TableRoom.context.rematch?.made(this, info); }

  // Leaving a seat and taking it back (leave.mjs, through
  // matchMaker.remoteRoomCall from whichever process was asked), in the
  // table's queue: one change at a time with moves and joins.
  leaveSeat(tokenHash) { return this.enqueue(() => leaveSeat(this, tokenHash)); }
  unleaveSeat(tokenHash) { return this.enqueue(() => unleaveSeat(this, tokenHash)); }
  // Is `seat` left (its player gone, the seat not taken back nor over)?
  leftSeat(seat) { return !!leftSeat(this, seat); }

  // A spectator's place is given back when it leaves.
  forgetSpectator(client) {
    const address = client.userData?.spectating;
    if (address === undefined) return;
    client.userData.spectating = undefined;
    this.spectators -= 1;
    const n = (spectatorsByAddress.get(address) || 1) - 1;
    if (n > 0) spectatorsByAddress.set(address, n); else spectatorsByAddress.delete(address);
  }

  async onLeave(client, consented) {
    this.forgetSpectator(client);
    // A client coming back starts again from a whole view (its userData
    // carries over to the new connection; the page may have dropped its view).
    if (client.userData) client.userData.obsMove = undefined;
    if (!consented && client.userData.seat >= 0) {
      this.broadcastViews(client);
      try {
        await this.allowReconnection(client, RECONNECT_SECONDS);
        this.broadcastViews();
        return;
      } catch {
        /* gone: the token still returns the player later */
      }
    }
    this.broadcastViews(client);
  }

  async onDispose() {
    liveRooms.delete(this);
    for (const c of this.clients) this.forgetSpectator(c);
    clearTimeout(this.botTimer);
    if (this.handle) TableRoom.context.engine.free(this.handle);
    this.handle = 0;
    TableRoom.context.bots.forget(this.roomId);
    await this.lease?.release();
  }

  freeSeats() {
    const taken = new Set(this.record.seats.map((s) => s.seat));
    const free = [];
    for (let i = 0; i < this.record.players; i++) if (this.record.bots[i] == null && !taken.has(i)) free.push(i);
    // And seats left at a table without a clock (leave.mjs): the others may invite someone.
    return [...free, ...leftSeatsFree(this)].sort((a, b) => a - b);
  }

  // ---- starting --------------------------------------------------------
  async onStart(client) {
    if (this.record.started) return this.refuse(client, 'the game has started');
    if (client.userData.seat < 0 || client.userData.seat !== this.record.creator)
      return this.refuse(client, 'only the table\'s creator can start it');
    await this.start();
  }

  // Every seat is taken: start, and if the store is down, keep trying
  // until it is back (nobody may be able to send `start` for it).
  async startWhenStored() {
    try {
      await this.enqueue(() => this.start());
    } catch {
      if (this.handle && !this.closing) setTimeout(() => this.startWhenStored(), BOT_RETRY_MS).unref();
    }
  }

  async start() {
    if (this.record.started) return;
    try {
      await TableRoom.context.store.start(this.record.id);
    } catch (e) {
      console.error(`[table ${this.roomId}] could not store the start:`, e.message);
      throw Object.assign(new Error(e.message), { storeFailed: true });
    }
    this.record.started = true;
    clockStarted(this);
    this.activeAt = now();
    this.broadcastViews();
    this.maybeBot();
    this.turnChanged();
  }

  // A move was stored or the game started: whoever is due now and is not
  // here hears of it (push, e-mail: src/notify.mjs, issue 24). Never blocks
  // the table, never fails it.
  // `acceptedAt`: performance.now() when the move was durable (the push benchmark).
  turnChanged(acceptedAt = performance.now()) {
    clockTick(this); // a clocked table: its bots, stand-ins and reminders (clock.mjs)
    TableRoom.context.history?.ended(this); // a finished game: kept for its players, rated (history.mjs)
    this.liveChanged();
    const notify = TableRoom.context.notify;
    if (!notify || !this.handle) return;
    try { notify.turn(this, this.engineAt().status, acceptedAt); } catch (e) { console.error(`[table ${this.roomId}] notify:`, e.message); }
  }

  // The pages that hold a seat here hear of the change (live.mjs: My
  // tables and "your turn" on every open page of the site).
  liveChanged() {
    const live = TableRoom.context.live;
    if (!live || !this.handle) return;
    try { live.changed(this, this.engineAt().status); } catch (e) { console.error(`[table ${this.roomId}] live:`, e.message); }
  }

  // The seats with a person connected now.
  seatsHere() {
    const here = new Set();
    for (const c of this.clients) if (c.state !== 3 && c.userData && c.userData.seat >= 0) here.add(c.userData.seat);
    return here;
  }

  // ---- acting ----------------------------------------------------------
  async onAct(client, message) {
    const text = message && typeof message === 'object' ? message.text : undefined;
    if (typeof text !== 'string' || !text || text.length > MAX_TEXT)
      return this.refuse(client, 'an action is {text: "<action text>"} (at most 200 characters)');
    const seat = client.userData.seat;
    if (seat < 0) return this.refuse(client, 'spectators cannot act', text);
    if (!this.record.started) return this.refuse(client, 'the game has not started', text);
    const why = await this.apply(seat, text);
    if (why) this.refuse(client, why, text);
    else clockActed(this, seat); // a stand-in's player takes the seat back by acting
  }

  // Validates and applies `text` for `seat`, stores it, then tells everyone.
  // Returns null, or the reason it was refused (table untouched).
  async apply(seat, text) {
    const { engine, store } = TableRoom.context;
    const idx = this.record.actions.length;
    const t0 = performance.now();
    const r = engine.act(this.handle, seat, text);
    if (!r.ok) return r.reason;
    // The engine is one move ahead of the store until the append is durable:
    // no view may be built from it meanwhile (a join or a reconnection in
    // that window would show a move a kill -9 could still erase: a peek seen,
    // then lost). broadcastViews() waits for `storing` to end.
    this.storing = true;
    const at = now(); // the clocks' time (archive.mjs: a test may move it on)
    try {
      await store.append(this.record.id, idx, seat, r.text, OWNER, at);
    } catch (e) {
      // Not stored: undo by replaying what is stored, and say so.
      console.error(`[table ${this.roomId}] could not store action ${idx}:`, e.message);
      engine.free(this.handle);
      this.handle = engine.restore(saveOf(this.record, this.record.actions)).handle;
      this.storing = false;
      // Refused by the lease (or move idx exists: written by another
      // process's room): this room is stale, its clients must move.
      if (e.leaseLost || /UNIQUE|duplicate key/i.test(e.message)) {
        this.moved(e.message);
        return 'this table moved to another server; join it again';
      }
      this.broadcastViews();
      return UNAVAILABLE;
    }
    const t1 = performance.now();
    this.record.actions.push(r.text);
    served.moves += 1;
    this.activeAt = now();
    this.record.lastMoveAt = at;
    this.storing = false;
    this.broadcastViews();
    if (TIMING) TIMING.sample(t1 - t0, performance.now() - t1);
    this.maybeBot();
    this.turnChanged(t1);
    return null;
  }

  // Someone is connected (a seated person or a spectator): bots play only
  // then, so nobody can make the server think for tables no one watches.
  // HOOK for a clock (asynchronous play): a table whose clock says a bot must
  // move even with nobody here sets `this.clockWantsBot = true` and calls
  // maybeBot(); the bot then plays that one move.
  botsMayPlay() {
    return this.clockWantsBot || this.clients.some((c) => c.state !== 3 /* LEAVING */ && c.userData);
  }

  // A person sits at this table and is connected: its bots' decisions go
  // before those of tables only watched.
  personHere() {
    return this.clients.some((c) => c.state !== 3 && c.userData && c.userData.seat >= 0);
  }

  // If a bot is to act (and may), ask the bot threads (never blocking this
  // process), then apply its choice like any action. A failed decision or
  // write is tried again after BOT_RETRY_MS: a table never stays stuck.
  maybeBot() {
    if (!this.record.started || this.botBusy || !this.handle || this.closing || this.botTimer) return;
    if (!this.botsMayPlay()) return;
    // The status the views of this move were built with (one engine call a
    // move), unless the engine is a move ahead of the store right now.
    const st = this.storing ? TableRoom.context.engine.status(this.handle) : this.engineAt().status;
    if (st.over || st.current < 0) return;
    const level = this.record.bots[st.current] ?? standInLevel(this, st.current);
    if (level == null) return;
    const person = this.personHere();
    // A stand-in (a late person's seat) and a bot a person waits for with
    // the clock go before watched tables and demos (issue 31 §3).
    const standIn = this.record.bots[st.current] == null;
    const urgent = !person && (standIn || this.clockWantsBot);
    const pace = person || standIn ? 0 : WATCHED_BOT_MS - (performance.now() - (this.lastBotAt ?? -1e9));
    if (pace > 0) {
      this.botTimer = setTimeout(() => { this.botTimer = null; this.maybeBot(); }, pace);
      return;
    }
    this.botBusy = true;
    this.clockWantsBot = false;
    const move = st.move;
    const retry = () => {
      this.botTimer = setTimeout(() => { this.botTimer = null; this.maybeBot(); }, BOT_RETRY_MS);
    };
    TableRoom.context.bots.decide({ table: this.record.id, record: this.record, level, person, urgent }).then((d) => {
      this.enqueue(async () => {
        this.botBusy = false;
        this.lastBotAt = performance.now();
        if (!this.handle) return;
        if (!d.ok) { console.error(`[table ${this.roomId}] bot failed: ${d.reason}`); return retry(); }
        if (d.move !== move || this.record.actions.length !== move) return this.maybeBot();
        const why = await this.apply(d.seat, d.text);
        if (why) { console.error(`[table ${this.roomId}] bot move refused: ${why}`); retry(); }
      }).catch((e) => { this.botBusy = false; console.error(`[table ${this.roomId}] bot:`, e); retry(); });
    });
  }

  onReact(client, message) {
    const what = message && message.what;
    if (client.userData.seat < 0) return this.refuse(client, 'spectators cannot react');
    if (!REACTIONS.includes(what)) return this.refuse(client, `reactions are: ${REACTIONS.join(', ')}`);
    this.broadcast('react', { seat: client.userData.seat, what });
  }

  // A line of the table's chat, to its seated players only (chat.mjs).
  onSay(client, message) {
    const chat = TableRoom.context.chat;
    if (!chat) return this.refuse(client, 'this server keeps no chat');
    return chat.say(this, client, message);
  }

  // ---- views -----------------------------------------------------------
  seatsView(except) {
    const present = new Set();
    for (const c of this.clients) if (c !== except && c.userData && c.userData.seat >= 0 && c.state !== 3 /* LEAVING */) present.add(c.userData.seat);
    const seats = [];
    for (let i = 0; i < this.record.players; i++) {
      const bot = this.record.bots[i] ?? null;
      const s = this.record.seats.find((x) => x.seat === i);
      const seat = { name: s ? s.name : null, bot, away: bot == null && !!s && !present.has(i) };
      if (leftSeat(this, i)) seat.left = true; // its player left (leave.mjs); no more than that is said
      seats.push(seat);
    }
    return seats;
  }

  // Each client gets ITS OWN seat's view, encoded once per seat (spectators
  // share the public one) and sent as bytes to each of its clients: as a
  // patch to the observation it has (`userData.obsMove`, the move of the last
  // observation it was sent) when the patch is from that move, else whole.
  broadcastViews(except) {
    if (!this.handle) return;
    // Everyone still here gets a view once the action being stored is durable.
    if (this.storing) return;
    const seats = this.seatsView(except);
    const messages = new Map(); // `${seat} ${patch|full}` -> bytes, for this broadcast
    for (const c of this.clients) {
      if (c === except || !c.userData) continue;
      const { bytes, move } = this.viewFor(c.userData.seat, seats, c.userData.obsMove, messages);
      c.enqueueRaw(bytes);
      c.userData.obsMove = move;
    }
  }

  // The engine's part of the views at this move: each seat's patch from its
  // previous observation and, when some client needs it, its whole view (both
  // packed by the engine), built once per seat per move (a join, a leave or
  // a reconnection between two moves sends the same bytes again), and the
  // table's status.
  engineAt() {
    const key = `${this.handle}:${this.record.actions.length}`; // a new engine table (restored) builds anew
    if (this.built?.key !== key) this.built = { key, bySeat: new Map(), status: TableRoom.context.engine.status(this.handle) };
    return this.built;
  }

  // -> {bytes, move}: `seat`'s view message for a client holding the
  // observation of move `has` (undefined: none), and the move of the
  // observation it holds once sent (-1 before the start).
  viewFor(seat, seats, has, messages) {
    if (!this.record.started) {
      const key = `${seat} none`;
      if (!messages.has(key)) messages.set(key, this.viewMessage(seat, seats, null));
      return { bytes: messages.get(key), move: -1 };
    }
    const { engine } = TableRoom.context;
    const at = this.engineAt();
    let e = at.bySeat.get(seat);
    if (!e) at.bySeat.set(seat, (e = engine.viewPacked(this.handle, seat)));
    const kind = e.patch && has === e.base ? 'patch' : 'full';
    if (kind === 'full' && !e.full) e.full = engine.viewPacked(this.handle, seat, true).full;
    const key = `${seat} ${kind}`;
    if (!messages.has(key)) messages.set(key, this.viewMessage(seat, seats, e[kind]));
    return { bytes: messages.get(key), move: e.move };
  }

  // `seat`'s view message, ready to send: the room's part (table, seats,
  // move...) packed by Colyseus, then the engine's part (null before the
  // start) appended to the same MessagePack map, so the observation is never
  // parsed nor packed here.
  viewMessage(seat, seats, enginePart) {
    const rec = this.record;
    const room = {
      table: rec.id,
      game: rec.game,
      players: rec.players,
      variant: rec.variant,
      seat,
      creator: seat >= 0 && seat === rec.creator,
      started: rec.started,
      seats,
      move: rec.actions.length,
      lastMoveAt: rec.lastMoveAt || 0,
    };
    if (this.turnClock) room.clock = clockView(this); // (Colyseus has its own room.clock)
    if (!enginePart) return getMessageBytes.raw(Protocol.ROOM_DATA, 'view', { ...room, observation: null, legal: [], over: false, current: -1 });
    // Once the table is over, and only then (the seed reveals every
    // secret), a seated player gets the save: its replay and share link.
    if (this.engineAt().status.over && seat >= 0) room.save = saveOf(rec, rec.actions);
    return joinMaps(getMessageBytes.raw(Protocol.ROOM_DATA, 'view', room), enginePart);
  }
}
