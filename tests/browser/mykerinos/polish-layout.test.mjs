// Shapes that must not change under a player's thumb (issue 26): Mykerinos's
// museum on a phone is the same grid in season 1 and in season 4 (it was a
// grid, then a ring). Split from polish-layout.test.mjs (issue 27).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, idle, SETTLED_SPEED } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The museum's 15 rooms as drawn (their explanations: "the Lemon room (3)",
// "the Lemon–Violet corridor (2)"), and its shape: how many rows they make.
async function museum(page, device) {
  const ids = Object.keys(await page.evaluate(() => window.tabula.layout()));
  const rooms = async () => (await page.evaluate(() => window.tabula.explains()))
    .filter((e) => /^the .* (room \(\d\)|corridor \(2\))$/.test(e.title));
  if ((await rooms()).length < 15 && ids.includes('v:tab:museum')) await press(page, device, 'v:tab:museum');
  const r = await rooms();
  assert.equal(r.length, 15, `the museum's rooms are on screen (${r.length})`);
  const rows = new Set(r.map((e) => Math.round(e.y + e.h / 2)));
  return { rows: rows.size, size: Math.round(Math.min(...r.map((e) => e.w))) };
}

test('Mykerinos on a phone: the museum is one grid in every season', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=mykerinos&players=3&humans=1&level=easy&seed=9&lang=en',
    { speed: SETTLED_SPEED });
  await idle(page);
  const first = await museum(page, 'phone');
  assert.equal(first.rows, 3, `season 1: a grid of three rows (${JSON.stringify(first)})`);
  await page.screenshot({ path: `${shots}polish-museum-season1-phone.png` });
  // Pass through the seasons (scorings: the first choice) to season 4.
  for (let i = 0; i < 300; ++i) {
    const s = await page.evaluate(() => window.tabula.state());
    if (s.season >= 4 || s.over) break;
    const l = await page.evaluate(() => window.tabula.legal());
    if (!l.length) { await idle(page); continue; }
    await page.evaluate((t) => window.tabula.act(t), l.includes('pass') ? 'pass' : l[0]);
    await idle(page);
  }
  assert.equal((await page.evaluate(() => window.tabula.state())).season, 4, 'season 4');
  const fourth = await museum(page, 'phone');
  assert.deepEqual(fourth, first, 'the same shape and room size in season 4');
  await page.screenshot({ path: `${shots}polish-museum-season4-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
