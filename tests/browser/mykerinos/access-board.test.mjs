// Mykerinos in words (issue 34 §3): a blind player can plan. The accessible
// layer's "On the table" describes the region area by area, in each of the
// four languages (what each area offers, whose cubes are on which squares,
// where the pyramids are, who leads it), and every square to choose reads
// "Square c3", never a drawn coordinate letter leaking into its name
// ("a 1", "Square d1 d", "Square a2 2"), on a phone and a desktop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser, SETTLED_SPEED } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

async function open(device, lang) {
  const context = await browser.newContext(devices[device]);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${base}?game=mykerinos&players=2&humans=1&level=easy&seed=4&lang=${lang}`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  return { context, page, problems };
}
// The layer's words once the game's situation file has come.
async function layer(page) {
  await page.evaluate(async () => { await window.tabula.waitIdle(60000); await window.tabula.nextFrame(); });
  await page.waitForFunction(() => window.tabulaAccess.state().texts.some((t) => /a1/.test(t)), null, { timeout: 10000 });
  return page.evaluate(() => window.tabulaAccess.state());
}

for (const device of ['phone', 'desktop']) {
  test(`Mykerinos on a ${device}: every square reads "Square <coordinate>", and the table describes the region`, async () => {
    const { context, page, problems } = await open(device, 'en');
    // A few turns in, so that cubes lie on the region (a new excavation each).
    for (let k = 0; k < 3; ++k) {
      await layer(page);
      const legal = await page.evaluate(() => window.tabula.legal());
      const dig = legal.find((x) => x.startsWith('new ')) ?? legal[0];
      await page.evaluate((x) => window.tabula.act(x), dig);
    }
    const a = await layer(page);
    const squares = a.choices.filter((c) => c.id.startsWith('v:sq:'));
    assert.ok(squares.length > 0, 'squares to choose');
    for (const c of squares) assert.equal(c.name, `Square ${c.id.slice(5)}`, `the square ${c.id} is named`);
    const s = await page.evaluate(() => window.tabula.state());
    const all = a.texts.join('\n');
    const areas = s.region.areas.length;
    for (let k = 1; k <= areas; ++k) assert.match(all, new RegExp(`^Area ${k}, squares [a-h]\\d to [a-h]\\d`, 'm'), `area ${k} is described`);
    // Every cube on the region is told, square by square.
    const named = (sq) => String.fromCharCode(97 + (sq % 8)) + (Math.floor(sq / 8) + 1);
    const held = s.region.cubes.map((c, sq) => (typeof c === 'number' ? named(sq) : null)).filter(Boolean);
    assert.ok(held.length > 0, 'cubes lie on the region');
    for (const sq of held) assert.match(all, new RegExp(`\\b${sq}\\b`), `the cube on ${sq} is told`);
    assert.match(all, /leads with|tie with/, 'who leads an area is told');
    assert.match(all, /offers .* with a cartouche of \d/, 'what an area offers is told');
    const pyramids = s.region.pyramids.map((p, sq) => (p ? named(sq) : null)).filter(Boolean);
    if (pyramids.length) assert.match(all, /pyramids on/, 'the pyramids are told');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

for (const [lang, area] of [['hu', /^1\. terület/m], ['es', /^Área 1/m], ['it', /^Area 1, caselle/m]]) {
  test(`Mykerinos in words in ${lang}`, async () => {
    const { context, page, problems } = await open('desktop', lang);
    const a = await layer(page);
    assert.match(a.texts.join('\n'), area);
    assert.ok(!a.texts.join('\n').match(/offers|squares|cubes of/), 'no English left');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
