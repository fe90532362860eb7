// What every browser spec shares: where the site and Chromium are, the two
// device profiles, opening a page that collects problems, tapping a named
// hit rectangle, waiting for the bots. Not a test file itself.
//   TABULA_URL       the served build/wasm/site (set by scripts/test.sh)
//   TABULA_CHROMIUM  the browser binary (default /usr/bin/chromium)
//   TABULA_BROWSER_FULL=1  the long versions too (every player count, every
//                    device, every move; see `full` below)
//   TABULA_PHONE_DPR the phone's device pixel ratio (default 3, an iPhone's;
//                    scripts/test.sh uses 2: Chromium's software GPU spends
//                    most of a phone spec's CPU compositing the canvas, and
//                    CSS-pixel layout, the 2x art and every check are the same)
//   TABULA_CHROMIUM_ARGS  extra Chromium switches, space-separated (profiling)
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const base = process.env.TABULA_URL ?? 'http://127.0.0.1:8080/';

// CI (scripts/test.sh) runs one of each kind of check: one player count per
// screen, one device per whole game, a few moves where a walk repeats the
// same check. TABULA_BROWSER_FULL=1 runs the repetitions as well; skipped,
// they say so: test(name, fullOnly('what CI runs instead'), fn).
export const full = process.env.TABULA_BROWSER_FULL === '1';
export const fullOnly = (instead) => (full ? {} : { skip: `${instead}; TABULA_BROWSER_FULL=1 runs this one too` });

// The clock speed for walks that check settled frames only (layout, texts,
// state): animations end within a frame, bots wait for nothing. Tests that
// look at animations themselves keep the usual 25 (openPage) or 1.
export const SETTLED_SPEED = 1000;
export const shots = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

export const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: Number(process.env.TABULA_PHONE_DPR ?? 3), isMobile: true, hasTouch: true },
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      ...(process.env.TABULA_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean)],
  });
}

// Opens `base + query` on `device`, waits for window.tabula.ready and runs
// animations and bot pauses `speed` times faster (same code paths, shorter
// waits; default 25).
// `problems` collects page errors, console errors (a CSP violation shows up
// there) and any request to another host.
// reducedMotion 'reduce': the browser prefers it from the first frame (the
// page reads it when it starts; emulating it later is not a person's case).
export async function openPage(browser, device, query = '', { speed = 25, reducedMotion } = {}) {
  const context = await browser.newContext(reducedMotion ? { ...devices[device], reducedMotion } : devices[device]);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request to another host: ${url}`);
    }
  });
  await page.goto(base + query);
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), speed);
  return { context, page, problems };
}

// Taps (phone) or clicks (desktop) the centre of a named hit rectangle.
export async function press(page, device, id) {
  const r = (await page.evaluate(() => window.tabula.layout()))[id];
  assert.ok(r, `no "${id}" on screen`);
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.evaluate(() => window.tabula.nextFrame());
}

// Waits until `game`'s art atlas has loaded (or failed) and has been drawn
// once; returns the page's art report for that game ({state, scale, ...}).
export async function artDrawn(page, game) {
  await page.waitForFunction((g) => {
    const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
    return r.games[g] && r.games[g].state !== 'loading';
  }, game, { timeout: 30000 });
  await page.evaluate(() => window.tabula.nextFrame());
  return JSON.parse(await page.evaluate(() => window.Module.ccall('tabula_art', 'string', [], []))).games[game];
}

// Waits until the bots are done (a human to move, or the end). A game's
// opening reveal (its Ready button, v:ready) waits for a person's Ready (the bots with it): tapped here,
// as a person would; tests of the reveal itself wait with waitIdle().
export async function idle(page) {
  await page.evaluate(() => window.tabula.waitIdle(60000));
  const ready = (await page.evaluate(() => window.tabula.layout()))['v:ready'];
  if (!ready) return;
  const x = ready.x + ready.w / 2, y = ready.y + ready.h / 2;
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.evaluate(() => window.tabula.nextFrame());
  await page.evaluate(() => window.tabula.waitIdle(60000));
}
export const state = (page) => page.evaluate(() => window.tabula.state());

// Plays `moves` of the person's moves (a fixed pick among the legal ones, so
// the same query gives the same table) and waits for the bots after each:
// a board a few moves in, as the screenshot scripts show it.
export async function playSomeMoves(page, moves) {
  for (let i = 0; i < moves; ++i) {
    await idle(page);
    if ((await state(page)).over) break;
    const legal = await page.evaluate(() => window.tabula.legal());
    if (!legal.length) break;
    await page.evaluate((a) => window.tabula.act(a), legal[(i * 7 + 3) % legal.length]);
  }
  await idle(page);
}

// Records every animation frame's time and whether a bot was thinking as it
// began, in window.__frames ([t, 1|0]); set window.__stop to end it.
export async function recordFrames(page) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__stop = false;
    const tick = (t) => {
      const bot = window.tabula.screen().bot;
      window.__frames.push([t, bot && bot.thinking ? 1 : 0]);
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// Strings of `lang`'s table (site/i18n/<lang>.json) found nowhere in
// English's, longer than 3 characters: words that show the page speaks `lang`.
export async function ownWords(lang) {
  const words = async (l) => {
    const out = new Set();
    const walk = (v) => { if (typeof v === 'string') out.add(v); else if (v && typeof v === 'object') Object.values(v).forEach(walk); };
    walk(await (await fetch(new URL(`i18n/${l}.json`, base))).json());
    return out;
  };
  const en = await words('en');
  return [...await words(lang)].filter((w) => !en.has(w) && w.length > 3);
}

// The seat on screen's legal action texts; one of them played through
// window.tabula.act; the save as an object (the undo tests of each game).
export const legal = (page) => page.evaluate(() => window.tabula.legal());
export const act = (page, t) => page.evaluate((x) => window.tabula.act(x), t);
export const save = async (page) => JSON.parse(await page.evaluate(() => window.tabula.save()));

// A finger held 800 ms on the centre of rectangle `r` (a long press: help on
// that piece, web/app/input.cc), through the DevTools protocol's touch events.
export async function longPress(context, page, r) {
  const cdp = await context.newCDPSession(page);
  const point = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.evaluate(() => window.tabula.nextFrame());
}
