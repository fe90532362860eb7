// The Jeweller (met in the lesson's day 5): its activation asks for one
// yellow piece, never "Take pieces (value up to 0)", and neither it nor the
// Assistant is shown as "value 0" on the company board (they have no value).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../harness.mjs';
import { follow, openLesson } from '../lesson-follow.mjs';

const steps = JSON.parse(readFileSync(new URL('../../../assets/shakespeare/lessons/first-game.json', import.meta.url))).steps;
const words = JSON.parse(readFileSync(new URL('../../../assets/i18n/shakespeare/en.json', import.meta.url)));
const yellowAt = steps.findIndex((s) => s.do === 'set yellow at A4');

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the Jeweller asks for one yellow piece; no "value 0" on the board', async () => {
  assert.ok(yellowAt > 0, 'the lesson places a yellow piece after activating its Jeweller');
  const { context, page, problems } = await openLesson(browser, 'desktop', 'shakespeare');
  await follow(page, 'desktop', 'shakespeare lesson', (l) => l.step === yellowAt);
  await page.waitForFunction(() => window.tabula.state()?.craft?.kind === 'jewel', null, { timeout: 30000 });
  const texts = (await page.evaluate(() => window.tabula.texts())).map((t) => t.text);
  const prompt = words.prompt.craft_jewel.split('{tap}')[0].trim();
  assert.ok(texts.some((t) => t.includes(prompt)), `the prompt "${prompt}" is drawn: ${texts.filter((t) => t.length > 20).join(' | ')}`);
  assert.ok(!texts.some((t) => /value up to 0|\bvalue 0\b/.test(t)), texts.filter((t) => /value/.test(t)).join(' | '));
  assert.deepEqual(problems, []);
  await context.close();
});
