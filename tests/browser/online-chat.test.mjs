// The table's chat from the screen (issue 33 §5): a seated player's "Chat"
// button beside the reactions opens a panel; a line sent there reaches the
// other seat's panel (an unread count on its button, in that page's
// language) as the very text typed: markup shows as text and makes no
// element. Muting a seat hides its lines for the muter only; a line can be
// reported; Escape closes the panel. A spectator has no button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';
import { gameWithoutReady } from './games.mjs';

const spec = onlineSpec();
const game = await gameWithoutReady(2);
const open = (device, lang) => openOnline(spec.browser, spec.server, device, { query: lang ? `?lang=${lang}` : '' });
const label = (p) => p.page.$eval('#online-chat-btn', (b) => b.textContent);

test('a line typed in one seat\'s chat shows as plain text in the other\'s; mute hides it', async () => {
  const ann = await open('desktop');
  const bob = await open('phone', 'hu');
  const watcher = await open('desktop');
  const table = await ann.page.evaluate(async (game) => {
    const c = await window.tabula.online.create({ game, players: 2, bots: [null, null] });
    await window.tabula.online.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  assert.equal((await watcher.page.evaluate((t) => window.tabula.online.watch({ table: t }), table)).ok, true);
  for (const p of [ann, bob, watcher]) await p.page.waitForFunction(() => window.tabula.online.view()?.started);

  // Ann opens the panel (focus in its input) and sends markup as a line.
  await ann.page.waitForSelector('#online-chat-btn:not([hidden])');
  await ann.page.click('#online-chat-btn');
  assert.equal(await ann.page.evaluate(() => document.activeElement?.id), 'online-chat-input');
  assert.equal(await ann.page.$eval('#online-chat-input', (i) => i.maxLength), 200);
  const markup = '<img src=x onerror="window.__chatXss=1"><b>hi</b> & bye';
  await ann.page.fill('#online-chat-input', markup);
  await ann.page.keyboard.press('Enter');
  await ann.page.waitForFunction(() => document.querySelectorAll('#online-chat-lines li').length === 1);
  assert.equal(await ann.page.$eval('#online-chat-input', (i) => i.value), '', 'the input is emptied once the line is said');

  // Bob (Hungarian) sees an unread count on his button, then the line, as text.
  await bob.page.waitForFunction(() => document.querySelector('#online-chat-btn')?.textContent === 'Csevegés (1)', null, { timeout: 15000 });
  await bob.page.click('#online-chat-btn');
  const line = await bob.page.$eval('#online-chat-lines li', (li) => ({
    who: li.querySelector('.who').textContent, text: li.querySelector('.text').textContent,
    elements: li.querySelectorAll('img, b, script').length, mute: li.querySelector('.mute').textContent,
  }));
  assert.deepEqual(line, { who: 'Ann: ', text: markup, elements: 0, mute: 'Némítás' });
  assert.equal(await bob.page.evaluate(() => document.querySelectorAll('#online-chat img, #online-chat b').length), 0);
  assert.equal(await bob.page.evaluate(() => window.__chatXss), undefined);
  assert.equal(await label(bob), 'Csevegés', 'read once the panel opened');
  const lines = await bob.page.evaluate((t) => window.tabula.online.chat(t), table);
  assert.deepEqual(lines.map((l) => [l.id, l.name, l.text, l.mine, l.muted]), [[0, 'Ann', markup, false, false]]);
  await bob.page.screenshot({ path: `${shots}online-chat-phone.png` });

  // Bob reports it: kept, the button says so.
  await bob.page.click('#online-chat-lines li .report');
  await bob.page.waitForFunction(() => document.querySelector('#online-chat-lines li .report')?.disabled);
  assert.equal(await bob.page.$eval('#online-chat-lines li .report', (b) => b.textContent), 'Jelentve');

  // Bob mutes Ann: her lines are hidden for him (and counted nowhere),
  // while Ann still sees her own.
  await bob.page.click('#online-chat-lines li .mute');
  assert.equal(await bob.page.$eval('#online-chat-lines li', (li) => li.hidden), true);
  assert.equal(await bob.page.$eval('#online-chat .muted', (m) => m.textContent.includes('Némítva: Ann.')), true);
  await bob.page.keyboard.press('Escape');
  assert.equal(await bob.page.$eval('#online-chat', (p) => p.hidden), true, 'Escape closes the panel');
  assert.equal(await bob.page.evaluate(() => document.activeElement?.id), 'online-chat-btn', 'and gives the focus back');
  assert.equal((await ann.page.evaluate((t) => window.tabula.online.say(t, 'second'), table)).ok, true);
  await bob.page.waitForFunction(() => document.querySelectorAll('#online-chat-lines li').length === 2);
  assert.deepEqual(await bob.page.$$eval('#online-chat-lines li', (ls) => ls.map((li) => li.hidden)), [true, true]);
  assert.equal(await label(bob), 'Csevegés', 'a muted seat\'s line is not unread');
  assert.equal(await bob.page.evaluate(() => /second/.test(document.querySelector('#online-bar')?.textContent || '')), false);
  assert.deepEqual((await bob.page.evaluate((t) => window.tabula.online.chat(t), table)).map((l) => l.muted), [true, true]);
  assert.equal(await ann.page.evaluate(() => [...document.querySelectorAll('#online-chat-lines li')].filter((li) => !li.hidden).length), 2);
  // Unmuted: back.
  await bob.page.click('#online-chat-btn');
  await bob.page.click('#online-chat .unmute');
  assert.deepEqual(await bob.page.$$eval('#online-chat-lines li .text', (ls) => ls.map((s) => (s.closest('li').hidden ? null : s.textContent))), [markup, 'second']);

  // A line over the limit never leaves the page (maxlength); one forced
  // through the API is refused in the page's language.
  const long = await bob.page.evaluate((t) => window.tabula.online.say(t, 'x'.repeat(201)), table);
  assert.deepEqual(long, { ok: false, reason: 'Egy üzenet legfeljebb 200 karakter.' });

  // The spectator: no button, no lines.
  assert.equal(await watcher.page.evaluate(() => { const b = document.querySelector('#online-chat-btn'); return !b || b.hidden; }), true);
  assert.equal(await watcher.page.evaluate(() => document.querySelectorAll('#online-chat-lines li').length), 0);
  for (const p of [ann, bob, watcher]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});

// The lines stay with the table (issue 33 §5): after the end, and in the
// table's replay, its players still read them (the Chat button stays beside
// Replay's controls); a replay link opened by anyone else shows no chat.
test('the chat stays with a finished table: its players read it in the replay, a link\'s stranger does not', async () => {
  const ann = await open('phone');
  const bob = await open('desktop', 'it');
  const table = await ann.page.evaluate(async (game) => {
    const c = await window.tabula.online.create({ game, players: 2, bots: [null, null] });
    await window.tabula.online.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  for (const p of [ann, bob]) await p.page.waitForFunction(() => window.tabula.online.view()?.started);
  assert.equal((await ann.page.evaluate((t) => window.tabula.online.say(t, 'good luck'), table)).ok, true);
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.say(t, 'grazie'), table)).ok, true);
  // Both play their first legal action until the table is over.
  await Promise.all([ann, bob].map((p) => p.page.evaluate(async () => {
    const on = window.tabula.online;
    for (;;) {
      const v = on.view();
      if (v && v.over) return;
      if (v && v.started && v.legal.length) await on.act(v.legal[0]);
      else await new Promise((r) => setTimeout(r, 20));
    }
  })));
  assert.equal((await ann.page.evaluate((t) => window.tabula.online.say(t, 'well played'), table)).ok, true, 'a line after the end');

  for (const p of [ann, bob]) {
    await p.page.evaluate(() => window.tabula.nextFrame());
    assert.equal(await p.page.evaluate(() => Module.ccall('tabula_tap', 'number', ['string'], ['replay:open'])), 1);
    await p.page.evaluate(() => window.tabula.nextFrame());
    assert.notEqual(await p.page.evaluate(() => window.tabula.replay()), null, 'the replay is on screen');
    await p.page.waitForSelector('#online-chat-btn:not([hidden])');
    await p.page.click('#online-chat-btn');
    await p.page.waitForFunction(() => document.querySelectorAll('#online-chat-lines li').length === 3);
    assert.deepEqual(await p.page.$$eval('#online-chat-lines li .text', (ls) => ls.map((s) => s.textContent)), ['good luck', 'grazie', 'well played']);
    // Read only: no line can be said from a replay (nobody is at the table to hear it).
    assert.deepEqual(await p.page.evaluate(() => ({ form: document.querySelector('#online-chat form').hidden,
      after: document.querySelector('#online-chat .after').textContent })), { form: true, after: p === ann ? "The table's lines, kept for its players." : 'I messaggi del tavolo, conservati per i suoi giocatori.' });
  }
  await ann.page.screenshot({ path: `${shots}online-chat-replay-phone.png` });
  await bob.page.screenshot({ path: `${shots}online-chat-replay-desktop.png` });
  // Leaving the replay (the table's last view again, its connection gone) ends it.
  for (const id of ['menu', 'replay:leave']) {
    assert.equal(await ann.page.evaluate((id) => Module.ccall('tabula_tap', 'number', ['string'], [id]), id), 1, id);
    await ann.page.evaluate(() => window.tabula.nextFrame());
  }
  await ann.page.waitForFunction(() => window.tabula.replay() === null);
  await ann.page.waitForFunction(() => document.querySelector('#online-chat-btn').hidden && document.querySelector('#online-chat').hidden);

  // The table's replay link, opened by someone who never sat there.
  const link = await bob.page.evaluate(() => window.tabula.shareLink());
  const stranger = await open('desktop');
  await stranger.page.goto(link);
  await stranger.page.waitForFunction(() => window.tabula.replay() !== null, null, { timeout: 10000 });
  assert.equal(await stranger.page.evaluate(() => { const b = document.querySelector('#online-chat-btn'); return !b || b.hidden; }), true);
  assert.equal((await stranger.page.evaluate((t) => window.tabula.online.chat(t), table)).ok, false);
  for (const p of [ann, bob, stranger]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});
