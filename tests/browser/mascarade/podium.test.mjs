// Mascarade's podium (issue 32 §5): each step shows the card its player ends
// with -- its face where the seat on screen knows it, else its place's back
// -- and a face carries the character's name on its ribbon, as it does on
// the table. The illustrated card leaves the ribbon blank so the name
// follows the language; the podium drew the bare sprite, so every face
// stood there nameless (seen in the gallery, round 15).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage } from '../harness.mjs';
import { playToEnd } from '../replay-harness.mjs';
import { replay } from './game.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

for (const lang of ['en', 'hu']) {
  test(`${lang}: every card face on the podium carries its name`, async () => {
    const { context, page, problems } = await openPage(browser, 'desktop', `?lang=${lang}`);
    await page.evaluate(() => window.tabulaPage.loadAccess());
    await page.waitForFunction(() => window.tabulaAccess);
    await playToEnd(page, { game: 'mascarade', players: replay.players, seed: replay.seed });
    await page.waitForFunction(() => window.tabula.screen().ending?.phase === 'settled', null, { timeout: 30000 });
    const panel = (await page.evaluate(() => window.tabula.layout())).ending;
    const { sprites, explains, names, texts } = await page.evaluate(() => ({
      sprites: window.tabula.sprites(), explains: window.tabula.explains(), texts: window.tabula.texts(),
      names: window.tabulaAccess?.state().names ?? [] }));
    const inside = (a, b) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;
    // A text's box: its top-left, width and size (its line's height).
    const centred = (t, b) => t.x + t.w / 2 >= b.x && t.x + t.w / 2 <= b.x + b.w && t.y + t.size / 2 >= b.y && t.y + t.size / 2 <= b.y + b.h;
    const steps = explains.filter((e) => names.includes(e.title) && inside(e, panel));
    assert.ok(steps.length >= 2, `podium steps: ${JSON.stringify(steps)}`);
    const cards = steps.flatMap((e) => sprites.filter((s) => s.sprite.startsWith('mascarade/card/') && inside(s, e)));
    assert.equal(cards.length, steps.length, `one card a step: ${JSON.stringify(cards)}`);
    const faces = cards.filter((s) => !s.sprite.startsWith('mascarade/card/back/'));
    assert.ok(faces.length >= 1, `the winner's own seat knows some card at the end: ${cards.map((s) => s.sprite)}`);
    for (const f of faces) {
      const words = texts.filter((t) => centred(t, f)).map((t) => t.text.trim()).filter(Boolean);
      assert.ok(words.length >= 1, `${f.sprite} on the podium carries a name (texts over it: ${JSON.stringify(words)})`);
    }
    await page.screenshot({ path: `${shots}mascarade-podium-${lang}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
