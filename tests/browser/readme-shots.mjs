// The README's screenshots (not a test): each game at phone and desktop size
// from the real page, a few moves into a game against bots, with its art
// loaded. Run by scripts/screenshots.sh (which serves the site and shrinks
// the PNGs); TABULA_URL points at the served build/wasm/site.
//   node tests/browser/readme-shots.mjs OUT_DIR
import { launchBrowser, idle, playSomeMoves } from './harness.mjs';
import { gameData, gameNames } from './games.mjs';

const out = process.argv[2] ?? 'docs/screenshots';
// Each game of the build, as its readmeShot says (tests/browser/<game>/game.mjs).
const shots = [];
for (const game of gameNames()) {
  const s = await gameData(game, 'readmeShot');
  shots.push([game, `?game=${game}&players=${s.players}&humans=1&level=hard&seed=3`, s.moves, s.pose]);
}
// Phone at DPR 2 (a 780 x 1688 picture, sharp on a README) and desktop at 1.
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const browser = await launchBrowser();
for (const [game, query, moves, pose] of shots) {
  for (const [device, profile] of Object.entries(sizes)) {
    const context = await browser.newContext(profile);
    // A returning player's board: the first visit's help line (web/app/help_line.cc)
    // stands over the game's bar until the first press, and these moves are not pressed.
    await context.addInitScript(() => { try { localStorage.setItem('tabula.help_line', 'shown'); } catch {} });
    const page = await context.newPage();
    const { base } = await import('./harness.mjs');
    await page.goto(base + query);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    await playSomeMoves(page, moves);
    if (pose) await pose(page, !!profile.hasTouch, idle);  // the game's own best view
    await page.waitForFunction((g) => {
      const r = JSON.parse(window.Module.ccall('tabula_art', 'string', [], []));
      return !r.games[g] || r.games[g].state !== 'loading';
    }, game, { timeout: 20000 });
    await page.evaluate(() => window.tabula.nextFrame());
    const path = `${out}/${game}-${device}.png`;
    await page.screenshot({ path });
    console.log(path);
    await context.close();
  }
}
await browser.close();
