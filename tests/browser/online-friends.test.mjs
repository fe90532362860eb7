// Friends, invitations and profiles (issue 33 §4, §3) with a real browser
// and the real server on http://localhost (passkeys need a domain): two
// contexts are two people, each with a passkey account (Chromium's virtual
// authenticator). Ann and Bob sit at one table; Ann asks Bob; Bob's account
// screen shows the ask and he taps Accept; Bob opens a new table and taps
// Invite beside Ann; Ann's lobby shows "Bob invites you to …" with the
// table's link, which seats her. Ann's profile: private to Bob until she
// ticks "Make my profile public" on her own profile screen. A guest's
// account screen says friends need an account. The friends screens in four
// languages, 44 px targets, axe clean.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { devices, launchBrowser, shots } from './harness.mjs';
import { startServer, addPasskeys, onlineAxe } from './online-harness.mjs';
import { gameFor } from './games.mjs';

const root = new URL('../../', import.meta.url).pathname;
const pack = (l) => JSON.parse(fs.readFileSync(path.join(root, 'assets/i18n-online', `${l}.json`), 'utf8'));

let browser, server, local;
before(async () => {
  browser = await launchBrowser();
  server = await startServer({ host: 'localhost' });
  local = server.url.replace('127.0.0.1', 'localhost');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// A person: a context of its own, a passkey that says yes, signed in as `name` (or a guest).
async function person(kind, name, { lang = 'en', url = `${local}?lang=${lang}` } = {}) {
  const context = await browser.newContext({ ...devices[kind], bypassCSP: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error' && !/40[134]|Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`); });
  await addPasskeys(context, page);
  await page.goto(url);
  await page.evaluate(() => window.tabula.ready);
  await page.waitForFunction(() => window.tabulaOnline && window.tabulaOnline.available);
  let id = null;
  if (name) {
    const r = await page.evaluate((n) => window.tabula.online.register(n), name);
    assert.equal(r.ok, true, JSON.stringify(r));
    id = r.account.id;
  }
  return { context, page, problems, id };
}
const axe = onlineAxe;
async function sizes(page) {
  return page.evaluate(() => {
    const bad = [];
    document.querySelectorAll('#online button, #online input').forEach((e) => {
      if (e.offsetParent === null) return;
      const r = e.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) bad.push(`${e.id || e.className || e.textContent}: ${r.width}x${r.height}`);
    });
    return bad;
  });
}
const friends = (page) => page.evaluate(() => window.tabula.online.friends());

test('ask, accept, invite to a table, the invitation seats the friend; a profile private until made public', async () => {
  const game = gameFor(3);
  const ann = await person('phone', 'Ann');
  const bob = await person('desktop', 'Bob');
  // One table, both seated (each seat goes to its account).
  const t = await ann.page.evaluate(async (g) => {
    const on = window.tabula.online;
    const c = await on.create({ game: g, players: 3, bots: [null, null, null] });
    await on.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  assert.ok((await bob.page.evaluate((table) => window.tabula.online.join({ table, name: 'Bob' }), t)).ok);
  await bob.page.evaluate(() => window.tabula.online.leave());
  await ann.page.evaluate(() => window.tabula.online.leave());
  await bob.page.waitForFunction(() => fetch('online/account/tables').then((r) => r.json()).then((j) => j.tables.length === 1));

  // A stranger's id is refused; Bob's (they played) is asked.
  const carl = await person('desktop', 'Carl');
  const refused = await ann.page.evaluate((id) => window.tabula.online.addFriend(id), carl.id);
  assert.deepEqual([refused.ok, refused.reason], [false, pack('en').friends_not_played]);
  assert.equal((await ann.page.evaluate((id) => window.tabula.online.addFriend(id), bob.id)).status, 'asked');
  assert.deepEqual((await friends(ann.page)).map((f) => [f.name, f.status]), [['Bob', 'asked']]);

  // Bob's account screen: Ann asks; Accept.
  await bob.page.evaluate(() => window.tabula.online.open());
  await bob.page.click('#online-account');
  await bob.page.waitForSelector(`#online-friends li[data-friend="${ann.id}"] .online-friend-accept`);
  assert.equal(await bob.page.$eval(`#online-friends li[data-friend="${ann.id}"] .state`, (e) => e.textContent), pack('en').friends_asking);
  assert.deepEqual(await sizes(bob.page), []);
  assert.deepEqual(await axe(bob.page), []);
  await bob.page.screenshot({ path: `${shots}online-friends-asking-desktop.png` });
  await bob.page.click(`#online-friends li[data-friend="${ann.id}"] .online-friend-accept`);
  await bob.page.waitForSelector(`#online-friends li[data-friend="${ann.id}"][data-status="friend"]`);
  assert.deepEqual((await friends(ann.page)).map((f) => [f.name, f.status]), [['Bob', 'friend']]);

  // Bob opens a new table; at its waiting screen, Invite beside Ann.
  await bob.page.keyboard.press('Escape');  // the account screen closed
  await bob.page.evaluate(async (g) => {
    const on = window.tabula.online;
    const c = await on.create({ game: g, players: 3, bots: [null, null, null] });
    await on.join({ table: c.table, name: 'Bob' });
  }, game);
  const invite = `#online-friends-invite .online-friend-invite[data-friend="${ann.id}"]`;
  await bob.page.waitForSelector(invite);
  const second = await bob.page.evaluate(() => window.tabula.online.table());
  assert.deepEqual(await axe(bob.page), []);
  await bob.page.click(invite);
  await bob.page.waitForFunction((s) => document.querySelector(s).textContent === 'Invited', invite);

  // Ann's lobby: "Bob invites you to …", its link seats her.
  await ann.page.evaluate(() => window.tabula.online.open());
  const link = `#online-friends-waiting a[data-table="${second}"]`;
  await ann.page.waitForSelector(link);
  const title = await ann.page.$eval(link, (e) => e.textContent);
  assert.match(title, /^Bob invites you to /);
  await ann.page.screenshot({ path: `${shots}online-friends-waiting-phone.png` });
  await ann.page.click(link);
  await ann.page.waitForSelector('#online-sit');
  await ann.page.fill('#online-name', 'Ann');
  await ann.page.click('#online-sit');
  await ann.page.waitForFunction((s) => window.tabula.online.table() === s && window.tabula.online.seat() >= 0, second);

  // Ann's profile: private to Bob, public once she ticks the switch.
  const hidden = await bob.page.evaluate((id) => window.tabula.online.profile(id), ann.id);
  assert.deepEqual([hidden.ok, hidden.reason], [false, pack('en').profile_private]);
  await ann.page.evaluate(() => window.tabula.online.leave());
  await ann.page.evaluate(() => window.tabula.online.open());
  await ann.page.click('#online-account');
  await ann.page.click('#online-my-profile');
  await ann.page.waitForSelector('#online-profile-public');
  assert.deepEqual(await axe(ann.page), []);
  await ann.page.click('#online-profile-public');
  await ann.page.waitForSelector('#online-profile-link');
  const profileLink = await ann.page.inputValue('#online-profile-link');
  await bob.page.goto(profileLink);
  await bob.page.waitForSelector('#online-profile-ratings, #online-profile-games, #online-title');
  await bob.page.waitForFunction(() => /Ann/.test(document.getElementById('online-title')?.textContent || ''));
  const shown = await bob.page.evaluate((id) => window.tabula.online.profile(id), ann.id);
  assert.equal(shown.ok, true);
  assert.equal(shown.name, 'Ann');
  assert.equal(await bob.page.$('#online-profile-public'), null, 'only its owner has the switch');
  for (const p of [ann, bob, carl]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});

test('a guest is told friends need an account; the friends screens in four languages', async () => {
  const guest = await person('phone', null);
  assert.deepEqual(await friends(guest.page), []);
  await guest.page.evaluate(() => window.tabula.online.open());
  await guest.page.click('#online-account');
  assert.equal(await guest.page.$eval('#online-friends-guest', (e) => e.textContent), pack('en').friends_guest);
  await guest.context.close();
  for (const l of ['en', 'hu', 'es', 'it']) {
    const w = pack(l);
    const d = await person('phone', 'Dora', { lang: l });
    await d.page.evaluate(() => window.tabula.online.open());
    await d.page.click('#online-account');
    await d.page.waitForSelector('#online-my-profile');
    assert.equal(await d.page.$eval('#online-friends-title', (e) => e.textContent), w.friends_title);
    assert.equal(await d.page.$eval('#online-my-profile', (e) => e.textContent), w.profile_mine);
    assert.deepEqual(await sizes(d.page), [], `${l}: friends`);
    assert.deepEqual(await axe(d.page), [], `${l}: friends`);
    await d.page.click('#online-my-profile');
    await d.page.waitForSelector('#online-profile-public');
    assert.equal(await d.page.$eval('label.online-switch', (e) => e.textContent.trim()), w.profile_public);
    assert.deepEqual(await axe(d.page), [], `${l}: profile`);
    if (l === 'hu') await d.page.screenshot({ path: `${shots}online-profile-phone-hu.png` });
    assert.deepEqual(d.problems, []);
    await d.context.close();
  }
});
