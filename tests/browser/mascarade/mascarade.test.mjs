// Mascarade through the real page in Chromium, at desktop and phone size:
// URL-option start, start by taps, a whole game against bots, reload and
// continue, a corrupt save, an illegal action, and the blog iframe.
// Screenshots land in tests/browser/screenshots/ (look at them).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  base, shots, devices, launchBrowser, openPage as openOn, press, idle, state,
} from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });
const openPage = (device, query) => openOn(browser, device, query);

// Plays the human seat's moves (first legal action, or a fixed pick) until
// the game ends; the bots play the rest. Returns the final observation.
async function playToTheEnd(page, limit = 3000) {
  for (let i = 0; i < limit; ++i) {
    await idle(page);
    const s = await state(page);
    if (s.over) return s;
    const legal = await page.evaluate(() => window.tabula.legal());
    assert.ok(legal.length > 0, 'the bots are idle, so the human must have a move');
    const pick = legal[(i * 7) % legal.length];
    const r = await page.evaluate((t) => window.tabula.act(t), pick);
    assert.equal(r.ok, true, `act("${pick}") refused: ${r.reason}`);
  }
  assert.fail('the game did not end');
}

for (const device of Object.keys(devices)) {
  describe(`Mascarade on ${device}`, () => {
    test('URL options start a game that plays to the end against bots', async () => {
      const { context, page, problems } = await openPage(
        device, '?game=mascarade&players=6&humans=1&level=easy&seed=11');
      await idle(page);
      let s = await state(page);
      assert.equal(s.game, 'mascarade');
      assert.equal(s.players, 6);
      assert.equal(s.seat, 0);
      await page.screenshot({ path: `${shots}mascarade-6p-start-${device}.png` });

      const refused = await page.evaluate(() => window.tabula.act('announce emperor'));
      assert.equal(refused.ok, false);
      assert.match(refused.reason, /not a legal action/);

      s = await playToTheEnd(page);
      assert.equal(s.over, true);
      assert.ok(s.winners.length >= 1);
      const total = s.gold.reduce((a, b) => a + b, 0) + s.court + s.bank;
      assert.equal(total, 194, 'gold is conserved');
      await page.screenshot({ path: `${shots}mascarade-6p-end-${device}.png` });
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('a game started by taps, then reloaded and continued', async () => {
      const { context, page, problems } = await openPage(device);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.evaluate(() => window.tabula.ready);
      await page.screenshot({ path: `${shots}start-screen-${device}.png` });
      // Two taps on "›" add two players to the default of 5: one tap, one step.
      const before = await page.evaluate(() => window.tabula.layout());
      assert.ok(before['players:+'] && before.start, 'start screen shows its controls');
      await press(page, device, 'players:+');
      await press(page, device, 'players:+');
      await page.screenshot({ path: `${shots}start-screen-7p-${device}.png` });
      await press(page, device, 'start');
      await page.evaluate(() => window.tabula.setSpeed(25));
      await idle(page);
      let s = await state(page);
      assert.equal(s.players, 7);

      // The seed draws who opens: bots may have moved first, and a bot's
      // announcement asks the human to claim or decline before its own turn.
      // Decline those (by a tap) until a turn with cards to tap comes.
      let L = await page.evaluate(() => window.tabula.layout());
      for (let k = 0; k < 12 && !Object.keys(L).some((id) => id.startsWith('slot:')); ++k) {
        assert.ok(L['action:decline'], `a turn offers cards to tap, or a claim to decline: ${Object.keys(L).join(' ')}`);
        await press(page, device, 'action:decline');
        await idle(page);
        L = await page.evaluate(() => window.tabula.layout());
      }
      s = await state(page);
      const slot = Object.keys(L).find((k) => k.startsWith('slot:'));
      assert.ok(slot, 'the opening swap offers cards to tap');
      await press(page, device, slot);
      const L2 = await page.evaluate(() => window.tabula.layout());
      const choice = Object.keys(L2).find((k) => k.startsWith('action:swap'));
      assert.ok(choice, 'after a card, the swap-or-not buttons appear');
      const logBefore = s.log.length;
      await press(page, device, choice);
      await idle(page);
      s = await state(page);
      assert.ok(s.log.length > logBefore, 'the tapped swap was played');
      await page.screenshot({ path: `${shots}mascarade-6p-after-tap-${device}.png` });

      // Reload mid-game: the autosave is offered and restores the position.
      const saved = await page.evaluate(() => window.tabula.save());
      await page.reload();
      await page.evaluate(() => window.tabula.ready);
      await page.screenshot({ path: `${shots}continue-offered-${device}.png` });
      await press(page, device, 'continue');
      await idle(page);
      const again = await state(page);
      assert.equal(again.log.length, s.log.length);
      assert.deepEqual(again.gold, s.gold);
      assert.equal(JSON.parse(await page.evaluate(() => window.tabula.save())).actions.length,
        JSON.parse(saved).actions.length);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('a corrupt save is reported in words and kept aside', async () => {
      const { context, page } = await openPage(device);
      const bad = JSON.stringify({
        format: 'tabula-save', version: 1, game: 'mascarade',
        options: { players: 5, variant: '', settings: {} }, seed: '3',
        actions: ['swap 1 real', 'fly to the moon'], table: {},
      });
      await page.evaluate((b) => localStorage.setItem('tabula.save', b), bad);
      await page.reload();
      await page.evaluate(() => window.tabula.ready);
      const notices = await page.evaluate(() => window.tabula.notices());
      assert.ok(notices.some((n) => n.includes('action 1') && n.includes('fly to the moon')),
        `notice names the bad action: ${JSON.stringify(notices)}`);
      const kept = await page.evaluate(() => Object.keys(localStorage)
        .filter((k) => k.startsWith('tabula.save.corrupt')).map((k) => localStorage.getItem(k)));
      assert.deepEqual(kept, [bad], 'the corrupt save is kept, unchanged, under its own key');
      assert.ok(await page.locator('#notices .notice').first().isVisible());
      await page.screenshot({ path: `${shots}corrupt-save-${device}.png` });
      await context.close();
    });

    test('malformed URL options fall back to defaults with a notice', async () => {
      const { context, page } = await openPage(device, '?game=mascarade&players=99&level=godlike&seed=x1');
      const notices = await page.evaluate(() => window.tabula.notices());
      assert.ok(notices.length > 0, 'a visible notice says what was ignored');
      const joined = notices.join(' ');
      assert.match(joined, /99|players/);
      await context.close();
    });
  });
}

test('embedded in a 360 px iframe, it fits and posts its height', async () => {
  const context = await browser.newContext({ viewport: { width: 400, height: 900 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><body style="margin:0">
    <iframe id="f" style="width:360px;height:640px;border:0"
      src="${base}?game=mascarade&players=4&humans=1&level=easy&seed=5&embed=1"></iframe>
    <script>window.heights=[];addEventListener('message',e=>{if(e.data&&e.data.tabula==='height')heights.push(e.data.height)})</script>
  </body>`);
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForFunction(() => window.tabula && window.tabula.ready);
  await frame.evaluate(() => window.tabula.ready);
  await frame.evaluate(() => window.tabula.setSpeed(25));
  await frame.evaluate(() => window.tabula.waitIdle(60000));
  const s = await frame.evaluate(() => window.tabula.state());
  assert.equal(s.players, 4);
  const width = await frame.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no horizontal overflow in the iframe (${width}px)`);
  await page.waitForFunction(() => window.heights.length > 0);
  const heights = await page.evaluate(() => window.heights);
  assert.ok(heights[0] > 300, `posted a usable height: ${heights}`);
  await page.screenshot({ path: `${shots}embed-360.png` });
  await context.close();
});
