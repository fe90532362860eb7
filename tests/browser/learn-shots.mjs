// Screenshots (not a test) of what issue 21 adds besides the lesson: the
// first board's help line, the expert's hint marked on the board, and a
// rulebook example's scene (at its opening and at its end) with its notes,
// for every game on a phone (390x844), a desktop and a 360 px embed.
// Writes tests/browser/screenshots/learn-<what>-<game>-<where>.png.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/learn-shots.mjs
// TABULA_SHOT_EXAMPLES="<game>:5,<other game>:4" picks other examples (by
// index in the game's rulebook.json; the files then name them), and only
// those games.
import { base, shots, devices, launchBrowser, idle } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const wheres = {
  phone: devices.phone,
  desktop: devices.desktop,
  embed: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
// Each game of the build at its learnPlayers table (tests/browser/<game>/game.mjs), its first example.
const example = Object.fromEntries(gameNames().map((g) => [g, 0]));
const picked = (process.env.TABULA_SHOT_EXAMPLES ?? '').split(',').filter(Boolean).map((p) => p.split(':'));
for (const [g, i] of picked) example[g] = Number(i);
const games = [];
for (const g of gameNames()) if (!picked.length || picked.some(([p]) => p === g)) games.push([g, await gameData(g, 'learnPlayers')]);
const tag = (game) => (picked.length ? `${example[game]}-` : '');

async function tap(page, id, touch) {
  const r = (await page.evaluate(() => window.tabula.layout()))[id];
  if (!r) throw new Error(`no ${id}`);
  if (touch) await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
  else await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
  await page.evaluate(() => window.tabula.nextFrame());
}

const browser = await launchBrowser();
for (const [game, players] of games) {
  for (const [where, profile] of Object.entries(wheres)) {
    const context = await browser.newContext(profile);
    const page = await context.newPage();
    const embed = where === 'embed' ? 'embed=1&' : '';
    await page.goto(`${base}?${embed}game=${game}&players=${players}&humans=1&level=easy&seed=6`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(1000));
    await page.evaluate(() => window.tabula.waitIdle(60000));
    await page.waitForTimeout(900);  // the art
    await page.screenshot({ path: `${shots}learn-helpline-${game}-${where}.png` });
    await idle(page);
    await page.evaluate(() => window.tabula.hint());
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}learn-hint-${game}-${where}.png` });
    const touch = where !== 'desktop';
    await tap(page, 'help', touch);
    const id = `example:${game}:${example[game]}`;
    for (let k = 0; k < 80 && !(await page.evaluate(() => window.tabula.layout()))[id]; ++k) {
      const body = (await page.evaluate(() => window.tabula.layout()))['help-body'];
      await page.mouse.move(body.x + body.w / 2, body.y + body.h / 2);
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(30);
    }
    await page.screenshot({ path: `${shots}learn-rules-${game}-${where}.png` });
    await tap(page, id, touch);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${shots}learn-example-${tag(game)}${game}-${where}-start.png` });
    const r = await page.evaluate(() => window.tabula.replay());
    await page.evaluate((n) => window.tabula.seek(n), Math.min(r.of, r.at + 4));
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${shots}learn-example-${tag(game)}${game}-${where}-mid.png` });
    await page.evaluate((n) => window.tabula.seek(n), r.of);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${shots}learn-example-${tag(game)}${game}-${where}-end.png` });
    await context.close();
  }
}
await browser.close();
console.log('screenshots in', shots);
