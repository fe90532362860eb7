// What the online specs share: the real Tabula server (server/, serving the
// built site and the tables on one origin) started by the test on a loopback
// port with its own data folder, killed with SIGKILL and restarted on the same
// port and folder; and a loopback TCP relay in front of it whose cut(ms) drops
// every connection through it and refuses new ones for a while: a real network
// drop as a phone sees one (Chromium's offline emulation leaves an open
// WebSocket alone, so it alone proves nothing). Not a test file itself.
//   TABULA_SITE      the built site (default build/wasm/site)
//   TABULA_SERVER    the server's entry point (default server/src/main.mjs)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { devices, launchBrowser } from './harness.mjs';

const root = new URL('../../', import.meta.url).pathname;
export const site = process.env.TABULA_SITE ?? join(root, 'build/wasm/site');
const main = process.env.TABULA_SERVER ?? join(root, 'server/src/main.mjs');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

async function waitHealthy(url, ms) {
  const limit = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url + 'online/health');
      if (r.ok && (await r.json()).ok === true) return;
    } catch { /* not up yet */ }
    if (Date.now() > limit) throw new Error(`the server at ${url} did not answer /online/health`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Starts server/ on a free port with a fresh data folder. `kill9()` and
// `restart()` keep the port and the folder, so tables must come back.
// `env`: more variables for the server (e.g. TABULA_DATABASE_URL).
// `host`: the name the pages open it by (its TABULA_PUBLIC_URL): 127.0.0.1,
// or localhost where a passkey needs a domain (online-account.test.mjs).
export async function startServer({ env = {}, host = '127.0.0.1' } = {}) {
  const port = await freePort();
  // A RAM-backed folder where there is one: SQLite's fsync on a disk shared
  // with busy builds takes up to seconds, and what the tests prove (a killed
  // process loses nothing it acknowledged) holds there all the same.
  const data = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'tabula-online-'));
  const url = `http://127.0.0.1:${port}/`;
  const server = { url, port, data, proc: null, log: [] };
  const launch = async () => {
    const proc = spawn(process.execPath, ['--no-experimental-fetch', main], {
      // TABULA_PUBLIC_URL: the page's own origin (the server checks Origin
      // against it, and builds every link in a mail from it: issue 31).
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TABULA_DATA: data, TABULA_SITE: site, TABULA_PUBLIC_URL: `http://${host}:${port}/`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d) => { server.log.push(String(d)); if (server.log.length > 200) server.log.shift(); };
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    server.proc = proc;
    const exited = new Promise((resolve) => proc.once('exit', (code, sig) => resolve(`exited (${code ?? sig})`)));
    const why = await Promise.race([waitHealthy(url, 30000).then(() => null, (e) => e.message), exited]);
    // Say why, with the server's own words (a missing engine module or
    // server/node_modules: bash server/setup.sh; bash scripts/build-site.sh tabula_tables).
    if (why) throw new Error(`the Tabula server did not start: ${why}\n${server.log.join('').slice(-2000)}`);
  };
  server.kill9 = () => new Promise((resolve) => {
    const p = server.proc;
    if (!p || p.exitCode !== null || p.signalCode) return resolve();
    p.once('exit', () => resolve());
    p.kill('SIGKILL');
  });
  server.restart = launch;
  server.stop = async () => { await server.kill9(); rmSync(data, { recursive: true, force: true }); };
  await launch();
  return server;
}

// A relay 127.0.0.1:<its port> -> the server's port (a number, or a function
// giving it at each connection: a relay made before its server, whose
// origin the server must then be told of). cut(ms): every open connection is
// destroyed at once and new ones are refused until ms have passed.
export async function startRelay(targetPort) {
  const sockets = new Set();
  let blockedUntil = 0;
  const relay = net.createServer((client) => {
    if (Date.now() < blockedUntil) { client.destroy(); return; }
    const upstream = net.connect(typeof targetPort === 'function' ? targetPort() : targetPort, '127.0.0.1');
    const pair = [client, upstream];
    pair.forEach((s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => pair.forEach((x) => x.destroy())); });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((r) => relay.listen(0, '127.0.0.1', r));
  const port = relay.address().port;
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    cut(ms) { blockedUntil = Date.now() + ms; for (const s of sockets) s.destroy(); },
    close: () => new Promise((r) => { for (const s of sockets) s.destroy(); relay.close(() => r()); }),
  };
}

// A spec's browser and server for all its tests: started before, stopped
// after. Read `.browser` and `.server` inside the tests.
export function onlineSpec(options) {
  const spec = { browser: null, server: null };
  before(async () => {
    spec.browser = await launchBrowser();
    spec.server = await startServer(options);
  });
  after(async () => {
    await spec.browser?.close();
    await spec.server?.stop();
  });
  return spec;
}

// A page of the server's site in a fresh context of `device`, once online
// is available; `problems` collects its page errors. `init`: a script run
// before the page's own (context.addInitScript).
export async function openOnline(browser, server, device, { query = '', init = null } = {}) {
  const context = await browser.newContext({ ...devices[device] });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(server.url + query);
  await page.evaluate(() => window.tabula.ready);
  await page.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  return { context, page, problems };
}

// The server's games (GET online/games, the engine's list): name -> title,
// as the lobby, My tables and a push show them.
export async function gameTitles(server) {
  const r = await fetch(server.url + 'online/games');
  const { games } = await r.json();
  return Object.fromEntries(games.map((g) => [g.name, g.title]));
}

// A device that says yes to passkeys: Chromium's virtual authenticator (a
// platform one, user verified) on `page`'s context, over CDP. Call before
// the page is opened.
export async function addPasskeys(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', { options: {
    protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true,
  } });
}

// axe-core's violations inside the online dialog (#online), one line each.
// The page's context needs bypassCSP (axe is added as a script tag).
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export async function onlineAxe(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const out = await window.axe.run(document.getElementById('online'), { resultTypes: ['violations'] });
    return out.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

// Every text the strip (#online-bar) shows, as it shows it, from now on
// (evaluated in a page: window.__strip). A text shown for a moment (a
// reaction, "Joining…") is caught even if the test looks after it is gone.
export const recordStrip = () => {
  window.__strip = [];
  const seen = () => {
    const b = document.getElementById('online-bar');
    const text = b && !b.hidden ? b.textContent : '';
    if (window.__strip.at(-1) !== text) window.__strip.push(text);
  };
  seen();
  new MutationObserver(seen).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
};
