// Screenshots (not a test) of the focus ring and of the game in words, on
// a phone and a desktop, mid-game in each game, for looking at them:
//   TABULA_URL=... node tests/browser/access-shots.mjs  -> screenshots/access-*.png
import { shots, devices, launchBrowser, base } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const browser = await launchBrowser();
for (const device of ['phone', 'desktop']) {
  for (const game of gameNames()) {
    const players = await gameData(game, 'shotPlayers');
    const context = await browser.newContext(devices[device]);
    const page = await context.newPage();
    await page.goto(`${base}?game=${game}&players=${players}&humans=1&level=easy&seed=4&lang=en`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
    await page.evaluate(() => window.tabula.setSpeed(1000));
    await page.evaluate(() => window.tabula.waitIdle(60000));
    await page.focus('#canvas');
    for (let k = 0; k < 4; ++k) await page.keyboard.press('Tab');
    await page.evaluate(() => window.tabula.nextFrame());
    await page.screenshot({ path: `${shots}access-ring-${game}-${device}.png` });
    await page.evaluate(() => window.tabulaAccess.update());
    await page.locator('#access-choices button').nth(3).focus();
    await page.evaluate(() => window.tabula.nextFrame());
    await page.screenshot({ path: `${shots}access-layer-${game}-${device}.png` });
    const a = await page.evaluate(() => window.tabulaAccess.state());
    console.log(`${game} ${device}: turn "${a.turn}", ${a.choices.length} choices: ${a.choices.map((c) => c.name).join(' | ')}`);
    await context.close();
  }
}
await browser.close();
