// Accounts (issue 33 §1) with a real browser and the real server on
// http://localhost (a passkey needs a domain; 127.0.0.1 cannot have one):
// Chromium's virtual authenticator (DevTools WebAuthn domain) stands for the
// phone's fingerprint. Two browser contexts are two devices: the phone makes
// a table, creates its account with a passkey (its seat moves to it), adds
// the laptop with a one-use code (the link the QR code holds); the laptop
// lists the phone's table, sits at its seat and plays, and the phone's open
// page shows the move without a reload. A code used once, expired, or issued
// before "sign out everywhere" is refused; another account's session sees
// none of Ann's tables and cannot sign her devices out. Every account
// screen: 44 px targets, axe clean, at a phone, a desktop and a 360 px
// embed; the four languages at the 360 px embed (one language each at the
// phone and the desktop: see accountScreens).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, full, launchBrowser, shots } from './harness.mjs';
import { startServer, addPasskeys, onlineAxe } from './online-harness.mjs';
import { gameFor } from './games.mjs';

const root = new URL('../../', import.meta.url).pathname;
const pack = (l) => JSON.parse(fs.readFileSync(path.join(root, 'assets/i18n-online', `${l}.json`), 'utf8'));

let browser, server, local;
const skewFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-skew-')), 'skew');
before(async () => {
  fs.writeFileSync(skewFile, '0');
  browser = await launchBrowser();
  // Its pages are on http://localhost: the server checks Origin against that (issue 31).
  server = await startServer({ host: 'localhost', env: { TABULA_CLOCK_SKEW_FILE: skewFile, TABULA_CLOCK_TICK_MS: '200' } });
  local = server.url.replace('127.0.0.1', 'localhost');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// A device: a context of its own (its own cookies and storage); `passkey`:
// a platform authenticator that says yes; `axe`: the page's CSP bypassed so
// axe-core can be injected (the phone keeps it: online/webauthn.js must load under it).
async function device(kind, { passkey = false, axe = false, url = local, size = null } = {}) {
  const context = await browser.newContext({ ...devices[kind], ...(size ? { viewport: size } : {}), bypassCSP: axe });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error' && !/40[13]|Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`); });
  if (passkey) {
    await addPasskeys(context, page);
  }
  await page.goto(url);
  await page.evaluate(() => window.tabula.ready);
  await page.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  return { context, page, problems };
}
const account = (page) => page.evaluate(() => window.tabula.online.account());
// A tap as a person makes one, counted.
async function tap(page, selector, count) {
  await page.waitForSelector(selector, { state: 'visible' });
  await page.tap(selector);
  count.n += 1;
}
const axe = onlineAxe;
// Every visible control of the dialog is a 44 px target; no text under 11 px.
async function sizes(page) {
  return page.evaluate(() => {
    const bad = [];
    document.querySelectorAll('#online button, #online input').forEach((e) => {
      if (e.offsetParent === null) return;
      const r = e.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) bad.push(`${e.id || e.textContent}: ${r.width}x${r.height}`);
    });
    document.querySelectorAll('#online *').forEach((e) => {
      if (e.offsetParent === null || !e.childNodes.length || ![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) return;
      const px = parseFloat(getComputedStyle(e).fontSize);
      if (px < 11) bad.push(`${e.tagName}.${e.className} text ${px}px`);
    });
    return bad;
  });
}

test('a passkey account on the phone, the laptop added with a code, plays the phone\'s seat', async () => {
  const game = gameFor(2);
  const phone = await device('phone', { passkey: true });
  const made = await phone.page.evaluate(async (g) => {
    const on = window.tabula.online;
    const t = await on.create({ game: g, players: 2, bots: [null, 'easy'] });
    const j = await on.join({ table: t.table, name: 'Ann' });
    return { table: t.table, j };
  }, game);
  assert.ok(made.j.ok, JSON.stringify(made));
  assert.equal((await account(phone.page)).signedIn, false, 'a guest until asked');

  // "Keep my games on all my devices": Play online, the account line, Create with a passkey.
  const signUp = { n: 0 };
  await phone.page.evaluate(() => window.tabula.online.leave());
  await phone.page.evaluate(() => window.tabula.online.open());  // the start screen's Play online (drawn on the canvas)
  signUp.n += 1;
  const known = phone.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/online/account'));
  await tap(phone.page, '#online-account', signUp);
  await phone.page.fill('#online-account-name', 'Ann');  // typed, not a tap
  // What the server says of the account arrives after the screen opens: it
  // must not wipe the name typed meanwhile (it did, 2 runs in 3).
  await known;
  await phone.page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  assert.equal(await phone.page.inputValue('#online-account-name'), 'Ann', 'the name typed is kept');
  await phone.page.screenshot({ path: `${shots}online-account-signed-out-phone.png` });
  await tap(phone.page, '#online-register', signUp);
  await phone.page.waitForFunction(() => localStorage.getItem('tabula.online.account'), null, { timeout: 15000 });
  await phone.page.waitForSelector('#online-add-device');
  let me = await account(phone.page);
  assert.equal(me.signedIn, true);
  assert.equal(me.name, 'Ann');
  assert.equal(me.devices.length, 1);
  assert.equal(me.devices[0].current, true);
  assert.deepEqual(Object.keys(me).sort(), ['devices', 'id', 'name', 'signedIn']);
  // The guest's seat moved to the account (asked of the server itself).
  const mine = await phone.page.evaluate(() => fetch('online/account/tables').then((r) => r.json()));
  assert.deepEqual(mine.tables.map((t) => t.table), [made.table]);
  // The session cookie: HttpOnly (not in document.cookie), SameSite=Lax.
  assert.equal(await phone.page.evaluate(() => document.cookie.includes('tabula_session')), false);
  const cookie = (await phone.context.cookies()).find((c) => c.name === 'tabula_session');
  assert.ok(cookie && cookie.httpOnly && cookie.sameSite === 'Lax', JSON.stringify(cookie));

  // Add a device: a one-use code, its QR code and link, for 10 minutes.
  const addTaps = { n: 0 };
  await tap(phone.page, '#online-add-device', addTaps);
  await phone.page.waitForSelector('#online-device-code');
  const shown = await phone.page.$eval('#online-device-code', (e) => e.textContent);
  const link = await phone.page.inputValue('#online-device-link');
  assert.match(shown, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  assert.ok(link.startsWith(local) && link.endsWith(`#code=${shown}`), link);
  assert.equal(await phone.page.$$eval('#online svg.online-qr path', (p) => p.length), 1, 'a QR code');
  await phone.page.screenshot({ path: `${shots}online-account-add-device-phone.png` });
  const api = await phone.page.evaluate(() => window.tabula.online.addDevice());
  assert.deepEqual(Object.keys(api).sort(), ['code', 'expiresAt', 'link', 'ok', 'qr']);
  assert.ok(Math.abs(api.expiresAt - Date.now() - 600000) < 30000, `valid 10 minutes: ${api.expiresAt - Date.now()} ms`);

  // The laptop opens the link (the QR code's): signed in, no tap.
  const laptop = await device('desktop', { axe: true, url: link });
  await laptop.page.waitForFunction(() => localStorage.getItem('tabula.online.account'), null, { timeout: 15000 });
  assert.equal(await laptop.page.evaluate(() => location.hash), '', 'the code leaves the address bar');
  me = await account(laptop.page);
  assert.equal(me.name, 'Ann');
  assert.equal(me.devices.length, 2);
  const rows = await laptop.page.evaluate(() => window.tabula.online.tables());
  assert.equal(rows.length, 1, JSON.stringify(rows));
  assert.deepEqual([rows[0].table, rows[0].seat, rows[0].names[0]], [made.table, 0, 'Ann']);
  assert.deepEqual(Object.keys(rows[0]).sort(), ['game', 'lastMoveAt', 'left', 'names', 'over', 'pace', 'players', 'rematch', 'seat', 'table', 'yourTurn']);

  // The code was used: nobody else gets in with it.
  const thief = await device('desktop');
  const again = await thief.page.evaluate((c) => window.tabula.online.useCode(c), shown);
  assert.equal(again.ok, false);
  assert.equal(again.reason, pack('en').account_code_wrong);
  assert.equal((await account(thief.page)).signedIn, false);

  // Both devices at the seat; the laptop plays it, the phone sees it.
  await phone.page.evaluate((t) => window.tabula.online.join({ table: t }), made.table);
  const j = await laptop.page.evaluate((t) => window.tabula.online.join({ table: t }), made.table);
  assert.deepEqual(j, { ok: true, seat: 0 });
  const seen = [];
  for (let move = 0; move < 3; move++) {
    await laptop.page.waitForFunction(() => { const v = window.tabula.online.view(); return v && v.started && !v.over && v.legal.length > 0; }, null, { timeout: 60000 });
    // The move the laptop plays from (the phone's page may still be a move
    // behind it, the bot's: then any later move passed for the laptop's).
    const { move: before, text } = await laptop.page.evaluate(() => ({ move: window.tabula.online.view().move, text: window.tabula.online.legal()[0] }));
    const t0 = Date.now();
    const r = await laptop.page.evaluate((x) => window.tabula.online.act(x), text);
    assert.equal(r.ok, true, JSON.stringify(r));
    await phone.page.waitForFunction((b) => window.tabula.online.view()?.move > b, before, { timeout: 30000, polling: 5 });
    seen.push(Date.now() - t0);
  }
  console.log(`# a move on the laptop seen on the phone's open page after ${seen.join(', ')} ms`);
  // History and rating, signed in (nothing finished yet: a newcomer).
  assert.deepEqual(await laptop.page.evaluate(() => window.tabula.online.history()), []);
  const rated = await laptop.page.evaluate((g) => window.tabula.online.rating(g), game);
  assert.deepEqual({ ...rated, mu: Math.round(rated.mu), sigma: Math.round(rated.sigma * 3) }, { mu: 25, sigma: 25, shown: 1500, games: 0 });

  // Another account's session: none of Ann's tables, none of her devices.
  const bob = await device('desktop', { passkey: true });
  const reg = await bob.page.evaluate(() => window.tabula.online.register('Bob'));
  assert.equal(reg.ok, true, JSON.stringify(reg));
  const annDevice = (await account(phone.page)).devices.find((d) => !d.current).id;
  const tried = await bob.page.evaluate(async ({ table, device }) => {
    const post = (p, b) => fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json());
    return {
      tables: await fetch('online/account/tables').then((r) => r.json()),
      revoke: await post('online/account/devices/revoke', { device }),
      claim: await post('online/account/seats', { seats: [{ table, token: 'x'.repeat(32) }] }),
      forget: await post('online/account/seats/forget', { table }),
    };
  }, { table: made.table, device: annDevice });
  assert.deepEqual(tried.tables.tables, []);
  assert.equal(tried.revoke.ok, false);
  assert.equal(tried.claim.added, 0);
  assert.equal((await account(laptop.page)).signedIn, true, 'Ann\'s laptop still signed in');
  assert.deepEqual((await phone.page.evaluate(() => fetch('online/account/tables').then((r) => r.json()))).tables.map((t) => t.table), [made.table]);

  // An expired code (the server's clock moved 11 minutes on), then a code
  // issued before "sign out everywhere": refused.
  // (The server reads the file at its clock's ticks: a fresh code's
  // expiry says when it has, rather than a fixed pause a busy server may
  // outlast. A code not yet expired would sign the thief in.)
  const skewed = async (ok) => {
    for (let i = 0; i < 120; i++) {
      const c = await phone.page.evaluate(() => window.tabula.online.addDevice());
      if (c.ok && ok(c.expiresAt - Date.now() - 10 * 60 * 1000)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.fail('the server never read its clock\'s skew');
  };
  const late = await phone.page.evaluate(() => window.tabula.online.addDevice());
  fs.writeFileSync(skewFile, String(11 * 60 * 1000));
  await skewed((skew) => skew > 5 * 60 * 1000);
  assert.equal((await thief.page.evaluate((c) => window.tabula.online.useCode(c), late.code)).ok, false, 'expired');
  fs.writeFileSync(skewFile, '0');
  await skewed((skew) => skew < 5 * 60 * 1000);
  const stolen = await phone.page.evaluate(() => window.tabula.online.addDevice());
  assert.equal((await phone.page.evaluate(() => window.tabula.online.signOut({ everywhere: true }))).ok, true);
  assert.equal((await thief.page.evaluate((c) => window.tabula.online.useCode(c), stolen.code)).ok, false, 'a code from before sign out everywhere');
  me = await account(laptop.page);
  assert.equal(me.signedIn, false, 'the laptop signed out too');
  assert.deepEqual(await laptop.page.evaluate(() => window.tabula.online.tables()), [], 'the account\'s tables leave the laptop');

  // The phone signs in again with its passkey: the table is still the account's.
  const back = await phone.page.evaluate(() => window.tabula.online.signIn());
  assert.equal(back.ok, true, JSON.stringify(back));
  assert.deepEqual((await phone.page.evaluate(() => window.tabula.online.tables())).map((r) => r.table), [made.table]);

  for (const d of [phone, laptop, thief, bob]) {
    assert.deepEqual(d.problems, []);
    await d.context.close();
  }
  console.log(`# taps: create an account ${signUp.n} (+ the passkey prompt), add a device ${addTaps.n} on the phone + opening the link on the other`);
});

// Each language once where its words are tightest, each screen once: the
// four languages at the 360 px embed (the narrowest), the phone (touch) in
// Hungarian (the longest words), the desktop in English. (It was every
// language at every size: 12 pages for the same three screens; the phone and
// the desktop laid out the same dialog in each language, their words proved
// at 360 px.) TABULA_BROWSER_FULL=1 runs every language at every size.
const sizes3 = { phone: ['phone', null], desktop: ['desktop', { width: 1366, height: 768 }], embed: ['desktop', { width: 360, height: 640 }] };
const accountScreens = (full
  ? ['phone', 'desktop', 'embed'].flatMap((tag) => ['en', 'hu', 'es', 'it'].map((l) => [tag, l]))
  : [['embed', 'en'], ['embed', 'hu'], ['embed', 'es'], ['embed', 'it'], ['phone', 'hu'], ['desktop', 'en']])
  .map(([tag, l]) => [...sizes3[tag], tag, l]);
test('the account screens: four languages, 44 px targets, axe clean, at phone, desktop and a 360 px embed', async () => {
  for (const [kind, size, tag, l] of accountScreens) {
    const d = await device(kind, { axe: true, passkey: true, size, url: `${local}?lang=${l}` });
    const w = pack(l);
    await d.page.evaluate(() => window.tabula.online.open());
    await d.page.click('#online-account');
    await d.page.waitForSelector('#online-register');
    assert.equal(await d.page.$eval('#online-title', (e) => e.textContent), w.account_title);
    assert.deepEqual(await sizes(d.page), [], `${tag} ${l}: signed out`);
    assert.deepEqual(await axe(d.page), [], `${tag} ${l}: signed out`);
    if (l === 'en' || l === 'hu') await d.page.screenshot({ path: `${shots}online-account-signed-out-${tag}-${l}.png` });
    await d.page.fill('#online-account-name', 'Ann');
    await d.page.click('#online-register');
    await d.page.waitForSelector('#online-add-device');
    assert.equal(await d.page.$eval('#online-add-device', (e) => e.textContent), w.account_add_device);
    assert.deepEqual(await sizes(d.page), [], `${tag} ${l}: signed in`);
    assert.deepEqual(await axe(d.page), [], `${tag} ${l}: signed in`);
    if (l === 'en' || l === 'hu') await d.page.screenshot({ path: `${shots}online-account-signed-in-${tag}-${l}.png` });
    await d.page.click('#online-add-device');
    await d.page.waitForSelector('#online-device-code');
    assert.deepEqual(await sizes(d.page), [], `${tag} ${l}: add a device`);
    assert.deepEqual(await axe(d.page), [], `${tag} ${l}: add a device`);
    if (l === 'en' || l === 'hu') await d.page.screenshot({ path: `${shots}online-account-add-device-${tag}-${l}.png` });
    assert.deepEqual(d.problems, []);
    await d.context.close();
  }
});

// The server refuses too many requests with English words meant for its
// logs ("too many requests; wait a little", CI rehearsal 3): the account
// screen showed them as they were in every language. A refusal reads in
// the player's own language, on the screen and to a script.
test('"too many requests" reads in the player\'s language, on the account screen and to scripts', async () => {
  for (const l of ['hu', 'es']) {
    const d = await device('phone', { passkey: true, url: `${local}?lang=${l}` });
    await d.page.route('**/online/account/**', (route) => route.fulfill({
      status: 429, contentType: 'application/json', headers: { 'Retry-After': '5' },
      body: JSON.stringify({ ok: false, reason: 'too many requests; wait a little' }),
    }));
    const r = await d.page.evaluate(() => window.tabula.online.mailSignin('ann@example.org'));
    assert.deepEqual({ ok: r.ok, reason: r.reason }, { ok: false, reason: pack(l).busy }, l);
    await d.page.evaluate(() => window.tabula.online.open());
    await d.page.click('#online-account');
    await d.page.waitForSelector('#online-register');
    await d.page.fill('#online-account-name', 'Ann');
    await d.page.click('#online-register');
    await d.page.waitForFunction((w) => document.querySelector('#online .online-error')?.textContent === w, pack(l).busy, { timeout: 10000 });
    await d.context.close();
  }
});
