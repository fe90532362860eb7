// Real Redis and PostgreSQL servers for the scale-out test and benchmark,
// started on loopback in temporary folders and stopped afterwards.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, tempDir } from './harness.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export function missingServices() {
  const missing = [];
  try { execFileSync('redis-server', ['--version']); } catch { missing.push('redis-server (Debian package redis-server)'); }
  if (!fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) missing.push('PostgreSQL 15 (Debian package postgresql)');
  return missing;
}

export async function startRedis() {
  const port = await freePort();
  const dir = tempDir('tabula-redis-');
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
                      { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try { execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' }); break; } catch { await new Promise((r) => setTimeout(r, 100)); }
  }
  return { url, stop: async () => { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); fs.rmSync(dir, { recursive: true, force: true }); } };
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
  return {
    url: `postgres://tabula@127.0.0.1:${port}/postgres`,
    stop: async () => { try { run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']); } catch {} fs.rmSync(dir, { recursive: true, force: true }); },
  };
}
