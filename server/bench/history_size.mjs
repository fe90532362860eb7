// The store size of history and ratings (issue 33 §3): 1,000 finished 3-player
// games of 30 accounts written as history.mjs writes them, into a fresh
// accounts.sqlite3; prints the bytes they take after a checkpoint and VACUUM.
// Usage (in server/): node bench/history_size.mjs
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path'; import crypto from 'node:crypto';
import { openAccountStore } from '../src/accounts_store.mjs';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acct-size-'));
const a = await openAccountStore({ kind: 'sqlite' }, dir);
const size = () => { a.db.close && 0; return fs.statSync(path.join(dir, 'accounts.sqlite3')).size + (fs.existsSync(path.join(dir, 'accounts.sqlite3-wal')) ? fs.statSync(path.join(dir, 'accounts.sqlite3-wal')).size : 0); };
const accts = Array.from({ length: 30 }, (_, i) => `acct-${i}-${crypto.randomBytes(8).toString('base64url')}`);
// The game's name is only a key here (any game's rows weigh the same).
const GAME = 'game';
const before = size();
for (let g = 0; g < 1000; g++) {
  const id = crypto.randomBytes(16).toString('base64url');
  const seats = [0, 1, 2].map((i) => ({ name: `Player ${i}`, bot: null, score: 40 + i, place: 3 - i, tokenHash: crypto.randomBytes(32).toString('hex') }));
  await a.transaction(async (db) => {
    await db.run('addFinished', id, GAME, '', Date.now(), JSON.stringify(seats), 1);
    for (let i = 0; i < 3; i++) {
      const who = accts[(g * 3 + i) % 30];
      await db.run('setRating', who, GAME, 25.1, 8.1);
      await db.run('addChange', id, who, i, 25, 8.3, 25.1, 8.1);
      await db.run('addSeat', who, id, crypto.randomBytes(24).toString('base64url'), Date.now());
    }
  });
}
await a.close();
const Database = (await import('better-sqlite3')).default;
const db = new Database(path.join(dir, 'accounts.sqlite3')); db.pragma('wal_checkpoint(TRUNCATE)'); db.exec('VACUUM'); db.close();
console.log(`1000 finished 3-player games (history + ratings + the 3 account seats each): ${((size() - before) / 1024).toFixed(0)} KiB`);
