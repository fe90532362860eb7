// Starts real server processes for the tests and the load benchmark: each
// in its own temporary data folder, on a free loopback port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_MAIN = path.resolve(here, '../src/main.mjs');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Temporary folders made here are removed when this process exits.
const made = [];
process.on('exit', () => { for (const d of made) fs.rmSync(d, { recursive: true, force: true }); });
export function tempDir(prefix = 'tabula-test-') {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(d);
  return d;
}

// A server process; `env` adds to the environment (TABULA_DATA, TABULA_REDIS…).
// `nodeArgs` go before the script (the load benchmark's --cpu-prof); `main`
// is another server's main.mjs (the benchmark's before/after).
export async function startServer({ env = {}, port, nodeArgs = [], main = SERVER_MAIN } = {}) {
  port = port || (await freePort());
  const data = env.TABULA_DATA || tempDir();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TABULA_DATA: data, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      const r = await fetch(base + '/online/health');
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) { child.kill('SIGKILL'); throw new Error(`server did not start: ${log}`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base, port, data, child, exited,
    log: () => log,
    kill9: async () => { child.kill('SIGKILL'); await exited; },
    stop: async () => { if (child.exitCode === null && child.signalCode === null) { child.kill('SIGTERM'); await exited; } },
  };
}
