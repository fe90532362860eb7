// A replay embedded at About's snippet size (issue 34 §8): a hosted blog
// gives the frame 360x640 and honours no more. The replay asked for 846 px
// at 360 wide and, held to 640, laid a 5-seat table's cards on its middle
// card and its piles (round 14's blogger review). Now it
// asks for no more than the snippet's 640 and lays out within it, controls
// included. For each game's tables (its game.mjs replayEmbed), at move 11,
// the middle and (unless the game says otherwise) the end, in that frame:
// - the height it asks of the host is at most 640;
// - every tap target is inside the frame and no two overlap;
// - no text is under 11 px or off the frame;
// - the game's own checks of what is drawn (its game.mjs: cards clear of
//   each other, of the name plates and of the piles in the middle).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

const frame = { width: 360, height: 640 };

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const at = (r) => `${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.w.toFixed(0)}x${r.h.toFixed(0)}`;
// Backgrounds: a tap there means "nothing here" (the felt, a dialog's dim,
// the scrubber's slices under its knob).
const background = (id) => id === 'v:table' || id === 'overlay' || id === 'explain' || id.startsWith('replay:seek:');

function problemsOf(L, texts) {
  const out = [];
  const ids = Object.keys(L).filter((id) => !background(id));
  for (const id of ids) {
    const r = L[id];
    if (r.x < -0.5 || r.y < -0.5 || r.x + r.w > frame.width + 0.5 || r.y + r.h > frame.height + 0.5) out.push(`${id} is outside the frame: ${at(r)}`);
  }
  for (let i = 0; i < ids.length; ++i)
    for (let j = i + 1; j < ids.length; ++j)
      if (overlap(L[ids[i]], L[ids[j]])) out.push(`${ids[i]} (${at(L[ids[i]])}) overlaps ${ids[j]} (${at(L[ids[j]])})`);
  for (const t of texts) {
    if (t.size < 11) out.push(`text "${t.text}" is ${t.size}px`);
    if (t.x < -0.5 || t.x + t.w > frame.width + 0.5 || t.y < -0.5 || t.y + t.size > frame.height + 0.5) out.push(`text "${t.text}" is off the frame`);
  }
  return out;
}

for (const game of gameNames()) {
  const { tables, check } = await gameData(game, 'replayEmbed');
  for (const { players, seed, end } of tables) {
    test(`${game} ${players}p: a replay embedded at 360x640 lays out within the frame, controls included`, async () => {
      const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
      await playToEnd(maker.page, { game, players, seed });
      await press(maker.page, 'desktop', 'replay:open');
      const link = await maker.page.evaluate(() => window.tabula.shareLink());
      await maker.context.close();
      assert.match(link, /#replay=/);
      const context = await browser.newContext({ viewport: frame });
      const page = await context.newPage();
      await page.goto(link.replace(/&at=\d+/, '') + '&at=11&embed=1');
      await page.evaluate(() => window.tabula.ready);
      await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
      const of = (await page.evaluate(() => window.tabula.replay())).of;
      const problems = [];
      for (const move of end ? [11, Math.floor(of / 2), of] : [11, Math.floor(of / 2)]) {
        await page.evaluate((n) => window.tabula.seek(n), move);
        await page.evaluate(async () => { await window.tabula.waitIdle(20000); await window.tabula.nextFrame(); await window.tabula.nextFrame(); });
        const [L, texts, explains] = await page.evaluate(() => [window.tabula.layout(), window.tabula.texts(), window.tabula.explains()]);
        for (const p of [...problemsOf(L, texts), ...check(L, explains, players)]) problems.push(`move ${move}: ${p}`);
        if (move === 11) await page.screenshot({ path: `${shots}replay-embed-${game}${players}-360x640.png` });
        if (move === of) await page.screenshot({ path: `${shots}replay-embed-${game}${players}-360x640-end.png` });
      }
      // What the host is asked for (tabulaPage posts it to an iframe's parent).
      const wanted = await page.evaluate(() => window.tabulaPage.wantedHeight());
      await context.close();
      assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
      assert.ok(wanted <= 640, `the replay asks the host for ${wanted} px`);
    });
  }
}
