// Shakespeare's podium (issue 32 §5): each company stands there as its star
// -- the actor furthest in costume (a complete costume first, then the most
// pieces, the later hired on a tie) -- not as its first actor: every company
// starts with the Author, so the podium showed one face on every step.
// The Author stands there only for a company that dressed no one else.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { shots, launchBrowser, openPage } from '../harness.mjs';
import { playToEnd } from '../replay-harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The star as the rule above says, from the seat's own end-of-game view.
function star(company) {
  let best = -1, who = null;
  for (const m of company.cast) {
    if (m.extra) continue;
    if (m.kind !== 'actor') continue;
    const dressed = (m.complete ? 100 : 0) + (m.pieces?.length ?? 0) + (m.id === 'author' ? -1000 : 0);
    if (dressed >= best) { best = dressed; who = m.id; }
  }
  return who;
}

test('each podium step shows its company\'s star, and a dressed cast never shows the Author', async () => {
  const { context, page, problems } = await openPage(browser, 'desktop', '?lang=en');
  await page.evaluate(() => window.tabulaPage.loadAccess());
  await page.waitForFunction(() => window.tabulaAccess);
  await playToEnd(page, { game: 'shakespeare', players: 4, seed: 11 });
  await page.waitForFunction(() => window.tabula.screen().ending?.phase === 'settled', null, { timeout: 30000 });
  const obs = await page.evaluate(() => window.tabula.state());
  const panel = (await page.evaluate(() => window.tabula.layout())).ending;
  // The podium's figures: explained by their players' names, inside the
  // panel (the company cards behind the panel draw portraits too).
  const { sprites, explains, names } = await page.evaluate(() => ({
    sprites: window.tabula.sprites(), explains: window.tabula.explains(), names: window.tabulaAccess?.state().names ?? [] }));
  const inside = (a, b) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;
  const steps = explains.filter((e) => names.includes(e.title) && inside(e, panel));
  const faces = steps.flatMap((e) => sprites.filter((s) => s.sprite.startsWith('shakespeare/portrait/') && inside(s, e)))
    .map((s) => s.sprite.slice('shakespeare/portrait/'.length));
  const stars = obs.companies.map(star);
  assert.ok(stars.filter((s) => s && s !== 'author').length >= 2, `at least two companies dressed an actor: ${stars}`);
  // The podium shows the first places (up to three): each is one company's star.
  assert.ok(faces.length >= 2, `portraits on the podium: ${faces}`);
  for (const f of faces) assert.ok(stars.includes(f), `"${f}" is a company's star (${stars})`);
  assert.equal(new Set(faces).size, faces.length, `no two steps share a face: ${faces}`);
  await page.screenshot({ path: `${shots}shakespeare-podium.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
