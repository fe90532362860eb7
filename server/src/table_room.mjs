// One Colyseus room per table. The room is authoritative: it holds the
// engine's table (seed and save included), validates every action, stores it
// durably, and only then sends each client the view of ITS OWN seat
// (spectators: the public view). Nothing else ever leaves the room.
import { Room } from '@colyseus/core';
import { hashToken, newToken } from './ids.mjs';
import { saveOf } from './engine.mjs';
import { RateLimit } from './rate_limit.mjs';

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
const MAX_NAME = 24;
// A dropped connection keeps its seat this long before the seat shows away
// for good (the seat token still returns the player later).
const RECONNECT_SECONDS = Number(process.env.TABULA_RECONNECT_SECONDS) || 60;

export class TableRoom extends Room {
  // Set once by main.mjs: {store, engine, bots, log}.
  static context = null;

  async onCreate(options) {
    const { store, engine } = TableRoom.context;
    this.roomId = options.table;
    this.setPrivate(true); // never listed: a table is found only by its id
    this.maxClients = 64;
    this.autoDispose = true;
    this.record = await store.load(options.table);
    if (!this.record) throw new Error('no such table');
    const r = engine.restore(saveOf(this.record, this.record.actions));
    if (!r.ok) throw new Error(`table ${options.table} does not replay: ${r.reason}`);
    this.handle = r.handle;
    this.queue = Promise.resolve();
    this.botBusy = false;
    this.onMessage('act', (client, message) => this.guard(client, 'act', message, () => this.onAct(client, message)));
    this.onMessage('start', (client, message) => this.guard(client, 'start', message, () => this.onStart(client)));
    this.onMessage('react', (client, message) => this.guard(client, 'react', message, () => this.onReact(client, message)));
    this.onMessage('*', (client, type) => this.guard(client, type, null, () => this.refuse(client, `unknown message "${String(type).slice(0, 32)}"`)));
    this.maybeBot();
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
    this.queue = this.queue.then(fn).catch((e) => {
      console.error(`[table ${this.roomId}]`, e);
      this.refuse(client, 'server error');
    });
  }

  refuse(client, reason, text) {
    const m = { reason };
    if (typeof text === 'string') m.text = text.slice(0, MAX_TEXT);
    client.send('refused', m);
  }

  // ---- joining ---------------------------------------------------------
  async onJoin(client, options = {}) {
    const { store } = TableRoom.context;
    const rec = this.record;
    client.userData = { seat: -1, limit: new RateLimit() };
    if (options && typeof options.token === 'string') {
      const h = hashToken(options.token);
      const s = rec.seats.find((x) => x.tokenHash === h);
      if (!s) throw new Error('unknown seat token');
      client.userData.seat = s.seat;
    } else if (options && typeof options.name === 'string') {
      const name = options.name.trim().replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_NAME);
      if (!name) throw new Error('a name is needed to sit');
      // The store write is serialized with actions: two people sitting at
      // once get two different seats.
      const seat = await (this.queue = this.queue.then(async () => {
        const free = this.freeSeats();
        if (!free.length) return -1;
        const token = newToken();
        await store.takeSeat(rec.id, free[0], name, hashToken(token));
        rec.seats.push({ seat: free[0], name, tokenHash: hashToken(token) });
        if (rec.creator < 0) rec.creator = free[0];
        client.send('seat', { table: rec.id, seat: free[0], token });
        return free[0];
      }));
      if (seat < 0) throw new Error('every seat is taken');
      client.userData.seat = seat;
      if (!rec.started && !this.freeSeats().length) await (this.queue = this.queue.then(() => this.start()));
    } else if (!(options && options.spectate)) {
      throw new Error('join with {token}, {name} or {spectate:true}');
    }
    this.broadcastViews();
  }

  async onLeave(client, consented) {
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

  onDispose() {
    if (this.handle) TableRoom.context.engine.free(this.handle);
    this.handle = 0;
  }

  freeSeats() {
    const taken = new Set(this.record.seats.map((s) => s.seat));
    const free = [];
    for (let i = 0; i < this.record.players; i++) if (this.record.bots[i] == null && !taken.has(i)) free.push(i);
    return free;
  }

  // ---- starting --------------------------------------------------------
  async onStart(client) {
    if (this.record.started) return this.refuse(client, 'the game has started');
    if (client.userData.seat < 0 || client.userData.seat !== this.record.creator)
      return this.refuse(client, 'only the table\'s creator can start it');
    await this.start();
  }

  async start() {
    if (this.record.started) return;
    await TableRoom.context.store.start(this.record.id);
    this.record.started = true;
    this.broadcastViews();
    this.maybeBot();
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
    try {
      await store.append(this.record.id, idx, seat, r.text);
    } catch (e) {
      // Not stored: undo by replaying what is stored, and say so.
      console.error(`[table ${this.roomId}] could not store action ${idx}:`, e.message);
      engine.free(this.handle);
      this.handle = engine.restore(saveOf(this.record, this.record.actions)).handle;
      this.storing = false;
      this.broadcastViews();
      return 'the table could not be saved; try again';
    }
    const t1 = performance.now();
    this.record.actions.push(r.text);
    this.storing = false;
    this.broadcastViews();
    if (TIMING) TIMING.sample(t1 - t0, performance.now() - t1);
    this.maybeBot();
    return null;
  }

  // If a bot is to act, ask the bot threads (never blocking this process),
  // then apply its choice like any action.
  maybeBot() {
    if (!this.record.started || this.botBusy || !this.handle) return;
    const st = TableRoom.context.engine.status(this.handle);
    if (st.over || st.current < 0) return;
    const level = this.record.bots[st.current];
    if (level == null) return;
    this.botBusy = true;
    const move = st.move;
    const save = saveOf(this.record, this.record.actions);
    TableRoom.context.bots.decide(this.record.id, save, level).then((d) => {
      this.queue = this.queue.then(async () => {
        this.botBusy = false;
        if (!this.handle) return;
        if (!d.ok) return console.error(`[table ${this.roomId}] bot failed: ${d.reason}`);
        if (d.move !== move || this.record.actions.length !== move) return this.maybeBot();
        const why = await this.apply(d.seat, d.text);
        if (why) console.error(`[table ${this.roomId}] bot move refused: ${why}`);
      });
    });
  }

  onReact(client, message) {
    const what = message && message.what;
    if (client.userData.seat < 0) return this.refuse(client, 'spectators cannot react');
    if (!REACTIONS.includes(what)) return this.refuse(client, `reactions are: ${REACTIONS.join(', ')}`);
    this.broadcast('react', { seat: client.userData.seat, what });
  }

  // ---- views -----------------------------------------------------------
  seatsView(except) {
    const present = new Set();
    for (const c of this.clients) if (c !== except && c.userData && c.userData.seat >= 0 && c.state !== 3 /* LEAVING */) present.add(c.userData.seat);
    const seats = [];
    for (let i = 0; i < this.record.players; i++) {
      const bot = this.record.bots[i] ?? null;
      const s = this.record.seats.find((x) => x.seat === i);
      seats.push({ name: s ? s.name : null, bot, away: bot == null && !!s && !present.has(i) });
    }
    return seats;
  }

  // Each client gets ITS OWN seat's view; views are computed once per seat.
  broadcastViews(except) {
    if (!this.handle) return;
    // Everyone still here gets a view once the action being stored is durable.
    if (this.storing) return;
    const { engine } = TableRoom.context;
    const seats = this.seatsView(except);
    const perSeat = new Map();
    for (const c of this.clients) {
      if (c === except || !c.userData) continue;
      const seat = c.userData.seat;
      if (!perSeat.has(seat)) perSeat.set(seat, this.viewFor(engine, seat, seats));
      c.send('view', perSeat.get(seat));
    }
  }

  viewFor(engine, seat, seats) {
    const rec = this.record;
    const v = rec.started ? engine.view(this.handle, seat) : null;
    return {
      table: rec.id,
      game: rec.game,
      players: rec.players,
      variant: rec.variant,
      seat,
      creator: seat >= 0 && seat === rec.creator,
      started: rec.started,
      seats,
      observation: v ? v.observation : null,
      legal: v ? v.legal : [],
      over: v ? v.over : false,
      move: rec.actions.length,
      current: v ? v.current : -1,
      // Once the table is over, and only then (the seed reveals every
      // secret), a seated player gets the save: its replay and share link.
      ...(v && v.over && seat >= 0 ? { save: saveOf(rec, rec.actions) } : {}),
    };
  }
}
