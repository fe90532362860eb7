// Builds the whole server: engine, store, bot threads, HTTP handler and
// Colyseus (local, or Redis presence + driver when TABULA_REDIS is set).
import './colyseus_env.mjs'; // before any Colyseus module
import http from 'node:http';
import path from 'node:path';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadEngine, ROOT } from './engine.mjs';
import { openStore, dataDir } from './store.mjs';
import { makeNotify } from './notify.mjs';
import { makeRematch } from './rematch.mjs';
import { BotPool } from './bots.mjs';
import { makeHandler } from './http.mjs';
import { TableRoom, liveRooms } from './table_room.mjs';
import { sweepIdle } from './archive.mjs';
import { makeRooms, within } from './rooms.mjs';
import { openClockStore } from './clock_store.mjs';
import { startClocks } from './clock.mjs';
import { allowedSocket, guardMatchmaking } from './origin.mjs';
import { makeAccounts } from './accounts.mjs';
import { makeAccountMail } from './account_mail.mjs';
import { makeHistory } from './history.mjs';
import { makeFriends } from './friends.mjs';
import { makeInvitations } from './invitations.mjs';
import { makeChat } from './chat.mjs';
import { makeLive } from './live.mjs';
import { freeLeftSeats, makeLeave } from './leave.mjs';

// redis://[:password@]host:port[/db] as ioredis options.
function redisOptions(url) {
  const u = new URL(url);
  return {
    host: u.hostname, port: Number(u.port) || 6379,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    db: Number(u.pathname.slice(1)) || 0,
    maxRetriesPerRequest: 1, connectTimeout: 3000,
  };
}
let redisQuietUntil = 0;
function redisTrouble(e) {
  if (Date.now() < redisQuietUntil) return;
  redisQuietUntil = Date.now() + 10000;
  console.error(`[redis] ${e.message} (reconnecting)`);
}

export const MAX_MESSAGE_BYTES = 8192;
export const KEEP_ALIVE_MS = 130 * 1000;

export async function startServer({ port = Number(process.env.PORT) || 8080, host = process.env.HOST || '127.0.0.1' } = {}) {
  const engine = await loadEngine();
  const store = await openStore();
  const bots = new BotPool();
  const site = path.resolve(process.env.TABULA_SITE || path.join(ROOT, 'build/wasm/site'));
  // "Your turn" by Web Push and e-mail for players not at their table (issue 24).
  const notify = await makeNotify({ store, dir: dataDir(), title: (game) => engine.game(game)?.title || game });
  // Clocks and the bot that stands in (issue 24 §3, clock.mjs).
  const clocks = await openClockStore(store, dataDir());
  // "Play again" at the end of a game (issue 24 §4), at the same pace.
  const rematch = await makeRematch({ store, engine, notify, clocks, title: (game) => engine.game(game)?.title || game });
  // Accounts, their history and ratings (issue 33: accounts.mjs, history.mjs).
  let live = null;
  const accounts = await makeAccounts({ store, dir: dataDir(), changed: (account) => live?.accountChanged(account) });
  // Signing in by e-mail where a passkey cannot be used (account_mail.mjs).
  const accountMail = makeAccountMail({ accounts, notify });
  const history = makeHistory({ accounts: accounts.store, engine });
  const historyRoutes = history.routes(accounts.signedIn);
  // Friends, invitations and profiles (issue 33 §4, friends.mjs): before
  // accounts.route, which answers every other /online/account path.
  // A friend's invitation and a rematch reach people away from the page by push and mail (invitations.mjs).
  const invitations = makeInvitations({ accounts, store, notify, title: (game) => engine.game(game)?.title || game });
  rematch.invitations = invitations;
  const friends = makeFriends({ accounts, history, store, changed: (account) => live?.accountChanged(account), invited: invitations.tell });
  // A table's chat, kept with it (issue 33 §5, chat.mjs).
  const chat = await makeChat({ store, dir: dataDir() });
  // My tables and "your turn" on every open page (issue 33 §2).
  live = makeLive({ accounts });
  TableRoom.context = { engine, store, bots, notify, rematch, clocks, history, chat, live };

  const options = {};
  if (process.env.TABULA_REDIS) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    // A command fails after one reconnection attempt instead of queueing
    // while Redis is down (a join gets a 503 with a reason, not a hang).
    const redis = redisOptions(process.env.TABULA_REDIS);
    options.presence = new RedisPresence(redis);
    options.driver = new RedisDriver(redis);
    for (const c of [options.presence.pub, options.presence.sub, options.driver._client]) c.on('error', redisTrouble);
    // Each process is reached at its own address: a client matched on one
    // process to a room on another connects there (behind a proxy: set
    // TABULA_PUBLIC_ADDRESS to this process's public host[:port]/path).
    options.publicAddress = process.env.TABULA_PUBLIC_ADDRESS || `${host}:${port}`;
  }


  // A live room for the table (rooms.mjs: created here, once, under the
  // table's lease) and what the page shows before joining.
  const rooms = makeRooms({ store });
  // Leaving a seat and taking it back (issue 33 §6, leave.mjs).
  const leave = await makeLeave({ store, ensure: (table) => rooms.ensure(table) });
  TableRoom.context.leaves = leave;
  async function ensureRoom(table) {
    const found = await rooms.ensure(table);
    if (!found) return null;
    const { listing, record } = found;
    const left = new Set(await freeLeftSeats(table, { leaves: leave.store, clocks })); // free again for a newcomer
    const seats = [];
    for (let i = 0; i < record.players; i++) {
      const s = record.seats.find((x) => x.seat === i);
      const bot = record.bots[i] ?? null;
      seats.push({ name: s ? s.name : null, bot, taken: bot != null || (!!s && !left.has(i)) });
    }
    return { table, roomId: listing.roomId, game: record.game, players: record.players, variant: record.variant, seats, started: record.started };
  }

  // Our handler first: Colyseus puts its /matchmake/ routes in front of
  // the request listeners present when it attaches.
  const httpServer = http.createServer(makeHandler({ engine, store, site, ensureRoom, routes: async (...a) => (await live.route(...a)) || (await historyRoutes(...a)) || (await friends.route(...a)) || (await accountMail.route(...a)) || (await accounts.route(...a)) || (await rematch.route(...a)) || (await leave.route(...a)) || (await chat.route(...a)) || notify.routes(...a), health: { push: true, mail: notify.mail }, clocks }));
  // An idle connection is kept longer than a proxy or client keeps its own
  // (Caddy's upstream connections 2 minutes, nginx's upstream keepalive
  // 60 s, Node's agent 5 s; fetch follows the Keep-Alive hint less a second):
  // the side that closes an idle connection must be theirs. With Node's 5 s
  // a request sent on a connection the server had just closed failed
  // ("fetch failed: other side closed", ECONNRESET, "socket hang up", a
  // proxy's 502): the load benchmark's creates and joins at load 12-15
  // (test/proxy_origin.test.mjs). Requests in progress keep Node's own
  // headersTimeout and requestTimeout.
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_MESSAGE_BYTES, verifyClient: allowedSocket });
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false, ...options });
  gameServer.define('table', TableRoom);
  guardMatchmaking(httpServer);
  await gameServer.listen(port, host);
  const sweeper = sweepIdle(liveRooms);
  const clockTimer = startClocks({ clocks, ensure: (table) => rooms.ensure(table), liveRooms });
  const address = httpServer.address();
  return {
    port: address.port,
    host,
    store,
    notify,
    // Bounded: with Redis or the database down each step gives up after a
    // few seconds, so SIGTERM always ends the process.
    async close() {
      const step = (p) => within(2000, Promise.resolve(p), 'shutdown').catch(() => {});
      clearInterval(sweeper);
      clearInterval(clockTimer);
      live.close();
      await step(gameServer.gracefullyShutdown(false));
      await step(bots.close());
      await step(notify.close());
      rematch.close();
      friends.close();
      await step(accounts.close());
      await step(clocks.close());
      await step(chat.close());
      await step(store.close());
      for (const c of [options.presence?.pub, options.presence?.sub, options.driver?._client]) c?.disconnect();
    },
  };
}
