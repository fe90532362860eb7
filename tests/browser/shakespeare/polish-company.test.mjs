// Shakespeare's company board reads as a backstage (issue 26): the set is
// built on scaffolding and chalked places, not cells labelled "virtual";
// an actor's effects are icons -- a cylinder (activation), a costume
// (rehearsal) -- not "→ ... ✓ ..."; the +3 tokens a token, an empty
// cylinder row an empty cylinder, not "–". The words stay in the
// explanations (a long press / hover). Each ambiance space says its effect
// in a word under its icon ("+1 ★", "−1 act"). Phone, desktop and a 360 px embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, shots, devices, launchBrowser, openPage, press, idle } from '../harness.mjs';

// What each ambiance space does, in a word under its icon (issue 32 §3).
const ambianceIn = (lang) => Object.values(JSON.parse(readFileSync(new URL(`../../../assets/i18n/shakespeare/${lang}.json`, import.meta.url))).ambiance_short);
const ambianceWords = ambianceIn('en');

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const sizes = {
  phone: 'phone',
  desktop: 'desktop',
  // An embed's frame on a blog, 360 px wide.
  embed360: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 },
};

for (const [name, device] of Object.entries(sizes)) {
  test(`the company board on a ${name}: icons and a set being built, no words as labels`, async () => {
    let context, page, problems;
    if (typeof device === 'string') ({ context, page, problems } = await openPage(browser, device, '?game=shakespeare&players=2&humans=1&level=easy&seed=11&lang=en', { speed: 1000 }));
    else {
      context = await browser.newContext(device);
      page = await context.newPage();
      problems = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
      await page.goto(`${base}?game=shakespeare&players=2&humans=1&level=easy&seed=11&lang=en`);
      await page.evaluate(() => window.tabula.ready);
      await page.evaluate(() => window.tabula.setSpeed(1000));
    }
    await idle(page);
    // The own company's board (a tab of its own on a phone).
    if ((await page.evaluate(() => window.tabula.layout()))['v:tab:p0']) await press(page, typeof device === 'string' ? device : 'desktop', 'v:tab:p0');
    await page.evaluate(() => window.tabula.nextFrame());
    const r = await page.evaluate(() => ({ texts: window.tabula.texts().map((t) => t.text), explains: window.tabula.explains() }));
    // The starting Handyman says its work at every size ("Takes:" may give
    // way on a narrow card), and no sprite lies
    // on its words (in the 360 px embed it once showed "value 4": room was
    // kept for costume slots it has not; then its medallion lay on the "4").
    const drawn = await page.evaluate(() => ({ texts: window.tabula.texts(), sprites: window.tabula.sprites() }));
    const handyman = r.explains.find((e) => e.title === 'Handyman' && e.h >= 40);
    assert.ok(handyman, 'the Handyman on the company board');
    const within = (a, b) => a.x + a.w / 2 >= b.x && a.x + a.w / 2 <= b.x + b.w && a.y + (a.h ?? a.size) / 2 >= b.y && a.y + (a.h ?? a.size) / 2 <= b.y + b.h;
    const words = drawn.texts.filter((t) => within(t, handyman));
    const said = words.map((t) => t.text).join(' ');
    assert.ok(said.includes('costume or set pieces up to 4'), `the Handyman says its work: ${said}`);
    for (const sp of drawn.sprites.filter((x) => within(x, handyman)))
      for (const t of words)
        assert.ok(!(sp.x < t.x + t.w && t.x < sp.x + sp.w && sp.y < t.y + t.size && t.y < sp.y + sp.h), `${sp.sprite} lies on "${t.text}"`);
    await page.screenshot({ path: `${shots}polish-company-${name}.png` });
    // No words standing in for pictures.
    for (const t of r.texts) {
      assert.ok(!/^virtual$/i.test(t), 'no "virtual" label on the set');
      assert.ok(!/[→✓]/.test(t), `no arrow or tick as an effect's label: "${t}"`);
      assert.ok(t !== '–', 'no dash for no cylinders left');
      assert.ok(!/^\+3 ×/.test(t), `the +3 tokens are a token, not "${t}"`);
    }
    // The ambiance track: every space's effect in a word under its icon.
    for (const w of ambianceWords) assert.ok(r.texts.includes(w), `the ambiance track says "${w}" (${name})`);
    // The icons are there, each explained in words.
    const titled = (title) => r.explains.filter((e) => e.title === title);
    assert.ok(titled('Dress rehearsal').length >= 2, 'each actor shows its rehearsal icon, explained');
    assert.ok(titled('Recruiting and activation').length >= 2, 'each actor shows its activation icon, explained');
    assert.ok(titled('Dress rehearsal').every((e) => /Rehearsal \(with a complete costume\)/.test(e.body)), 'the words stay in the explanation');
    assert.ok(titled('+3 tokens').length === 1, 'the +3 tokens are explained');
    // The set: its scaffolding explained as before, in words.
    const virtualSpaces = r.explains.filter((e) => /A virtual piece/.test(e.body));
    if (name === 'desktop') assert.ok(virtualSpaces.length > 0, 'the desktop shows the set with its scaffolding');
    if (virtualSpaces.length) assert.ok(virtualSpaces.every((e) => e.title === 'Set'), 'scaffolding is explained under the set');
    // Hungarian's longest ("−1 felv.") widens the spaces where the board has
    // the width (the desktop's was capped at 44 px, and showed icons alone).
    if (name === 'desktop') {
      await page.evaluate(() => window.tabula.setLanguage('hu'));
      await idle(page);
      await page.evaluate(() => window.tabula.nextFrame());
      const hu = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
      for (const w of ambianceIn('hu')) assert.ok(hu.includes(w), `the ambiance track says "${w}" (desktop, hu)`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}
