// The accessible layer's "On the table" (issue 25): the seat's situation in
// words, a line a seat, with the figures the game holds (prestige, pounds,
// gold, score, cubes...), in each of the four languages; not the canvas's
// loose words (it once listed "Players", "4", "Variant", "Standard"...).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The label the layer puts after the reader's own name, per language.
const you = { en: 'you', hu: 'te', es: 'tú', it: 'tu' };

// What each game's line for a seat must say, from the seat's own view: every
// game of the build, its figures from tests/browser/<game>/game.mjs.
const figures = {};
for (const game of gameNames()) figures[game] = await gameData(game, 'situationFigures');

test('On the table: each seat\'s situation in words, in all four languages', async () => {
  const context = await browser.newContext({ ...devices.phone });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${base}?lang=en`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess && window.tabulaSituation);
  await page.evaluate(() => window.tabula.setSpeed(1000));
  for (const game of Object.keys(figures)) {
    await page.evaluate((g) => window.tabula.start({ game: g, players: 3, humans: 1, seed: 5 }), game);
    // A few moves in, so the figures differ between seats.
    for (let i = 0; i < 4; ++i) {
      await page.evaluate(async () => {
        await window.tabula.waitIdle(60000);
        const l = window.tabula.legal();
        if (l.length) window.tabula.act(l[l.length - 1]);
        await window.tabula.waitIdle(60000);
      });
    }
    for (const lang of ['en', 'hu', 'es', 'it']) {
      await page.evaluate((l) => window.tabula.setLanguage(l), lang);
      await page.waitForFunction((l) => window.tabulaAccess.state().lang === l, lang);
      // The layer's words follow (the table may be fetched first, and the
      // game's situation file: until it comes the layer lists the drawn
      // words, where "Anna (You)" alone once passed for her line -- CI
      // rehearsal 8). Every seat's line, "Name:" or "Name (You):".
      await page.waitForFunction((l) => {
        window.tabulaAccess.update();
        const items = [...document.querySelectorAll('#access-table li')].map((li) => li.textContent);
        const names = window.tabulaAccess.state().names;
        return names.length > 0 && names.every((n) => items.some((t) => t.startsWith(`${n}:`) || (t.startsWith(`${n} (`) && t.includes('):'))));
      }, lang);
      const r = await page.evaluate(() => ({
        items: [...document.querySelectorAll('#access-table li')].map((li) => li.textContent),
        names: window.tabulaAccess.state().names,
        state: window.tabula.state(),
        choices: window.tabulaAccess.state().choices.map((c) => c.name),
      }));
      const me = r.state.seat;
      assert.ok(r.names.length >= 3, `${game} ${lang}: the seats' names are given`);
      r.names.forEach((name, seat) => {
        const line = r.items.find((t) => t.startsWith(seat === me ? `${name} (${you[lang]}):` : `${name}:`));
        assert.ok(line, `${game} ${lang}: a line for ${name} in ${JSON.stringify(r.items)}`);
        for (const f of figures[game](r.state, seat)) assert.ok(line.includes(f), `${game} ${lang}: "${line}" says ${f}`);
      });
      for (const item of r.items) assert.ok(!r.choices.includes(item), `${game} ${lang}: "${item}" is a choice, not the table`);
      console.log(`# ${game} ${lang}: ${r.items.join(' | ')}`);
    }
    await page.evaluate(() => window.tabula.setLanguage('en'));
  }
  assert.deepEqual(problems, []);
  await context.close();
});
