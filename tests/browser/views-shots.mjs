// Screenshots for a human to look at (not a test): GAME with PLAYERS at the
// four sizes of issue 8 (390x844 phone, 1280x800 desktop, 360x640 and
// 720x480 embeds), after ACTIONS random decisions of seat 0, every tab.
//   node tests/browser/views-shots.mjs GAME PLAYERS [ACTIONS] [OUT_DIR] [TAG]
// with TABULA_URL pointing at a served build/wasm/site.
import { mkdirSync } from 'node:fs';
import { launch, open, tapper } from './views-walk.mjs';
import { gameNames } from './games.mjs';

// GAME defaults to the first game of the build's list.
const [game = gameNames()[0], players = '3', actions = '12', out = '/tmp/views-shots', tag = ''] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
for (const profile of ['phone', 'desktop', 'embed360', 'embed720']) {
  const { context, page } = await open(browser, profile, game, players, 7);
  let rng = 99;
  const pick = (k) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % k; };
  for (let n = 0; n < Number(actions);) {
    await page.evaluate(() => window.tabula.waitIdle(120000));
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    const busy = legal.filter((l) => l !== 'pass');
    await page.evaluate((a) => window.tabula.act(a), busy.length ? busy[pick(busy.length)] : legal[0]);
    ++n;
  }
  await page.evaluate(() => window.tabula.waitIdle(120000));
  const name = `${out}/${tag}${game}${players}-${profile}`;
  await page.screenshot({ path: `${name}.png` });
  const tap = tapper(page, profile);
  const tabs = Object.keys(await page.evaluate(() => window.tabula.layout())).filter((k) => k.startsWith('v:tab:'));
  for (const t of tabs) {
    await tap(t);
    await page.screenshot({ path: `${name}-${t.slice(6)}.png` });
  }
  await context.close();
}
await browser.close();
