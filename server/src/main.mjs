// node --no-experimental-fetch server/src/main.mjs : the Tabula server
// (see server/README.md). PORT, HOST, TABULA_DATA, TABULA_SITE,
// TABULA_REDIS, TABULA_DATABASE_URL.
import { startServer } from './server.mjs';
import { timingReport } from './table_room.mjs';

const s = await startServer();
console.log(`[tabula] store: ${s.store.kind} ${s.store.where}`);
console.log(`[tabula] listening on http://${s.host}:${s.port}/`);
let closing = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (closing) process.exit(1);
    closing = true;
    if (timingReport()) console.log(timingReport());
    await s.close().catch(() => {});
    process.exit(0);
  });
}
