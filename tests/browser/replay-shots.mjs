// Screenshots (not a test): a replay of each game opened fresh from its link,
// on a phone (390x844), a desktop and in a 360 px embed (an iframe in a
// blog-like page), at the middle of the game and at its end with everything
// shown. Writes tests/browser/screenshots/replay-look-<game>-<where>-<at>.png.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/replay-shots.mjs
import { base, shots, devices, launchBrowser, openPage, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

const browser = await launchBrowser();
const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
const links = {};
for (const game of gameNames()) {
  const { players, seed } = await gameData(game, 'replay');  // the replay test's game
  const save = await playToEnd(maker.page, { game, players, seed });
  const link = await maker.page.evaluate(() => window.tabula.shareLink());
  links[game] = { link: link.replace(/&at=\d+/, `&at=${Math.floor(save.actions.length / 2)}`), n: save.actions.length };
}
await maker.context.close();

for (const [game, { link }] of Object.entries(links)) {
  for (const where of ['phone', 'desktop']) {
    const { context, page } = await openPage(browser, where, link.slice(base.length), { speed: SETTLED_SPEED });
    await page.waitForTimeout(800);  // the art
    await page.screenshot({ path: `${shots}replay-look-${game}-${where}-mid.png` });
    await page.evaluate(() => { window.tabula.seek(window.tabula.replay().of); window.tabula.viewAs('all'); });
    await page.evaluate(() => window.tabula.nextFrame());
    await page.screenshot({ path: `${shots}replay-look-${game}-${where}-end.png` });
    await context.close();
  }
  // A 360 px embed in a page, as a blogger writes it.
  const context = await browser.newContext(devices.phone);
  const page = await context.newPage();
  const src = link.replace('#', '#embed=1&');
  await page.setContent(`<body style="margin:0;background:#eee"><p style="font:16px serif;padding:8px">A blog post.</p>
    <iframe id="f" src="${src}" style="width:360px;height:640px;border:0"></iframe>
    <script>addEventListener('message', (e) => { if (e.data && e.data.tabula === 'height') document.getElementById('f').style.height = e.data.height + 'px'; });</script></body>`);
  const frame = await (await page.waitForSelector('#f')).contentFrame();
  await frame.waitForFunction(() => window.tabula && window.tabula.replay && window.tabula.replay());
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${shots}replay-look-${game}-embed-mid.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('screenshots in', shots);
