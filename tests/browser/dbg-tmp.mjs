import { launchBrowser, openPage } from '/work/wt/lessons/tests/browser/harness.mjs';
const game = process.argv[2] || 'mascarade', device = process.argv[3] || 'phone', q = process.argv[4] || '';
const browser = await launchBrowser();
const { page, problems } = await openPage(browser, device, `?game=${game}&learn=1${q}`);
for (let i = 0; i < 120; ++i) {
  let l;
  try {
    await page.waitForFunction(() => { const l = window.tabula.lesson(); return l && l.target && (l.target === 'lesson:end' || window.tabula.layout()[l.target]); }, null, { timeout: 8000, polling: 50 });
  } catch (e) {
    l = await page.evaluate(() => window.tabula.lesson());
    console.log('STUCK', JSON.stringify(l), Object.keys(await page.evaluate(() => window.tabula.layout())).join(' '));
    await page.screenshot({ path: `/tmp/lw/stuck-${game}-${device}.png` });
    break;
  }
  l = await page.evaluate(() => window.tabula.lesson());
  if (l.target === 'lesson:end') { console.log('END', l.step, l.of); break; }
  const r = (await page.evaluate(() => window.tabula.layout()))[l.target];
  console.log(l.step, l.target, Math.round(r.w) + 'x' + Math.round(r.h), Math.round(r.x), Math.round(r.y));
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  await page.evaluate(() => window.tabula.nextFrame());
}
console.log(problems);
await browser.close();
