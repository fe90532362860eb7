// Screenshots for a human to look at (not a test): plays one game on the
// served site, seat 0 choosing uniformly among its legal actions by seed,
// and saves a picture of every tab every `every` actions.
//   node tests/browser/look.mjs GAME PLAYERS DEVICE [EVERY] [OUT_DIR] [VARIANT]
// with TABULA_URL pointing at a served build/wasm/site.
import { launchBrowser, openPage, idle, state, press, shots } from './harness.mjs';
import { gameNames } from './games.mjs';

// GAME defaults to the first game of the build's list.
const [game = gameNames()[0], players = '3', device = 'phone', every = '12', out = shots, variant = ''] =
  process.argv.slice(2);
const browser = await launchBrowser();
const query = `?game=${game}&players=${players}&humans=1&level=hard&seed=7${variant ? `&variant=${variant}` : ''}`;
const { page, problems } = await openPage(browser, device, query);
let n = 0;
let rng = 12345;
const pick = (k) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % k; };
async function snap(tag) {
  const layout = await page.evaluate(() => window.tabula.layout());
  const tabs = Object.keys(layout).filter((k) => k.startsWith('v:tab:'));
  await page.screenshot({ path: `${out}/look-${game}-${device}-${tag}.png` });
  for (const t of tabs) {
    await press(page, device, t);
    await page.screenshot({ path: `${out}/look-${game}-${device}-${tag}-${t.slice(6)}.png` });
  }
}
for (let step = 0; step < 2000; ++step) {
  await idle(page);
  const s = await state(page);
  if (s.over || s.phase === 'over') break;
  const legal = await page.evaluate(() => window.tabula.legal());
  if (!legal.length) continue;
  if (n % Number(every) === 0) await snap(String(n).padStart(3, '0'));
  await page.evaluate((a) => window.tabula.act(a), legal[pick(legal.length)]);
  ++n;
}
await idle(page);
await snap('end');
console.log(`${n} actions; problems: ${problems.length ? problems.join('\n') : 'none'}`);
await browser.close();
