// Clocks, and a bot that stands in (issue 24 §3).
//
// The creator picks a pace (POST /online/tables {clock}, and
// window.tabula.online.create({clock})):
//   "none"  no clock (friends at one table; the default)
//   "live"  5 minutes a turn: a sitting played now. Our turns (a whole act
//           planned, a placement read off the board, a bluff weighed) take
//           a thinking person one to three minutes; 5 leaves room for a
//           call or a crying child without handing a careful player to the
//           bot, and still keeps a table of five moving.
//   "1d", "3d", "7d"  one, three or seven days a turn (turn-based play).
// Each turn of a person's seat gets the whole pace (no bank carried over).
// The turn starts when the last move was stored (`actions.at`; the first
// turn when the table started), so a restart loses no time.
//
// - At 3/4 of the turn the seat's player is reminded (push and e-mail
//   where given, notify.mjs; the page shows it from the view's clock) once:
//   the claim `reminded = move` is written first, in one conditional update,
//   so neither a restart nor a second process sends it again.
// - At the end of the turn a bot of the table's level stands in: the seat
//   is written to `standin` (and its count of late turns in a row to
//   `late`) first, then the bot plays that late turn, and only that one
//   (every move of the seat's until another seat is to play). The seat's
//   next turn is its player's again, with the whole pace and its own "your
//   turn" (notify.mjs): a player back from a busy day finds the game going
//   on, not played out by a bot (issue 34 §12).
// - After LATE_TURNS late turns in a row the seat counts as gone: the
//   stand-in then plays its turns at once while its player is away (no
//   more "your turn": each would announce a turn already played); while
//   the player is at the table, the turn is theirs until its time runs out
//   again. A seat its player left (leave.mjs) is gone at once.
// - The player takes the seat back by acting (their own next legal action):
//   nothing new to find or learn, every game's own controls do it, and a
//   player who is here is never overtaken by the bot before their time is
//   up. Acting also sets the seat's late turns back to none.
// - The room that holds the table's lease (rooms.mjs) is the only one that
//   fires; a table with no room open is opened by the sweeper of any
//   process when something is due (the lease picks one room; the other
//   process finds its listing and leaves it alone). Bot moves are fenced by
//   the lease and the (table, move) key like every move.
// - A clocked table never keeps a person waiting on its own bots either:
//   where a person sits, they play with nobody connected (the room's
//   clockWantsBot hook). A bots-only table's clock never runs (nobody can be
//   late) and its bots play only while it is watched, so nobody can make the
//   server think for tables no one looks at (issue 31 §3). Stand-ins and
//   those bots go before watched tables in the bot threads' queue (bots.mjs).
//
// Time is archive.mjs's now(): the server's clock plus the offset a test
// writes to TABULA_CLOCK_SKEW_FILE (read at every tick).
import { now, readSkew } from './archive.mjs';

export const clockNow = now;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
export const PACES = { none: 0, live: 5 * MINUTE, '1d': DAY, '3d': 3 * DAY, '7d': 7 * DAY };
// Late turns in a row after which a seat counts as gone (the stand-in plays
// it at once). One late turn is a busy day, two can be a weekend; a third in
// a row, after three "your turn"s and three reminders, says the player is
// away for now, and an async group should not wait a whole turn (up to a
// week) for each of that seat's turns for the rest of the game. The player
// still takes the seat back with one move.
export const LATE_TURNS = 3;
// How often live rooms look at their clock, and how often the store is
// scanned for clocked tables with no room open here.
const TICK_MS = Number(process.env.TABULA_CLOCK_TICK_MS) || 1000;
const SCAN_MS = Number(process.env.TABULA_CLOCK_SCAN_MS) || 5000;

// -> {ok:true, clock} | {ok:false, reason}: the create request's `clock`.
export function checkClock(value) {
  const clock = value == null ? 'none' : value;
  if (typeof clock !== 'string' || !Object.hasOwn(PACES, clock))
    return { ok: false, reason: 'clock must be one of: "none" (no clock), "live" (5 minutes a turn), "1d", "3d" or "7d" (days a turn)' };
  return { ok: true, clock };
}

// When the turn at the table's current move began.
function turnStart(room) {
  const rec = room.record;
  return rec.actions.length ? rec.lastMoveAt : (room.turnClock.startedAt ?? rec.lastMoveAt);
}

// Loaded when the room opens (TableRoom.onCreate): room.turnClock or null.
export async function attachClock(room, clocks) {
  const c = clocks ? await clocks.get(room.record.id) : null;
  if (!c || !PACES[c.pace]) { room.turnClock = null; return; }
  room.turnClock = { ...c, turnMs: PACES[c.pace], standin: new Set(c.standin), late: lateMap(c.late), store: clocks };
}

// The store's `late` ({seat: late turns in a row}) as a Map, and back.
const lateMap = (o) => new Map(Object.entries(o || {}).map(([k, n]) => [Number(k), Number(n)]).filter(([k, n]) => Number.isInteger(k) && n > 0));
const lateOf = (c) => Object.fromEntries([...c.late].sort((a, b) => a[0] - b[0]));

// A seat the stand-in plays at once while its player is away: left
// (leave.mjs) or late LATE_TURNS turns in a row.
function gone(room, c, seat) {
  return !!room.leftSeat?.(seat) || (c.late.get(seat) || 0) >= LATE_TURNS;
}

// A stand-in for one late turn ends when another seat is to play (or the
// game is over): its player's next turn is theirs, with the whole pace.
// Called at the top of every clockTick, synchronously, so that a move's
// turnChanged() has ended it before notify.turn() looks (the seat's next
// "your turn" is sent), and the views say so. A restart between the
// stand-in's move and this keeps the seat in `standin`; the first tick of
// the reopened room ends it the same way.
function endLateTurns(room, c) {
  if (!c.standin.size || room.storing) return;
  const st = room.engineAt().status;
  const done = [...c.standin].filter((s) => (st.over || s !== st.current) && !gone(room, c, s));
  if (!done.length) return;
  for (const s of done) c.standin.delete(s);
  c.store.setStandin(room.record.id, [...c.standin]).catch((e) => console.error(`[clock ${room.roomId}] late turn over: ${e.message}`));
  console.log(`[clock ${room.roomId}] the stand-in's late turn is over for seat ${done.join(', ')}: the next is its player's`);
  room.broadcastViews();
}

// The table started (TableRoom.start): its first turn begins now.
export function clockStarted(room) {
  const c = room.turnClock;
  if (!c || c.startedAt != null) return;
  c.startedAt = now();
  c.store.started(room.record.id, c.startedAt).catch((e) => console.error(`[clock ${room.roomId}] start: ${e.message}`));
}

// What the views say of the clock (only on clocked tables): the pace, the
// turn's start and length, the server's now (the page counts from it, so a
// page's own wrong clock does not matter) and the seats a bot stands in for.
export function clockView(room) {
  const c = room.turnClock;
  if (!c) return null;
  return { pace: c.pace, turnMs: c.turnMs, turnStart: room.record.started ? turnStart(room) : 0, now: now(), standIn: [...c.standin].sort() };
}

// The level a stand-in plays `seat` at now, or null (TableRoom.maybeBot).
export function standInLevel(room, seat) {
  const c = room.turnClock;
  if (!c || !c.standin.has(seat)) return null;
  // A seat its player left (leave.mjs) is the bot's until taken back.
  if (room.leftSeat?.(seat) || !room.seatsHere().has(seat) || now() >= turnStart(room) + c.turnMs) return c.level;
  return null;
}

// A person acted for `seat` (TableRoom.onAct): their seat is theirs again.
// (Their late turns in a row start again from none.)
export function clockActed(room, seat) {
  const c = room.turnClock;
  if (!c || (!c.standin.has(seat) && !c.late.has(seat))) return;
  const stood = c.standin.delete(seat);
  c.late.delete(seat);
  c.store.setStandin(room.record.id, [...c.standin], lateOf(c)).catch((e) => console.error(`[clock ${room.roomId}] take back: ${e.message}`));
  if (stood) room.broadcastViews();
}

// Looks at the table's clock now: the table's own bot or a stand-in plays,
// the reminder goes out, or the turn's time ran out. In the table's queue
// (one change at a time); never throws.
export function clockTick(room) {
  const c = room.turnClock;
  if (!c || c.over || !room.record.started || !room.handle || room.closing) return;
  endLateTurns(room, c);
  if (c.busy) return;
  c.busy = true;
  room.enqueue(() => tick(room, c))
    .catch((e) => console.error(`[clock ${room.roomId}] ${e.message}`))
    .finally(() => { c.busy = false; });
}

// The store's due_at for the table's clock (the sweeper's index), written
// when it changes: at most once a move.
function setDue(room, c, at) {
  if (c.dueAt === at) return;
  c.dueAt = at;
  c.store.setDue(room.record.id, at).catch((e) => console.error(`[clock ${room.roomId}] due: ${e.message}`));
}

async function tick(room, c) {
  if (!room.handle || room.closing || room.storing) return;
  const rec = room.record;
  const st = room.engineAt().status;
  if (st.over) {
    c.over = true;
    await c.store.ended(rec.id);
    return;
  }
  const seat = st.current;
  const t = now();
  if (seat < 0) return setDue(room, c, null);
  const start = turnStart(room);
  // A bot's move is due now: the turn's start (past, the same all this move).
  const botPlays = () => { setDue(room, c, start); room.clockWantsBot = true; room.maybeBot(); };
  // The table's own bot plays with nobody connected only where a person
  // waits for it (a seat of a person at this table); a bots-only table plays
  // only while watched (TableRoom.maybeBot), never for nobody (issue 31 §3).
  if (rec.bots[seat] != null) return rec.bots.some((b) => b == null) ? botPlays() : setDue(room, c, null);
  const deadline = start + c.turnMs;
  if (c.standin.has(seat)) {
    if (standInLevel(room, seat)) botPlays();
    else setDue(room, c, deadline); // its player is here: theirs until the time runs out
    return;
  }
  if (t >= deadline) {
    // Written before the bot plays: a restart keeps the stand-in, and its
    // move is fenced like any other.
    const seats = [...c.standin, seat];
    const late = (c.late.get(seat) || 0) + 1;
    await c.store.setStandin(rec.id, seats, { ...lateOf(c), [seat]: late });
    c.standin.add(seat);
    c.late.set(seat, late);
    c.firedLate = t - deadline; // how late the stand-in fired (tests, the note)
    const then = late >= LATE_TURNS ? 'gone: the stand-in plays its turns at once until its player acts' : 'the stand-in plays this turn only';
    console.log(`[clock ${room.roomId}] seat ${seat} out of time at move ${rec.actions.length}: a bot stands in (${t - deadline} ms after the deadline; late turn ${late} in a row, ${then})`);
    room.broadcastViews();
    return botPlays();
  }
  const move = rec.actions.length;
  const remindAt = start + c.turnMs * 0.75;
  if (t >= remindAt && c.reminded < move) {
    c.reminded = move;
    if (await c.store.claimReminder(rec.id, move)) room.constructor.context.notify?.remind?.(room, seat, deadline - t);
  }
  setDue(room, c, c.reminded < move ? remindAt : deadline);
}

// The table was archived (table_room.mjs): its clock stops (nothing due
// until someone opens it again and its room ticks).
export function clockArchived(room) {
  const c = room.turnClock;
  if (!c) return;
  c.dueAt = null;
  c.store.setDue(room.record.id, null).catch((e) => console.error(`[clock ${room.roomId}] archive: ${e.message}`));
}

// Every TICK_MS: each live room of this process looks at its clock. Every
// SCAN_MS: the clocks due by now (the store's index on due_at: a reminder, a
// deadline, a stand-in's or a waited-for bot's move) whose table has no room
// here are opened (`ensure(table)`, rooms.mjs: under the lease, so one
// process opens it), a few at once; the room fires and writes the next due
// time. A table found still due after being opened (its room lives in
// another process, or could not open) is left alone for 30 scans unless its
// due time changes. TABULA_CLOCK_TRACE=1 logs each scan (tests count scans,
// not seconds).
const TRACE = process.env.TABULA_CLOCK_TRACE === '1';
// At most this many due clocks a scan, opened this many at a time.
const SCAN_LIMIT = 1000;
const OPEN_AT_ONCE = 8;
export function startClocks({ clocks, ensure, liveRooms }) {
  const quiet = new Map(); // table -> {due, until}
  let lastScan = 0;
  let scanning = false;
  let scans = 0;
  async function scan() {
    const t = now();
    const open = new Set([...liveRooms].map((r) => r.roomId));
    const due = await clocks.due(t, SCAN_LIMIT);
    const todo = [];
    for (const c of due) {
      if (open.has(c.table) || !PACES[c.pace]) continue;
      const q = quiet.get(c.table);
      if (q && q.due === c.dueAt && Date.now() < q.until) continue;
      quiet.set(c.table, { due: c.dueAt, until: Date.now() + 30 * SCAN_MS });
      const start = c.moves ? (c.lastAt ?? c.startedAt) : c.startedAt;
      const turnMs = PACES[c.pace];
      todo.push({ table: c.table, stage: t >= start + turnMs ? 'late' : c.reminded < c.moves && t >= start + turnMs * 0.75 ? 'remind' : c.standin.length ? 'standin' : 'due' });
    }
    let next = 0;
    await Promise.all(Array.from({ length: Math.min(OPEN_AT_ONCE, todo.length) }, async () => {
      while (next < todo.length) {
        const c = todo[next++];
        try { await ensure(c.table); } catch (e) { console.error(`[clock ${c.table}] cannot open: ${e.message}`); }
      }
    }));
    for (const [k, v] of quiet) if (Date.now() >= v.until) quiet.delete(k);
    scans += 1;
    if (TRACE) console.log(`[clock] scan ${scans}: ${open.size} rooms here, opened [${todo.map((c) => `${c.table}:${c.stage}`).join(' ')}]`);
  }
  const timer = setInterval(() => {
    readSkew();
    for (const room of liveRooms) clockTick(room);
    if (scanning || Date.now() - lastScan < SCAN_MS) return;
    scanning = true;
    lastScan = Date.now();
    scan().catch((e) => console.error(`[clock] scan: ${e.message}`)).finally(() => { scanning = false; });
  }, TICK_MS);
  timer.unref();
  return timer;
}
