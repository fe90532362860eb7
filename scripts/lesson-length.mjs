// How long each "Learn to play" lesson is (issue 21): the learner's taps
// (Next included), the others' scripted moves, the narrator's words, and an
// estimate of the minutes at normal speed: reading at 180 words a minute,
// 2 s a tap to find and make it, and each scripted move's pause and
// animation (web/app/lesson.cc kScriptedPause 0.9 s, about 0.8 s of animation);
// moves played on together (an "auto" step) count as one scripted move: the
// page shows their outcome at once (measured at speed 1: Next drawn 1.1 to
// 2.5 s after a day of a game played on).
// Usage: node scripts/lesson-length.mjs [lang]   (default en)
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const lang = process.argv[2] || 'en';
const root = new URL('../assets/', import.meta.url);
// Every game with a lesson: assets/<game>/lessons/first-game.json.
const games = readdirSync(root).filter((g) => existsSync(new URL(`${g}/lessons/first-game.json`, root))).sort();
for (const game of games) {
  const lesson = JSON.parse(readFileSync(new URL(`${game}/lessons/first-game.json`, root)));
  const words = JSON.parse(readFileSync(new URL(`${game}/lessons/first-game.${lang}.json`, root)));
  let taps = 0, scripted = 0, spoken = 0, moves = 0, auto = 0;
  const kinds = new Set();
  for (const s of lesson.steps) {
    const learner = s.do !== undefined && (s.seat === undefined || s.seat === lesson.seat);
    if (s.say) spoken += words[s.say].split(/\s+/).length;
    if (learner) {
      const actions = s.do.split('\n');
      moves += actions.length;
      actions.forEach((a) => kinds.add(a.split(' ')[0]));
      taps += (s.taps || [`action:${s.do}`]).filter((t) => !t.startsWith('?')).length;
    } else if (s.auto !== undefined) {
      auto += s.auto.split('\n').length;
      ++scripted;
      if (s.say) ++taps;  // Next after its words
    } else if (s.do !== undefined) {
      ++scripted;
      if (s.say) ++taps;  // Next after its words
    } else {
      taps += s.taps ? s.taps.length : 1;  // a word: Next (or Ready)
    }
  }
  spoken += words.end.split(/\s+/).length;
  const minutes = spoken / 180 + (taps * 2) / 60 + (scripted * 1.7) / 60;
  console.log(`${game}: ${lesson.steps.length} steps, ${taps} taps, ${moves} learner moves, ${scripted} scripted moves` + (auto ? ` (${auto} moves played on together)` : '') + ', ' +
    `${spoken} words (${lang}), ~${minutes.toFixed(1)} min; decisions: ${[...kinds].join(' ')}`);
}
