// Benchmark (not a test): how long replay links get (issue 20: the longest
// games, e.g. 13 players, must fit 2,000 characters; each game's bench.links).
// Plays games to their end in the page (random bots and a random human seat,
// whose games run longest, and the easy level) and prints, per game and
// player count, the longest link's fragment (add the site's address, e.g. 40
// characters for https://example.github.io/tabula/), its moves, the median.
// Usage: TABULA_URL=http://127.0.0.1:PORT/ node tests/browser/bench-links.mjs [GAMES_PER_TABLE]
import { launchBrowser, openPage, SETTLED_SPEED } from './harness.mjs';
import { playToEnd } from './replay-harness.mjs';
import { gameData, gameNames } from './games.mjs';

const per = Number(process.argv[2] ?? 6);
// Each game's tables: its bench entry (tests/browser/<game>/game.mjs).
const bench = {};
for (const game of gameNames()) bench[game] = await gameData(game, 'bench');
const tables = gameNames().flatMap((game) => bench[game].links.map((players) => ({ game, players })));
const browser = await launchBrowser();
const { context, page } = await openPage(browser, 'desktop', '', { speed: SETTLED_SPEED });
for (const t of tables) {
  const lengths = [];
  let longest = { chars: 0, moves: 0, level: '', seed: 0 };
  for (let i = 0; i < per; ++i) {
    const level = i % 2 ? 'easy' : 'random';
    const seed = 1000 + i;
    const save = await playToEnd(page, { ...t, seed, level });
    const link = await page.evaluate(() => window.tabula.shareLink());
    // The fragment (#replay=...&at=N&seat=S): the link is the site's address and this.
    const chars = link.length - link.indexOf('#');
    lengths.push(chars);
    if (chars > longest.chars) longest = { chars, moves: save.actions.length, level, seed };
  }
  lengths.sort((a, b) => a - b);
  console.log(`${t.game} ${t.players}p: longest fragment ${longest.chars} chars (${longest.moves} moves, ${longest.level}, seed ${longest.seed}); median ${lengths[lengths.length >> 1]}; ${per} games`);
}
await context.close();
await browser.close();
