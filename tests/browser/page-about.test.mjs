// About as an HTML dialog (issue 8 §2, §3): window.tabulaPage.about() shows,
// for the game asked or the one on screen, what Tabula is, the game's credits,
// which of its data is reconstructed, licences, and the embed snippet as
// selectable text with a Copy button, titled with the game's name and its URL
// options; in four languages; Escape and the close button close it; it works
// on a fresh page and fits a 360 px embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, openPage, devices } from './harness.mjs';
import { gameData, gameFor, gameNames } from './games.mjs';
import { readFileSync } from 'node:fs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const dialogText = (page) => page.evaluate(() => {
  const d = document.getElementById('about');
  return d && d.open ? { title: d.querySelector('h2').textContent, text: d.textContent,
    snippet: d.querySelector('#about-snippet').textContent, lang: d.lang } : null;
});

// Each game's credits as About must show them (tests/browser/<game>/game.mjs
// "about": designer, edition, the illustrator where a rulebook names one or
// null, and what its reconstructed data is called in each language).
const about = {};
for (const game of gameNames()) about[game] = await gameData(game, 'about');
// What "reconstructed" is, in each language.
const reconstructedWord = { en: /reconstructed/i, hu: /helyreállít/i, es: /reconstruid/i, it: /ricostruit/i };
const titleOf = (game) => game[0].toUpperCase() + game.slice(1);
// A game other than the start screen's own (the list's first), so the page
// shows the one asked for.
const notFirst = gameNames().at(-1);

// The words the page shows of each game come from its own folder: a game the
// build lists without them fails here by name, in the language that lacks them.
test('every game the build lists has its blurb and About words in all four languages', () => {
  for (const game of gameNames()) {
    for (const lang of ['en', 'hu', 'es', 'it']) {
      const t = JSON.parse(readFileSync(new URL(`../../assets/i18n/${game}/${lang}.json`, import.meta.url)));
      assert.ok(typeof t.blurb === 'string' && t.blurb.length > 10, `${game} ${lang}: "blurb" (the start screen)`);
      for (const k of ['designer', 'publisher', 'edition', 'reconstructed'])
        assert.ok(typeof t.about?.[k] === 'string' && t.about[k] !== '', `${game} ${lang}: "about.${k}" (About)`);
    }
  }
});

test('a fresh page: About opens for the URL\'s game, never an empty panel', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', `?game=${notFirst}`);
  await page.evaluate(() => window.tabulaPage.about());
  // The licences come from credits.json, fetched as About opens.
  await page.waitForSelector('#about-credits[data-ready="1"]', { timeout: 5000 });
  const d = await dialogText(page);
  assert.ok(d, 'the dialog is open');
  assert.ok(d.title.includes(titleOf(notFirst)), d.title);
  assert.ok(d.text.includes(about[notFirst].designer), `the designer of ${notFirst}`);
  assert.match(d.text, /DejaVu/);
  assert.ok(d.snippet.includes(`game=${notFirst}`), d.snippet);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('about'), null, { timeout: 3000 });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const lang of ['en', 'hu', 'es', 'it']) {
  test(`About in ${lang}: credits, reconstructed data, licences and the snippet of each game`, async () => {
    const { context, page, problems } = await openPage(browser, 'desktop', `?lang=${lang}`);
    for (const game of gameNames()) {
      await page.evaluate((o) => window.tabulaPage.about(o), { game, lang, players: 3, variant: '' });
      const d = await dialogText(page);
      assert.equal(d.lang, lang);
      const title = titleOf(game);
      const a = about[game];
      assert.ok(d.title.includes(title), `${lang} ${game}: titled with the game: ${d.title}`);
      assert.ok(d.text.includes(a.designer), `${lang} ${game}: the designer`);
      assert.ok(d.text.includes(a.edition), `${lang} ${game}: the edition ${a.edition}`);
      if (a.artist) assert.ok(d.text.includes(a.artist), `${lang} ${game}: the illustrator`);
      else assert.ok(!Object.values(about).some((o) => o.artist && d.text.includes(o.artist)), `${lang} ${game}: no unverified illustrator`);
      assert.match(d.text, reconstructedWord[lang], `${lang} ${game}: says what is reconstructed`);
      assert.ok(a.reconstructed[lang], `tests/browser/${game}/game.mjs: about.reconstructed.${lang}`);
      assert.match(d.text, a.reconstructed[lang], `${lang} ${game}: names the reconstructed data`);
      for (const other of Object.keys(about)) {
        if (other !== game) assert.ok(!d.text.includes(about[other].designer), `${lang} ${game}: no credits of ${other}`);
      }
      assert.match(d.snippet, new RegExp(`^<iframe src="${base.replace(/[.?]/g, '\\$&')}\\?game=${game}&players=3&embed=1"`));
      assert.ok(d.snippet.includes(`title="${title} (Tabula)"`), 'the iframe is titled with the game');
      assert.ok(d.text.includes(`${title} · ?game=${game}&players=3&embed=1`), 'the snippet is titled with its URL options');
      if (game === notFirst) await page.screenshot({ path: `${shots}page-about-${lang}.png` });
      await page.click('#about-close');
      await page.waitForFunction(() => !document.getElementById('about'), null, { timeout: 3000 });
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the snippet is real text: it can be selected, and Copy puts it on the clipboard', async () => {
  const context = await browser.newContext({ ...devices.desktop, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const game = gameFor(2, gameNames()[0]);  // a game of 2 seats, not the start screen's own
  await page.goto(base + `?game=${game}&players=2&humans=1&seed=4`);
  await page.evaluate(() => window.tabula.ready);
  // No arguments: the game on screen, with its players.
  await page.evaluate(() => window.tabulaPage.about());
  const d = await dialogText(page);
  assert.ok(d.title.includes(titleOf(game)), d.title);
  assert.ok(d.snippet.includes(`game=${game}&players=2&embed=1`), d.snippet);
  // Selecting it with the mouse (a triple click selects the block).
  await page.click('#about-snippet', { clickCount: 3 });
  const selected = await page.evaluate(() => window.getSelection().toString());
  assert.equal(selected.trim(), d.snippet, 'the snippet is selectable text');
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await page.click('#about-copy');
  await page.waitForFunction(() => document.querySelector('.copy-status').textContent !== '');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), d.snippet, 'Copy copied the snippet');
  assert.equal(await page.textContent('.copy-status'), 'Copied');
  await context.close();
});

test('in a 360x640 embed on a phone, About fits and its buttons are big enough', async () => {
  const context = await browser.newContext({ ...devices.phone, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><body style="margin:0"><iframe style="width:360px;height:640px;border:0"
    src="${base}?game=${gameNames()[0]}&embed=1&lang=it"></iframe></body>`);
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForFunction(() => window.tabulaPage && window.tabula && window.tabula.ready);
  await frame.evaluate(() => window.tabula.ready);
  await frame.evaluate(() => window.tabulaPage.about());
  const m = await frame.evaluate(() => {
    const d = document.getElementById('about');
    const r = d.getBoundingClientRect();
    const b = ['#about-close', '#about-copy'].map((s) => d.querySelector(s).getBoundingClientRect());
    const small = [...d.querySelectorAll('p, dd, dt, pre, h2, h3, button')]
      .map((e) => parseFloat(getComputedStyle(e).fontSize)).filter((s) => s < 11);
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, scrollW: d.scrollWidth, clientW: d.clientWidth,
      buttons: b.map((x) => [x.width, x.height]), small, title: d.querySelector('h2').textContent };
  });
  assert.ok(m.title.includes(titleOf(gameNames()[0])), m.title);
  assert.ok(m.left >= 0 && m.right <= 360 && m.top >= 0 && m.bottom <= 640, `inside the frame: ${JSON.stringify(m)}`);
  assert.ok(m.scrollW <= m.clientW, 'no sideways scrolling');
  for (const [w, h] of m.buttons) assert.ok(w >= 44 && h >= 44, `button ${w}x${h} >= 44x44`);
  assert.deepEqual(m.small, [], 'no text under 11 px');
  await page.screenshot({ path: `${shots}page-about-embed-360.png` });
  await frame.locator('#about-close').tap();
  await frame.waitForFunction(() => !document.getElementById('about'), null, { timeout: 3000 });
  await context.close();
});
