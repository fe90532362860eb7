// The App's side of online play (ONLINE-CONTRACT.md), with a stand-in for
// shell/online.js: the start screen offers "Play online" only when
// window.tabulaOnline.available; a "view" message puts the App at an online
// table showing exactly that seat's observation and legal texts; a tap or
// window.tabula.act() goes to window.tabulaOnline.act and plays nothing
// here; the next view animates the new log entries; leaving goes back to the
// start screen. The views are made from a local game of the same seed, so
// they are real observations of the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, press, idle } from '../harness.mjs';
import { gameNames } from '../games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// A stand-in window.tabulaOnline, installed before the page's scripts run.
async function withFakeOnline(context) {
  await context.addInitScript(() => {
    window.__sent = [];
    window.__opened = 0;
    window.tabulaOnline = {
      available: true,
      open() { window.__opened += 1; },
      act(text) { window.__sent.push(text); },
    };
  });
}

const ids = async (page) => Object.keys(await page.evaluate(() => window.tabula.layout()));
const sendView = (page, view) =>
  page.evaluate((v) => window.Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(v)]), view);

function viewOf(obs, legal, extra = {}) {
  return {
    table: 'T1', game: obs.game, players: obs.players, variant: obs.variant ?? '', seat: obs.seat,
    creator: true, started: true,
    seats: Array.from({ length: obs.players }, (_, i) => ({ name: i === obs.seat ? 'Zoe' : null, bot: i === obs.seat ? null : 'easy', away: false })),
    observation: obs, legal, over: !!obs.over, ...extra,
  };
}

for (const device of ['phone', 'desktop']) {
  test(`${device}: an online Mascarade table shows the server's view and sends taps to it`, async () => {
    const { context, page, problems } = await openPage(browser, device, '');
    await withFakeOnline(context);
    await page.reload();
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    assert.ok((await ids(page)).includes('online'), 'Play online is offered when the server is there');
    await press(page, device, 'online');
    assert.equal(await page.evaluate(() => window.__opened), 1, 'Play online opens the lobby');

    // Real observations: a local 4-player game, the human's first move.
    await page.evaluate(() => window.tabula.start({ game: 'mascarade', players: 4, humans: 1, level: 'easy', seed: 7 }));
    await idle(page);
    const obs1 = await page.evaluate(() => window.tabula.state());
    const legal1 = await page.evaluate(() => window.tabula.legal());
    const move = legal1[0];
    await page.evaluate((t) => window.tabula.act(t), move);
    await idle(page);
    const obs2 = await page.evaluate(() => window.tabula.state());
    const legal2 = await page.evaluate(() => window.tabula.legal());
    assert.ok(obs2.log.length > obs1.log.length);
    await page.evaluate((game) => window.tabula.start({ game, players: 2 }), gameNames().find((g) => g !== 'mascarade'));  // something else on screen

    // Before the start: the seats, waiting.
    await sendView(page, { ...viewOf(obs1, []), started: false, observation: null });
    assert.deepEqual(await page.evaluate(() => window.tabula.screen()),
      { screen: 'waiting', game: 'mascarade', overlay: 'none', online: true });
    assert.equal(await page.evaluate(() => window.tabula.state()), null);
    await page.screenshot({ path: `${shots}app-online-waiting-${device}.png` });

    await sendView(page, viewOf(obs1, legal1));
    assert.deepEqual(await page.evaluate(() => window.tabula.screen()),
      { screen: 'table', game: 'mascarade', overlay: 'none', online: true });
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.tabula.state()), obs1);
    assert.deepEqual(await page.evaluate(() => window.tabula.legal()), legal1);
    const L = await ids(page);
    assert.ok(!L.includes('undo'), 'no undo online');
    assert.ok(L.some((k) => k.startsWith('slot:')), 'the opening swap offers cards to tap');
    await page.screenshot({ path: `${shots}app-online-table-${device}.png` });

    // A tap plays nothing here: it goes to the server.
    const slot = L.find((k) => k.startsWith('slot:'));
    await press(page, device, slot);
    const choice = (await ids(page)).find((k) => k.startsWith('action:swap'));
    await press(page, device, choice);
    assert.deepEqual(await page.evaluate(() => window.__sent), [choice.slice('action:'.length)]);
    assert.deepEqual(await page.evaluate(() => window.tabula.state()), obs1, 'nothing played locally');
    assert.deepEqual(await page.evaluate(() => window.tabula.legal()), [], 'no second action while the first is on its way');
    assert.equal(await page.evaluate(() => window.tabula.save()), '', 'no save of an online game');

    // The server's answer: the new entries animate, then the table settles.
    await page.evaluate(() => window.tabula.setSpeed(1));
    await sendView(page, viewOf(obs2, legal2));
    assert.equal(await page.evaluate(() => window.tabula.botsIdle()), false, 'the new log entries animate');
    await page.evaluate(() => window.tabula.setSpeed(25));
    await idle(page);
    assert.deepEqual(await page.evaluate(() => window.tabula.state()), obs2);
    assert.ok((await page.evaluate(() => window.tabula.log())).length >= 1);
    const r = await page.evaluate((t) => window.tabula.act(t), legal2[0]);
    assert.deepEqual(r, { ok: true });
    assert.equal((await page.evaluate(() => window.__sent)).at(-1), legal2[0]);

    await page.evaluate(() => window.Module.ccall('tabula_online_leave', null, [], []));
    assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('without a table server there is no Play online', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '');
  assert.ok(!(await ids(page)).includes('online'));
  assert.deepEqual(await page.evaluate(() => window.tabula.screen()),
    { screen: 'start', game: 'mascarade', overlay: 'none' });
  assert.deepEqual(problems, []);
  await context.close();
});
