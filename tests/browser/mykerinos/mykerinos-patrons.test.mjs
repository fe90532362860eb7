// Mykerinos patron turns composed by TAPPING on the page, at phone size
// (390x844, DPR 3, touch) and desktop size (1280x800): Lady Violet, Lord
// Lemon, Sir Brown, Mrs Blackmore and Colonel Tangerine, plus neutral cubes
// at two players. Positions are reached through window.tabula.act (3 players,
// random bots, seat 0 plays plain cubes and takes cards, seeds tried in order
// until season 2+ offers the patron) on a search page of their own (DPR 1,
// the clock at SETTLED_SPEED: only states are looked at there); the position
// is kept as a save and loaded with importSave into each device's page (the
// season-4 and neutral-cube tests find theirs the same way; the search loop
// runs in the search page, playUntil, one round trip a stop rather than five
// a move; the five patrons share one page a device). From there only taps: the
// patron's button, the highlighted squares or rooms, one Back before the last
// cube (nothing may be played yet), then the last cube, which plays the whole
// turn. Every step checks the highlighted squares, rooms and Stop against the
// rules (computed here from the observation, see `Turn`); the end checks the
// actions played (from the save) and the observation (cubes, room, card
// turned, supplies). Screenshots (start, composing just before Back, played):
// tests/browser/screenshots/mykerinos-patron-<patron>-<device>-*.png and
// mykerinos-neutral-<device>-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base, shots, launchBrowser, openPage as openOn, press, idle, state, SETTLED_SPEED } from '../harness.mjs';

const words = JSON.parse(readFileSync(new URL('../../../assets/i18n/mykerinos/en.json', import.meta.url)));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });
const openPage = (device, query) => openOn(browser, device, query);
const layout = (page) => page.evaluate(() => window.tabula.layout());
const ids = async (page) => Object.keys(await layout(page));
const legalOf = (page) => page.evaluate(() => window.tabula.legal());
const actionsOf = async (page) => JSON.parse(await page.evaluate(() => window.tabula.save())).actions;

// The page positions are searched on: hundreds of moves played through
// window.tabula.act, looked at through state() and legal() only, so a DPR 1
// page at phone size with the clock at SETTLED_SPEED (on the DPR 3 phone
// page itself the search took most of this file's time). Its page errors
// fail the test that loads what it found (`loadSave`).
let searchPage;
const searchProblems = [];
async function searcher() {
  if (!searchPage) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    searchPage = await context.newPage();
    searchPage.on('pageerror', (e) => searchProblems.push(`search page: ${e}`));
    await searchPage.goto(base);
    await searchPage.evaluate(() => window.tabula.ready);
    await searchPage.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  }
  return searchPage;
}

// Loads a save found by a search into a test's page: the observation there.
async function loadSave(page, save) {
  assert.deepEqual(searchProblems, [], 'the search page ran clean');
  await page.evaluate((t) => window.tabula.importSave(t), save);
  await idle(page);
  await page.evaluate(() => window.tabula.nextFrame());
  assert.deepEqual(await actionsOf(page), JSON.parse(save).actions, 'the save loaded');
  return state(page);
}

const PATRONS = ['violet', 'lemon', 'brown', 'blackmore', 'tangerine'];

// ------------------------------------------------------------ the rules
// One excavation turn after a patron card, from the observation and the texts
// composed so far: what may come next (the engine's README, "Action text
// forms", and its Decisions 2-4).
const COLS = 8;
const sqName = (sq) => String.fromCharCode(97 + (sq % COLS)) + (Math.floor(sq / COLS) + 1);
const sqIndex = (name) => (Number(name.slice(1)) - 1) * COLS + (name.charCodeAt(0) - 97);

class Turn {
  constructor(obs) {
    this.rows = obs.region.rows;
    this.cube = obs.region.cubes.map((c) => (c === null ? -1 : c));
    this.pyr = obs.region.pyramids.slice();
    this.rooms = obs.museum.rooms.map((r) => ({ name: r.name, value: r.value, cube: r.cube }));
    this.own = obs.current;
    this.neutral = obs.neutral;
    this.personal = obs.seats[this.own].cubes;
    this.neutralHeld = obs.seats[this.own].neutral_cubes ?? 0;
    this.step = 'choose';
    this.done = false;
  }
  free(s) { return this.cube[s] < 0; }
  nb(sq) {
    const r = Math.floor(sq / COLS), c = sq % COLS, out = [];
    if (r > 0) out.push(sq - COLS);
    if (r + 1 < this.rows) out.push(sq + COLS);
    if (c > 0) out.push(sq - 1);
    if (c + 1 < COLS) out.push(sq + 1);
    return out;
  }
  touches(sq, col) { return this.nb(sq).some((s) => this.cube[s] === col); }
  // `more` further free plain squares in a row from `from`, none reused.
  chain(from, more, used = [from]) {
    if (more === 0) return true;
    return this.nb(from).some((s) => this.free(s) && !this.pyr[s] && !used.includes(s)
      && this.chain(s, more - 1, [...used, s]));
  }
  apply(text) {
    const [verb, name, extra] = text.split(' ');
    if (verb === 'patron') {
      this.step = name;
      if (name === 'violet') this.personal += 1;
      return;
    }
    if (verb === 'museum' || verb === 'stop') { this.done = true; return; }
    const sq = sqIndex(name);
    const col = extra === 'neutral' ? this.neutral : this.own;
    if (verb === 'then') {
      this.pyramids += this.pyr[sq] ? 1 : 0;
      this.place(sq, this.colour);
      this.last = sq;
      if (--this.left === 0) this.done = true;
      return;
    }
    this.place(sq, col);
    const more = { blackmore: 1, tangerine: 2 }[this.step] ?? (verb === 'extend' ? 1 : 0);
    if (more === 0) { this.done = true; return; }
    Object.assign(this, {
      lemon: this.step === 'lemon', step: 'chain', colour: col, left: more, last: sq,
      pyramids: this.pyr[sq] ? 1 : 0,
    });
  }
  place(sq, col) {
    this.cube[sq] = col;
    if (col === this.neutral) this.neutralHeld -= 1; else this.personal -= 1;
  }
  options() {
    const out = [];
    const all = [...Array(this.rows * COLS).keys()];
    const plain = (s) => this.free(s) && !this.pyr[s];
    switch (this.done ? 'done' : this.step) {
      case 'violet':
        if (this.personal >= 1) for (const s of all.filter(plain)) out.push(`new ${sqName(s)}`);
        if (this.personal >= 2) {
          for (const s of all.filter((s) => plain(s) && this.touches(s, this.own) && this.chain(s, 1))) out.push(`extend ${sqName(s)}`);
        }
        // "Ezután a játékos végrehajthatja az A vagy a B akciót": after the
        // cube, digging is optional (RULINGS.md, second round).
        out.push('stop');
        break;
      case 'lemon':
        for (const s of all.filter((s) => this.free(s) && this.pyr[s])) out.push(`new ${sqName(s)}`);
        for (const s of all.filter((s) => this.free(s) && this.touches(s, this.own))) {
          if (this.pyr[s] || (this.personal >= 2 && this.nb(s).some((n) => this.free(n) && this.pyr[n]))) out.push(`extend ${sqName(s)}`);
        }
        break;
      case 'brown':
        for (const r of this.rooms) {
          const open = r.cube === null && (r.value !== 5 || this.rooms.some((o) => o.cube === this.own
            && o.value !== 5 && o.name.split(/[ -]/).includes(r.name.split(' ')[0])));
          if (open) out.push(`museum ${r.name}`);
        }
        break;
      case 'blackmore':
        if (this.personal >= 2) for (const s of all.filter((s) => plain(s) && this.chain(s, 1))) out.push(`new ${sqName(s)}`);
        break;
      case 'tangerine':
        if (this.personal >= 3) {
          for (const s of all.filter((s) => plain(s) && this.touches(s, this.own) && this.chain(s, 2))) out.push(`extend ${sqName(s)}`);
        }
        break;
      case 'chain':
        if (this.lemon && this.pyramids === 1) out.push('stop');
        for (const s of this.nb(this.last).sort((a, b) => a - b)) {
          if (!this.free(s)) continue;
          if (this.lemon) {
            if (this.pyr[s] !== (this.pyramids === 0)) continue;
            if ((this.colour === this.neutral ? this.neutralHeld : this.personal) < 1) continue;
          } else if (this.pyr[s] || !this.chain(s, this.left - 1)) continue;
          out.push(`then ${sqName(s)}`);
        }
        break;
      default:
    }
    return out;
  }
}

function replay(obs, texts) {
  const t = new Turn(obs);
  for (const x of texts) t.apply(x);
  return t;
}

// ------------------------------------------------------------ reaching
// Seat 0's moves on the way (never a patron, rarely a pass): cubes, mostly
// extensions, and cards rather than museum rooms at scorings.
function plainMove(legal, i) {
  const takes = legal.filter((l) => l.startsWith('take'));
  if (takes.length) return takes[0];
  const then = legal.filter((l) => l.startsWith('then'));
  if (then.length) return then[i % then.length];
  const own = (verb) => legal.filter((l) => l.startsWith(verb) && !l.endsWith('neutral'));
  if (own('extend').length && i % 3) return own('extend')[(i * 7) % own('extend').length];
  if (own('new').length && i % 4) return own('new')[(i * 5) % own('new').length];
  const other = legal.filter((l) => !l.startsWith('patron') && l !== 'pass');
  if (other.length) return other[(i * 3) % other.length];
  return legal.includes('pass') ? 'pass' : legal[0];
}

// Plays on the search page from move index `from`: at each of seat 0's
// turns (the bots' in between, waited for), stops where `until(s, legal)`
// holds, else plays `pick(s, legal, i)` (plainMove by default) -- the loop
// the tests ran from here, five round trips a move, run in the page in one
// (the same moves, so the same positions). `until` and `pick` are sent as
// source: they may use plainMove and nothing else of this file. Returns
// { i, s, legal, found } at the stop, { over } at the game's end, or
// { refused, reason }; after `max` moves, { i: max }.
async function playUntil(page, until, { from = 0, max = 400, pick = null } = {}) {
  const r = await page.evaluate(`(async () => {
    const plainMove = ${plainMove.toString()};
    const until = ${until.toString()};
    const pick = ${pick ? pick.toString() : '(s, legal, i) => plainMove(legal, i)'};
    for (let i = ${from}; i < ${max}; ++i) {
      await window.tabula.waitIdle(60000);
      const s = window.tabula.state();
      if (s.phase === 'over') return { over: true, i, s };
      const legal = window.tabula.legal();
      if (until(s, legal)) return { found: true, i, s, legal };
      const m = pick(s, legal, i);
      const r = window.tabula.act(m);
      if (!r.ok) return { refused: m, reason: r.reason, i };
    }
    return { i: ${max} };
  })()`);
  assert.ok(!r.refused, `act("${r.refused}") refused: ${r.reason}`);
  return r;
}

// The first position (by seed, then by move) where seat 0 may use a patron,
// kept as a save so the second device (and the other patrons met at the same
// moment) start from it at once. Deterministic: bots play from (seed, move).
const positions = new Map();
const SEEDS = [2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

async function reach(testPage, patron) {
  const page = positions.has(patron) ? null : await searcher();
  // In the page: up to a season-2+ choice offering a patron not found yet;
  // here: whether it is the position that patron waits for (`when`).
  const offersNew = (s, legal) => s.season >= 2 && s.turn?.step === 'choose'
    && legal.some((l) => l.startsWith('patron ') && !window.__found.includes(l.slice(7)));
  for (const seed of SEEDS) {
    if (positions.has(patron)) break;
    await page.evaluate((s) => window.tabula.start({ game: 'mykerinos', players: 3, humans: 1, level: 'random', seed: s }), seed);
    for (let i = 0; i < 400; ++i) {
      await page.evaluate((f) => { window.__found = f; }, [...positions.keys()]);
      const at = await playUntil(page, offersNew, { from: i });
      if (!at.found) break;
      i = at.i;
      const { s, legal } = at;
      const save = await page.evaluate(() => window.tabula.save());
      for (const l of legal) {
        const p = l.startsWith('patron ') && l.slice(7);
        if (p && !positions.has(p) && (plans[p].when ?? (() => true))(s, p)) positions.set(p, { seed, save });
      }
      if (positions.has(patron)) break;
      const pick = plainMove(legal, i);
      const r = await page.evaluate((t) => window.tabula.act(t), pick);
      assert.equal(r.ok, true, `act("${pick}") refused: ${r.reason}`);
    }
  }
  const found = positions.get(patron);
  assert.ok(found, `no seed in ${SEEDS} offers patron ${patron} to seat 0`);
  const s = await loadSave(testPage, found.save);
  assert.ok((await legalOf(testPage)).includes(`patron ${patron}`), `patron ${patron} offered after loading the save`);
  return { seed: found.seed, obs: s };
}

// ------------------------------------------------------------ tapping

// Season 4 on a phone shows one band of three rows at a time, with a button
// per band (v:band:N): shows the band holding square `name` ("c7").
async function showBand(page, name) {
  const b = Math.floor((Number(name.slice(1)) - 1) / 3);
  const r = (await layout(page))[`v:band:${b}`];
  if (!r) return;
  await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
  await page.evaluate(() => window.tabula.nextFrame());
}

async function pressSquare(page, device, name) {
  if (!(await ids(page)).includes(`v:sq:${name}`)) await showBand(page, name);
  await press(page, device, `v:sq:${name}`);
}

// The squares highlighted for tapping (on every band, when zoomed), and the rooms.
async function highlighted(page) {
  const all = await ids(page);
  const squares = new Set(all.filter((id) => id.startsWith('v:sq:')));
  for (const band of all.filter((id) => id.startsWith('v:band:'))) {
    await showBand(page, `a${3 * Number(band.slice(7)) + 1}`);
    for (const id of await ids(page)) if (id.startsWith('v:sq:')) squares.add(id);
  }
  return {
    squares: [...squares].map((id) => id.slice(5)).sort(),
    rooms: all.filter((id) => id.startsWith('v:room:') || id.startsWith('action:museum ')).map((id) => id.replace(/^v:room:|^action:museum /, '')).sort(),
    all,
  };
}

// What the screen must offer for `options`: squares (own or neutral colour
// as chosen), rooms, and Stop.
function expectedHighlights(options, neutral = false) {
  const squares = new Set(), rooms = new Set();
  for (const o of options) {
    const [verb, name, extra] = o.split(' ');
    if (verb === 'museum') rooms.add(o.slice(7));
    else if (/^(new|extend|then)$/.test(verb) && (extra === 'neutral') === neutral) squares.add(name);
  }
  return { squares: [...squares].sort(), rooms: [...rooms].sort(), stop: options.includes('stop') };
}

async function checkHighlights(page, options, what, neutral = false) {
  const want = expectedHighlights(options, neutral);
  const got = await highlighted(page);
  assert.deepEqual(got.squares, want.squares, `highlighted squares ${what}`);
  if (want.rooms.length) assert.deepEqual(got.rooms, want.rooms, `highlighted rooms ${what}`);
  assert.equal(got.all.includes('v:stop'), want.stop, `Stop offered ${what}`);
}

// Taps what plays `text` within the composition: a patron button, a room, Stop,
// or a square (then "new"/"extend" when the square allows both).
async function tapText(page, device, text) {
  const [verb, name] = text.split(' ');
  if (verb === 'patron') return press(page, device, `v:patron:${name}`);
  if (verb === 'stop') return press(page, device, 'v:stop');
  if (verb === 'museum') {
    const room = text.slice(7);
    const all = await ids(page);
    return press(page, device, all.includes(`v:room:${room}`) ? `v:room:${room}` : `action:museum ${room}`);
  }
  await pressSquare(page, device, name);
  const form = `v:form:${text}`;
  if ((await ids(page)).includes(form)) {
    await press(page, device, form);
  }
}

// The whole patron turn by taps. `prefer` orders the texts to pick at each
// step (the first one matching wins, else the first option). One Back is
// tapped just before the text that would end the turn, and that step redone.
// With `cancelFirst`, the patron and a first step are tapped and cancelled
// before the turn is composed for real.
async function composeByTaps(page, device, obs0, patron, prefer, cancelFirst = false) {
  const move0 = obs0.move;
  const actions0 = (await actionsOf(page)).length;
  const texts = [];
  let backDone = false;
  let midShot = false;
  await checkNothingPlayed(page, move0, 'before the patron');
  const legal = await legalOf(page);
  await checkHighlights(page, legal, 'at the start of the turn');
  assert.ok((await ids(page)).includes(`v:patron:${patron}`), `a button for patron ${patron}`);
  if (cancelFirst) {
    await tapText(page, device, `patron ${patron}`);
    await tapText(page, device, pickText(replay(obs0, [`patron ${patron}`]).options(), prefer, 1));
    await press(page, device, 'v:cancel');
    await checkNothingPlayed(page, move0, 'after Cancel');
    const all = await ids(page);
    assert.ok(all.includes(`v:patron:${patron}`) && !all.includes('v:back'), 'Cancel dropped the whole composition');
    await checkHighlights(page, legal, 'after Cancel');
  }
  for (let guard = 0; guard < 12; ++guard) {
    const t = replay(obs0, texts);
    const options = texts.length === 0 ? [`patron ${patron}`] : t.options();
    assert.ok(options.length > 0, `something to do after ${texts.join(', ')}`);
    if (texts.length > 0) await checkHighlights(page, options, `after ${texts.join(', ')}`);
    const pick = pickText(options, prefer, texts.length);
    const ends = replay(obs0, [...texts, pick]).done;
    if (ends && !backDone) {
      // Back: the last composed step comes off, nothing has been played.
      if (!midShot) {
        await page.screenshot({ path: `${shots}mykerinos-patron-${patron}-${device}-composing.png` });
        midShot = true;
      }
      assert.ok((await ids(page)).includes('v:back'), `a Back button after ${texts.join(', ')}`);
      await press(page, device, 'v:back');
      backDone = true;
      const undone = texts.pop();
      await checkNothingPlayed(page, move0, `after Back (undoing ${undone})`);
      if (texts.length === 0) {
        const all = await ids(page);
        assert.ok(all.includes(`v:patron:${patron}`) && !all.includes('v:back'), 'Back undid the patron choice');
      } else {
        await checkHighlights(page, replay(obs0, texts).options(), `after Back to ${texts.join(', ')}`);
      }
      await tapText(page, device, undone);
      texts.push(undone);
      await checkNothingPlayed(page, move0, `after redoing ${undone}`);
      continue;
    }
    await tapText(page, device, pick);
    texts.push(pick);
    if (ends) break;
    await checkNothingPlayed(page, move0, `after ${texts.join(', ')}`);
    assert.ok((await ids(page)).includes('v:cancel'), 'a Cancel button while composing');
  }
  // Everything composed was played, in order, by seat 0.
  const played = (await actionsOf(page)).slice(actions0, actions0 + texts.length);
  assert.deepEqual(played, texts, 'the composed turn was played as composed');
  await page.evaluate(() => window.tabula.nextFrame());
  await page.screenshot({ path: `${shots}mykerinos-patron-${patron}-${device}-played.png` });
  return texts;
}

function pickText(options, prefer, step) {
  for (const re of prefer[step] ?? prefer.at(-1) ?? []) {
    const hit = options.find((o) => re.test(o));
    if (hit) return hit;
  }
  return options[0];
}

async function checkNothingPlayed(page, move0, when) {
  const s = await state(page);
  assert.equal(s.move, move0, `nothing played ${when}`);
}

const turnedOf = (obs, seat, patron) => obs.seats[seat].cards.filter((c) => c.patron === patron && c.turned).length;

// After the turn: the observation as the rule says. The bots may already have
// moved, so only what they cannot undo is checked.
async function checkAfter(page, obs0, patron, texts) {
  const obs = await state(page);
  const seat = obs0.current;
  assert.equal(turnedOf(obs, seat, patron), turnedOf(obs0, seat, patron) + 1, `one ${patron} card turned`);
  assert.ok(obs.move >= obs0.move + texts.length, 'the moves were counted');
  const squares = texts.filter((t) => /^(new|extend|then) /.test(t)).map((t) => t.split(' ')[1]);
  for (const sq of squares) {
    assert.equal(obs.region.cubes[sqIndex(sq)], seat, `own cube on ${sq}`);
  }
  const cubes = (o) => o.seats[seat].cubes;
  if (obs.season === obs0.season) {
    const gain = patron === 'violet' ? 1 : 0;
    const spent = squares.length + (patron === 'brown' ? 1 : 0);
    assert.equal(cubes(obs), cubes(obs0) + gain - spent, 'personal supply');
    if (patron === 'violet') assert.equal(obs.central[seat], obs0.central[seat] - 1, 'a cube from the central supply');
  }
  return { obs, squares };
}

// ------------------------------------------------------------ the tests

// Per patron: what to prefer at each step (regexes, first match wins) and
// what the turn must look like.
// `when` picks the position: Violet and Lemon wait until seat 0 has cubes on
// the board, so that their extensions (two cubes) can be tapped.
const canExtend = (obs, p) => replay(obs, [`patron ${p}`]).options().some((o) => o.startsWith('extend '));
const plans = {
  // The extra cube, then an extension: two cubes.
  violet: { prefer: [[], [/^extend /], [/^then /]], cubes: [2, 2], when: canExtend },
  // An extension next to own cubes with one cube on a pyramid: Stop after
  // the pyramid when offered, else the second cube.
  lemon: { prefer: [[], [/^extend /], [/^stop$/, /^then /]], cubes: [1, 2], when: canExtend },
  brown: { prefer: [[], [/ 5$/, / 3$/, /-/]], cubes: [0, 0] },
  blackmore: { prefer: [[], [/^new /], [/^then /]], cubes: [2, 2], cancelFirst: true },
  tangerine: { prefer: [[], [/^extend /], [/^then /]], cubes: [3, 3] },
};

// One page a device for its five patrons (each loads its position with
// importSave, as a fresh page did; a page load was a second or two of each
// test): the problems a test checks are those since it began.
for (const device of ['phone', 'desktop']) {
  describe(`Mykerinos patrons by taps on ${device}`, () => {
    let shared;
    after(async () => { await shared?.context.close(); });
    for (const patron of PATRONS) {
      test(`${patron}: the whole turn composed by taps, with Back`, async (t) => {
        shared ??= await openPage(device, '');
        const { page, problems } = shared;
        problems.length = 0;
        const { obs: obs0, seed } = await reach(page, patron);
        await page.screenshot({ path: `${shots}mykerinos-patron-${patron}-${device}-start.png` });
        if (device === 'desktop') {
          // The patron says what calling on them does, under the chips (issue
          // 32 §3: not the portrait alone).
          const brief = `${words.patron_short[patron]}: ${words.patron_brief[patron]}`;
          const drawn = await page.evaluate(() => window.tabula.texts());
          const line = drawn.find((x) => x.text === brief);
          assert.ok(line, `the panel says "${brief}": ${drawn.map((x) => x.text).join(' | ')}`);
          assert.ok(line.size >= 12, `"${brief}" is ${line.size} px`);
        }
        const plan = plans[patron];
        const texts = await composeByTaps(page, device, obs0, patron, plan.prefer, plan.cancelFirst);
        t.diagnostic(`seed ${seed}, move ${obs0.move}: ${texts.join(' | ')}`);
        const { obs, squares } = await checkAfter(page, obs0, patron, texts);
        assert.ok(squares.length >= plan.cubes[0] && squares.length <= plan.cubes[1], `${squares.length} cubes placed`);
        const pyramids = squares.filter((sq) => obs0.region.pyramids[sqIndex(sq)]).length;
        if (patron === 'lemon') assert.equal(pyramids, 1, 'exactly one cube on a pyramid');
        else assert.equal(pyramids, 0, 'no cube on a pyramid');
        if (squares.length > 1) {
          for (let k = 1; k < squares.length; ++k) {
            const a = sqIndex(squares[k - 1]), b = sqIndex(squares[k]);
            const d = Math.abs(a - b);
            assert.ok(d === COLS || (d === 1 && Math.floor(a / COLS) === Math.floor(b / COLS)), `${squares[k]} next to ${squares[k - 1]}`);
          }
        }
        if (texts[1].startsWith('extend ') || patron === 'tangerine') {
          assert.ok(new Turn(obs0).touches(sqIndex(squares[0]), obs0.current), 'the extension starts next to an own cube');
        }
        if (patron === 'brown') {
          const room = texts[1].slice(7);
          assert.equal(obs.museum.rooms.find((r) => r.name === room).cube, obs0.current, `own cube in ${room}`);
        }
        assert.deepEqual(problems, []);
      });
    }
  });
}

// How many distinct colours (4 bits per channel) the page shows inside `r`
// (CSS px): a drawn museum has dozens, an empty panel one or two. The PNG is
// decoded in a blank page of the same browser (no image library here).
async function coloursIn(page, r) {
  const png = await page.screenshot({ clip: { x: r.x, y: r.y, width: r.w, height: r.h } });
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, img.width, img.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4) seen.add(((d[i] >> 4) << 8) | ((d[i + 1] >> 4) << 4) | (d[i + 2] >> 4));
      return seen.size;
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

// The phone's tab body under Museum/Players/Log, from the tab strip down to
// the bottom of the panel.
async function tabBody(page) {
  const tab = (await layout(page))['v:tab:museum'];
  assert.ok(tab, 'the tab strip is on screen');
  const y = tab.y + tab.h + 8;
  return { x: tab.x, y, w: 390 - 2 * tab.x, h: Math.max(1, 844 - 16 - y) };
}

// Season 4 on a phone with all five patrons to call on: Pass and five patron
// chips must leave the selected Museum tab room to show the museum (it once
// drew nothing there: the body had shrunk under 60 px). Control: while a
// patron's turn is composed (Back/Cancel only) the museum is drawn too.
// (Season 4's nine rows of squares once took the tabs' room here, leaving the
// body blank; the phone now zooms onto a band of rows instead.)
test('phone, season 4, five patron buttons: the selected Museum tab still shows the museum',
  async (t) => {
    const { context, page, problems } = await openPage('phone', '');
    try {
      const { obs: obs0 } = await reach(page, 'tangerine');
      const patrons = (await legalOf(page)).filter((l) => l.startsWith('patron '));
      t.diagnostic(`move ${obs0.move}, season ${obs0.season}: ${patrons.join(', ')}`);
      // Control: while composing (Back/Cancel only) the museum is drawn.
      await press(page, 'phone', 'v:patron:tangerine');
      const composing = await coloursIn(page, await tabBody(page));
      await press(page, 'phone', 'v:cancel');
      const choosing = await coloursIn(page, await tabBody(page));
      t.diagnostic(`colours in the tab body: ${composing} while composing, ${choosing} with the patron buttons`);
      assert.ok(composing >= 12, 'the museum is drawn while composing');
      await page.screenshot({ path: `${shots}mykerinos-phone-season4-five-patrons.png` });
      assert.ok(choosing >= 12, 'the museum is drawn under the five patron buttons too');
      // Nine rows to tap leave no room for the patrons' lines (what each
      // does): the museum keeps its grid, the lines give way.
      const drawn = (await page.evaluate(() => window.tabula.texts())).map((x) => x.text);
      assert.ok(!drawn.some((x) => x.startsWith(`${words.patron_short.tangerine}: `)), 'no patron lines over the museum\'s room');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

// Season 4 in a 360x640 embed: nine rows of squares cannot all be a finger
// wide above the action panel (they were once 29 px), so the region zooms
// onto one band of three rows, with a button per band under it. Every square
// seat 0 may take is reachable by tapping the band buttons in turn, and each
// is a 44 px target in the band it belongs to.
test('360x640 embed, season 4: the region zooms by bands; every square to take is finger-sized and reachable', async (t) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  try {
    await page.goto(`${base}?embed=1&game=mykerinos&players=3&humans=1&level=random&seed=3&lang=en`);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    // Season 4 with new excavations to choose, found on the search page.
    const sp = await searcher();
    await sp.evaluate(() => window.tabula.start({ game: 'mykerinos', players: 3, humans: 1, level: 'random', seed: 3 }));
    const at = await playUntil(sp, (s, legal) => s.season === 4 && legal.some((l) => l.startsWith('new ')));
    assert.ok(!at.over, 'season 4 reached before the end');
    assert.ok(at.found, 'season 4 reached');
    const s4 = await loadSave(page, await sp.evaluate(() => window.tabula.save()));
    assert.equal(s4.season, 4);
    const legal = await legalOf(page);
    const want = [...new Set(legal.filter((l) => /^(new|extend) [a-h]\d+/.test(l)).map((l) => l.split(' ')[1]))].sort();
    const bands = Object.keys(await layout(page)).filter((id) => id.startsWith('v:band:')).sort();
    t.diagnostic(`${want.length} squares to take; band buttons ${bands.join(', ')}`);
    assert.deepEqual(bands, ['v:band:0', 'v:band:1', 'v:band:2'], 'a button for each band of three rows');
    const seen = new Set();
    for (const band of bands) {
      const r = (await layout(page))[band];
      assert.ok(r.w >= 44 && r.h >= 44, `${band} is finger-sized`);
      await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
      await page.evaluate(() => window.tabula.nextFrame());
      const b = Number(band.slice(7));
      for (const [id, q] of Object.entries(await layout(page)).filter(([id]) => id.startsWith('v:sq:'))) {
        const row = Number(id.slice(6));
        assert.ok(row > 3 * b && row <= 3 * b + 3, `${id} is in band ${b}`);
        assert.ok(q.w >= 43.5 && q.h >= 43.5 && q.y + q.h <= 640, `${id} ${JSON.stringify(q)} is finger-sized, on screen`);
        seen.add(id.slice(5));
      }
      if (b === 2) await page.screenshot({ path: `${shots}mykerinos-embed360-season4-band3.png` });
    }
    assert.deepEqual([...seen].sort(), want, 'every square to take is on one of the bands');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Season 4 (9 rows) on a phone, scoring, with a museum room to choose (a
// scoring choice, not a patron, but the same tab): every choosable room's hit
// rectangle must lie inside the tab body (below the tabs) and overlap no
// other one. (It once did not: under the 9-row region the body was under
// 80 px and the rooms piled up over the tab strip.)
test('phone, season 4 scoring: choosable museum rooms lie inside the tab body, apart',
  async (t) => {
    const { context, page, problems } = await openPage('phone', '');
    try {
      // Found on the search page, loaded here.
      let obs0;
      const sp = await searcher();
      for (const seed of [3, 1, 2, 4, 5]) {
        await sp.evaluate((s) => window.tabula.start({ game: 'mykerinos', players: 3, humans: 1, level: 'random', seed: s }), seed);
        const at = await playUntil(sp, (s, legal) => s.season === 4 && s.phase === 'scoring' && legal.some((l) => l.startsWith('museum ')));
        if (at.found) {
          obs0 = at.s;
          t.diagnostic(`seed ${seed}, move ${at.s.move}: ${at.legal.join(', ')}`);
          break;
        }
      }
      assert.ok(obs0, 'a museum choice in the last scoring');
      obs0 = await loadSave(page, await sp.evaluate(() => window.tabula.save()));
      assert.ok(obs0.season === 4 && obs0.phase === 'scoring' && (await legalOf(page)).some((l) => l.startsWith('museum ')),
        'the museum choice, loaded');
      await page.screenshot({ path: `${shots}mykerinos-phone-season4-scoring-museum.png` });
      const lay = await layout(page);
      const rooms = Object.entries(lay).filter(([id]) => id.startsWith('action:museum ') || id.startsWith('v:room:'));
      assert.ok(rooms.length > 0, 'choosable rooms are on screen');
      const body = await tabBody(page);
      t.diagnostic(`tab body ${JSON.stringify(body)}; rooms ${rooms.map(([id, r]) => `${id} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.w)}x${Math.round(r.h)}`).join('; ')}`);
      for (const [id, r] of rooms) {
        assert.ok(r.y >= body.y - 8 && r.y + r.h <= body.y + body.h, `${id} inside the tab body (not over the tabs)`);
      }
      const all = Object.entries(lay).filter(([id]) => id.startsWith('action:museum ') || id.startsWith('v:room:'));
      for (let a = 0; a < all.length; ++a) {
        for (let b = a + 1; b < all.length; ++b) {
          const [ia, p] = all[a], [ib, q] = all[b];
          const overlap = p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
          assert.ok(!overlap, `${ia} and ${ib} overlap`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

// Two players: the neutral colour by taps (the colour switch, then squares),
// an extension of two neutral cubes when one is possible, with Back. The
// position is searched for once (on the search page) and loaded on each device.
let neutralSave;
for (const device of ['phone', 'desktop']) {
  test(`2 players on ${device}: neutral cubes placed by taps`, async () => {
    const { context, page, problems } = await openPage(device, '');
    try {
      // A turn where a neutral extension is possible and nobody has passed
      // (so the turn does not end the season), by seed; seat 0 puts down a
      // first neutral cube by act to extend from.
      let obs0;
      const sp = neutralSave ? null : await searcher();
      for (const seed of neutralSave ? [] : [5, 6, 7, 8, 9, 10, 11, 12]) {
        await sp.evaluate((s) => window.tabula.start({ game: 'mykerinos', players: 2, humans: 1, level: 'random', seed: s }), seed);
        const at = await playUntil(sp,
          (s, legal) => s.turn?.step === 'choose' && !s.last_action && s.pass_track.slice(0, s.players).every((p) => p === 0)
            && legal.some((l) => /^extend \w\d neutral$/.test(l)),
          {
            max: 80,
            // A first neutral cube by act, for the extension to start from.
            pick: (s, legal, i) => {
              const newNeutral = legal.filter((l) => /^new \w\d neutral$/.test(l));
              const seeded = s.region.cubes.includes(s.neutral);
              return !seeded && newNeutral.length ? newNeutral[(i * 7) % newNeutral.length] : plainMove(legal, i);
            },
          });
        if (at.found) { obs0 = at.s; break; }
      }
      if (!neutralSave) {
        assert.ok(obs0, 'seat 0 may place a neutral cube');
        neutralSave = await sp.evaluate(() => window.tabula.save());
      }
      obs0 = await loadSave(page, neutralSave);
      const legal = await legalOf(page);
      const neutral = obs0.neutral;
      // Own colour first: only own cubes' squares are lit.
      await checkHighlights(page, legal, 'in own colour');
      assert.ok((await ids(page)).includes('v:neutral'), 'a colour switch');
      await press(page, device, 'v:neutral');
      await checkHighlights(page, legal, 'in the neutral colour', true);
      const first = legal.find((l) => /^extend \w\d neutral$/.test(l));
      const sq = first.split(' ')[1];
      await pressSquare(page, device, sq);
      if ((await ids(page)).includes(`v:form:${first}`)) await press(page, device, `v:form:${first}`);
      const texts = [first];
      {
        const t = replay(obs0, texts);
        await checkHighlights(page, t.options(), `after ${first}`);
        await page.screenshot({ path: `${shots}mykerinos-neutral-${device}-composing.png` });
        await press(page, device, 'v:back');
        assert.equal((await state(page)).move, obs0.move, 'nothing played after Back');
        await checkHighlights(page, legal, 'after Back (still the neutral colour)', true);
        await pressSquare(page, device, sq);
        if ((await ids(page)).includes(`v:form:${first}`)) await press(page, device, `v:form:${first}`);
        assert.equal((await state(page)).move, obs0.move, 'nothing played before the last cube');
        const then = replay(obs0, texts).options()[0];
        const actions0 = (await actionsOf(page)).length;
        await pressSquare(page, device, then.split(' ')[1]);
        texts.push(then);
        assert.deepEqual((await actionsOf(page)).slice(actions0, actions0 + 2), texts, 'both neutral cubes played');
      }
      const obs = await state(page);
      for (const t of texts) assert.equal(obs.region.cubes[sqIndex(t.split(' ')[1])], neutral, `neutral cube on ${t}`);
      assert.equal(obs.seats[0].neutral_cubes, obs0.seats[0].neutral_cubes - texts.length, 'neutral cubes spent');
      assert.equal(obs.seats[0].cubes, obs0.seats[0].cubes, 'own cubes kept');
      await page.screenshot({ path: `${shots}mykerinos-neutral-${device}-played.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
