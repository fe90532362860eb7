// Shapes that must not change under a player's thumb (issue 26): at 720x480,
// while recruiting, every market card is on screen, whole and readable.
// Split from polish-layout.test.mjs (issue 27).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, idle, SETTLED_SPEED } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('Shakespeare at 720x480: recruiting, every market card is on screen, whole and readable', async () => {
  const context = await browser.newContext({ viewport: { width: 720, height: 480 } });
  const page = await context.newPage();
  await page.goto(base + '?game=shakespeare&players=3&humans=1&level=easy&seed=4&lang=en');
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((s) => window.tabula.setSpeed(s), SETTLED_SPEED);
  await idle(page);
  for (let i = 0; i < 12; ++i) {
    const l = await page.evaluate(() => window.tabula.legal());
    if (l.some((x) => x.startsWith('recruit '))) break;
    await page.evaluate((t) => window.tabula.act(t), l[0]);
    await idle(page);
  }
  const legal = (await page.evaluate(() => window.tabula.legal())).filter((x) => x.startsWith('recruit ') && !x.endsWith(' as extra'));
  assert.ok(legal.length >= 3, `recruiting: ${legal.join(', ')}`);
  const layout = await page.evaluate(() => window.tabula.layout());
  for (const a of legal) {
    const r = layout[`action:${a}`];
    assert.ok(r, `${a} can be tapped on the board`);
    assert.ok(r.w >= 100 && r.h >= 60 && r.y + r.h <= 480, `${a}: a whole card (${JSON.stringify(r)})`);
  }
  const cut = (await page.evaluate(() => window.tabula.texts())).filter((t) => t.text.endsWith('…'));
  assert.deepEqual(cut, []);
  await page.screenshot({ path: `${shots}polish-shakespeare-720x480-market.png` });
  await context.close();
});

// A 360x640 embed's five-card market (issue 32 §3, round 15's gallery): an
// actor whose abilities take the card's room shows no figure rather than
// its trade's medallion over its words, and no word runs under a piece.
test('Shakespeare in a 360x640 embed: no art over the market\'s words', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(base + '?game=shakespeare&players=3&humans=1&level=easy&seed=5&lang=en&embed=1');
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((s) => window.tabula.setSpeed(s), SETTLED_SPEED);
  await idle(page);
  await page.waitForFunction(() => JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).games.shakespeare?.state === 'ready');
  await page.evaluate(() => window.tabula.nextFrame());
  const { sprites, texts } = await page.evaluate(() => ({ sprites: window.tabula.sprites(), texts: window.tabula.texts() }));
  const clash = [];
  for (const t of texts) {
    const box = { x: t.x, y: t.y, w: t.w, h: t.size };
    const cx = box.x + box.w / 2, cy = box.y + box.h / 2;
    for (const s of sprites) {
      const ow = Math.min(box.x + box.w, s.x + s.w) - Math.max(box.x, s.x);
      const oh = Math.min(box.y + box.h, s.y + s.h) - Math.max(box.y, s.y);
      const on = cx >= s.x && cx <= s.x + s.w && cy >= s.y && cy <= s.y + s.h;  // a label on its piece
      if (ow > 3 && oh > 3 && !on) clash.push(`"${t.text}" under ${s.sprite}`);
    }
  }
  await page.screenshot({ path: `${shots}shakespeare-market-embed360.png` });
  assert.deepEqual(clash, []);
  await context.close();
});
