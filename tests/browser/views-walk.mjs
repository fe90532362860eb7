// Walking every screen and tab of a played game
// and checking what a phone player meets: text sizes (window.tabula.texts()),
// tap target sizes (window.tabula.layout()), tap targets overlapping each
// other, and anything drawn outside the page. Not a test file itself:
// views-phones.test.mjs runs it, and so does
//   node tests/browser/views-walk.mjs GAME PLAYERS PROFILE [SEED]
// which prints the smallest text and tap target found (TABULA_URL as for
// the specs).
import { chromium } from 'playwright-core';

export const base = process.env.TABULA_URL ?? 'http://127.0.0.1:8080/';

// The screens of issue 8 §4: a phone, the 360 px embed (two heights) and the
// small desktop embed where every player must still be on screen.
export const profiles = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, embed: false },
  embed360: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, embed: true },
  embed360short: { viewport: { width: 360, height: 600 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, embed: true },
  embed720: { viewport: { width: 720, height: 480 }, deviceScaleFactor: 1, embed: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, embed: false },
};

export const MIN_TEXT = 11;  // CSS px
export const MIN_TAP = 44;   // CSS px, both sides

export function launch() {
  return chromium.launch({
    executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
}

// `speed`: the clock speed (window.tabula.setSpeed); the walks look at
// settled frames only, so views-phones.test.mjs runs them at SETTLED_SPEED.
export async function open(browser, profile, game, players, seed = 3, { speed = 25 } = {}) {
  const { embed, ...device } = profiles[profile];
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const q = `?game=${game}&players=${players}&humans=1&level=easy&seed=${seed}&lang=en${embed ? '&embed=1' : ''}`;
  await page.goto(base + q);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), speed);
  return { context, page, errors };
}

// What is wrong with the frame on screen: one line per problem (the same
// problem on many frames is one line, for readable failures), and the
// smallest text and tap target seen. With `art`, every checked frame also
// asks the art report (web/ui/atlas.cc) for sprites the atlas lacks, and
// `report.art` keeps the last report (atlases loaded, sprites asked for).
export function newReport({ art = false } = {}) {
  return { problems: new Map(), minText: null, minTap: null, minViewTap: null, frames: 0, art: art ? {} : null };
}

function note(report, key, where) {
  if (!report.problems.has(key)) report.problems.set(key, where);
}

// The tap targets that are not targets of their own: "overlay" is the
// catch-all behind an overlay (a tap outside a dialog closes it), "ending"
// the end panel's (web/app/ending.cc: a tap between its buttons does nothing).
const notATarget = (id) => id === 'overlay' || id === 'ending';

export async function checkFrame(page, report, where) {
  const { texts, layout, W, H } = await page.evaluate(() => ({
    texts: window.tabula.texts(),
    layout: window.tabula.layout(),
    W: window.innerWidth,
    H: window.innerHeight,
  }));
  report.frames++;
  if (report.art) {
    report.art = JSON.parse(await page.evaluate(() => window.Module.ccall('tabula_art', 'string', [], [])));
    for (const m of report.art.missing) note(report, `sprite ${m} is not in the atlas`, where);
  }
  for (const t of texts) {
    if (!report.minText || t.size < report.minText.size) report.minText = { size: t.size, text: t.text, where };
    if (t.size < MIN_TEXT - 0.01) note(report, `text "${t.text}" at ${t.size.toFixed(1)} px`, where);
    if (t.x < -1 || t.x + t.w > W + 1 || t.y < -1 || t.y + t.size > H + 1)
      note(report, `text "${t.text}" outside the page (${t.x.toFixed(0)},${t.y.toFixed(0)} w ${t.w.toFixed(0)})`, where);
  }
  const ids = Object.keys(layout).filter((id) => !notATarget(id));
  for (const id of ids) {
    const r = layout[id];
    const side = Math.min(r.w, r.h);
    if (!report.minTap || side < report.minTap.side) report.minTap = { side, id, w: r.w, h: r.h, where };
    const own = id.startsWith('v:') || id.startsWith('action:');  // the view's own, not App's top bar
    if (own && (!report.minViewTap || side < report.minViewTap.side)) report.minViewTap = { side, id, w: r.w, h: r.h, where };
    if (r.w < MIN_TAP - 0.5 || r.h < MIN_TAP - 0.5)
      note(report, `tap target ${id.replace(/\d+$/, '#')} is ${r.w.toFixed(0)}x${r.h.toFixed(0)}`, where);
    if (r.x < -1 || r.y < -1 || r.x + r.w > W + 1 || r.y + r.h > H + 1)
      note(report, `tap target ${id} outside the page`, where);
  }
  for (let i = 0; i < ids.length; ++i) {
    for (let j = i + 1; j < ids.length; ++j) {
      const a = layout[ids[i]], b = layout[ids[j]];
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > 1 && oy > 1) note(report, `tap targets ${ids[i]} and ${ids[j]} overlap`, where);
    }
  }
  return { texts, layout };
}

// Every tab of the screen on show (ids v:tab:*, and a view's v:log),
// each checked, then back to the first one.
export async function checkTabs(page, report, where, tap) {
  const first = await checkFrame(page, report, where);
  const tabs = Object.keys(first.layout).filter((id) => id.startsWith('v:tab:') || id === 'v:log');
  const seen = [first];
  for (const t of tabs) {
    await tap(t);
    seen.push(await checkFrame(page, report, `${where} ${t}`));
    if (t === 'v:log') await tap(t);  // the log toggles
  }
  return seen;
}

export function tapper(page, profile) {
  return async (id) => {
    const r = (await page.evaluate(() => window.tabula.layout()))[id];
    if (!r) return false;
    const x = r.x + r.w / 2, y = r.y + r.h / 2;
    if (profiles[profile].hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await page.evaluate(() => window.tabula.nextFrame());
    return true;
  };
}

// Plays seat 0 to the end (bots play the rest), checking the screen at every
// decision and every tab at every `tabsEvery`-th one and at the end.
export async function walkGame(page, profile, report, { tabsEvery = 6, maxActions = 400 } = {}) {
  const tap = tapper(page, profile);
  let rng = 1234567;
  const pick = (k) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % k; };
  let n = 0;
  for (; n < maxActions; ++n) {
    await page.evaluate(() => window.tabula.waitIdle(120000));
    const s = await page.evaluate(() => window.tabula.state());
    if (s.over || s.phase === 'over') break;
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) continue;
    const where = `${s.phase ?? ''}${s.pending && s.pending !== 'none' ? '/' + s.pending : ''} #${n}`;
    if (n % tabsEvery === 0) await checkTabs(page, report, where, tap);
    else await checkFrame(page, report, where);
    // Mostly something other than passing, so the boards fill up.
    const busy = legal.filter((l) => l !== 'pass');
    const choice = busy.length && pick(4) ? busy[pick(busy.length)] : legal[pick(legal.length)];
    const r = await page.evaluate((a) => window.tabula.act(a), choice);
    if (!r.ok) throw new Error(`act("${choice}") refused: ${r.reason}`);
  }
  await page.evaluate(() => window.tabula.waitIdle(120000));
  await checkTabs(page, report, 'game over', tap);
  return n;
}

export function names(page) {
  return page.evaluate(() => JSON.parse(window.tabula.save()).table.names);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gameNames } = await import('./games.mjs');  // GAME defaults to the list's first
  const [game = gameNames()[0], players = '3', profile = 'phone', seed = '3'] = process.argv.slice(2);
  const browser = await launch();
  const { page, errors } = await open(browser, profile, game, players, seed);
  const report = newReport();
  const n = await walkGame(page, profile, report);
  console.log(`${game} ${players}p on ${profile}: ${n} actions, ${report.frames} frames checked`);
  console.log(`smallest text: ${JSON.stringify(report.minText)}`);
  console.log(`smallest tap target: ${JSON.stringify(report.minTap)}`);
  console.log(`smallest tap target of the view: ${JSON.stringify(report.minViewTap)}`);
  for (const [k, where] of report.problems) console.log(`  ${k}   [${where}]`);
  if (errors.length) console.log('page errors:', errors);
  await browser.close();
}
