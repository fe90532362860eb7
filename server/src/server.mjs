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
  // any process; two requests at once create it once.
  const creating = new Map();
  async function ensureRoom(table) {
    let listing = await matchMaker.getRoomById(table);
    if (!listing) {
      if (!creating.has(table)) {
        creating.set(table, (async () => {
          const record = await store.load(table);
          if (!record) return null;
          try {
            return await matchMaker.createRoom('table', { table });
          } catch (e) {
            // Another process may have created it meanwhile.
            const again = await matchMaker.getRoomById(table);
            if (again) return again;
            throw e;
          }
        })().finally(() => creating.delete(table)));
      }
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
