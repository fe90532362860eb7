// The screenshot gallery (not a test): every screen of each game of the
// build at phone, desktop and 360 px embed sizes, in the four languages, so
// a reviewer judges the look without running anything (issue 32, Tests).
// Run by scripts/screenshots.sh, which serves the site; TABULA_URL points at
// the served build/wasm/site.
//   node tests/browser/gallery-shots.mjs OUT_DIR
// writes OUT_DIR/<game>/<lang>/<size>-<n>-<screen>.jpg (or .png with GALLERY_FORMAT=png; JPEG quality
// GALLERY_QUALITY, default 70):
//   1-start     the start screen with the game chosen
//   2-play      a few moves into a game against bots (the README's moment)
//   3-middle    a finished game of the game's replay table, at a third
//   4-late      ... and at two thirds
//   5-ending    its end sequence, settled (scores, podium, buttons)
//   6-board     the end with the panel closed: the board and the view's own end
//   7-replay    its replay, at the start
//   8-rules     the rules overlay
//   9-lesson    "Learn to play", its first step
// Environment: GALLERY_LANGS="en hu" and GALLERY_SIZES="phone desktop"
// narrow a run (default: all four languages, all three sizes).
import { mkdirSync } from 'node:fs';
import { base, launchBrowser, idle, playSomeMoves } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

const out = process.argv[2] ?? 'docs/screenshots';
// 70: a phone screen some 90 KiB, the words still crisp (80 made the
// committed gallery twice the size for no difference a reviewer sees).
const quality = Number(process.env.GALLERY_QUALITY ?? 70);
// GALLERY_FORMAT=png: lossless pictures for a side-by-side look on a machine
// whose image viewer shows PNG only (the committed gallery stays JPEG).
const format = process.env.GALLERY_FORMAT === 'png' ? 'png' : 'jpeg';
const ext = format === 'png' ? 'png' : 'jpg';
const shotOptions = format === 'png' ? { type: 'png' } : { type: 'jpeg', quality };
const langs = (process.env.GALLERY_LANGS ?? 'en hu es it').split(/\s+/).filter(Boolean);
const allSizes = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  embed360: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, embed: true },
};
const sizes = Object.fromEntries((process.env.GALLERY_SIZES ?? Object.keys(allSizes).join(' ')).split(/\s+/).filter(Boolean)
  .map((k) => [k, allSizes[k]]));

const browser = await launchBrowser();
const settle = async (page) => {
  await page.evaluate(() => window.tabula.waitIdle(60000)).catch(() => {});
  await page.evaluate(() => window.tabula.nextFrame());
  await page.evaluate(() => window.tabula.nextFrame());
};
const artLoaded = (page, game) => page.waitForFunction((g) => {
  const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
  return !r.games[g] || r.games[g].state !== 'loading';
}, game, { timeout: 20000 }).catch(() => {});
const tap = (page, id) => page.evaluate((x) => window.Module.ccall('tabula_tap', 'number', ['string'], [x]), id);

// A finished game per game, played once (fast) and imported at each moment.
const finished = {};
let count = 0;
// GALLERY_GAMES="<game> ..." remakes only those games' pictures (after a change to one).
const games = process.env.GALLERY_GAMES ? process.env.GALLERY_GAMES.split(/\s+/).filter(Boolean) : gameNames();
for (const game of games) {
  const rs = await gameData(game, 'readmeShot');
  const { players, seed } = await gameData(game, 'replay');
  for (const [size, profile] of Object.entries(sizes)) {
    for (const lang of langs) {
      const dir = `${out}/${game}/${lang}`;
      mkdirSync(dir, { recursive: true });
      const { embed, ...options } = profile;
      const context = await browser.newContext(options);
      // A returning player's board: the first visit's help line (web/app/help_line.cc)
      // stands over the game's bar until the first press, and these moves are not pressed.
      await context.addInitScript(() => { try { localStorage.setItem('tabula.help_line', 'shown'); } catch {} });
      const page = await context.newPage();
      const shot = async (name) => {
        await settle(page);
        await artLoaded(page, game);
        await page.evaluate(() => window.tabula.nextFrame());
        await page.screenshot({ path: `${dir}/${size}-${name}.${ext}`, ...shotOptions });
        ++count;
      };
      const go = async (query) => {
        await page.goto(`${base}?${query}&lang=${lang}${embed ? '&embed=1' : ''}`);
        await page.evaluate(() => window.tabula.ready);
        await page.evaluate(() => window.tabula.setSpeed(25));
      };
      await go(`game=${game}`);
      await shot('1-start');
      // A few moves in, as the README shows it.
      await go(`game=${game}&players=${rs.players}&humans=1&level=hard&seed=3`);
      await playSomeMoves(page, rs.moves);
      if (rs.pose) await rs.pose(page, !!options.hasTouch, idle);
      await shot('2-play');
      // Moments of a whole game: imported with the clock at its normal
      // speed, shown before the next bot moves.
      if (!finished[game]) {
        await page.evaluate(() => window.tabula.setSpeed(1000));
        finished[game] = await playToEnd(page, { game, players, seed });
      }
      const save = finished[game];
      const at = async (n, humans) => {
        const cut = { ...save, table: { ...save.table, humans, lang }, actions: save.actions.slice(0, n) };
        await page.evaluate(() => window.tabula.setSpeed(1));
        await page.evaluate((t) => window.tabula.importSave(t), JSON.stringify(cut));
        await page.evaluate(() => window.tabula.nextFrame());
      };
      const n = save.actions.length;
      for (const [name, k] of [['3-middle', Math.floor(n / 3)], ['4-late', Math.floor((2 * n) / 3)]]) {
        await at(k, [0]);
        await page.evaluate(() => window.tabula.nextFrame());
        await page.screenshot({ path: `${dir}/${size}-${name}.${ext}`, ...shotOptions });
        ++count;
      }
      // The end sequence, played and settled: the last move made here.
      await at(n - 1, [...Array(players).keys()]);
      await page.evaluate(() => window.tabula.setSpeed(25));
      await page.evaluate((a) => window.tabula.act(a), save.actions[n - 1]);
      await page.waitForFunction(() => { const e = window.tabula.screen().ending; return e && e.phase === 'settled'; }, null, { timeout: 20000 })
        .catch(() => {});
      await shot('5-ending');
      await tap(page, 'ending:close');
      await shot('6-board');
      await tap(page, 'replay:open');
      await shot('7-replay');
      await tap(page, 'replay:leave');
      await tap(page, 'help');
      await shot('8-rules');
      await go(`game=${game}&learn=1`);
      await shot('9-lesson');
      console.log(`${dir}/${size}-*`);
      await context.close();
    }
  }
}
await browser.close();
console.log(`${count} screenshots`);
