// "Learn to play" (issue 21, web/app/lesson.cc): each game's guided first
// game, opened at ?game=G&learn=1, followed to its end by its own targets
// (window.tabula.lesson().target, a layout() id): each one on screen and at
// least 44 px both ways, tapped as a finger (phone) would. A tap elsewhere is
// explained and not played; a reload in the middle resumes at the same step;
// Skip goes back to the start screen. Phone (390x844) for every game, the
// 360 px embed for Mascarade and Shakespeare (whose days played on, dress
// rehearsals and end are long; Mykerinos's embed: TABULA_BROWSER_FULL=1),
// 360x800 as the embed asks its page to size it (the board's 640 px and
// the narrator's panel). Clock at SETTLED_SPEED: only settled frames are
// looked at, so the others' moves and the animations take no time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, shots, full, SETTLED_SPEED } from './harness.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const lesson = (page) => page.evaluate(() => window.tabula.lesson());

// Waits until the lesson wants a tap (not while another seat is about to
// move, nor while its target is not drawn yet) and returns it.
async function nextTarget(page) {
  await page.waitForFunction(() => {
    const l = window.tabula.lesson();
    if (!l || l.loading || !l.target) return false;
    return l.target === 'lesson:end' || !!window.tabula.layout()[l.target];
  }, null, { timeout: 30000, polling: 50 });
  return lesson(page);
}

async function tapAt(page, device, r) {
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.evaluate(() => window.tabula.nextFrame());
}

// Follows the lesson's own targets until `until(l)` or its end; checks each
// target is on screen and finger-sized. Returns the taps made.
async function follow(page, device, label, until = () => false) {
  let taps = 0;
  for (let guard = 0; guard < 200; ++guard) {
    const l = await nextTarget(page);
    if (l.target === 'lesson:end' || until(l)) return { taps, last: l };
    const r = (await page.evaluate(() => window.tabula.layout()))[l.target];
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

async function openLesson(device, game, extra = '', viewport) {
  const { context, page, problems } = await openPage(browser, device, `?game=${game}&learn=1${extra}`,
    { speed: SETTLED_SPEED });
  if (viewport) await page.setViewportSize(viewport);
  await nextTarget(page);
  return { context, page, problems };
}

for (const game of ['mascarade', 'mykerinos', 'shakespeare']) {
  test(`${game}: the lesson is followed to its end on a phone by its own targets`, async () => {
    const { context, page, problems } = await openLesson('phone', game);
    const first = await lesson(page);
    assert.equal(first.step, 0);
    assert.ok(first.of >= 10, `${game}: a lesson of ${first.of} steps`);
    await page.screenshot({ path: `${shots}lesson-${game}-phone-start.png` });
    const { taps } = await follow(page, 'phone', game, (l) => l.step >= Math.floor(first.of / 2));
    await page.screenshot({ path: `${shots}lesson-${game}-phone-middle.png` });
    const rest = await follow(page, 'phone', game);
    await page.screenshot({ path: `${shots}lesson-${game}-phone-end.png` });
    const end = await lesson(page);
    assert.equal(end.target, 'lesson:end');
    assert.equal(end.step, end.of);
    assert.ok(end.say.length > 20, 'the lesson ends with words');
    console.log(`${game}: ${taps + rest.taps} taps`);
    // New game (or Play on) is offered at the end; New game goes to the start screen.
    const L = await page.evaluate(() => window.tabula.layout());
    assert.ok(L['lesson:new_game'], 'New game at the end');
    await tapAt(page, 'phone', L['lesson:new_game']);
    assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
    assert.equal(await lesson(page), null);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('mascarade: a wrong tap is explained and not played; a reload resumes; Skip leaves', async () => {
  const { context, page, problems } = await openLesson('phone', 'mascarade');
  // Up to the learner's first "Let it pass", where "It's me!" is on screen too.
  const { last } = await follow(page, 'phone', 'mascarade', (l) => l.target === 'action:decline');
  const before = await page.evaluate(() => ({ log: window.tabula.state().log.length, legal: window.tabula.legal() }));
  assert.ok(before.legal.includes('claim'), 'claiming is legal here');
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L['action:claim'], 'the claim button is drawn (dimmed)');
  await tapAt(page, 'phone', L['action:claim']);
  const after = await lesson(page);
  assert.equal(after.step, last.step, 'the lesson did not move on');
  assert.equal(after.target, 'action:decline');
  assert.ok(after.wrong && after.wrong.length > 10, 'the wrong tap is explained');
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text).join(' '));
  assert.ok(texts.includes(after.wrong.split(' ')[0]), 'the explanation is on screen');
  assert.equal(await page.evaluate(() => window.tabula.state().log.length), before.log, 'nothing was played');
  await page.screenshot({ path: `${shots}lesson-mascarade-phone-wrong.png` });
  // A reload in the middle resumes where the learner was.
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  await page.evaluate((x) => window.tabula.setSpeed(x), SETTLED_SPEED);
  const resumed = await nextTarget(page);
  assert.equal(resumed.step, last.step, 'resumed at the same step');
  assert.equal(resumed.target, 'action:decline');
  assert.equal(await page.evaluate(() => window.tabula.state().log.length), before.log);
  // Skip: back to the start screen, and the next lesson starts afresh.
  const S = await page.evaluate(() => window.tabula.layout());
  await tapAt(page, 'phone', S['lesson:skip']);
  assert.equal((await page.evaluate(() => window.tabula.screen())).screen, 'start');
  assert.equal(await lesson(page), null);
  // Skipped, it is not resumed: the URL's learn=1 starts it afresh.
  await page.reload();
  await page.evaluate(() => window.tabula.ready);
  assert.equal((await nextTarget(page)).step, 0, 'a skipped lesson starts again from its first step');
  assert.deepEqual(problems, []);
  await context.close();
});

const embedGames = full ? ['mascarade', 'mykerinos', 'shakespeare'] : ['mascarade', 'shakespeare'];
for (const game of embedGames) {
  test(`${game}: the lesson in a 360 px embed, to its end`, async () => {
    const { context, page, problems } = await openLesson('phone', game, '&embed=1', { width: 360, height: 800 });
    await page.screenshot({ path: `${shots}lesson-${game}-embed-360-start.png` });
    await follow(page, 'phone', `${game} embed`, (l) => l.step >= 8);
    await page.screenshot({ path: `${shots}lesson-${game}-embed-360-middle.png` });
    await follow(page, 'phone', `${game} embed`);
    assert.equal((await lesson(page)).target, 'lesson:end');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the start screen offers Learn to play, in the reader\'s language', async () => {
  const { context, page } = await openPage(browser, 'desktop', '?game=mykerinos&lang=hu');
  await page.evaluate(() => window.tabula.nextFrame());
  const L = await page.evaluate(() => window.tabula.layout());
  assert.ok(L.learn, 'a Learn to play button');
  const texts = await page.evaluate(() => window.tabula.texts().map((t) => t.text));
  assert.ok(texts.includes('Tanuld meg'), 'worded in Hungarian');
  await tapAt(page, 'desktop', L.learn);
  const l = await nextTarget(page);
  assert.equal(l.step, 0);
  await page.waitForFunction(() => /Mykerinosban/.test(window.tabula.lesson().say), null, { timeout: 10000 });
  await page.screenshot({ path: `${shots}lesson-mykerinos-desktop-hu.png` });
  await context.close();
});
