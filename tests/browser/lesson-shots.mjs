// Screenshots of "Learn to play" (issue 21) for looking at: each game's
// lesson at a few steps, on a phone (390x844), a desktop (1280x800) and in a
// 360 px embed (360x800). Not a test: `TABULA_URL=... node lesson-shots.mjs`
// writes screenshots/lesson-<game>-<size>-<step>.png.
import { launchBrowser, openPage, shots, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

// The steps shown: each game's lessonShotSteps (tests/browser/<game>/game.mjs).
const steps = {};
for (const game of gameNames()) steps[game] = await gameData(game, 'lessonShotSteps');
const sizes = { phone: ['phone', '', null], desktop: ['desktop', '', null], embed: ['phone', '&embed=1', { width: 360, height: 800 }] };
const browser = await launchBrowser();
for (const [game, at] of Object.entries(steps)) {
  for (const [size, [device, q, viewport]] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, device, `?game=${game}&learn=1${q}`, { speed: SETTLED_SPEED });
    if (viewport) await page.setViewportSize(viewport);
    for (const stop of at) {
      for (let i = 0; i < 200; ++i) {
        await page.waitForFunction(() => {
          const l = window.tabula.lesson();
          return l && l.target && (l.target === 'lesson:end' || window.tabula.layout()[l.target]);
        }, null, { timeout: 15000, polling: 50 });
        const l = await page.evaluate(() => window.tabula.lesson());
        if (l.step >= stop || l.target === 'lesson:end') break;
        const r = (await page.evaluate(() => window.tabula.layout()))[l.target];
        if (device === 'phone') await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
        else await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
        await page.evaluate(() => window.tabula.nextFrame());
      }
      await page.evaluate(() => window.tabula.nextFrame());
      await page.screenshot({ path: `${shots}lesson-${game}-${size}-${stop}.png` });
    }
    await context.close();
  }
}
await browser.close();
