// My tables says each table's pace (its clock: none, live, 1d, 3d, 7d): in
// window.tabula.online.tables() rows (`pace`, added beside the fields the
// issue named) and on each row of the list, in the page's four languages.
// The pace comes from the server (a summary, a view), so a table joined
// from a link shows it as well as one made here. Any game that seats three.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shots } from './harness.mjs';
import { gameFor } from './games.mjs';
import { onlineSpec, openOnline } from './online-harness.mjs';

const spec = onlineSpec();
const GAME = gameFor(3);  // three pages sit at each table
const WORDS = {
  en: { '1d': '1 day a turn', '7d': '7 days a turn', none: 'No clock', live: 'Live: 5 min a turn' },
  hu: { '1d': '1 nap egy kör', '7d': '7 nap egy kör', none: 'Nincs óra', live: 'Élő: 5 perc egy kör' },
  es: { '1d': '1 día por turno', '7d': '7 días por turno', none: 'Sin reloj', live: 'En vivo: 5 min por turno' },
  it: { '1d': '1 giorno a turno', '7d': '7 giorni a turno', none: 'Senza orologio', live: 'Dal vivo: 5 min a turno' },
};

test('My tables: each row says its pace, in the rows of tables() and on screen, in four languages', { timeout: 90000 }, async () => {
  // Bob makes the tables; Ann comes by their links (she never chose a pace).
  const bob = await openOnline(spec.browser, spec.server, 'desktop');
  const made = await bob.page.evaluate(async (game) => {
    const on = window.tabula.online;
    const out = {};
    for (const clock of ['none', 'live', '1d', '7d']) out[clock] = (await on.create({ game, players: 3, bots: [null, null, null], clock })).table;
    return out;
  }, GAME);
  await bob.context.close();
  const pages = {};
  for (const [name, device, viewport] of [['phone', 'phone'], ['desktop', 'desktop'], ['360', 'phone', { width: 360, height: 640 }]]) {
    const p = await openOnline(spec.browser, spec.server, device);
    if (viewport) await p.page.setViewportSize(viewport);
    for (const table of Object.values(made)) {
      assert.equal((await p.page.evaluate((t) => window.tabula.online.join({ table: t, name: 'Ann' }), table)).ok, true);
    }
    pages[name] = p;
  }
  const { page } = pages.phone;
  const rows = await page.evaluate(() => window.tabula.online.tables());
  assert.equal(rows.length, 4);
  for (const r of rows) {
    assert.deepEqual(Object.keys(r).sort(), ['game', 'lastMoveAt', 'left', 'names', 'over', 'pace', 'players', 'rematch', 'seat', 'table', 'yourTurn']);
    const clock = Object.keys(made).find((k) => made[k] === r.table);
    assert.equal(r.pace, clock, `${r.table}: ${JSON.stringify(r)}`);
  }
  // Known from the server too: with the browser's own notes gone, the
  // summaries bring every pace back.
  await page.evaluate(() => {
    const all = JSON.parse(localStorage.getItem('tabula.online-tables'));
    Object.values(all).forEach((t) => { delete t.pace; });
    localStorage.setItem('tabula.online-tables', JSON.stringify(all));
  });
  assert.deepEqual((await page.evaluate(() => window.tabula.online.tables())).map((r) => r.pace).sort(), ['1d', '7d', 'live', 'none']);

  for (const [name, p] of Object.entries(pages)) {
    await p.page.evaluate(() => window.tabula.online.open());
    await p.page.waitForFunction(() => document.querySelectorAll('#online-tables li').length === 4);
    for (const [lang, words] of Object.entries(WORDS)) {
      await p.page.evaluate((l) => window.tabula.setLanguage(l), lang);
      await p.page.waitForFunction(([m, w]) => Object.entries(m).every(([clock, table]) => {
        const e = document.querySelector(`#online-tables li[data-table="${table}"] .pace`);
        return e && e.textContent === w[clock];
      }), [made, words]);
      // Read whole: not cut with an ellipsis, inside its row.
      const cut = await p.page.$$eval('#online-tables li .pace', (ps) => ps.filter((e) => e.scrollWidth > e.clientWidth + 1 ||
        e.getBoundingClientRect().right > e.closest('li').getBoundingClientRect().right + 1 || !e.getBoundingClientRect().height).map((e) => e.textContent));
      assert.deepEqual(cut, [], `${name} ${lang}`);
      if (lang === 'en' || lang === 'hu') await p.page.screenshot({ path: `${shots}online-pace-my-tables-${name}-${lang}.png` });
    }
    assert.deepEqual(p.problems, []);
    await p.context.close();
  }
});
