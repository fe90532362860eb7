// Builds the whole server: engine, store, bot threads, HTTP handler and
// Colyseus (local, or Redis presence + driver when TABULA_REDIS is set).
import http from 'node:http';
import path from 'node:path';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadEngine, ROOT } from './engine.mjs';
import { openStore } from './store.mjs';
import { BotPool } from './bots.mjs';
import { makeHandler } from './http.mjs';
import { TableRoom } from './table_room.mjs';

export const MAX_MESSAGE_BYTES = 8192;

export async function startServer({ port = Number(process.env.PORT) || 8080, host = process.env.HOST || '127.0.0.1' } = {}) {
  const engine = await loadEngine();
  const store = await openStore();
  const bots = new BotPool();
  const site = path.resolve(process.env.TABULA_SITE || path.join(ROOT, 'build/wasm/site'));
  TableRoom.context = { engine, store, bots };

  const options = {};
  if (process.env.TABULA_REDIS) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    options.presence = new RedisPresence(process.env.TABULA_REDIS);
    options.driver = new RedisDriver(process.env.TABULA_REDIS);
    // Each process is reached at its own address: a client matched on one
    // process to a room on another connects there (behind a proxy: set
    // TABULA_PUBLIC_ADDRESS to this process's public host[:port]/path).
    options.publicAddress = process.env.TABULA_PUBLIC_ADDRESS || `${host}:${port}`;
  }


  // A live room for the table, created from the store if none exists on
  // any process. Two requests at once (in this process, or in two processes
  // sharing Redis) create it once: a counter in the presence is the lock.
  const creating = new Map();
  const LOCK = 'tabula:creating';
  async function createOnce(table) {
    if (!(await store.load(table))) return null;
    const mine = (await matchMaker.presence.hincrbyex(LOCK, table, 1, 10)) === 1;
    try {
      if (mine) {
        const again = await matchMaker.getRoomById(table);
        return again || (await matchMaker.createRoom('table', { table }));
      }
      // Another process is creating it: wait for its listing.
      for (let i = 0; i < 100; i++) {
        const listing = await matchMaker.getRoomById(table);
        if (listing) return listing;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`table ${table}: room creation timed out`);
    } finally {
      if (mine) await matchMaker.presence.hdel(LOCK, table);
    }
  }
  async function ensureRoom(table) {
    let listing = await matchMaker.getRoomById(table);
    if (!listing) {
      if (!creating.has(table)) creating.set(table, createOnce(table).finally(() => creating.delete(table)));
      listing = await creating.get(table);
      if (!listing) return null;
    }
    const record = await store.load(table);
    if (!record) return null;
    const seats = [];
    for (let i = 0; i < record.players; i++) {
      const s = record.seats.find((x) => x.seat === i);
      const bot = record.bots[i] ?? null;
      seats.push({ name: s ? s.name : null, bot, taken: bot != null || !!s });
    }
    return { table, roomId: listing.roomId, game: record.game, players: record.players, variant: record.variant, seats, started: record.started };
  }

  // Our handler first: Colyseus puts its /matchmake/ routes in front of
  // the request listeners present when it attaches.
  const httpServer = http.createServer(makeHandler({ engine, store, site, ensureRoom }));
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_MESSAGE_BYTES });
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false, ...options });
  gameServer.define('table', TableRoom);
  await gameServer.listen(port, host);
  const address = httpServer.address();
  return {
    port: address.port,
    host,
    store,
    async close() {
      await gameServer.gracefullyShutdown(false);
      await bots.close();
      await store.close();
    },
  };
}
