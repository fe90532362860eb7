// The human seat's turns by a seeded walk, for the frame benchmarks
// (bench-moments.mjs, profile-moments.mjs): the page runs its animations and
// bots meanwhile; the opening reveal's Ready is tapped as a person would.
// Stops after `steps`, after `seconds`, or at the game's end.
export function seededWalk(page, { seed, seconds = 1e9, steps = 1e9 }) {
  return page.evaluate(async ({ seed, seconds, steps }) => {
    let k = seed;
    const end = performance.now() + seconds * 1000;
    for (let i = 0; i < steps && performance.now() < end; ++i) {
      await window.tabula.waitIdle(120000);
      const obs = window.tabula.state();
      if (obs && (obs.over || obs.phase === 'over')) break;
      const legal = window.tabula.legal();
      if (!legal.length && window.tabula.layout()['v:ready']) {
        window.Module.ccall('tabula_tap', 'number', ['string'], ['v:ready']);
        await window.tabula.nextFrame();
        continue;
      }
      if (!legal.length) { await window.tabula.nextFrame(); continue; }
      k = (k * 1103515245 + 12345) % 2147483648;
      window.tabula.act(legal[k % legal.length]);
      await window.tabula.nextFrame();
    }
  }, { seed, seconds, steps });
}
