// "Your turn" wherever the player is (issue 24 §2), against the real server:
// - page open: the tab title says "● Your turn — Tabula", the app badge
//   counts the tables waiting, a phone vibrates (sound on);
// - permission is never asked on load, only from the Notify me button
//   offered at an online table; pressing it registers this browser's push
//   subscription for the seat;
// - page closed (the player left the table): the server pushes to that
//   subscription (a decrypting receiver run by the test stands in for the
//   browser's push service, which is not reachable here);
// - the page's service worker, given that push through the DevTools protocol
//   (ServiceWorker.deliverPushMessage), shows "Your turn — <game's title>
//   with Bruno" (in the player's language), and a tap opens that table.
// The table: the build's first game that seats three (games.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { gameTitles, onlineSpec, openOnline } from './online-harness.mjs';
import { gameFor } from './games.mjs';
import { startReceiver } from '../../server/test/push_receiver.mjs';
import { Player } from '../../server/test/client.mjs';
import { drive } from '../../server/test/turns.mjs';
import { startSmtpSink } from '../../server/test/smtp_sink.mjs';
import { confirmAddress } from '../../server/test/mail_confirm.mjs';

// The server sends mail to an SMTP sink of the test's own (E-mail me).
const smtp = await startSmtpSink();
const spec = onlineSpec({ env: { TABULA_PUSH_LOOPBACK: '1', TABULA_SMTP_URL: smtp.url } });
after(() => smtp.close());

// The browser's push service cannot be reached from here: PushManager.subscribe
// gives the receiver's subscription instead (everything after it is real).
// Permission prompts, badges and vibrations are counted.
const stubs = (sub) => `
  window.__asked = 0; window.__badges = []; window.__vibrations = 0;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = function () { window.__asked++; return ask(); };
  PushManager.prototype.subscribe = function () { return Promise.resolve({ endpoint: ${JSON.stringify(sub.endpoint)}, toJSON: () => (${JSON.stringify(sub)}) }); };
  PushManager.prototype.getSubscription = function () { return Promise.resolve(null); };
  navigator.setAppBadge = function (n) { window.__badges.push(n); return Promise.resolve(); };
  navigator.clearAppBadge = function () { window.__badges.push(0); return Promise.resolve(); };
  navigator.vibrate = function () { window.__vibrations++; return true; };
`;

for (const device of ['phone', 'desktop']) {
  test(`${device}: your turn in the title and badge; Notify me subscribes; the push shows and opens the table`, async () => {
    const rx = await startReceiver();
    const sub = rx.subscribe(`anna-${device}`);
    const { context, page, problems } = await openOnline(spec.browser, spec.server, device, { init: { content: stubs(sub) } });
    const origin = spec.server.url.replace(/\/$/, '');
    const game = gameFor(3);
    const title = (await gameTitles(spec.server))[game];
    const made = await page.evaluate(async (game) => {
      const on = window.tabula.online;
      const a = await on.create({ game, players: 3, bots: [null, null, 'easy'] });
      const j = await on.join({ table: a.table, name: 'Anna' });
      return { table: a.table, j };
    }, game);
    assert.ok(made.j.ok, JSON.stringify(made));
    const table = made.table;
    // Offered, not asked: nothing on load or on joining.
    await page.waitForSelector('#online-notify:not([hidden])');
    assert.equal(await page.evaluate(() => window.__asked), 0, 'no permission asked without the button');
    assert.equal(await page.evaluate(() => Notification.permission), 'default');

    // A tap on the page's header (a phone vibrates only after a first tap).
    await page.mouse.click(8, 8);
    const bruno = await new Player(origin).join(table, { name: 'Bruno' });
    await bruno.until((v) => v.started);
    // Anna's turn comes (Bruno and the bot play theirs).
    await drive([bruno], (v) => v.current === 0);
    await page.waitForFunction(() => { const v = window.tabula.online.view(); return v && v.started && v.legal.length > 0; }, null, { timeout: 60000 });
    assert.equal(await page.title(), '● Your turn — Tabula');
    assert.ok((await page.evaluate(() => window.__badges)).includes(1), 'the badge counts one table waiting');
    assert.ok(await page.evaluate(() => window.__vibrations) >= 1, 'a vibration (sound is on)');
    await page.evaluate(() => window.tabula.setLanguage('hu'));
    await page.waitForFunction(() => document.title === '● Te jössz — Tabula');
    await page.evaluate(() => window.tabula.setLanguage('en'));

    // The bell opens the offers; the device's button asks; allowed, this
    // seat's subscription goes to the server.
    await context.grantPermissions(['notifications'], { origin });
    await page.click('#online-notify');
    assert.equal(await page.evaluate(() => window.__asked), 0, 'opening the offers asks nothing');
    await page.screenshot({ path: `${shots}online-notify-offers-${device}.png` });
    await page.click('#online-notify-device');
    await page.waitForFunction((t) => JSON.parse(localStorage.getItem('tabula.online-tables'))[t].push === true, table);
    assert.equal(await page.evaluate(() => window.__asked), 1);
    // E-mail me (this server has TABULA_SMTP_URL): an address for this table.
    const address = `anna-${device}@example.org`;
    await page.fill('#online-mail-address', 'not an address');
    await page.click('#online-mail-save');
    await page.waitForSelector('#online .online-error:not([hidden])');
    await page.fill('#online-mail-address', address);
    await page.click('#online-mail-save');
    await page.waitForFunction(() => !document.querySelector('#online').open);
    assert.equal(await page.isHidden('#online-notify'), true, 'no bell once both are on');
    // Nothing is sent to an address until its owner confirms it (issue 31).
    await confirmAddress(smtp, spec.server.url.replace(/\/$/, ''), address);

    // Anna plays her move and leaves: her turn comes back with the page
    // closed to the table, and the server pushes.
    await page.evaluate(async () => { const on = window.tabula.online; await on.act(on.legal()[0]); });
    await page.waitForFunction(() => { const v = window.tabula.online.view(); return v && v.legal.length === 0; });
    await page.evaluate(() => window.tabula.online.leave());
    await page.waitForFunction(() => document.title !== '● Your turn — Tabula');
    await drive([bruno], (v) => v.current === 0);
    const [push] = await rx.until((g) => g.length >= 1);
    assert.equal(push.error, null);
    assert.deepEqual(push.payload, { table, game, title, names: ['Bruno'], lang: 'en' });
    const turnMail = (x) => x.to.includes(address) && !/mail\/confirm/.test(x.data.replace(/=\r\n/g, ''));
    const mails = await smtp.until((m) => m.some(turnMail));
    assert.match(mails.find(turnMail).data.replace(/=\r\n/g, ''), new RegExp(`table=(3D)?${table}`), "the mail links the table (quoted-printable)");

    // The page's leg: that payload, delivered to the service worker.
    const cdp = await context.newCDPSession(page);
    const registrations = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    for (let i = 0; i < 50 && !registrations.some((r) => !r.isDeleted); i++) await page.waitForTimeout(100);
    const reg = registrations.find((r) => !r.isDeleted);
    assert.ok(reg, 'the page has a service worker');
    const notes = () => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.getNotifications())
      .then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }))));
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: spec.server.url, registrationId: reg.registrationId, data: JSON.stringify({ ...push.payload, lang: 'hu' }) });
    // (waitForFunction takes a promise for true: poll by hand.)
    const untilNotes = async (pred) => {
      for (let i = 0; i < 100; i++) { const n = await notes(); if (pred(n)) return n; await page.waitForTimeout(100); }
      return notes();
    };
    await untilNotes((ns) => ns.length === 1);
    const notes0 = await notes();
    assert.deepEqual(notes0, [{ title: `Te jössz — ${title}, veled játszik: Bruno`, body: 'Koppints az asztal megnyitásához.', tag: `tabula-${table}`, data: { table } }]);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: spec.server.url, registrationId: reg.registrationId, data: JSON.stringify(push.payload) });
    assert.deepEqual((await untilNotes((ns) => ns.length === 1 && ns[0].title !== notes0[0].title)).map((n) => n.title), [`Your turn — ${title} with Bruno`], 'one notification per table, renewed');
    await page.screenshot({ path: `${shots}online-my-tables-start-${device}.png` });

    // A tap on it (dispatched in the worker: headless Chromium draws no
    // system notifications to tap) opens that table in this tab, at Anna's seat.
    const [worker] = context.serviceWorkers();
    assert.ok(worker, 'Playwright sees the service worker');
    await worker.evaluate(async () => {
      const [n] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
    }).catch(() => { /* waitUntil refuses an untrusted event; the tab is told all the same */ });
    await page.waitForURL((u) => u.searchParams.get('table') === table, { timeout: 30000 });
    await page.waitForFunction((t) => { const o = window.tabula && window.tabula.online; const v = o && o.view && o.view(); return v && v.table === t && v.seat === 0 && v.legal.length > 0; }, table, { timeout: 60000 });
    assert.equal(await page.title(), '● Your turn — Tabula');
    assert.deepEqual(await untilNotes((ns) => ns.length === 0), [], 'the tapped notification is closed');
    assert.deepEqual(problems, []);
    await bruno.leave();
    await context.close();
    await rx.close();
  });
}
