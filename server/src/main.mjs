// node --no-experimental-fetch server/src/main.mjs : the Tabula server
// (see server/README.md). PORT, HOST, TABULA_DATA, TABULA_SITE,
// TABULA_REDIS, TABULA_DATABASE_URL.
import { startServer } from './server.mjs';
import { liveRooms, served, timingReport } from './table_room.mjs';

// The server's own failures are one line each: never a stack trace printed
// after the (minified, one-line) engine module's source.
process.on('uncaughtException', (e) => {
  console.error(`[tabula] uncaught: ${e?.stack || e}`);
  process.exit(1);
});
// A rejected promise nobody awaits (Colyseus persists its statistics to
// Redis that way) is logged, at most once every 10 s, and the server goes on:
// Redis being down must not end the process.
let quietUntil = 0;
let quieted = 0;
process.on('unhandledRejection', (e) => {
  if (Date.now() < quietUntil) { quieted += 1; return; }
  quietUntil = Date.now() + 10000;
  console.error(`[tabula] unhandled: ${String(e?.message || e).split('\n')[0]}${quieted ? ` (and ${quieted} more since)` : ''}`);
  quieted = 0;
});

let s;
try {
  s = await startServer();
} catch (e) {
  console.error(`[tabula] cannot start: ${String(e?.message || e).split('\n')[0]}`);
  process.exit(1);
}
console.log(`[tabula] store: ${s.store.kind} ${s.store.where}`);
console.log(`[tabula] listening on http://${s.host}:${s.port}/`);
let closing = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (closing) process.exit(1);
    closing = true;
    // Whatever hangs (Redis or the database down), the process ends.
    setTimeout(() => process.exit(0), 4000).unref();
    if (timingReport()) {
      console.log(timingReport());
      // Nothing on a table's path may keep a timer per table (test/timers.test.mjs).
      const timers = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      console.log(`[timers] ${timers} timers and intervals with ${liveRooms.size} live rooms`);
    }
    const cpu = process.cpuUsage();
    const ms = (cpu.user + cpu.system) / 1000;
    console.log(`[cpu] ${ms.toFixed(0)} ms of CPU (all threads) for ${served.moves} moves: ${served.moves ? (ms / served.moves).toFixed(3) : '-'} ms a move`);
    await s.close().catch(() => {});
    process.exit(0);
  });
}
