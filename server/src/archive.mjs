// Tables idle for ARCHIVE_DAYS (30) are archived: their room is closed (its
// engine table, bot threads' copies and listing freed), and the store marks
// the table archived (`archived_at`); nothing is deleted. Someone coming back
// with a seat token or the table's link (GET /online/tables/:table) opens it
// again from the store, like after a restart, and the mark is cleared.
//
// Time here is the server's clock plus an offset a test may inject:
// TABULA_CLOCK_SKEW_FILE names a file holding milliseconds to add (read at
// every sweep), so archive.test.mjs moves 31 days on without waiting.
import fs from 'node:fs';

export const ARCHIVE_DAYS = Number(process.env.TABULA_ARCHIVE_DAYS) || 30;
const DAY_MS = 24 * 3600 * 1000;
// How often live rooms are looked at (an hour; a test sets less).
export const SWEEP_MS = Number(process.env.TABULA_ARCHIVE_SWEEP_MS) || 3600 * 1000;
// Close code a client gets when its table is archived: ask
// GET /online/tables/:table again (it reopens) and rejoin with the token.
export const ARCHIVED = 4011;

let skew = 0;
export function readSkew() {
  const file = process.env.TABULA_CLOCK_SKEW_FILE;
  if (!file) return;
  try { skew = Number(fs.readFileSync(file, 'utf8').trim()) || 0; } catch { skew = 0; }
}
readSkew();

// Milliseconds since the epoch, as far as archiving is concerned.
export function now() {
  return Date.now() + skew;
}

// Every SWEEP_MS, each live room idle (no action, join or start: its
// `activeAt`) for ARCHIVE_DAYS is archived. `rooms` is the set of live rooms.
export function sweepIdle(rooms) {
  const timer = setInterval(() => {
    readSkew();
    const limit = now() - ARCHIVE_DAYS * DAY_MS;
    for (const room of rooms) if (room.activeAt <= limit) room.archive();
  }, SWEEP_MS);
  timer.unref();
  return timer;
}
