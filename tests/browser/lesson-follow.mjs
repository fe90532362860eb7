// Following a "Learn to play" lesson (web/app/lesson.cc) by its own targets,
// as a finger or a mouse would: shared by lesson.test.mjs (phones) and
// lesson-embed.test.mjs (360 px embeds).
import assert from 'node:assert/strict';
import { openPage, SETTLED_SPEED } from './harness.mjs';

export const lesson = (page) => page.evaluate(() => window.tabula.lesson());

// Waits until the lesson wants a tap (not while another seat is about to
// move, nor while its target is not drawn yet) and returns it.
// A target not drawn whole at first is brought into view on the next
// frame (a list scrolled to it, a board zoomed: GameView::bring_into_view):
// one frame more is waited for before it is measured. A target never drawn
// fails here, naming the step.
export async function nextTarget(page, label = '') {
  const seen = await page.waitForFunction(() => {
    const l = window.tabula.lesson();
    if (!l || l.loading || !l.target) return false;
    return l.target === 'lesson:end' || !!window.tabula.layout()[l.target];
  }, null, { timeout: 20000, polling: 50 }).then(() => true, () => false);
  if (!seen) {
    const l = await lesson(page);
    assert.fail(`${label} step ${l && l.step}: the target ${l && l.target} is not on screen ` +
      `(layout has ${Object.keys(await page.evaluate(() => window.tabula.layout())).filter((k) => !k.startsWith('lesson:')).join(', ')})`);
  }
  await page.evaluate(() => window.tabula.nextFrame());
  return lesson(page);
}

export async function tapAt(page, device, r) {
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.evaluate(() => window.tabula.nextFrame());
}

// Follows the lesson's own targets until `until(l)` or its end; checks each
// target is on screen and finger-sized. Returns the taps made.
export async function follow(page, device, label, until = () => false) {
  let taps = 0;
  for (let guard = 0; guard < 200; ++guard) {
    const l = await nextTarget(page, label);
    if (l.target === 'lesson:end' || until(l)) return { taps, last: l };
    const r = (await page.evaluate(() => window.tabula.layout()))[l.target];
    assert.ok(r, `${label} step ${l.step}: ${l.target} went from the screen`);
    const view = await page.evaluate(() => ({ w: innerWidth, h: innerHeight }));
    assert.ok(r.w >= 44 && r.h >= 44, `${label} step ${l.step}: ${l.target} is ${r.w.toFixed(0)}x${r.h.toFixed(0)} px`);
    assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= view.w + 0.5 && r.y + r.h <= view.h + 0.5,
      `${label} step ${l.step}: ${l.target} is off screen (${JSON.stringify(r)})`);
    assert.ok(l.say.length > 0 || l.target.startsWith('v:') || l.target.startsWith('action:') || l.target.startsWith('slot:'),
      `${label} step ${l.step}: nothing said`);
    await tapAt(page, device, r);
    ++taps;
  }
  assert.fail(`${label}: the lesson did not end`);
}

export async function openLesson(browser, device, game, extra = '', viewport) {
  const { context, page, problems } = await openPage(browser, device, `?game=${game}&learn=1${extra}`,
    { speed: SETTLED_SPEED });
  if (viewport) await page.setViewportSize(viewport);
  await nextTarget(page);
  return { context, page, problems };
}
