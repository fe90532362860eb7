// The plain board (web/app/plain_view.cc), the board of every game without
// one of its own (issue 34 §16), on a 390x844 phone: every legal action is
// reachable, a button at least 44 px each way inside the screen, on pages
// when they do not fit at once; and such a game has an emblem on the start
// screen. Every game of the test page is put on it (tabula_plain_board), at
// its largest table, so a decision with many choices is seen (the 260 px
// button a line it replaced dropped what did not fit: 13 bids on a phone).
// Run by scripts/test.sh against build/wasm-test/site with the toy's smoke test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, press, idle, shots } from '../../browser/harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const layout = (page) => page.evaluate(() => window.tabula.layout());
const phone = { width: 390, height: 844 };

test('phone: every legal action of every game is on the plain board, a finger wide, on some page', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '');
  const games = JSON.parse(await page.evaluate(() => window.Module.ccall('tabula_games', 'string', [], [])));
  await page.evaluate(() => window.Module.ccall('tabula_plain_board', null, ['number'], [1]));
  let most = 0;
  for (const g of games) {
    const players = g.max ?? g.max_players;
    const started = await page.evaluate((o) => window.tabula.start(o), { game: g.name, players, humans: 1, level: 'easy', seed: 3 });
    assert.equal(started.ok, true, `${g.name}: ${JSON.stringify(started)}`);
    await idle(page);
    const legal = await page.evaluate(() => window.tabula.legal());
    assert.ok(legal.length > 0, `${g.name}: a person's decision`);
    most = Math.max(most, legal.length);
    const seen = new Set();
    for (let turn = 0; turn < 100; ++turn) {
      const l = await layout(page);
      const before = seen.size;
      for (const [id, r] of Object.entries(l)) {
        if (!id.startsWith('action:') && !id.startsWith('v:page:')) continue;
        assert.ok(r.w >= 44 && r.h >= 44, `${g.name}: ${id} is ${r.w}x${r.h}`);
        assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= phone.width + 0.5 && r.y + r.h <= phone.height + 0.5,
          `${g.name}: ${id} at ${JSON.stringify(r)} is off the screen`);
        if (id.startsWith('action:')) seen.add(id.slice(7));
      }
      if (turn === 0) await page.screenshot({ path: `${shots}plain-board-${g.name}-phone.png` });
      if (!l['v:page:next'] || (turn > 0 && seen.size === before)) break;
      await press(page, 'phone', 'v:page:next');
    }
    assert.deepEqual([...seen].sort(), [...legal].sort(), `${g.name} at ${players}: the actions reachable on the plain board`);
    // A tap on one of them plays it (the last one found: on the last page).
    const last = [...seen].at(-1);
    const n = JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length;
    if ((await layout(page))[`action:${last}`]) {
      await press(page, 'phone', `action:${last}`);
      assert.equal(JSON.parse(await page.evaluate(() => window.tabula.save())).actions.at(n), last, `${g.name}: the tap played it`);
    }
  }
  assert.ok(most >= 13, `some game offered at least 13 choices at once (most: ${most})`);
  assert.deepEqual(problems.filter((p) => !/404/.test(p)), []);
  await context.close();
});

// The start screen's card of a game without web/<game>/ shows an emblem: the
// default plaque (gold on velvet), where its card was blank before.
test('phone: a game without its own board has an emblem on the start screen', async () => {
  const { context, page } = await openPage(browser, 'phone', '?game=toy');
  await page.evaluate(() => window.tabula.nextFrame());
  const card = (await layout(page))['game:toy'];
  assert.ok(card, 'the toy has a card');
  // The emblem's part of the card (web/app/start.cc), read from the canvas.
  const gold = await page.evaluate(({ x, y, w, h }) => {
    const canvas = document.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const s = canvas.width / box.width;
    const c = new OffscreenCanvas(canvas.width, canvas.height);
    const cx = c.getContext('2d');
    cx.drawImage(canvas, 0, 0);
    const d = cx.getImageData((x - box.x) * s, (y - box.y) * s, w * s, h * s).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 180 && d[i + 1] > 130 && d[i + 1] < 220 && d[i + 2] < 140) ++n;
    return n / (d.length / 4);
  }, { x: card.x + 10, y: card.y + 10, w: card.w - 20, h: card.h * 0.56 - 10 });
  await page.screenshot({ path: `${shots}plain-board-emblem-phone.png` });
  assert.ok(gold > 0.02, `gold in the emblem's place: ${(gold * 100).toFixed(1)} % of its pixels`);
  await context.close();
});
