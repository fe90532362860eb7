// Real Redis and PostgreSQL servers for the scale-out test and benchmark,
// started on loopback in temporary folders and stopped afterwards.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startServer, tempDir } from './harness.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export function missingServices() {
  const missing = [];
  try { execFileSync('redis-server', ['--version']); } catch { missing.push('redis-server (Debian package redis-server)'); }
  if (!fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) missing.push('PostgreSQL 15 (Debian package postgresql)');
  return missing;
}

// A Redis without persistence: restart() stops it and starts it again on the
// same port, empty (what a Redis restart without a snapshot does).
export async function startRedis() {
  const port = await freePort();
  const dir = tempDir('tabula-redis-');
  const url = `redis://127.0.0.1:${port}`;
  let child;
  const up = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
                  { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try { execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' }); break; } catch { await new Promise((r) => setTimeout(r, 100)); }
    }
  };
  const down = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await gone;
  };
  await up();
  return {
    url, port, down, up,
    restart: async () => { await down('SIGKILL'); await up(); },
    stop: async () => { await down(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

// initdb + pg_ctl as a non-root user (PostgreSQL refuses to run as root).
export async function startPostgres() {
  const port = await freePort();
  const dir = tempDir('tabula-pg-');
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) execFileSync('chown', ['-R', 'postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const run = (bin, args) => execFileSync(asUser[0] || path.join(PG_BIN, bin), [...asUser.slice(1), ...(asUser.length ? [path.join(PG_BIN, bin)] : []), ...args], { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'tabula', '--no-sync']);
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  const pid = () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://tabula@127.0.0.1:${port}/postgres`,
    // pg_ctl stop -m fast (or immediate), kill -9 of the postmaster, start again.
    halt: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    kill9: async () => {
      const p = pid();
      process.kill(p, 'SIGKILL');
      for (let i = 0; i < 100; i++) { try { process.kill(p, 0); } catch { break; } await new Promise((r) => setTimeout(r, 50)); }
      // The postmaster's children notice and end; give them a moment.
      await new Promise((r) => setTimeout(r, 500));
    },
    start: () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']),
    stop: async () => { try { run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']); } catch {} fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

// The scaled set-up: one Redis, one PostgreSQL and two server processes on
// them (`env` adds to theirs). `pair.stop()` stops whatever of it started,
// for an after() hook even when before() failed halfway.
export async function startPair(env = {}) {
  const pair = {
    async stop() {
      await pair.a?.stop();
      await pair.b?.stop();
      await pair.redis?.stop();
      await pair.postgres?.stop();
    },
  };
  pair.redis = await startRedis();
  pair.postgres = await startPostgres();
  const all = { TABULA_REDIS: pair.redis.url, TABULA_DATABASE_URL: pair.postgres.url, ...env };
  pair.a = await startServer({ env: all });
  pair.b = await startServer({ env: all });
  return pair;
}
