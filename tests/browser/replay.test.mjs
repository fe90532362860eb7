// Replays and their links (issue 20): a finished game of each game, shared as
// a link in one browser context and opened in a fresh one, shows at every
// move exactly the engine's observation of the chosen seat (taken apart from
// the replay: the save cut at that move, imported); nothing hidden shows in
// a seat's view before the end; Show everything shows it; the keys and the
// controls step; a note travels as plain text; a broken link gets a notice
// in the reader's language and the start screen, its autosaves untouched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, shots, launchBrowser, openPage, press, SETTLED_SPEED } from './harness.mjs';
import { playToEnd, observationsAt } from './replay-harness.mjs';
import { gameData, gameFor, gameNames, mostSeats } from './games.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const replay = (page) => page.evaluate(() => window.tabula.replay());
const seek = (page, n) => page.evaluate((n) => window.tabula.seek(n), n);
const viewAs = (page, s) => page.evaluate((s) => window.tabula.viewAs(s), s);
const stateNow = (page) => page.evaluate(() => window.tabula.state());

// A replay is read-only: no game view draws a live table's words or buttons
// ("X is thinking…", Faster bots, Play again / New game...) during one.
const en = JSON.parse(readFileSync(new URL('../../assets/i18n/en.json', import.meta.url)));
const enGame = (g) => JSON.parse(readFileSync(new URL(`../../assets/i18n/${g}/en.json`, import.meta.url)));
// Each game's part (tests/browser/<game>/game.mjs "replay"): its table, its
// own live words, and what its views hide.
const perGame = {};
for (const game of gameNames()) perGame[game] = await gameData(game, 'replay');
const liveWords = [
  en.ui.turn_of.split('{name}')[1], en.ui.play_again, en.ui.back_to_start,
  ...gameNames().flatMap((game) => perGame[game].liveWords(enGame(game))),
];
async function assertReadOnly(page, what) {
  await page.evaluate(() => window.tabula.nextFrame());
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  for (const w of liveWords) assert.ok(!texts.some((t) => t.includes(w)), `${what}: "${w}" drawn in a replay`);
  const ids = Object.keys(await page.evaluate(() => window.tabula.layout()));
  for (const id of ['play_again', 'new_game', 'speed']) assert.ok(!ids.includes(id), `${what}: button ${id} in a replay`);
  assert.ok(ids.includes('replay:forward'), `${what}: the replay's own controls`);
}

// Opens a link in a fresh browser context at settled speed.
async function openLink(link, device = 'desktop') {
  const { context, page, problems } = await openPage(browser, device, link.slice(base.length), { speed: SETTLED_SPEED });
  return { context, page, problems };
}

const games = gameNames().map((game) => ({ game, players: perGame[game].players, seed: perGame[game].seed }));
// A game of 2 seats for the tests below: any but the one seating the most
// (its 2-seat games can run to 2000+ moves when played at random).
const two = gameFor(2, mostSeats().name);

for (const g of games) {
  test(`${g.game}: a shared link replays every move as each seat saw it`, async () => {
    const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
    const save = await playToEnd(maker.page, g);
    const N = save.actions.length;
    // A game still going gives no link; the finished one does.
    const link = await maker.page.evaluate(() => window.tabula.shareLink());
    assert.equal(typeof link, 'string', JSON.stringify(link));
    assert.match(link, /#replay=[A-Za-z0-9_-]+&at=\d+&seat=0$/);
    const every = [...Array(N + 1).keys()];
    const ref0 = await observationsAt(maker.page, save, 0, every);
    const other = g.players - 1;
    const sample = every.filter((n) => n % 7 === 0 || n === N - 1);
    const refOther = await observationsAt(maker.page, save, other, sample);
    // An unfinished game (the last import cut it short) gives none.
    await maker.page.evaluate((s) => window.tabula.importSave(JSON.stringify(Object.assign({}, s, { actions: s.actions.slice(0, 3) }))), save);
    const none = await maker.page.evaluate(() => window.tabula.shareLink());
    assert.equal(none.ok, false);
    assert.ok(none.reason.length > 10);
    assert.deepEqual(maker.problems, []);
    await maker.context.close();

    const { context, page, problems } = await openLink(link);
    assert.deepEqual(await replay(page), { at: N, of: N, seat: 0, everything: false });
    assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'table');
    for (const n of every) {
      assert.deepEqual(await seek(page, n), { ok: true });
      assert.deepEqual(await stateNow(page), ref0[n], `seat 0 at move ${n}`);
      if (n % 5 === 0 || n >= N - 1) await assertReadOnly(page, `${g.game} move ${n}`);
    }
    assert.deepEqual(await viewAs(page, String(other)), { ok: true });
    for (let i = 0; i < sample.length; ++i) {
      await seek(page, sample[i]);
      const seen = await stateNow(page);
      assert.deepEqual(seen, refOther[i], `seat ${other} at move ${sample[i]}`);
      // Nothing hidden: what the game's views keep from another seat.
      perGame[g.game].hidden(seen, other);
    }
    // Show everything: what the seat could not see.
    await viewAs(page, 'all');
    assert.deepEqual(await replay(page), { at: sample[sample.length - 1], of: N, seat: other, everything: true });
    const all = await stateNow(page);
    perGame[g.game].everything(all);
    // The end, as the game shows it in every seat's own view.
    await viewAs(page, '0');
    await seek(page, N);
    const end = await stateNow(page);
    assert.equal(end.over, true);
    perGame[g.game].end(end);
    await page.screenshot({ path: `${shots}replay-${g.game}-desktop.png` });
    // The keys: Home, ->, <-, End.
    await page.mouse.click(5, 300);
    await page.keyboard.press('Home');
    await page.evaluate(() => window.tabula.nextFrame());
    assert.equal((await replay(page)).at, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => window.tabula.nextFrame());
    assert.equal((await replay(page)).at, 2);
    assert.deepEqual(await stateNow(page), ref0[2]);
    await page.keyboard.press('ArrowLeft');
    await page.evaluate(() => window.tabula.nextFrame());
    assert.equal((await replay(page)).at, 1);
    await page.keyboard.press('End');
    await page.evaluate(() => window.tabula.nextFrame());
    assert.equal((await replay(page)).at, N);
    // The buttons: start, forward; play runs on by itself.
    await press(page, 'desktop', 'replay:start');
    await press(page, 'desktop', 'replay:forward');
    assert.equal((await replay(page)).at, 1);
    await press(page, 'desktop', 'replay:play');
    await page.waitForFunction(() => window.tabula.replay().at >= 3, null, { timeout: 20000 });
    await press(page, 'desktop', 'replay:play');
    // Nothing of a replay is saved: the fresh context has no autosave.
    assert.equal(await page.evaluate((g) => localStorage.getItem('tabula.save.' + g), g.game), null);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a note travels in the link, shown at its move as plain text only', async () => {
  const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
  const save = await playToEnd(maker.page, { game: mostSeats().name, players: 5, seed: 9 });
  await press(maker.page, 'desktop', 'replay:open');
  assert.equal((await replay(maker.page)).at, 0);
  const note = '<img src=x onerror="window.__pwned=1"><b>I bluffed the King</b> & <script>window.__pwned=2</script>';
  await seek(maker.page, 4);
  const set = await maker.page.evaluate((t) => window.tabula.note(t), note);
  assert.equal(set.note, note);
  const link = await maker.page.evaluate(() => window.tabula.shareLink());
  assert.match(link, /&at=4&seat=0$/);
  // Leaving the replay comes back to the finished game.
  await maker.page.evaluate(() => window.tabula.seek(0));
  await maker.context.close();

  const { context, page, problems } = await openLink(link, 'phone');
  assert.equal((await replay(page)).at, 4);
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  // Drawn as its characters (wrapped into lines: they join with spaces).
  assert.ok(texts.join(' ').includes('<b>I bluffed the King</b> & <script>'), texts.join(' | '));
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.evaluate(() => document.querySelectorAll('img, b, script:not([src])').length), 0);
  assert.ok(!(await page.content()).includes('I bluffed'), 'no note text in the DOM');
  await page.screenshot({ path: `${shots}replay-note-phone.png` });
  await seek(page, 5);
  await page.evaluate(() => window.tabula.nextFrame());
  const after = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  assert.ok(!after.some((t) => t.includes('bluffed')), 'the note shows at its own move only');
  assert.equal((await replay(page)).of, save.actions.length);
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 34 §10: Note is a dialog of ours, in the game's language (never the
// browser's window.prompt): Save keeps the note, Cancel and Escape do not.
test('Note opens a dialog of ours in the game\'s language, never window.prompt', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?lang=it', { speed: SETTLED_SPEED });
  const prompts = [];
  page.on('dialog', (d) => { prompts.push(d.type()); d.dismiss(); });
  await playToEnd(page, { game: two, players: 2, seed: 7 });
  await press(page, 'desktop', 'replay:open');
  await seek(page, 3);
  const it = JSON.parse(readFileSync(new URL('../../assets/i18n/it.json', import.meta.url)));
  await press(page, 'desktop', 'replay:note');
  await page.waitForSelector('#replay-note[open]');
  assert.equal(await page.textContent('#replay-note-label'), it.replay.note_prompt.replace('{n}', '3'));
  assert.equal(await page.textContent('#replay-note-save'), it.replay.note_save);
  assert.equal(await page.textContent('#replay-note-cancel'), it.ui.cancel);
  await page.screenshot({ path: `${shots}replay-note-dialog-desktop.png` });
  await page.keyboard.type('Qui ho bluffato');
  await page.keyboard.press('Escape');  // cancels
  assert.equal(await page.locator('#replay-note').count(), 0);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.ok(!(await page.evaluate(() => window.tabula.texts().map((t) => t.text))).join(' ').includes('bluffato'), 'Escape keeps no note');
  await press(page, 'desktop', 'replay:note');
  await page.fill('#replay-note-text', 'Qui ho bluffato');
  await page.click('#replay-note-save');
  assert.equal(await page.locator('#replay-note').count(), 0);
  await page.evaluate(() => window.tabula.nextFrame());
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  assert.ok(texts.join(' ').includes('Qui ho bluffato'), 'the note is shown at its move');
  assert.deepEqual(prompts, [], 'no browser dialog');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a broken link: a notice in the reader\'s language, the start screen, no autosave touched', async () => {
  const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
  const finished = await playToEnd(maker.page, { game: two, players: 2, seed: 2 });
  // An unfinished game's autosave, which opening a broken link must leave as it is.
  const kept = JSON.stringify(Object.assign({}, finished, { actions: finished.actions.slice(0, 5) }));
  const good = await maker.page.evaluate(() => window.tabula.shareLink());
  const packed = good.match(/#replay=([^&]+)/)[1];
  // A link whose moves were changed: a valid payload with a move no rule allows.
  const tampered = await maker.page.evaluate(async (good) => {
    await window.tabula.shareLink();  // replay-link.js is loaded now
    const L = window.tabulaReplayLink;
    const p = JSON.parse(await L.decode(L.parse(good.slice(good.indexOf('#'))).replay));
    const a = p.a.split('\n');
    a[3] = a[3] + ' 99';
    p.a = a.join('\n');
    return L.encode(JSON.stringify(p));
  }, good);
  await maker.context.close();
  const hu = JSON.parse(readFileSync(new URL('../../assets/i18n/hu.json', import.meta.url)));
  const prefix = hu.replay.bad_link.split('{why}')[0];
  const cases = {
    malformed: '#replay=%%%not-base64!!',
    // Issue 34 §10: a made-up link is "not a Tabula replay", never "cut short".
    'malformed (made up)': '#replay=hello-world',
    truncated: `#replay=${packed.slice(0, Math.floor(packed.length / 2))}`,
    tampered: `#replay=${tampered}`,
    oversized: `#replay=${'A'.repeat(70000)}`,
    empty: '#replay=',
  };
  for (const [what, hash] of Object.entries(cases)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(([kept, game]) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem(`tabula.save.${game}`, kept); sessionStorage.setItem('seeded', '1'); } }, [kept, two]);
    await page.goto(`${base}?lang=hu${hash}`);
    await page.evaluate(() => window.tabula.ready);
    const notices = await page.evaluate(() => window.tabula.notices());
    const said = notices.find((n) => n.startsWith(prefix));
    assert.ok(said, `${what}: ${JSON.stringify(notices)}`);
    if (what !== 'empty') assert.ok(said.includes(hu.replay[`why_${what.split(' ')[0]}`]), `${what}: ${said}`);
    assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start', what);
    assert.equal(await page.evaluate(() => window.tabula.replay()), null);
    assert.equal(await page.evaluate((game) => localStorage.getItem(`tabula.save.${game}`), two), kept, what);
    if (what === 'truncated') await page.screenshot({ path: `${shots}replay-broken-link-phone.png` });
    await context.close();
  }
});

test('About during a replay gives the embed snippet of the move on screen', async () => {
  const maker = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
  await playToEnd(maker.page, { game: two, players: 2, seed: 7 });
  await press(maker.page, 'desktop', 'replay:open');
  await seek(maker.page, 6);
  await viewAs(maker.page, '1');
  await maker.page.evaluate(() => window.tabulaPage.about());
  const snippet = await maker.page.textContent('#about-snippet');
  const src = snippet.match(/<iframe src="([^"]+)"/)[1];
  assert.match(src, /#replay=[A-Za-z0-9_-]+&at=6&seat=1&embed=1$/, snippet.slice(0, 120));
  assert.match(await maker.page.textContent('#about .options'), /#replay=….*&at=6&seat=1&embed=1$/);
  await maker.context.close();
  // The snippet's page, 360 px wide: the replay at that move, embedded.
  const context = await browser.newContext({ viewport: { width: 360, height: 760 } });
  const page = await context.newPage();
  await page.goto(src);
  await page.evaluate(() => window.tabula.ready);
  assert.deepEqual(await replay(page), { at: 6, of: (await replay(page)).of, seat: 1, everything: false });
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('embed')), true);
  await context.close();
  // Out of a replay, About gives the game's own snippet.
  const plain = await openPage(browser, 'desktop', `?game=${two}`, { speed: SETTLED_SPEED });
  await plain.page.evaluate(() => window.tabulaPage.about());
  assert.doesNotMatch(await plain.page.textContent('#about-snippet'), /#replay=/);
  await plain.context.close();
});
