// Mascarade's portraits (issue 32 §2, assets/art/mascarade/STYLE.md): every
// character of the box has its own card illustration in the built atlas, and
// no two share a figure; the four card backs are four different masks.
//
// "Shares a figure" is judged from the rendered pixels, not the sources: the
// drawing inside the arch (above the name ribbon) is reduced to its ink lines
// (luminance edges), and two cards whose lines mostly coincide (intersection
// over union of their edge maps, each widened by a pixel) draw the same
// figure whatever their colours; lines most cards share (the arch, the
// shoulders every guest stands in) are left out first. The control: a card against itself
// recoloured (hue turned 150 degrees, the old atlas's one-figure-many-tints
// case) must count as the same figure, or the measure proves nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, launchBrowser } from '../harness.mjs';

const characters = Object.keys(JSON.parse(readFileSync(new URL('../../../assets/i18n/mascarade/en.json', import.meta.url))).characters);
// Above this overlap of their lines two drawings are the same figure.
const SAME = 0.5;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Edge maps of `names`' region `box` ([x, y, w, h] in card units of 90x126),
// plus the recoloured control of the first; then every pair's overlap.
async function overlaps(page, names, box) {
  return page.evaluate(async ({ names, box }) => {
    const index = await (await fetch('/art/mascarade.json')).json();
    const scale = 2;
    const bmp = await createImageBitmap(await (await fetch(`/art/mascarade@${scale}x.png`)).blob());
    const missing = names.filter((n) => !index.sprites[n]);
    if (missing.length) return { missing };
    const edges = (name, filter) => {
      const [x, y, w] = index.sprites[name];
      const k = (w / 90) * scale;  // sprite px per card unit
      const bw = Math.round(box[2] * k), bh = Math.round(box[3] * k);
      const c = new OffscreenCanvas(bw, bh);
      const cx = c.getContext('2d');
      if (filter) cx.filter = filter;
      cx.drawImage(bmp, (x * scale) + box[0] * k, (y * scale) + box[1] * k, bw, bh, 0, 0, bw, bh);
      const px = cx.getImageData(0, 0, bw, bh).data;
      const lum = new Float32Array(bw * bh);
      for (let i = 0; i < bw * bh; ++i) lum[i] = 0.3 * px[4 * i] + 0.59 * px[4 * i + 1] + 0.11 * px[4 * i + 2];
      const e = new Uint8Array(bw * bh);
      for (let j = 1; j < bh - 1; ++j) {
        for (let i = 1; i < bw - 1; ++i) {
          const g = Math.abs(lum[j * bw + i + 1] - lum[j * bw + i - 1]) + Math.abs(lum[(j + 1) * bw + i] - lum[(j - 1) * bw + i]);
          if (g > 60) e[j * bw + i] = 1;
        }
      }
      // Widened by a pixel: a line a pixel off is the same line.
      const wide = new Uint8Array(bw * bh);
      for (let j = 1; j < bh - 1; ++j) {
        for (let i = 1; i < bw - 1; ++i) {
          if (e[j * bw + i]) for (let dj = -1; dj <= 1; ++dj) for (let di = -1; di <= 1; ++di) wide[(j + dj) * bw + i + di] = 1;
        }
      }
      return wide;
    };
    const iou = (a, b) => {
      let both = 0, either = 0;
      for (let i = 0; i < a.length; ++i) { both += a[i] & b[i]; either += a[i] | b[i]; }
      return either ? both / either : 1;
    };
    const maps = names.map((n) => edges(n));
    // Lines most cards share (the gilt arch, the shoulders every guest is
    // built on) say nothing of a figure: left out of every comparison.
    if (names.length > 4) {
      const common = new Uint8Array(maps[0].length);
      for (let i = 0; i < common.length; ++i) {
        let k = 0;
        for (const m of maps) k += m[i];
        common[i] = k >= 0.6 * maps.length;
      }
      for (const m of maps) for (let i = 0; i < m.length; ++i) if (common[i]) m[i] = 0;
      maps.common = common;
    }
    const pairs = [];
    for (let i = 0; i < names.length; ++i) {
      for (let j = i + 1; j < names.length; ++j) pairs.push([names[i], names[j], iou(maps[i], maps[j])]);
    }
    const recoloured = edges(names[0], 'hue-rotate(150deg) saturate(1.4)');
    if (maps.common) for (let i = 0; i < recoloured.length; ++i) if (maps.common[i]) recoloured[i] = 0;
    const control = iou(maps[0], recoloured);
    return { pairs, control };
  }, { names, box });
}

test('every character has its own portrait card, and no two share a figure', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}art/mascarade.json`);  // same origin for fetch()
  assert.ok(characters.length >= 12, `the characters of the box: ${characters}`);
  // The drawing inside the arch, above the ribbon (STYLE.md: y < 95).
  const r = await overlaps(page, characters.map((c) => `card/${c}`), [14, 8, 62, 86]);
  assert.deepEqual(r.missing, undefined, `characters without a card: ${r.missing}`);
  assert.ok(r.control > SAME, `a card recoloured counts as the same figure (overlap ${r.control.toFixed(2)})`);
  const same = r.pairs.filter(([, , v]) => v > SAME).map(([a, b, v]) => `${a} ~ ${b} (${v.toFixed(2)})`);
  assert.deepEqual(same, [], 'cards drawing the same figure');
  const worst = r.pairs.reduce((m, p) => (p[2] > m[2] ? p : m));
  console.log(`# closest pair: ${worst[0]} ~ ${worst[1]}, overlap ${worst[2].toFixed(2)}; control ${r.control.toFixed(2)}`);
  await context.close();
});

test('four card backs, four different masks', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}art/mascarade.json`);
  const backs = [0, 1, 2, 3].map((n) => `card/back/${n}`);
  const r = await overlaps(page, backs, [24, 36, 42, 54]);  // inside the oval all four share
  assert.deepEqual(r.missing, undefined, `backs missing: ${r.missing}`);
  const same = r.pairs.filter(([, , v]) => v > SAME).map(([a, b, v]) => `${a} ~ ${b} (${v.toFixed(2)})`);
  assert.deepEqual(same, [], 'backs with the same mask');
  await context.close();
});
