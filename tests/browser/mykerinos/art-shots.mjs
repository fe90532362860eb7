// Mykerinos's look at a glance (not a test): the table a few moves in, at a
// phone (390x844, DPR 3), a desktop (1366x768) and a 360x640 embed, in one
// language, written to OUT_DIR/mykerinos-art-<profile>-<lang>.png to compare
// side by side with the last ones (issue 32). TABULA_URL as for the specs.
//   node tests/browser/mykerinos/art-shots.mjs OUT_DIR [LANG] [MOVES] [TAB]
import { launchBrowser, artDrawn, playSomeMoves } from '../harness.mjs';

const [out = 'shots', lang = 'en', moves = '5', tab = ''] = process.argv.slice(2);
const profiles = {
  phone: [{ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }, ''],
  desktop: [{ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 }, ''],
  embed360: [{ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, '&embed=1'],
};
const { base } = await import('../harness.mjs');
const browser = await launchBrowser();
for (const [name, [device, extra]] of Object.entries(profiles)) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(base + `?game=mykerinos&players=3&humans=1&level=hard&seed=3&lang=${lang}${extra}`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabula.setSpeed(25));
  await playSomeMoves(page, Number(moves));
  await artDrawn(page, 'mykerinos');
  if (tab) {
    const r = (await page.evaluate(() => window.tabula.layout()))[`v:tab:${tab}`];
    if (r) { await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2); await page.evaluate(() => window.tabula.nextFrame()); }
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/mykerinos-art-${name}-${lang}${tab ? '-' + tab : ''}.png` });
  await context.close();
}
await browser.close();
