// Playing a table's seats from the tests (not a test file itself).

// The players at hand play (first legal action) until done(view) holds for
// the latest view; -> that view.
export async function drive(players, done) {
  for (;;) {
    const v = players.map((p) => p.view).reduce((a, b) => (b.move > a.move ? b : a));
    if (done(v)) return v;
    if (v.over) throw new Error(`the game ended (move ${v.move}) before the test's moment came`);
    const actor = players.find((p) => p.view.move === v.move && p.view.legal.length > 0);
    if (!actor) { await new Promise((r) => setTimeout(r, 20)); continue; }
    actor.send('act', { text: actor.view.legal[0] });
    await Promise.all(players.map((p) => p.until((w) => w.move > v.move)));
  }
}
