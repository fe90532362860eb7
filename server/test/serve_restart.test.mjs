// The README's command restarted at once after a crash: `bash
// scripts/serve.sh` is killed with kill -9 while clients are connected, and
// started again on the same port right away. The killed server's
// connections linger on the port (FIN-WAIT: the clients have not closed
// their side yet); serve.sh's port check used to bind without SO_REUSEADDR
// and said "port … is in use" where Node itself could listen. It reuses what
// is built (TABULA_SKIP_BUILD=1, the engine must be built).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, tempDir } from './harness.mjs';
import { Player, api } from './client.mjs';
import { gameFor } from './any_game.mjs';

// Any game of 2 seats.
const GAME = gameFor(2).name;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function serve(port, data) {
  const child = spawn('bash', ['scripts/serve.sh'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), TABULA_DATA: data, TABULA_SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, log: () => log };
}

async function healthy(base, s, ms = 30000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null) return false;
    try { if ((await fetch(`${base}/online/health`)).ok) return true; } catch {}
    await sleep(100);
  }
  return false;
}

// A client that never closes its side: after the server dies its socket
// stays in FIN-WAIT-2 on the server's port.
function halfOpen(port) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      s.write('GET /online/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      s.once('data', () => resolve(s));
    });
    s.on('error', () => {});
  });
}

test('serve.sh comes up on the same port right after a kill -9 with clients connected', async () => {
  const port = await freePort();
  const data = tempDir();
  const base = `http://127.0.0.1:${port}`;
  const first = serve(port, data);
  assert.ok(await healthy(base, first), `serve.sh started: ${first.log()}`);
  const c = await api(base, 'POST', '/online/tables', { game: GAME, players: 2 });
  const player = await new Player(base).join(c.json.table, { name: 'Ann' });
  const lingering = await Promise.all([halfOpen(port), halfOpen(port), halfOpen(port)]);

  first.child.kill('SIGKILL'); // serve.sh exec's node: this is the server
  await first.exited;
  // The reproduction holds: a plain bind() (no SO_REUSEADDR) fails now.
  const plain = spawnSync('python3', ['-c', "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', int(sys.argv[1])))", String(port)]);
  assert.notEqual(plain.status, 0, 'the killed server\'s connections still hold the port');

  const second = serve(port, data);
  try {
    assert.ok(await healthy(base, second), `serve.sh restarted on the same port: ${second.log()}`);
    assert.doesNotMatch(second.log(), /in use/);
    // And the table is there.
    const info = await api(base, 'GET', `/online/tables/${c.json.table}`);
    assert.equal(info.json.ok, true);
    // A real listener on the port is still refused with the hint.
    const third = serve(port, data);
    assert.equal(await third.exited, 1);
    assert.match(third.log(), /port \d+ on 127\.0\.0\.1 is in use/);
  } finally {
    for (const s of lingering) s.destroy();
    await player.leave();
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
