// One live room per table, whatever happens. Only this file creates rooms
// (Colyseus's own /matchmake/ create routes are closed, see origin.mjs), and
// only after taking the table's LEASE in the store:
//
// - The lease is a row in the durable store (PostgreSQL: table `leases`,
//   owner + expiry on the database's clock), not in Redis. Redis may come
//   back empty at any time; the lease does not, so a Redis restart can never
//   let a second process build a second room. The owner renews it while the
//   room lives (every RENEW_MS) and every action it appends is fenced by it
//   (store.append checks the owner in the same statement): a process that
//   lost its lease cannot write, and closes its room.
// - With SQLite one process owns the file, so the lease is always its own.
// - Redis only tells other processes WHERE the room is (Colyseus's listing).
//   If Redis lost the listing, the owner writes it again at its next renewal,
//   and a process asked for the table meanwhile waits for it.
import crypto from 'node:crypto';
import { matchMaker } from '@colyseus/core';

export const LEASE_MS = Number(process.env.TABULA_LEASE_MS) || 10000;
export const RENEW_MS = Math.max(200, Math.floor(LEASE_MS / 4));
// Why a room is being created: only ensureRoom() knows this key, and
// TableRoom.onCreate refuses any other creation (a forged /matchmake/ call,
// or a create request arriving through Redis from elsewhere).
export const CREATE_KEY = crypto.randomBytes(18).toString('base64url');
// This process, as the owner of leases.
export const OWNER = `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;

// Thrown when the table cannot be reached now (store or Redis down, or the
// owner is moving): the HTTP answer is 503 with this reason.
export class Unavailable extends Error {
  constructor(reason) { super(reason); this.unavailable = true; }
}

// Runs `p` with a time limit: Redis or the database being down must give an
// answer, not a request that hangs.
export function within(ms, p, what) {
  let timer;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Unavailable(`${what} did not answer in time`)), ms); }),
  ]);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function makeRooms({ store }) {
  const creating = new Map(); // table -> promise of its listing

  async function listing(table) {
    const local = matchMaker.getLocalRoomById(table);
    if (local) return local.listing;
    try {
      return await within(3000, Promise.resolve(matchMaker.getRoomById(table)), 'the room directory (Redis)');
    } catch (e) {
      throw e.unavailable ? e : new Unavailable(`the room directory (Redis) is unavailable: ${e.message}`);
    }
  }

  async function claim(table) {
    try {
      return await within(5000, store.claim(table, OWNER, LEASE_MS), 'the database');
    } catch (e) {
      throw e.unavailable ? e : new Unavailable(`the database is unavailable: ${e.message}`);
    }
  }

  // The table's listing: this process's room, or a room of a process that
  // still holds the lease, or a room created here once the lease is ours
  // (free, expired: its owner died, or ours already). While another process
  // holds the lease and Redis has no listing (Redis restarted), wait for
  // that process to list its room again.
  async function findOrCreate(table) {
    const deadline = Date.now() + LEASE_MS + 2 * RENEW_MS;
    for (;;) {
      const found = await listing(table);
      if (found && found.processId === matchMaker.processId) return found;
      if (await claim(table)) {
        const local = matchMaker.getLocalRoomById(table);
        if (local) return local.listing;
        return matchMaker.handleCreateRoom('table', { table, createKey: CREATE_KEY });
      }
      if (found) return found;
      if (Date.now() > deadline) throw new Unavailable('the table is held by another server that does not answer; try again');
      await sleep(Math.min(250, RENEW_MS));
    }
  }

  // -> listing | null (no such table). Throws Unavailable.
  async function ensure(table) {
    // A live room here knows its table better than the store (and a join's
    // GET then reads nothing: no action list loaded for a table in play).
    const local = matchMaker.getLocalRoomById(table);
    if (local?.record && !local.closing) {
      local.awaitJoiner?.(); // its asker joins next: an empty room waits for it
      return { listing: local.listing, record: local.record };
    }
    let record;
    try {
      record = await within(5000, store.load(table), 'the database');
    } catch (e) {
      throw e.unavailable ? e : new Unavailable(`the database is unavailable: ${e.message}`);
    }
    if (!record) return null;
    if (!creating.has(table)) creating.set(table, findOrCreate(table).finally(() => creating.delete(table)));
    return { listing: await creating.get(table), record };
  }
  return { ensure };
}

// Kept by each TableRoom while it lives: its lease is renewed, its listing
// written again if Redis lost it, and lost() called when another process
// took the table (this one must close its room: it can no longer store
// anything). One loop does it for all of this process's rooms, every
// RENEW_MS: one statement renews every lease (store.renewMany) and one call
// reads the listings. (A timer and two requests per room made a thousand
// tables cost 800 requests a second, and with one process a scan of every
// room's listing for each room.)
const held = new Map(); // table -> {room, lost}
let heldStore = null;
let renewTimer = null;
let renewFailing = false;
async function renewAll() {
  const ids = [...held.keys()];
  if (!ids.length) return;
  try {
    const mine = await within(RENEW_MS * 2, heldStore.renewMany(ids, OWNER, LEASE_MS), 'the database');
    if (renewFailing) console.error(`[rooms] leases renewed again (${ids.length} tables)`);
    renewFailing = false;
    for (const id of ids) {
      const h = held.get(id);
      if (h && !mine.has(id)) { held.delete(id); h.lost(); }
    }
  } catch (e) {
    // Database down: keep the rooms; their writes are refused meanwhile, and
    // nobody else can claim the leases while the database is down.
    if (!renewFailing) console.error(`[rooms] cannot renew the leases of ${ids.length} tables: ${e.message}`);
    renewFailing = true;
  }
  // Without Redis the listings live in this process and cannot be lost.
  if (!process.env.TABULA_REDIS) return;
  try {
    // One HEXISTS a room, sent together (not driver.query(): after one
    // failed HGETALL, Colyseus's Redis driver keeps answering with it).
    const rooms = [...held.values()].map((h) => h.room);
    const listed = await within(RENEW_MS, Promise.all(rooms.map((r) => matchMaker.driver.has(r.roomId))), 'Redis');
    for (const [i, room] of rooms.entries()) {
      if (!listed[i] && room.listing) await within(RENEW_MS, Promise.resolve(room.listing.save()), 'Redis');
    }
  } catch {
    /* Redis down: listed again at a later renewal */
  }
}
async function renewLoop() {
  await renewAll().catch((e) => console.error(`[rooms] renewing leases: ${e.message}`));
  renewTimer = held.size ? setTimeout(renewLoop, RENEW_MS) : null;
  renewTimer?.unref();
}

export function holdLease(room, { store, lost }) {
  heldStore = store;
  held.set(room.roomId, { room, lost });
  if (!renewTimer) { renewTimer = setTimeout(renewLoop, RENEW_MS); renewTimer.unref(); }
  return {
    async release() {
      if (held.get(room.roomId)?.room === room) held.delete(room.roomId);
      await within(2000, store.release(room.roomId, OWNER), 'the database').catch(() => {});
    },
  };
}
