// The store's files are the server's user's alone (issue 31): the tables'
// file holds every seed, notify.sqlite3 the VAPID private key and players'
// addresses. Created 0600 (their -wal and -shm too), and an older file left
// 0644 is put right at the next start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { gameFor } from './any_game.mjs';

const FILES = ['tables.sqlite3', 'notify.sqlite3', 'clocks.sqlite3', 'chat.sqlite3'];
const mode = (f) => fs.statSync(f).mode & 0o777;

test('store files are created 0600, and an old 0644 one is made 0600', async () => {
  const data = tempDir();
  // A notify file from before, readable by everyone.
  fs.writeFileSync(path.join(data, 'notify.sqlite3'), '');
  fs.chmodSync(path.join(data, 'notify.sqlite3'), 0o644);
  const old = process.umask(0o022);
  let server;
  try { server = await startServer({ env: { TABULA_DATA: data } }); } finally { process.umask(old); }
  try {
    // A move written, so every file and its WAL exist.
    const c = await api(server.base, 'POST', '/online/tables', { game: gameFor(2).name, players: 2, bots: [null, 'easy'], clock: 'live' });
    const p = await new Player(server.base).join(c.json.table, { name: 'Ann' });
    await p.until((v) => v.started);
    await p.leave();
    for (const name of FILES) {
      const f = path.join(data, name);
      assert.equal(mode(f).toString(8), '600', name);
      for (const extra of ['-wal', '-shm']) if (fs.existsSync(f + extra)) assert.equal(mode(f + extra).toString(8), '600', name + extra);
    }
  } finally { await server.stop(); }
});
