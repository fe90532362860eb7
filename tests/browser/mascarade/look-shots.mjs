// Mascarade's table as a reviewer looks at it (not a test): 4 and 13 players
// on a phone (390x844, DPR 3), a 1366x768 desktop and a 360x640 embed, at the
// opening reveal (every portrait face up) and after it, plus a swap caught
// while its pair is under the table. Writes OUT_DIR/mascarade-<screen>-<n>p[-reveal|-swap].png.
//   TABULA_URL=... node tests/browser/mascarade/look-shots.mjs OUT_DIR
import { launchBrowser, base, idle, artDrawn } from '../harness.mjs';

const out = process.argv[2] ?? 'tests/browser/screenshots';
const screens = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  embed: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, embed: true },
};
const browser = await launchBrowser();
for (const [name, { embed, ...device }] of Object.entries(screens)) {
  for (const players of [4, 13]) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto(`${base}?game=mascarade&players=${players}&humans=1&level=easy&seed=7&lang=en${embed ? '&embed=1' : ''}`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    await page.waitForFunction(() => !!window.tabula.layout()['v:ready'], null, { timeout: 30000 });
    await artDrawn(page, 'mascarade');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/mascarade-${name}-${players}p-reveal.png` });
    await idle(page);
    await page.screenshot({ path: `${out}/mascarade-${name}-${players}p.png` });
    // A swap of ours, caught under the table (the clock slowed 10x).
    const legal = await page.evaluate(() => window.tabula.legal());
    const swap = legal.find((a) => a.startsWith('swap '));
    if (swap) {
      await page.evaluate(() => window.tabula.setSpeed(0.1));
      await page.evaluate((a) => window.tabula.act(a), swap);
      await page.waitForTimeout(9000);
      await page.screenshot({ path: `${out}/mascarade-${name}-${players}p-swap.png` });
    }
    console.log(`${name} ${players}`);
    await context.close();
  }
}
await browser.close();
