// Online at a clocked table, whose turn it is and its time left show above
// the fold: a phone keeps the players' rows (where each plate has its time)
// under a tab of their own, and the page's strip says only this seat's time.
// The line under the season says "Bob is excavating… · 4:12" (or "· bot
// plays"). With a stand-in for shell/online.js (as the Mascarade
// app-online test): a real observation, the turn handed to the other seat,
// then the plates' notes (tabula_online_notes). Phone, desktop, 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const sizes = { phone: ['phone'], desktop: ['desktop'], w360: ['phone', { width: 360, height: 640 }] };

for (const [name, [device, viewport]] of Object.entries(sizes)) {
  test(`${name}: the seat to play and its time left show without opening the Players tab`, async () => {
    const { context, page, problems } = await openPage(browser, device, '');
    await context.addInitScript(() => { window.tabulaOnline = { available: true, open() {}, act() {} }; });
    await page.reload();
    await page.evaluate(() => window.tabula.ready);
    if (viewport) await page.setViewportSize(viewport);
    await page.evaluate(() => window.tabula.start({ game: 'mykerinos', players: 2, humans: 1, level: 'easy', seed: 3 }));
    await idle(page);
    const obs = await page.evaluate(() => window.tabula.state());
    const me = obs.seat, other = 1 - me;
    const seats = [0, 1].map((i) => ({ name: i === me ? 'Ann' : 'Bob', bot: null, away: false }));
    // The turn is Bob's: this seat waits.
    await page.evaluate((v) => window.Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(v)]), {
      table: 'T1', game: 'mykerinos', players: 2, variant: '', seat: me, creator: true, started: true,
      seats, observation: { ...obs, current: other }, legal: [], over: false,
    });
    await idle(page);
    const drawn = () => page.evaluate(() => window.tabula.texts().map((t) => t.text).join(' '));
    const sendNotes = (n) => page.evaluate((x) => window.Module.ccall('tabula_online_notes', null, ['string'], [JSON.stringify(x)]), n);
    assert.ok(!(await drawn()).includes('4:12'));
    const notes = ['', ''];
    notes[other] = '4:12';
    await sendNotes(notes);
    await page.waitForFunction(() => /Bob is excavating… · 4:12/.test(window.tabula.texts().map((t) => t.text).join(' ')));
    if (device === 'phone') {
      // Not by the players' rows: their tab is not the one open.
      const L = await page.evaluate(() => window.tabula.layout());
      assert.ok(L['v:tab:players'], `${name}: the players' rows have a tab of their own (${Object.keys(L)})`);
    }
    await page.screenshot({ path: `${shots}mykerinos-turn-time-${name}.png` });
    // A bot stands in: it says so, in Hungarian too.
    notes[other] = 'gép játszik';
    await page.evaluate(() => window.tabula.setLanguage('hu'));
    await sendNotes(notes);
    await page.waitForFunction(() => /Bob ásat… · gép játszik/.test(window.tabula.texts().map((t) => t.text).join(' ')));
    // Its line stays inside the window.
    const width = await page.evaluate(() => innerWidth);
    const line = await page.evaluate(() => window.tabula.texts().filter((t) => /gép játszik/.test(t.text)));
    assert.ok(line.length >= 1 && line.every((t) => t.x >= 0 && t.x + t.w <= width), JSON.stringify(line));
    if (name === 'w360') await page.screenshot({ path: `${shots}mykerinos-turn-time-${name}-hu.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
