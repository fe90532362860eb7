// The words a demanding player trips on (issue 26, "Words"), in Shakespeare:
// no label is cut off with "…" on the start screen and a game a few days
// in, every tab, in four languages, phone and desktop. Split from
// polish-words.test.mjs (issue 27).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle, SETTLED_SPEED } from '../harness.mjs';
import { assertNoneCut, langs, texts } from '../words.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('nothing is cut off with "…": the start screen and Shakespeare in four languages, phone and desktop', async () => {
  for (const device of ['phone', 'desktop']) {
    const { context, page, problems } = await openPage(browser, device, '?game=shakespeare&lang=en', { speed: SETTLED_SPEED });
    for (const lang of langs) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      await page.evaluate(() => window.tabula.nextFrame());
      assertNoneCut(await texts(page), `start screen, ${lang}, ${device}`);
    }
    // One game a few days in (the cast has the Queen, resting cards,
    // costumes), then read in each language: the words change, the position
    // does not (a language change redraws the same table).
    const r = await page.evaluate(() => window.tabula.start({ game: 'shakespeare', players: 3, humans: 1, level: 'easy', seed: 8, lang: 'en' }));
    assert.equal(r.ok, true);
    await idle(page);
    for (let i = 0; i < 40; ++i) {
      const l = await page.evaluate(() => window.tabula.legal());
      if (!l.length) break;
      await page.evaluate((t) => window.tabula.act(t), l[(i * 7) % l.length]);
      await idle(page);
    }
    for (const lang of langs) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      await idle(page); // its words are here (until then the table is not drawn)
      await page.evaluate(() => window.tabula.nextFrame());
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.ok((await texts(page)).length > 20, `the table is drawn in ${lang}`);
      // Every tab of the phone layout, and the desktop's whole board.
      const ids = Object.keys(await page.evaluate(() => window.tabula.layout())).filter((id) => id.startsWith('v:tab'));
      assertNoneCut(await texts(page), `Shakespeare, ${lang}, ${device}`);
      for (const id of ids) {
        const r2 = (await page.evaluate(() => window.tabula.layout()))[id];
        if (!r2) continue;
        await (device === 'phone' ? page.touchscreen.tap(r2.x + r2.w / 2, r2.y + r2.h / 2) : page.mouse.click(r2.x + r2.w / 2, r2.y + r2.h / 2));
        await page.evaluate(() => window.tabula.nextFrame());
        assertNoneCut(await texts(page), `Shakespeare ${id}, ${lang}, ${device}`);
      }
      if (lang === 'hu') await page.screenshot({ path: `${shots}polish-words-shakespeare-hu-${device}.png` });
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});
