// "Play again" (issue 24 §4) against the real server, two browsers: Ann (a
// phone) and Bob (a desktop) play a table to its end; the end offers Play
// again; Ann presses it (the game's own button) and lands at the new table's waiting screen in her
// reserved seat (no name asked); Bob, still at the finished table, sees "Ann
// wants to play again — Join" at once and joins with one press (here: the
// keyboard), and the rematch starts with the same seats. My tables shows the
// finished table leading to its rematch; window.tabula.online.rematch() gives
// the same table to every ask.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';
import { gameWithoutReady } from './games.mjs';

const spec = onlineSpec();
// Two people at a table that starts at once (no opening Ready), played to its end.
const game = await gameWithoutReady(2);

// Plays this page's seat (first legal action) until the table is over.
const playOut = (page) => page.evaluate(async () => {
  const on = window.tabula.online;
  for (;;) {
    const v = on.view();
    if (v && v.over) return v.move;
    if (v && v.started && v.legal.length) await on.act(v.legal[0]);
    else await new Promise((r) => setTimeout(r, 20));
  }
});

test('the end of an online game: Play again, an invitation, a one-press join', async () => {
  const ann = await openOnline(spec.browser, spec.server, 'phone');
  const bob = await openOnline(spec.browser, spec.server, 'desktop');
  const table = await ann.page.evaluate(async (game) => {
    const on = window.tabula.online;
    const c = await on.create({ game, players: 2, bots: [null, null] });
    await on.join({ table: c.table, name: 'Ann' });
    return c.table;
  }, game);
  assert.equal((await bob.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Bob' }), table)).ok, true);
  const seats = await Promise.all([ann, bob].map((p) => p.page.evaluate(() => window.tabula.online.seat())));
  // Nothing offered while the game is on; a rematch is refused with a reason.
  assert.equal(await ann.page.$('#online-again:not([hidden])'), null);
  const early = await ann.page.evaluate(async (t) => {
    const r = await fetch('online/tables/' + t + '/rematch', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: localStorage.getItem('tabula.online.' + t) }) });
    return { status: r.status, body: await r.json() };
  }, table);
  assert.equal(early.status, 409);
  assert.match(early.body.reason, /not over/);

  const ends = await Promise.all([playOut(ann.page), playOut(bob.page)]);
  assert.equal(ends[0], ends[1]);

  // Both see Play again over the end of the game: a real button, 44 px.
  for (const p of [ann, bob]) {
    await p.page.waitForSelector('#online-again:not([hidden]) button.online-again');
    const box = await p.page.$eval('#online-again button', (b) => { const r = b.getBoundingClientRect(); return { w: r.width, h: r.height, text: b.textContent }; });
    assert.ok(box.w >= 44 && box.h >= 44, JSON.stringify(box));
    assert.equal(box.text, 'Play again');
  }
  await ann.page.screenshot({ path: `${shots}online-rematch-end-phone.png` });

  // Ann presses the game's own Play again (the App's button, under ours:
  // a tap or the keyboard reaches it): the rematch, never a local game; the
  // new table, her seat, its waiting screen.
  assert.ok(await ann.page.evaluate(() => 'play_again' in window.tabula.layout()));
  assert.equal(await ann.page.evaluate(() => Module.ccall('tabula_tap', 'number', ['string'], ['play_again'])), 1);
  await ann.page.waitForFunction((t) => { const v = window.tabula.online.view(); return v && v.table !== t && v.seat >= 0; }, table);
  const fresh = await ann.page.evaluate(() => window.tabula.online.table());
  const annView = await ann.page.evaluate(() => window.tabula.online.view());
  assert.equal(annView.seat, seats[0], 'the same seat');
  assert.equal(annView.creator, true, 'who asked first starts it');
  assert.equal(annView.started, false);
  assert.deepEqual(annView.seats.map((s) => s.name), seats[0] === 0 ? ['Ann', 'Bob'] : ['Bob', 'Ann']);
  await ann.page.waitForSelector('#online[open] #online-start');
  assert.match(await ann.page.$eval('#online .online-wait', (p) => p.textContent), /kept for its player/);
  await ann.page.screenshot({ path: `${shots}online-rematch-waiting-phone.png` });

  // Bob, still at the finished table, is invited at once.
  await bob.page.waitForFunction(() => /Ann wants to play again/.test(document.querySelector('#online-again')?.textContent || ''));
  assert.equal(await bob.page.$eval('#online-again button', (b) => b.textContent), 'Join');
  await bob.page.screenshot({ path: `${shots}online-rematch-invited-desktop.png` });
  await bob.page.setViewportSize({ width: 360, height: 640 });
  await bob.page.waitForFunction(() => { const r = document.querySelector('#online-again').getBoundingClientRect(); return r.right <= 360 && r.left >= 0; });
  await bob.page.screenshot({ path: `${shots}online-rematch-invited-360.png` });
  // In the page's four languages (it follows a change of language at once).
  for (const [l, said, join] of [['hu', 'Ann újra játszana', 'Csatlakozom'], ['es', 'Ann quiere jugar otra vez', 'Unirme'],
                                 ['it', 'Ann vuole giocare ancora', 'Partecipa'], ['en', 'Ann wants to play again', 'Join']]) {
    await bob.page.evaluate((x) => window.tabula.setLanguage(x), l);
    await bob.page.waitForFunction(([s, j]) => {
      const e = document.querySelector('#online-again');
      return e.textContent.includes(s) && e.querySelector('button').textContent === j && e.getBoundingClientRect().right <= innerWidth;
    }, [said, join]);
    if (l === 'hu') await bob.page.screenshot({ path: `${shots}online-rematch-invited-360-hu.png` });
    // The invitation's words lie on no line of the end panel (only on the
    // game's own Play again, which our button covers).
    const over = await bob.page.evaluate(() => {
      const a = document.querySelector('#online-again').getBoundingClientRect();
      const s = document.querySelector('#online-again .said').getBoundingClientRect();
      const meets = (r, t) => Math.min(r.right, t.x + t.w) - Math.max(r.left, t.x) > 1 && Math.min(r.bottom, t.y + t.size) - Math.max(r.top, t.y) > 1;
      const inside = (t) => t.x >= a.left - 1 && t.x + t.w <= a.right + 1 && t.y >= a.top - 1 && t.y + t.size <= a.bottom + 1;
      return window.tabula.texts().filter((t) => t.text && meets(s, t) && !inside(t)).map((t) => t.text);
    });
    assert.deepEqual(over, [], `${l}: the invitation covers end-panel text`);
  }
  // One press, from the keyboard: the same table, his seat, and it starts.
  await bob.page.focus('#online-again button');
  await bob.page.keyboard.press('Enter');
  await bob.page.waitForFunction((t) => { const v = window.tabula.online.view(); return v && v.table === t && v.started; }, fresh, { timeout: 30000 });
  assert.equal(await bob.page.evaluate(() => window.tabula.online.seat()), seats[1]);
  await ann.page.waitForFunction(() => window.tabula.online.view().started);
  assert.equal(await ann.page.$('#online-again:not([hidden])'), null, 'no Play again during the new game');
  await ann.page.screenshot({ path: `${shots}online-rematch-started-phone.png` });

  // Every later ask gets the same table; My tables leads from the old one to it.
  const again = await bob.page.evaluate((t) => window.tabula.online.rematch({ table: t }), table);
  assert.deepEqual({ ok: again.ok, table: again.table, seat: again.seat }, { ok: true, table: fresh, seat: seats[1] });
  const rows = await ann.page.evaluate(() => window.tabula.online.tables());
  const old = rows.find((r) => r.table === table);
  assert.equal(old.over, true);
  assert.equal(old.rematch, fresh);
  assert.ok(rows.some((r) => r.table === fresh && !r.over));
  await ann.page.evaluate(() => window.tabula.online.open());
  await ann.page.waitForSelector(`#online-tables li[data-table="${table}"] .online-again`);
  assert.match(await ann.page.$eval(`#online-tables li[data-table="${table}"]`, (li) => li.textContent), /Rematch.*Join/);
  await ann.page.screenshot({ path: `${shots}online-rematch-my-tables-phone.png` });

  for (const p of [ann, bob]) { assert.deepEqual(p.problems, []); await p.context.close(); }
});
