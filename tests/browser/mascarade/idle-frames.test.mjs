// An idle page draws nothing: once the bots are done, a Mascarade table asks
// for no animation frames; a tap on a card wakes it (the card's swap choice
// comes up). Split from app-settled.test.mjs (issue 27: it taps Mascarade's
// cards).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, launchBrowser, idle, artDrawn } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('an idle page asks for no animation frames; input wakes it', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Count every requestAnimationFrame the page asks for.
  await context.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__rafs = 0;
    window.requestAnimationFrame = (cb) => { window.__rafs += 1; return raf(cb); };
  });
  const page = await context.newPage();
  await page.goto(`${base}?game=mascarade&players=5&humans=1&level=easy&seed=3`);
  await page.evaluate(() => window.tabula.ready);
  // The art's arrival wakes the page for a frame (its atlas taken in): under
  // CI's load it came inside the idle second (rehearsal of round 18), so the
  // count starts once it is drawn.
  await artDrawn(page, 'mascarade');
  await page.evaluate(() => window.tabula.setSpeed(25));
  await idle(page);
  await page.waitForTimeout(300);
  const rafs = () => page.evaluate(() => window.__rafs);
  const before = await rafs();
  await page.waitForTimeout(1000);
  assert.equal(await rafs() - before, 0, 'no animation frames while idle');
  // A tap on a card wakes it: the tap is handled and drawn.
  const L = await page.evaluate(() => window.tabula.layout());
  const slot = Object.keys(L).find((k) => k.startsWith('slot:'));
  await page.mouse.click(L[slot].x + L[slot].w / 2, L[slot].y + L[slot].h / 2);
  await page.waitForTimeout(200);
  const after = await page.evaluate(() => window.tabula.layout());
  assert.ok(Object.keys(after).some((k) => k.startsWith('action:swap')), 'the tap was handled after sleeping');
  await context.close();
});
