// Text is drawn from one glyph atlas per (face, device pixel size)
// (web/ui/font.h). A phone's board uses some 20 of those at DPR 3; when the
// cache dropped them all past 24, every few frames remade full-size
// textures (25 in ten moves, 70 million pixels uploaded): most of the page's
// CPU went there, on a phone as in CI's software GPU. The least recently
// used atlas now goes, and only between frames, so ten moves make none anew
// once the board has been drawn in every state those moves show.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, idle, SETTLED_SPEED } from './harness.mjs';
import { shippedGames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const atlases = (page) => page.evaluate(() => window.Module.ccall('tabula_text_atlases', 'number', [], []));

for (const { name, max } of shippedGames()) {
  test(`${name} on a phone: ten moves at the biggest table make no text atlas after the first three`, async (t) => {
    const { context, page, problems } = await openPage(browser, 'phone',
      `?game=${name}&players=${max}&humans=1&level=easy&seed=3&lang=en`, { speed: SETTLED_SPEED });
    await idle(page);
    const made = [];
    for (let i = 0; i < 10; ++i) {
      const legal = await page.evaluate(() => window.tabula.legal());
      if (!legal.length) break;
      await page.evaluate((a) => window.tabula.act(a), legal[(i * 7 + 3) % legal.length]);
      await idle(page);
      made.push(await atlases(page));
    }
    // A game over in fewer moves (a new game's stub: 4 decisions a seat) has
    // no move to check after the first three but the one its ending draws.
    if (made.length < 5 && (await page.evaluate(() => window.tabula.state())).over === true) {
      t.skip(`${name}: a whole game is ${made.length} moves here, too few to check`);
      await context.close();
      return;
    }
    assert.ok(made.length >= 5, `${name}: only ${made.length} moves played`);
    // The first moves may still meet sizes not seen yet (a dialog's, a
    // reveal's); after them, none.
    const late = made[made.length - 1] - made[2];
    console.log(`# ${name} ${max}p: text atlases after each move ${made.join(' ')}`);
    assert.ok(late <= 2, `${name}: ${late} text atlases made in the last ${made.length - 3} moves (${made.join(' ')})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
