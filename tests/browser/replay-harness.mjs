// What the replay specs and the link benchmark share: a game played to its
// end in the page (random bots, the human seat picking among its legal
// actions by a seeded walk), and the engine's own observation of a seat at a
// move, taken independently of the replay (the save cut at that move,
// imported as a game played here with that seat human). Not a test file.

// Plays the game on the page to its end; returns the save (an object).
export async function playToEnd(page, { game, players, seed, level = 'random' }) {
  const r = await page.evaluate((o) => window.tabula.start(o), { game, players, humans: 1, level, seed: String(seed) });
  if (!r.ok) throw new Error(`start failed: ${r.reason}`);
  await page.evaluate(async (seed) => {
    let k = seed;
    for (let i = 0; i < 5000; ++i) {
      await window.tabula.waitIdle(120000);
      const s = JSON.parse(window.tabula.save());
      const obs = window.tabula.state();
      if (obs && obs.over) return;
      if (obs && obs.phase === 'over') return;
      const legal = window.tabula.legal();
      // A game's opening reveal (v:ready) waits for a person's Ready: the tap a
      // person makes (through the accessible layer's tap, as its button does).
      if (!legal.length && window.tabula.layout()['v:ready']) {
        window.Module.ccall('tabula_tap', 'number', ['string'], ['v:ready']);
        await window.tabula.nextFrame();
        continue;
      }
      if (!legal.length) {
        if (JSON.parse(window.tabula.save()).actions.length === s.actions.length) await window.tabula.nextFrame();
        continue;
      }
      k = (k * 1103515245 + 12345) % 2147483648;
      window.tabula.act(legal[k % legal.length]);
    }
    throw new Error('the game did not end');
  }, seed);
  return JSON.parse(await page.evaluate(() => window.tabula.save()));
}

// The engine's observations of `seat` after each of `moves` (a list of move
// counts) of the finished `save`: each cut save imported with `seat` as its
// one human, read at once (before any bot may move). Leaves the page on the
// last import.
export function observationsAt(page, save, seat, moves) {
  return page.evaluate(({ save, seat, moves }) => {
    return moves.map((n) => {
      const cut = Object.assign({}, save, { actions: save.actions.slice(0, n), table: Object.assign({}, save.table, { humans: [seat] }) });
      window.tabula.importSave(JSON.stringify(cut));
      return window.tabula.state();
    });
  }, { save, seat, moves });
}
