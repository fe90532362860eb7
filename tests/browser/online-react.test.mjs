// Reactions from the screen (issue 24 §4): a seated player's "React" button
// in the top bar opens a few presets (no free text); the one chosen shows
// at the other seat's strip with the sender's name, in that page's language.
// A spectator has no button (the server refuses its reactions).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { onlineSpec, openOnline, recordStrip } from './online-harness.mjs';
import { gameWithoutReady } from './games.mjs';

const spec = onlineSpec();
// Two people at a table that starts at once (no opening Ready).
const game = await gameWithoutReady(2);
const open = (device, lang) => openOnline(spec.browser, spec.server, device, { query: lang ? `?lang=${lang}` : '' });

test('a preset reaction sent from the button shows at the other seat', async () => {
  const ann = await open('phone');
  const bob = await open('desktop', 'hu');
  const watcher = await open('desktop');
  const table = await ann.page.evaluate(async (game) => {
    const c = await window.tabula.online.create({ game, players: 2, bots: [null, null] });
    await window.tabula.online.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  assert.equal((await watcher.page.evaluate((t) => window.tabula.online.watch({ table: t }), table)).ok, true);
  await ann.page.waitForFunction(() => window.tabula.online.view()?.started);
  await watcher.page.waitForFunction(() => window.tabula.online.view()?.started);

  // Ann: the button, the presets as 44 px targets, one tap sends.
  await ann.page.waitForSelector('#online-react:not([hidden])');
  await ann.page.click('#online-react');
  const items = await ann.page.$$eval('#online-reactions button', (bs) => bs.map((b) => ({ what: b.dataset.reaction, text: b.textContent, h: b.getBoundingClientRect().height })));
  assert.deepEqual(items.map((i) => i.what), ['bravo', 'oops', 'hurry', 'thinking', 'gg']);
  assert.ok(items.every((i) => i.h >= 44), JSON.stringify(items));
  await ann.page.screenshot({ path: `${shots}online-reactions-phone.png` });
  // The reaction stays in a strip for 4 s only (connection.js): Bob's and
  // the spectator's strips are recorded from before the tap, so that a page
  // read after the other (or late, on a busy machine) still sees it.
  for (const p of [bob, watcher]) await p.page.evaluate(recordStrip);
  await ann.page.click('#online-reactions button[data-reaction="bravo"]');
  assert.equal(await ann.page.$eval('#online-reactions', (m) => m.hidden), true, 'the menu closes');

  // Bob (Hungarian) reads it in his strip.
  await bob.page.waitForFunction(() => window.__strip.some((t) => /Ann: Bravó!/.test(t)), null, { timeout: 30000 });
  assert.equal(await bob.page.$eval('#online-react', (b) => b.textContent), 'Reakció');
  // The spectator sees it too, but has no button of its own.
  await watcher.page.waitForFunction(() => window.__strip.some((t) => /Ann: Bravo!/.test(t)), null, { timeout: 30000 });
  assert.equal(await watcher.page.evaluate(() => { const b = document.querySelector('#online-react'); return !b || b.hidden; }), true);
  for (const p of [ann, bob, watcher]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});
