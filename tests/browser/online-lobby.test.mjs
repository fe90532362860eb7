// The "Play online" lobby against the real server (server/, started by the
// test): on a phone every control is a 44 px target and the dialog speaks the
// page's four languages; a refused table keeps the form and says why; the
// invite link copies and goes to the phone's share sheet; the creator starts
// a table with a seat still free, which the link still fills; a latecomer at
// a full table is offered to watch; the seat token lives in localStorage
// under tabula.online.<table>.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { devices, launchBrowser } from './harness.mjs';
import { startServer } from './online-harness.mjs';
import { gameNames, gameWithoutReady, mostSeats, shippedGames } from './games.mjs';

let browser, server;
before(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(device, query = '', lang = '', shareSheet = false) {
  const context = await browser.newContext({ ...devices[device], permissions: ['clipboard-read', 'clipboard-write'] });
  if (shareSheet) {
    await context.addInitScript(() => {
      window.__shared = [];
      navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
    });
  }
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  await page.goto(server.url + query + (lang ? `${query ? '&' : '?'}lang=${lang}` : ''));
  await page.evaluate(() => window.tabula.ready);
  await page.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  return { context, page, problems };
}

// Every button, select and input of the open dialog, with its size.
const controls = (page) => page.$$eval('#online button, #online select, #online input', (els) =>
  els.filter((e) => e.offsetParent !== null).map((e) => {
    const r = e.getBoundingClientRect();
    return { id: e.id || e.textContent, w: r.width, h: r.height };
  }));

const words = {
  en: ['Play online', 'Create table', 'Your name'],
  hu: ['Online játék', 'Asztal létrehozása', 'A neved'],
  es: ['Jugar en línea', 'Crear mesa', 'Tu nombre'],
  it: ['Gioca online', 'Crea tavolo', 'Il tuo nome'],
};

test('phone: the lobby in four languages, 44 px targets, a refusal keeps the form', async () => {
  const { context, page, problems } = await open('phone');
  for (const lang of Object.keys(words)) {
    // The lobby speaks the page's language (<html lang>, set by the game's).
    await page.evaluate((l) => window.tabula.setLanguage(l), lang);
    await page.evaluate(() => window.tabula.nextFrame());
    await page.evaluate(() => window.tabulaOnline.open());
    await page.waitForSelector('#online[open]');
    const text = await page.textContent('#online');
    for (const w of words[lang]) assert.ok(text.includes(w), `${lang}: "${w}" in the lobby`);
    // The lobby's games are the server's (GET online/games): every game the build lists.
    for (const g of gameNames()) assert.ok(await page.$(`#online-game-${g}`), `${lang}: the lobby offers ${g}`);
    await page.tap(`#online-game-${mostSeats().name}`);  // three more seats than it starts with
    for (let i = 0; i < 3; ++i) await page.tap('#online-players-plus');
    for (const c of await controls(page)) {
      assert.ok(c.h >= 44 && c.w >= 44, `${lang}: ${c.id} is ${c.w}x${c.h} px, under 44`);
    }
    const fits = await page.$eval('#online', (d) => d.getBoundingClientRect().right <= window.innerWidth);
    assert.ok(fits, `${lang}: the dialog fits the phone's width`);
    if (lang === 'en') {
      // No name: the form stays, with a reason.
      await page.fill('#online-name', '');
      await page.tap('#online-create');
      assert.match(await page.textContent('#online .online-error'), /name/);
      assert.ok(await page.$('#online-create'), 'the form is still there');
    }
    await page.tap('#online-cancel');
    assert.equal(await page.$eval('#online', (d) => d.open), false, 'Cancel closes the lobby');
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the server refuses a table: the API says why', async () => {
  const { context, page } = await open('desktop');
  const g = shippedGames()[0];
  const r = await page.evaluate((o) => window.tabula.online.create({ game: o.name, players: o.max + 1, bots: [null], level: 'easy' }), g);
  assert.equal(r.ok, false);
  assert.match(r.reason, /players/);
  await context.close();
});

test('invite, copy, start with a free seat, a latecomer watches, the token is kept', async () => {
  const a = await open('phone', '', '', true);
  const game = await gameWithoutReady(3);
  const made = await a.page.evaluate((g) => window.tabula.online.create({ game: g, players: 3, bots: [null, null, 'easy'], level: 'easy' }), game);
  assert.equal(made.ok, true, made.reason);
  assert.deepEqual(await a.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Ann' }), made.table), { ok: true, seat: 0 });
  const token = await a.page.evaluate((t) => localStorage.getItem(`tabula.online.${t}`), made.table);
  assert.match(token ?? '', /^[A-Za-z0-9_-]{20,}$/, 'the seat token is kept in localStorage');
  assert.ok(new URL(a.page.url()).searchParams.get('table') === made.table, 'the address is the table\'s, for a reload');

  // The creator's dialog: the invite link, Copy, the free seat, Start.
  await a.page.waitForSelector('#online-invite');
  assert.equal(await a.page.inputValue('#online-invite'), made.invite);
  await a.page.tap('#online-copy');
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), made.invite);
  // This phone has a share sheet (a stand-in records what it is given).
  await a.page.tap('#online-share');
  assert.deepEqual(await a.page.evaluate(() => window.__shared.map((d) => d.url)), [made.invite]);
  assert.match(await a.page.textContent('#online .online-seats'), /free seat/);
  await a.page.tap('#online-start');
  await a.page.waitForFunction(() => window.tabula.online.view()?.started === true);
  await a.page.waitForFunction(() => !document.getElementById('online').open);

  // The free seat can still be taken after the start, by the link.
  const b = await open('phone', `?table=${made.table}`);
  await b.page.waitForSelector('#online-sit');
  await b.page.fill('#online-name', 'Bea');
  await b.page.tap('#online-sit');
  await b.page.waitForFunction(() => window.tabula.online.view()?.seat === 1);
  await b.page.waitForFunction(() => !document.getElementById('online').open);

  // Then the table is full: a latecomer is offered to watch, nothing else.
  const c = await open('phone', `?table=${made.table}`);
  await c.page.waitForSelector('#online-watch');
  assert.equal(await c.page.$('#online-sit'), null, 'no seat to take');
  await c.page.tap('#online-watch');
  await c.page.waitForFunction(() => window.tabula.online.view()?.seat === -1);
  const v = await c.page.evaluate(() => window.tabula.online.view());
  assert.deepEqual(v.legal, [], 'a spectator has nothing to play');
  assert.deepEqual(v.seats.map((s) => s.name), ['Ann', 'Bea', null]);
  assert.deepEqual(c.problems, []);
  await c.context.close();
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context.close();
  await b.context.close();
});
