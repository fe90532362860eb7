// What stays on screen is the truth: once a move's animations are over, the
// canvas shows the final state -- never a frame from the middle of a flip,
// a flight or a fade -- at every clock speed. After each move of a played
// game, once idle, two screenshots 300 ms apart must be identical and equal
// to a fresh redraw of the same position. (With a last frame drawn before
// an animation ended, the redraw differs.) And an idle page draws nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, openPage, idle } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const canvasShot = (page) => page.locator('#canvas').screenshot();

async function settledFrameIsFinal(page, label) {
  await idle(page);
  const a = await canvasShot(page);
  await page.waitForTimeout(300);
  const b = await canvasShot(page);
  await page.evaluate(() => window.Module._tabula_redraw());
  await page.evaluate(() => window.tabula.nextFrame());
  const c = await canvasShot(page);
  if (!a.equals(c)) {
    await page.screenshot({ path: `${shots}settled-fail-${label}.png` });
  }
  assert.ok(a.equals(b), `${label}: the screen changed while idle`);
  assert.ok(a.equals(c), `${label}: the settled frame is not the final state (a redraw differs)`);
}

const games = [
  ['mascarade', '?game=mascarade&players=4&humans=1&level=easy&seed=5', 6],
  ['shakespeare', '?game=shakespeare&players=2&humans=1&level=easy&seed=5', 4],
  ['mykerinos', '?game=mykerinos&players=2&humans=1&level=easy&seed=5', 4],
];

for (const speed of [1, 6, 25]) {
  for (const [game, query, moves] of games) {
    test(`${game} at speed ${speed}: every move settles on its final frame`, async () => {
      const { context, page, problems } = await openPage(browser, 'desktop', query);
      await page.evaluate((s) => window.tabula.setSpeed(s), speed);
      await settledFrameIsFinal(page, `${game}-x${speed}-start`);
      for (let i = 0; i < moves; ++i) {
        const legal = await page.evaluate(() => window.tabula.legal());
        if (!legal.length) break;
        const r = await page.evaluate((t) => window.tabula.act(t), legal[(i * 5) % legal.length]);
        assert.equal(r.ok, true);
        await settledFrameIsFinal(page, `${game}-x${speed}-move${i}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

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
