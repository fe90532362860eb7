// Mascarade with many players (issue 8 §4): when the human's turn comes
// back, the log says under a "Since your turn" heading what the bots did
// meanwhile (in the page's language); while the bots play, a "Faster bots"
// control hurries them and their animations (and turns back to normal).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage, press, idle } from '../harness.mjs';

// Mascarade's own words (its screen's are under "ui").
const i18n = (lang) => JSON.parse(readFileSync(new URL(`../../../assets/i18n/mascarade/${lang}.json`, import.meta.url)));
let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const texts = (page) => page.evaluate(() => window.tabula.texts());
const log = (page) => page.evaluate(() => window.tabula.log());

for (const lang of ['en', 'es', 'it', 'hu']) {
  test(`${lang}: "since your turn" lists the bots' moves when the turn comes back; the speed control`, async () => {
    const ui = i18n(lang).ui;
    const { context, page, problems } = await openPage(browser, 'phone',
      `?game=mascarade&players=8&humans=1&level=easy&seed=4&lang=${lang}`);
    // The seed draws who opens, so the bots' stretch after a move of mine
    // may be one announcement long. Play my turns (bots at their own pace)
    // until one leaves the bots playing long enough to press the control
    // twice; the presses are checked every time the control is there.
    const hasSpeed = async () => Object.keys(await page.evaluate(() => window.tabula.layout())).includes('speed');
    let mine = 0, toggled = false;
    for (let turn = 0; turn < 30 && !toggled; ++turn) {
      await page.evaluate(() => window.tabula.setSpeed(25));
      await idle(page);
      const legal = await page.evaluate(() => window.tabula.legal());
      assert.ok(legal.length > 0, 'my turn');
      await page.evaluate(() => window.tabula.setSpeed(1));  // the bots at their own pace
      const pick = legal.find((t) => t.startsWith('swap')) ?? legal.find((t) => t === 'decline') ?? legal[0];
      assert.equal((await page.evaluate((t) => window.tabula.act(t), pick)).ok, true);
      mine = (await log(page)).length;  // my move's lines; the bots' come after
      await page.evaluate(() => window.tabula.nextFrame());
      // The bots hold still (the app clock nearly stops) while the control
      // is pressed: at their own pace (or 4x after the first press) they
      // could finish between reading the layout and the tap, which would then
      // land on whatever took the control's place (CI runs on a loaded
      // machine saw "Faster bots" after one press, and no control at all).
      await page.evaluate(() => window.tabula.setSpeed(0.001));
      if (await page.evaluate(() => window.tabula.botsIdle()) || !(await hasSpeed())) continue;
      // While the bots play: the speed control, and it toggles.
      // (A press sets the clock itself, 4x or 1x: it draws the new label in
      // the next frame, and the bots are held still again before the next tap.)
      await press(page, 'phone', 'speed');
      assert.ok((await texts(page)).some((t) => t.text === ui.bots_normal), 'the control now offers normal speed');
      await page.evaluate(() => window.tabula.setSpeed(0.001));
      assert.ok(await hasSpeed(), 'the bots still play: the control stays');
      await press(page, 'phone', 'speed');
      const faster = (await texts(page)).some((t) => t.text === ui.bots_faster);
      assert.ok(faster, `and back (turn ${turn}; on screen: ${(await texts(page)).filter((t) => t.text === ui.bots_normal || t.text === ui.bots_faster).map((t) => t.text).join()})`);
      toggled = true;
    }
    assert.ok(toggled, 'the speed control was pressed twice while the bots played');
    await page.evaluate(() => window.tabula.setSpeed(25));
    await idle(page);
    assert.ok((await page.evaluate(() => window.tabula.legal())).length > 0, 'my turn again');
    const since = (await log(page)).slice(mine);
    assert.ok(since.length >= 1, 'the bots played');
    const drawn = await texts(page);
    const heading = drawn.find((t) => t.text === ui.since_your_turn);
    assert.ok(heading, `the heading "${ui.since_your_turn}" is on screen`);
    // The line right under the heading is the first thing a bot did.
    const below = drawn.filter((t) => t.y > heading.y && Math.abs(t.x - heading.x) < 1).sort((a, b) => a.y - b.y);
    assert.ok(below.length > 0 && since[0].startsWith(below[0].text.trim()),
      `"${below[0]?.text}" opens "${since[0]}"`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
