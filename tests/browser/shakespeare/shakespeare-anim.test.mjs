// Shakespeare's animations and its short-phone layout, through the real page:
// - after an action that moves a disc, an animation runs (botsIdle() is false
//   although no bot is to move: a solo game) and then ends (botsIdle() true);
// - in a 360x600 (2 players) and a 360x560 (4 players) embed on a touch phone, no two tappable rectangles
//   (layout() ids "v:..." and "action:...") overlap, all lie inside the
//   viewport and are at least 36 px on their short side, on every tab, over
//   the first part of a game.
// Screenshots land in tests/browser/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, shots, launchBrowser, openPage, idle, state } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const actorActivation = (legal) => legal.find((a) => /^activate /.test(a) && !/ with \+3$/.test(a) &&
  !/(author|handyman|queen|costume-maker|set-designer|jeweller|assistant|extra-)/.test(a));

test('a disc move animates: botsIdle() is false for a moment, then true', async () => {
  const { context, page, problems } = await openPage(browser, 'phone', '?game=shakespeare&players=1&seed=5');
  let seen = false;
  for (let i = 0; i < 300 && !seen; ++i) {
    await idle(page);
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    const act = actorActivation(legal);
    if (!act) {
      const r = await page.evaluate((t) => window.tabula.act(t), legal[(i * 3) % legal.length]);
      assert.equal(r.ok, true);
      continue;
    }
    // Real speed for this one action: its animation takes about half a second.
    await page.evaluate(() => window.tabula.setSpeed(1));
    const t0 = Date.now();
    const after = await page.evaluate((t) => {
      const n = window.tabula.state().log.length;
      const r = window.tabula.act(t);
      const moved = window.tabula.state().log.slice(n).some((e) => e.type === 'act');
      return { ok: r.ok, moved, idle: window.tabula.botsIdle(), human: window.tabula.legal().length > 0 };
    }, act);
    assert.equal(after.ok, true);
    if (after.moved) {
      seen = true;
      assert.equal(after.idle, false, `an animation runs after "${act}"`);
      await page.screenshot({ path: `${shots}shakespeare-anim-phone-disc.png` });
      await idle(page);
      const ms = Date.now() - t0;
      assert.equal(await page.evaluate(() => window.tabula.botsIdle()), true);
      assert.ok(ms >= 200 && ms < 5000, `the animation took ${ms} ms`);
      console.log(`# shakespeare: "${act}" animated for ${ms} ms`);
    }
    await idle(page);
    await page.evaluate(() => window.tabula.setSpeed(25));
  }
  assert.ok(seen, 'an actor was activated and moved a disc');
  assert.deepEqual(problems, []);
  await context.close();
});

// At 360x600 with 2 players the 44 px set bricks once reached 4 px into the
// piece picker below them while a set piece was crafted ("set black at A2"
// over "v:pick:set:black"): the cast now gives way to the wall.
for (const [W, H, players] of [[360, 600, 2], [360, 560, 4]]) test(`${W}x${H} embed, ${players} players: tappable rectangles never overlap and fit the screen`, async () => {
  const context = await browser.newContext({
    viewport: { width: W, height: H }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  await page.goto(`${base}?embed=1&game=shakespeare&players=${players}&seed=3&lang=en`);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate(() => window.tabula.setSpeed(25));
  let checks = 0;
  let most = 0;
  let wallChecks = 0;  // set pieces placed: the wall checked against the panel
  const check = async (where) => {
    const layout = await page.evaluate(() => window.tabula.layout());
    const rects = Object.entries(layout).filter(([id]) => id.startsWith('v:') || id.startsWith('action:'));
    assert.ok(rects.length > 0, `${where}: something to tap`);
    checks += 1;
    most = Math.max(most, rects.length);
    for (const [id, r] of rects) {
      assert.ok(r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= W + 0.5 && r.y + r.h <= H + 0.5,
        `${where}: ${id} ${JSON.stringify(r)} lies inside the ${W}x${H} viewport`);
      assert.ok(Math.min(r.w, r.h) >= 35.5, `${where}: ${id} ${JSON.stringify(r)} is big enough for a finger`);
    }
    for (let i = 0; i < rects.length; ++i) {
      for (let j = i + 1; j < rects.length; ++j) {
        const [ia, a] = rects[i];
        const [ib, b] = rects[j];
        const overlap = a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
        assert.ok(!overlap, `${where}: ${ia} ${JSON.stringify(a)} overlaps ${ib} ${JSON.stringify(b)}`);
      }
    }
    return layout;
  };
  const tap = async (id) => {
    const r = (await page.evaluate(() => window.tabula.layout()))[id];
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await page.evaluate(() => window.tabula.nextFrame());
  };
  let shot = false;
  for (let i = 0; i < 60; ++i) {
    await idle(page);
    const s = await state(page);
    if (s.over) break;
    const layout = await check(`move ${i} (${s.phase}/${s.pending})`);
    // Every tab (the log tab too, closed again) every few moves.
    if (i % 6 === 0) {
      const tabs = Object.keys(layout).filter((id) => id.startsWith('v:tab:') || id === 'v:log');
      for (const t of tabs) {
        await tap(t);
        await check(`move ${i}, ${t}`);
        if (t === 'v:log') await tap('v:log');
      }
    }
    if (s.phase === 'actions' && !shot) {
      shot = true;
      await tap('v:tab:board');
      await page.screenshot({ path: `${shots}shakespeare-embed-${W}x${H}.png` });
    }
    // A craft colour picked shows its targets: check those too.
    const pick = Object.keys(await page.evaluate(() => window.tabula.layout())).find((id) => id.startsWith('v:pick:'));
    if (pick) {
      await tap(pick);
      await check(`move ${i}, ${pick}`);
    }
    // A set piece picked: the wall's bricks end above the action panel (whose
    // top is the prompt's first line less the panel's 10 px padding).
    const setPick = Object.keys(await page.evaluate(() => window.tabula.layout())).find((id) => id.startsWith('v:pick:set:'));
    if (setPick) {
      if (setPick !== pick) await tap(setPick);  // (a second tap would put it back)
      const layout = await check(`move ${i}, ${setPick}`);
      const prompt = (await page.evaluate(() => window.tabula.texts())).find((t) => /^Tap a highlighted set space/.test(t.text));
      assert.ok(prompt, `move ${i}, ${setPick}: the prompt to place the set piece`);
      for (const [id, r] of Object.entries(layout).filter(([id]) => id.startsWith('action:set '))) {
        assert.ok(r.y + r.h <= prompt.y - 10 + 0.5, `move ${i}: ${id} ${JSON.stringify(r)} ends above the action panel (prompt at ${prompt.y})`);
      }
      wallChecks += 1;
    }
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    const r = await page.evaluate((t) => window.tabula.act(t), legal[(i * 7) % legal.length]);
    assert.equal(r.ok, true);
  }
  console.log(`# shakespeare ${W}x${H}, ${players} players: ${checks} screens checked, up to ${most} targets on one, the wall checked ${wallChecks} times`);
  assert.ok(wallChecks > 0, 'a set piece was placed');
  assert.ok(checks >= 40);
  assert.deepEqual(problems, []);
  await context.close();
});
