// Screenshots to look at (not a test): Shakespeare's starting offer (the
// market's portraits and words) and a company's stage a few moves in, at
// phone 390x844 (DPR 3), desktop 1366x768 and a 360x640 embed, in the
// languages given. TABULA_URL points at a served build/wasm/site.
//   node tests/browser/shakespeare/look-shots.mjs OUT_DIR [en hu ...]
import { launchBrowser, idle } from '../harness.mjs';

const out = process.argv[2] ?? 'tests/browser/screenshots';
const langs = process.argv.slice(3).length ? process.argv.slice(3) : ['en', 'hu'];
const { base } = await import('../harness.mjs');
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  embed: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
const art = (page) => page.waitForFunction(() => {
  const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
  return !r.games.shakespeare || r.games.shakespeare.state !== 'loading';
}, null, { timeout: 20000 });
const browser = await launchBrowser();
for (const lang of langs) {
  for (const [device, profile] of Object.entries(sizes)) {
    const context = await browser.newContext(profile);
    const page = await context.newPage();
    await page.goto(`${base}?game=shakespeare&players=3&humans=1&level=easy&seed=5&lang=${lang}`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    await idle(page);
    await art(page);
    await page.evaluate(() => window.tabula.nextFrame());
    await page.screenshot({ path: `${out}/shakespeare-offer-${device}-${lang}.png` });
    for (let i = 0; i < 12; ++i) {
      await idle(page);
      const legal = await page.evaluate(() => window.tabula.legal());
      if (!legal.length) break;
      await page.evaluate((a) => window.tabula.act(a), legal[(i * 7 + 3) % legal.length]);
    }
    await idle(page);
    await page.evaluate(() => window.tabula.nextFrame());
    await page.screenshot({ path: `${out}/shakespeare-play-${device}-${lang}.png` });
    console.log(`${out}/shakespeare-*-${device}-${lang}.png`);
    await context.close();
  }
}
await browser.close();
