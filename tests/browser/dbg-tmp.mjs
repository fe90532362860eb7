import { launchBrowser, openPage } from './harness.mjs';
const browser = await launchBrowser();
for (const [device, players] of [['phone', 13], ['phone', 5], ['desktop', 13]]) {
  const { page, context } = await openPage(browser, device, '?lang=en', { speed: 1 });
  await page.evaluate((p) => window.tabula.start({ game: 'mascarade', players: p, humans: 1, level: 'easy', seed: 7, lang: 'en' }), players);
  await new Promise((r) => setTimeout(r, 2500));
  await page.screenshot({ path: `/work/wt/polish/tests/browser/screenshots/polish-reveal-${players}-${device}.png` });
  console.log(device, players, Object.keys(await page.evaluate(() => window.tabula.layout())).filter((k) => k === 'v:ready'));
  await context.close();
}
await browser.close();
