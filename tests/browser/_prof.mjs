import { chromium } from 'playwright-core';
import { startServer } from './online-harness.mjs';
import { devices } from './harness.mjs';
const server = await startServer();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const mk = async (dev) => { const c = await b.newContext(devices[dev]); const p = await c.newPage();
  await p.goto(server.url); await p.evaluate(() => window.tabula.ready); await p.evaluate(() => window.tabula.setSpeed(25)); await p.waitForFunction(() => window.tabulaOnline?.available); return { c, p }; };
const A = await mk('phone'); const B = await mk('desktop');
const cr = await B.p.evaluate(() => window.tabula.online.create({ game: 'mascarade', players: 4, bots: [null, null, 'easy', 'easy'], level: 'easy' }));
await B.p.evaluate((t) => window.tabula.online.join({ table: t, name: 'Dee' }), cr.table);
await A.p.evaluate((t) => window.tabula.online.join({ table: t, name: 'Cy' }), cr.table);
await A.p.evaluate(() => { window._t = []; const o = window.tabulaOnline.act; });
let moves = 0;
for (let i = 0; i < 400 && moves < 20; i++) {
  for (const X of [A, B]) {
    let t = Date.now();
    await X.p.evaluate(() => window.tabula.waitIdle(30000)); const tIdle = Date.now() - t; t = Date.now();
    const l = await X.p.evaluate(() => window.tabula.legal()); if (!l.length) continue;
    const n = await X.p.evaluate(() => window.tabula.online.views());
    const t1 = Date.now();
    await X.p.evaluate((x) => window.tabula.act(x), l[0]);
    await X.p.waitForFunction((n0) => window.tabula.online.views() > n0, n);
    console.log('idle', tIdle, 'ms; act->view', Date.now() - t1, 'ms');
    moves++;
  }
  await A.p.waitForTimeout(20);
}
const v = await A.p.evaluate(() => window.tabula.online.view());
console.log('move', v.move);
await b.close(); await server.stop();
