// Benchmark (not a test): what an idle page costs. For each game, a game is
// started by URL options, played to a settled position (a human to move,
// nothing animating), then the page's main-thread time is read from the
// DevTools protocol (Performance.getMetrics TaskDuration) at the start and
// the end of `seconds` with no input. Prints ms of main-thread time per
// second for each game and the start screen, on a phone profile and desktop.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-idle.mjs [seconds]
import { chromium } from 'playwright-core';
import { gameData, gameNames } from './games.mjs';

const base = process.env.TABULA_URL ?? 'http://127.0.0.1:8080/';
const seconds = Number(process.argv[2] ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.TABULA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});

// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const cases = [
  ['start screen', ''],
  ...gameNames().flatMap((g) => bench[g].idle.map((n) => [`${g} ${n}p`, `?game=${g}&players=${n}&humans=1&level=easy&seed=3`])),
];
const devices = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

for (const [device, profile] of Object.entries(devices)) {
  for (const [name, query] of cases.filter(([n]) => n.includes(process.env.ONLY ?? ''))) {
    const context = await browser.newContext(profile);
    const page = await context.newPage();
    await page.goto(base + query);
    await page.evaluate(() => window.tabula.ready);
    await page.evaluate(() => window.tabula.setSpeed(25));
    await page.evaluate(() => window.tabula.waitIdle(60000));
    await page.evaluate(() => window.tabula.setSpeed(1));
    await page.waitForTimeout(1000);  // let the last frames and GC settle
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const t0 = await taskSeconds(cdp);
    await page.waitForTimeout(seconds * 1000);
    const t1 = await taskSeconds(cdp);
    const perSecond = ((t1 - t0) * 1000) / seconds;
    console.log(`${device.padEnd(8)} ${name.padEnd(15)} idle main thread: ${perSecond.toFixed(1)} ms/s`);
    await context.close();
  }
}
await browser.close();
