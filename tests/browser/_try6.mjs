import { chromium } from 'playwright-core';
import { startServer, startRelay } from './online-harness.mjs';
const server = await startServer(); const relay = await startRelay(server.port);
console.log('server', server.url);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const mk = async (base, dev) => { const c = await b.newContext(dev); const p = await c.newPage();
  p.on('console', (m) => { if (m.type() === 'error') console.log('console', m.type(), m.text()); }); p.on('pageerror', (e) => console.log('pageerror', e));
  await p.goto(base); await p.evaluate(() => window.tabula.ready); await p.waitForFunction(() => window.tabulaOnline?.available); return { c, p }; };
const A = await mk(relay.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const B = await mk(server.url, { viewport: { width: 1280, height: 800 } });
const game = process.argv[2] || 'shakespeare';
const N = Number(process.argv[3] || 3); const cr = await B.p.evaluate(([g, n]) => window.tabula.online.create({ game: g, players: n, bots: [null, null, 'easy', 'easy'].slice(0, n), level: 'easy' }), [game, N]);
console.log(cr);
console.log(await B.p.evaluate((t) => window.tabula.online.join({ table: t, name: 'Dee' }), cr.table));
console.log(await A.p.evaluate((t) => window.tabula.online.join({ table: t, name: 'Cy' }), cr.table));
let moves = 0; const t0 = Date.now();
async function step() { let acted = false;
  for (const X of [A, B]) { const l = await X.p.evaluate(() => window.tabula.online.legal());
    if (l.length) { const r = await X.p.evaluate((t) => window.tabula.online.act(t), l[(moves * 7) % l.length]); if (!r.ok) console.log('refused', r); moves++; acted = true; } }
  if (!acted) await A.p.waitForTimeout(30); }
while (moves < 10) await step();
const before = await A.p.evaluate(() => window.tabula.online.state().log.length);
await server.kill9(); const tk = Date.now(); await server.restart();
await A.p.waitForFunction(() => window.tabula.online.connected() && window.tabula.online.view(), null, { timeout: 20000 });
await B.p.waitForFunction(() => window.tabula.online.connected(), null, { timeout: 20000 });
console.log('back after kill in', Date.now() - tk, 'ms; log', before, '->', await A.p.evaluate(() => window.tabula.online.state().log.length));
for (let i = 0; i < 5000; i++) { await step(); if (await A.p.evaluate(() => window.tabula.online.view().over)) break; }
console.log('over', await A.p.evaluate(() => window.tabula.online.view().over), 'human moves', moves, 'in', Date.now() - t0, 'ms');
await b.close(); await relay.close(); await server.stop();
