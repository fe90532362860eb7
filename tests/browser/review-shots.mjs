// Screenshots (not a test): the review of a finished game of each game, on a
// phone (390x844), a desktop and in a 360 px embed (an iframe in a blog-like
// page), done, with the worst decisions listed; and one while it is still
// working it out (desktop, a game whose review is slow: its reviewShotPlayouts).
// Such a game with few worlds a move so it is quick: the look is the same.
// Writes tests/browser/screenshots/review-<game>-<where>.png.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/review-shots.mjs [lang [game...]]
import { base, shots, devices, launchBrowser, openPage, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames, gamesWith } from './games.mjs';

const lang = process.argv[2] || 'en';
const browser = await launchBrowser();
const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
const links = {};
const only = process.argv.slice(3);
const playouts = {};
for (const game of await gamesWith('reviewShotPlayouts')) playouts[game] = await gameData(game, 'reviewShotPlayouts');
for (const game of gameNames()) {
  if (only.length && !only.includes(game)) continue;
  const { players, seed } = (await gameData(game, 'bench')).review;  // bench-review's game
  await playToEnd(maker.page, { game, players, seed });
  links[game] = await maker.page.evaluate(() => window.tabula.shareLink());
}
await maker.context.close();

const tap = (target, id) => target.evaluate((id) => window.Module.ccall('tabula_tap', 'number', ['string'], [id]), id);
async function reviewDone(target, game) {
  // A slow review's default takes a minute or so: a few worlds show the same look.
  if (playouts[game]) await target.evaluate((n) => { window.tabulaReviewPlayouts = n; }, playouts[game]);
  await tap(target, 'review:open');
  await target.waitForFunction(() => { const r = window.tabula.review(); return r && (r.done || r.failed); }, null, { timeout: 300000 });
  await target.evaluate(() => window.tabula.nextFrame());
}

for (const [game, link] of Object.entries(links)) {
  const query = link.slice(base.length).replace('#', `?lang=${lang}#`);
  for (const where of ['phone', 'desktop']) {
    const { context, page } = await openPage(browser, where, query, { speed: SETTLED_SPEED });
    await page.waitForTimeout(500);
    await reviewDone(page, game);
    await page.waitForTimeout(300);  // the words' pack
    await page.screenshot({ path: `${shots}review-${game}-${where}-${lang}.png` });
    await context.close();
  }
  const context = await browser.newContext(devices.phone);
  const page = await context.newPage();
  const src = base + query.replace('#', '#embed=1&');
  await page.setContent(`<body style="margin:0;background:#eee"><p style="font:16px serif;padding:8px">A blog post.</p>
    <iframe id="f" src="${src}" style="width:360px;height:640px;border:0"></iframe>
    <script>addEventListener('message', (e) => { if (e.data && e.data.tabula === 'height') document.getElementById('f').style.height = e.data.height + 'px'; });</script></body>`);
  const frame = await (await page.waitForSelector('#f')).contentFrame();
  await frame.waitForFunction(() => window.tabula && window.tabula.replay && window.tabula.replay());
  await reviewDone(frame, game);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${shots}review-${game}-embed-${lang}.png`, fullPage: true });
  await context.close();
}
// While it works it out.
const slow = Object.keys(links).find((g) => playouts[g]);
if (slow) {
  const { context, page } = await openPage(browser, 'desktop', links[slow].slice(base.length), { speed: SETTLED_SPEED });
  await tap(page, 'review:open');
  await page.waitForFunction(() => window.tabula.review().chances.length > 20, null, { timeout: 300000 });
  await page.screenshot({ path: `${shots}review-working-desktop-${lang}.png` });
  await context.close();
}
await browser.close();
console.log('screenshots in', shots);
