// A seat's plate holds its name and, online at a clocked table, its note
// ("Annamária · gép játszik (Te)"): a long one is cut with "…" inside its
// plate (the name first, the note kept) instead of running past it, and the
// whole of it stays reachable as
// the plate's explanation (a long press, a hover). With a stand-in for
// shell/online.js (as app-online.test.mjs): a view of a real observation,
// then the plates' notes (tabula_online_notes). Phone, desktop, 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage, idle } from '../harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const NAMES = ['Annamária', 'Bartholomew-Maximilian', 'Krisztina', 'Bob'];
const sizes = { phone: ['phone'], desktop: ['desktop'], w360: ['phone', { width: 360, height: 640 }] };

for (const [name, [device, viewport]] of Object.entries(sizes)) {
  test(`${name}: long plate names with clock notes stay on their plates, whole in their explanation`, async () => {
    const { context, page, problems } = await openPage(browser, device, '');
    await context.addInitScript(() => { window.tabulaOnline = { available: true, open() {}, act() {} }; });
    await page.reload();
    await page.evaluate(() => window.tabula.ready);
    if (viewport) await page.setViewportSize(viewport);
    await page.evaluate(() => window.tabula.setLanguage('hu'));
    await page.evaluate(() => window.tabula.start({ game: 'mascarade', players: 4, humans: 1, level: 'easy', seed: 7 }));
    await idle(page);
    const obs = await page.evaluate(() => window.tabula.state());
    const legal = await page.evaluate(() => window.tabula.legal());
    const me = obs.seat;
    const seats = NAMES.map((n) => ({ name: n, bot: null, away: false }));
    // This seat: "Annamária" (the brief's example); the others around it.
    [seats[0].name, seats[me].name] = [seats[me].name, 'Annamária'];
    await page.evaluate((v) => window.Module.ccall('tabula_online_view', null, ['string'], [JSON.stringify(v)]), {
      table: 'T1', game: 'mascarade', players: 4, variant: '', seat: me, creator: true, started: true,
      seats, observation: obs, legal, over: false,
    });
    await idle(page);
    // A bot stands in for this seat and for one other; a third has its time.
    const other = (me + 1) % 4, third = (me + 2) % 4;
    const notes = ['', '', '', ''];
    notes[me] = 'gép játszik';
    notes[other] = 'gép játszik';
    notes[third] = '23 óra';
    await page.evaluate((n) => window.Module.ccall('tabula_online_notes', null, ['string'], [JSON.stringify(n)]), notes);
    await page.evaluate(() => window.tabula.nextFrame());
    await page.evaluate(() => window.tabula.nextFrame());
    const full = (s) => `${seats[s].name}${notes[s] ? ' · ' + notes[s] : ''}${s === me ? ' (Te)' : ''}`;
    const { texts, explains } = await page.evaluate(() => ({ texts: window.tabula.texts(), explains: window.tabula.explains() }));
    for (let s = 0; s < 4; s++) {
      // The plate: the explanation titled with the seat's name, or its whole label when cut.
      const plate = explains.find((e) => e.title === full(s)) || explains.find((e) => e.title === seats[s].name);
      assert.ok(plate, `${name}: seat ${s}'s plate explains itself (${JSON.stringify(explains.map((e) => e.title))})`);
      const inside = texts.filter((t) => t.text && t.y + t.size / 2 >= plate.y && t.y + t.size / 2 <= plate.y + plate.h &&
        t.x + t.w / 2 >= plate.x && t.x + t.w / 2 <= plate.x + plate.w);
      assert.equal(inside.length, 1, `${name}: one label on seat ${s}'s plate (${JSON.stringify(inside)})`);
      const [label] = inside;
      assert.ok(label.x >= plate.x - 0.5 && label.x + label.w <= plate.x + plate.w + 0.5,
        `${name}: "${label.text}" (${label.x.toFixed(1)}..${(label.x + label.w).toFixed(1)}) inside its plate (${plate.x.toFixed(1)}..${(plate.x + plate.w).toFixed(1)})`);
      assert.ok(label.size >= 11, `${name}: "${label.text}" readable (${label.size} px)`);
      if (label.text === full(s)) assert.equal(plate.title, seats[s].name, 'a label shown whole: its plate explains the seat');
      else {
        // The name gives way first: "Annam… · gép játszik (Te)".
        const [head, rest] = label.text.split('…');
        assert.ok(rest !== undefined && full(s).startsWith(head.trimEnd()) && full(s).endsWith(rest), `${name}: "${label.text}" is "${full(s)}" cut`);
        if (notes[s]) assert.ok(label.text.includes(` · ${notes[s]}`), `${name}: the note kept whole in "${label.text}"`);
        assert.equal(plate.title, full(s), `${name}: the whole label in the plate's explanation`);
      }
    }
    await page.screenshot({ path: `${shots}mascarade-plate-names-${name}.png` });
    // The accessible layer's words on the table (page-situation.js) name
    // each seat whole.
    const words = await page.evaluate(async () => {
      await window.tabulaPage.loadAccess();
      window.tabulaAccess.update();
      return window.tabulaAccess.state().texts.join('\n');
    });
    for (let s = 0; s < 4; s++) assert.ok(words.includes(seats[s].name), `${name}: the accessible layer names ${seats[s].name} (${words})`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
