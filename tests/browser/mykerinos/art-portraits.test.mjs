// Mykerinos's art (issue 32, assets/art/mykerinos/STYLE.md), through the
// built atlas and the real page:
// - every patron has a portrait sprite of their own: a painted head and
//   shoulders (skin among its pixels, not a one-colour icon), and no two
//   share a figure (their ink drawings, compared pixel by pixel, differ);
// - the area cards are drawn on the board, over their parcels: each card's
//   head (patron and value) sits above its parcel's squares, with the
//   patron's portrait;
// - on a phone and in a 360x640 embed, in four languages (CI: the four at
//   the 360x640 embed, the narrowest, and Italian on the phone): coordinates as a
//   ruler outside the squares at 11 px or more (never in the squares'
//   accessible names), the museum's wings labelled with the patrons' names
//   at 11 px or more, never three letters ("Bla", "Lem") and never cut with
//   "…";
// - a cube is set down in 150-400 ms, and with reduced motion at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, shots, launchBrowser, openPage, press, idle, artDrawn, fullOnly, SETTLED_SPEED } from '../harness.mjs';

const PATRONS = ['violet', 'lemon', 'brown', 'blackmore', 'tangerine'];
const words = (lang) => JSON.parse(readFileSync(new URL(`../../../assets/i18n/mykerinos/${lang}.json`, import.meta.url), 'utf8'));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('every patron has a portrait of their own in the atlas (no two share a figure)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + 'art/mykerinos.json');  // same origin for fetch()
  const found = await page.evaluate(async (patrons) => {
    const index = await (await fetch('/art/mykerinos.json')).json();
    const out = { missing: [], sizes: {}, skin: {}, ink: {} };
    for (const s of [1, 2]) {
      const bmp = await createImageBitmap(await (await fetch(`/art/mykerinos@${s}x.png`)).blob());
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const cx = c.getContext('2d');
      cx.drawImage(bmp, 0, 0);
      for (const p of patrons) {
        const r = index.sprites[`patron/${p}`];
        if (!r) { out.missing.push(p); continue; }
        const [x, y, w, h] = r;
        out.sizes[p] = [w, h];
        const d = cx.getImageData(x * s, y * s, w * s, h * s).data;
        // Skin: warm light pixels (the face and neck painted, not an icon).
        // Ink: the figure's dark lines and shapes, as a mask to compare.
        let skin = 0;
        const ink = [];
        for (let i = 0; i < d.length; i += 4) {
          const [R, G, B, A] = [d[i], d[i + 1], d[i + 2], d[i + 3]];
          if (A > 200 && R > 200 && R - G >= 15 && R - G <= 60 && G - B >= 20 && G - B <= 60 && G > 150) skin++;
          ink.push(A > 200 && 0.3 * R + 0.59 * G + 0.11 * B < 110 ? 1 : 0);
        }
        out.skin[`${p}@${s}x`] = skin / (d.length / 4);
        if (s === 2) out.ink[p] = ink;
      }
    }
    return out;
  }, PATRONS);
  assert.deepEqual(found.missing, [], 'a portrait sprite for every patron');
  for (const p of PATRONS) assert.deepEqual(found.sizes[p], [56, 64], `${p}: a 56x64 portrait`);
  for (const [name, share] of Object.entries(found.skin)) {
    assert.ok(share >= 0.02, `${name}: a painted face (${(share * 100).toFixed(1)} % skin), not an icon`);
  }
  // Two figures are the same drawing when their ink masks mostly overlap:
  // intersection over union of the dark pixels, pair by pair.
  for (let i = 0; i < PATRONS.length; ++i) {
    for (let j = i + 1; j < PATRONS.length; ++j) {
      const a = found.ink[PATRONS[i]], b = found.ink[PATRONS[j]];
      let both = 0, either = 0;
      for (let k = 0; k < a.length; ++k) { both += a[k] & b[k]; either += a[k] | b[k]; }
      const iou = both / either;
      assert.ok(iou < 0.6, `${PATRONS[i]} and ${PATRONS[j]} share a figure (ink overlap ${iou.toFixed(2)})`);
    }
  }
  await context.close();
});

// The table at 3 players, season 1, on `profile` in `lang`, its art drawn.
async function table(profile, lang) {
  const embed = profile === 'embed360';
  const { context, page, problems } = embed
    ? await (async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
      await page.goto(base + `?game=mykerinos&players=3&humans=1&level=easy&seed=5&lang=${lang}&embed=1`);
      await page.evaluate(() => window.tabula.ready);
      await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
      return { context, page, problems };
    })()
    : await openPage(browser, profile, `?game=mykerinos&players=3&humans=1&level=easy&seed=5&lang=${lang}`, { speed: SETTLED_SPEED });
  await idle(page);
  assert.equal((await artDrawn(page, 'mykerinos')).state, 'ready');
  return { context, page, problems };
}

const snapshot = (page) => page.evaluate(() => ({
  texts: window.tabula.texts(),
  explains: window.tabula.explains(),
  asked: JSON.parse(window.Module.ccall('tabula_art', 'string', [], [])).asked,
}));

// Each language where its names are tightest, the 360x640 embed; the phone
// (its own layout, a wider one) once, in Italian, the longest names
// ("Colonnello Tangerine").
// TABULA_BROWSER_FULL=1: every language on the phone too.
const phoneLangs = ['it'];
for (const profile of ['phone', 'embed360']) {
  for (const lang of ['en', 'hu', 'es', 'it']) {
    const ci = profile !== 'phone' || phoneLangs.includes(lang) ? {}
      : fullOnly(`CI checks ${lang} at the 360x640 embed, the phone in ${phoneLangs.join(' and ')}`);
    test(`${profile} in ${lang}: area cards on the board, a coordinate ruler, patrons by portrait and name`, ci, async () => {
      const w = words(lang);
      const { context, page, problems } = await table(profile, lang);
      const device = profile === 'embed360' ? 'phone' : profile;
      let { texts, explains, asked } = await snapshot(page);
      const titled = (re) => explains.filter((e) => re.test(e.title));
      // The squares, by their explanations ("Square c4").
      const squareRe = new RegExp('^' + w.help.square_title.replace('{square}', '([a-h][1-9])') + '$');
      const squares = titled(squareRe);
      assert.equal(squares.length, 48, `48 squares on screen (${squares.length})`);
      // The area cards: "Lord Lemon, 3" (card_desc), each over its parcel: its
      // head above the squares of its columns, as wide as two squares.
      const names = Object.values(w.patron).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const cardRe = new RegExp('^(' + [...names, w.no_patron].join('|') + '), \\d$');
      const cards = titled(cardRe);
      assert.equal(cards.length, 8, `the eight parcel cards of season 1 on the board (${cards.map((c) => c.title)})`);
      const top = Math.min(...squares.map((s) => s.y));
      const bottom = Math.max(...squares.map((s) => s.y + s.h));
      for (const c of cards) {
        const below = squares.filter((s) => s.x >= c.x - 4 && s.x + s.w <= c.x + c.w + 4 && s.y >= c.y + c.h - 1 && s.y < c.y + c.h + 4);
        assert.equal(below.length, 2, `"${c.title}" heads its parcel's two columns (${JSON.stringify(c)})`);
        assert.ok(c.y >= top - c.h - 20 && c.y + c.h <= bottom, `"${c.title}" lies on the board`);
      }
      for (const p of PATRONS) {
        if (cards.some((c) => c.title.startsWith(w.patron[p]))) assert.ok(asked.includes(`mykerinos/patron/${p}`), `${p}'s portrait is drawn on their cards`);
      }
      // Coordinates: a ruler of letters under the squares and numbers left
      // of them, at 11 px or more, outside every square; no square's or
      // anything's accessible name is a bare coordinate.
      const inSquare = (t) => squares.some((s) => t.x >= s.x && t.x < s.x + s.w && t.y >= s.y && t.y < s.y + s.h);
      const left = Math.min(...squares.map((s) => s.x));
      const ruler = (t) => (/[a-h]/.test(t.text) ? t.y >= bottom - 1 : t.x + t.w <= left + 1);
      // In a 360 px embed the eight columns of finger-wide squares take the
      // whole width: the column of row numbers gives way (web/mykerinos/
      // view.h RegionGeo::fit), the letters stay. Then the squares must
      // really be finger-wide and leave no 12 px column for the numbers.
      const right = Math.max(...squares.map((s) => s.x + s.w));
      const numbersGiveWay = profile === 'embed360';
      if (numbersGiveWay) {
        assert.ok(squares.every((s) => s.w >= 44 && s.h >= 44), 'squares a finger wide');
        assert.ok(left < 12 && 360 - right < 12, `no room left for a column of numbers (squares from ${left} to ${right})`);
      }
      for (const ch of numbersGiveWay ? 'abcdefgh' : 'abcdefgh123456') {
        const marks = texts.filter((t) => t.text === ch && ruler(t));
        assert.ok(marks.length >= 1, `the ruler shows "${ch}" ${/[a-h]/.test(ch) ? 'under' : 'left of'} the squares`);
        for (const m of marks) assert.ok(m.size >= 11, `"${ch}" at ${m.size} px`);
      }
      assert.deepEqual(texts.filter((t) => /^[a-h]$/.test(t.text) && inSquare(t)), [], 'no letters in the squares\' corners');
      assert.deepEqual(explains.filter((e) => /^([a-h]|[1-9]|[a-h][1-9])$/.test(e.title.trim())), [], 'no bare coordinate as a name');
      // The museum's wings: each patron by name (their short name) at 11 px
      // or more, beside their portrait; never an abbreviation, never cut.
      if (!titled(new RegExp('^' + w.help.wing_title.replace('{patron}', '.*') + '$')).length) {
        await press(page, device, 'v:tab:museum');
        ({ texts, explains, asked } = await snapshot(page));
      }
      for (const p of PATRONS) {
        const label = texts.filter((t) => t.text === w.patron_short[p] || t.text === w.patron[p]);
        assert.ok(label.length >= 1, `${p}'s name is on screen (${w.patron_short[p]})`);
        for (const l of label) assert.ok(l.size >= 11, `${p}'s name at ${l.size} px`);
        assert.ok(asked.includes(`mykerinos/patron/${p}`), `${p}'s portrait is drawn`);
      }
      const abbr = new Set(Object.values(w.patron_abbr));
      assert.deepEqual(texts.filter((t) => abbr.has(t.text)).map((t) => t.text), [], 'no three-letter patron chips');
      const cut = texts.filter((t) => t.text.endsWith('…') &&
        [...Object.values(w.patron), ...Object.values(w.patron_short)].some((n) => n.startsWith(t.text.slice(0, -1))));
      assert.deepEqual(cut.map((t) => t.text), [], 'no patron name cut with "…"');
      assert.deepEqual(texts.filter((t) => t.size < 11).map((t) => `${t.text} ${t.size}`), [], 'nothing under 11 px');
      if (lang === 'en') await page.screenshot({ path: `${shots}mykerinos-art-${profile}.png` });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

// A cube set down: the frames animate for 150-400 ms (at the real clock),
// and not past one frame with reduced motion.
for (const reduce of [false, true]) {
  test(`a cube is set down ${reduce ? 'at once with reduced motion' : 'with weight, in 150-400 ms'}`, async () => {
    const { context, page, problems } = await openPage(browser, 'desktop', '?game=mykerinos&players=2&humans=1&level=easy&seed=7&lang=en',
      { speed: SETTLED_SPEED, reducedMotion: reduce ? 'reduce' : undefined });
    await idle(page);
    await page.evaluate((x) => window.tabula.setSpeed(x), 1);
    const move = await page.evaluate(() => window.tabula.legal().find((t) => /^new [a-h]\d$/.test(t)));
    assert.ok(move, 'a new excavation to start');
    const took = await page.evaluate(async (m) => {
      const t0 = performance.now();
      window.tabula.act(m);
      await window.tabula.nextFrame();
      const first = !!window.tabula.screen().animating;
      while (window.tabula.screen().animating && performance.now() - t0 < 2000) await window.tabula.nextFrame();
      return { first, ms: performance.now() - t0 };
    }, move);
    if (reduce) {
      assert.equal(took.first, false, 'reduced motion: nothing animates after the move');
    } else {
      assert.equal(took.first, true, 'the cube animates');
      assert.ok(took.ms >= 150 && took.ms <= 400 + 100, `the drop and settle took ${Math.round(took.ms)} ms`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}
