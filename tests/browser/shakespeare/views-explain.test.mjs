// Shakespeare's pieces explain themselves (issue 8 §3-4, split from
// views-phones.test.mjs, issue 27): every market card, cast card, token and
// track (window.tabula.explains(), the pieces registered through
// ViewContext::explain), and a long press on a market card explains it and
// hires nothing.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from '../views-walk.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('pieces explain themselves', () => {
  test('Shakespeare: market and cast cards, pieces, tracks', async () => {
    const { context, page } = await open(browser, 'desktop', 'shakespeare', 3, 5);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const ex = await page.evaluate(() => window.tabula.explains());
    const s = await page.evaluate(() => window.tabula.state());
    const titles = ex.map((e) => e.title);
    // Every market card, by the name on it, with its kind and wage or start.
    for (const card of s.market.filter(Boolean)) {
      const e = ex.find((x) => x.body.includes('Wage £' + card.cost) && x.w > 40 && x.h > 40);
      assert.ok(e, `market card ${card.id} explained`);
    }
    assert.ok(ex.filter((e) => /^Act I+$/.test(e.title)).length === 3, 'the three act tracks');
    assert.ok(titles.includes('Order') && titles.includes('Initiative'), 'order and initiative tracks');
    assert.ok(ex.some((e) => /costume piece$/.test(e.title)) && ex.some((e) => /set piece$/.test(e.title)), 'pieces');
    assert.ok(titles.includes('Ambiance') && titles.includes('Purse') && titles.includes('Prestige'), 'company tokens');
    assert.ok(ex.some((e) => e.title === 'The Author' && /Activation: 2 × white/.test(e.body)), 'a cast card');
    for (const e of ex) assert.ok(e.title && e.body && e.w > 0 && e.h > 0, `"${e.title}" has words and a place`);
    await context.close();
  });

  // Before App's long press (web-app, issue 8 §3) this failed: the press
  // hired the card.
  test('a long press on a market card explains it and hires nothing', async () => {
    const { context, page } = await open(browser, 'phone', 'shakespeare', 2, 6);
    await page.evaluate(() => window.tabula.waitIdle(60000));
    const before = await page.evaluate(() => window.tabula.state());
    const layout = await page.evaluate(() => window.tabula.layout());
    const id = Object.keys(layout).find((k) => /^action:(draft|recruit) [^ ]+$/.test(k));
    assert.ok(id, 'a market card may be taken now');
    const r = layout[id];
    const x = r.x + r.w / 2, y = r.y + r.h / 2;
    const ex = (await page.evaluate(() => window.tabula.explains()))
      .filter((e) => x >= e.x && x < e.x + e.w && y >= e.y && y < e.y + e.h)
      .sort((a, b) => a.w * a.h - b.w * b.h)[0];
    assert.ok(ex, 'the card registers an explanation');
    // A finger held 800 ms, then lifted.
    const cdp = await context.newCDPSession(page);
    const point = [{ x, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
    await page.waitForTimeout(800);
    await page.evaluate(() => window.tabula.nextFrame());
    const shown = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text).join('\n');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.evaluate(() => window.tabula.nextFrame());
    const after = await page.evaluate(() => window.tabula.state());
    assert.equal(after.move ?? JSON.stringify(after.market), before.move ?? JSON.stringify(before.market),
      'the long press hired nothing');
    assert.ok(shown.includes(ex.title), `the explanation "${ex.title}" is on screen during the press`);
    await context.close();
  });
});
