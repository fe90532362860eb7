// Keyboard play costs few key presses (issue 34 §6): the first 20 decisions
// (or the whole game, if shorter) of each game played from the canvas's
// focus ring alone, as a practised keyboard player would: at each decision
// a legal action is picked (a fixed walk over window.tabula.legal()), and
// the choice that makes or starts it (reach.mjs, hint.cc's rule) is ringed
// by the fewest keys the game offers: Tab or Shift+Tab from where the ring is, a typed
// square's name ("c3"), P for Pass; then Enter; a turn composed of several
// choices goes on the same way until the move is played. Every key is really
// pressed and the ring checked on its target. Printed per game: decisions,
// key presses, and what the same game costs by Tab alone (the keys before
// typed names and Pass existed). Fails when a game needs more than 5 key
// presses a decision on average.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { base, devices, launchBrowser, SETTLED_SPEED } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';
import { reachOf } from './reach.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const MAX_AVERAGE = 5;
// Decisions played a game (to keep the spec short): its first 20, or all.
const DECISIONS = 20;
const idle = /^(menu|help|undo|hint|sound|motion|hints|speed|log|v:log|v:tab:.*|about)$/;
const coordinate = (t) => /^[a-z]\d+$/.test(t);
const tail = (id) => id.slice(id.lastIndexOf(':') + 1);

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
}

// The keys that ring `id` from where the ring is, fewest first.
function route(choices, focus, id) {
  const to = choices.findIndex((c) => c.id === id);
  const from = choices.findIndex((c) => c.id === focus);
  const tabs = from < 0 ? Array(to + 1).fill('Tab') : Array(Math.abs(to - from)).fill(to >= from ? 'Tab' : 'Shift+Tab');
  const ways = [tabs];
  const t = tail(id);
  if (coordinate(t) && choices.filter((c) => tail(c.id) === t).length === 1) ways.push([...t]);
  if (id === 'action:pass' || t === 'pass') ways.push(['p']);
  return { keys: ways.reduce((a, b) => (b.length < a.length ? b : a)), tabs: tabs.length };
}

for (const game of gameNames()) {
  test(`${game}: up to ${DECISIONS} decisions by keyboard, at most ${MAX_AVERAGE} key presses a decision on average`, async () => {
    const players = await gameData(game, 'accessPlayers');
    const context = await browser.newContext(devices.desktop);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
    await page.goto(`${base}?game=${game}&players=${players}&humans=1&level=easy&seed=11&lang=en`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabulaPage.loadAccess());
    await page.waitForFunction(() => window.tabulaAccess);
    await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
    await page.focus('#canvas');
    const random = rng(game.length * 31);
    let presses = 0, tabOnly = 0, decisions = 0;
    const press = async (key) => {
      await page.keyboard.press(key);
      presses += 1;
    };
    const look = () => page.evaluate(async () => {
      await window.tabula.waitIdle(60000);
      await window.tabula.nextFrame();
      const a = window.tabulaAccess.state();
      return { choices: a.choices, focus: a.focus, legal: window.tabula.legal(), over: window.tabula.state().over,
        moves: JSON.parse(window.tabula.save()).actions.length };
    });
    for (let guard = 0; guard < 3000; ++guard) {
      let s = await look();
      if (s.over || decisions >= DECISIONS) break;
      const ready = s.choices.find((c) => c.id === 'v:ready');
      const action = s.legal.length ? s.legal[Math.floor(random() * s.legal.length)] : null;
      if (!action && !ready) {
        assert.fail(`${game}: nothing to do at move ${s.moves}: ${JSON.stringify(s.choices.map((c) => c.id))}`);
      }
      // The choices that make the move, until it is played.
      const movesBefore = s.moves;
      for (let step = 0; step < 12; ++step) {
        const offered = s.choices.map((c) => c.id).filter((id) => !idle.test(id));
        const id = ready ? 'v:ready' : reachOf(action, offered) ?? offered.find((x) => x === 'v:stop') ?? offered[0];
        assert.ok(id, `${game}: no choice makes "${action}"`);
        const { keys, tabs } = route(s.choices, s.focus, id);
        tabOnly += tabs + 1;
        for (const k of keys) await press(k);
        await page.evaluate(() => window.tabula.nextFrame());
        const ringed = await page.evaluate(() => window.tabulaAccess.state().focus);
        assert.equal(ringed, id, `${game}: ${keys.join(' ')} rings "${id}" (for "${action}")`);
        await press('Enter');
        s = await look();
        if (ready || s.moves > movesBefore || s.over) break;
      }
      if (!ready) decisions += 1;
    }
    const s = await look();
    assert.ok(s.over || decisions >= DECISIONS, `${game}: the game was played to its end or ${DECISIONS} decisions`);
    const average = presses / decisions;
    console.log(`# ${game}: ${decisions} decisions, ${presses} key presses (${average.toFixed(1)} a decision); by Tab alone ${tabOnly} (${(tabOnly / decisions).toFixed(1)})`);
    assert.ok(average <= MAX_AVERAGE, `${game}: ${average.toFixed(1)} key presses a decision on average`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
