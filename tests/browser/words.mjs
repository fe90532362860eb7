// The words' tables for the words tests (polish-words.test.mjs and the
// games' own, tests/browser/<game>/polish-words.test.mjs): every table with
// its strings, the pointer verbs, and the check that no label is cut off
// with "…" (texts ending in "…" by design are in the tables that way).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

export const langs = ['en', 'hu', 'es', 'it'];
const root = new URL('../../assets/i18n/', import.meta.url);
export const table = (lang, game) => JSON.parse(readFileSync(new URL(game ? `${game}/${lang}.json` : `${lang}.json`, root)));
const games = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Every string of a table with its dotted path; {one, other} objects are one
// entry (path -> the object).
export function entries(t, path = '', out = []) {
  if (typeof t === 'string') out.push([path, t]);
  else if (t && typeof t === 'object' && 'other' in t && 'one' in t && Object.keys(t).length === 2) out.push([path, t]);
  else if (t && typeof t === 'object') for (const [k, v] of Object.entries(t)) entries(v, path ? `${path}.${k}` : k, out);
  return out;
}
export const tables = (lang) => [['', table(lang)], ...games.map((g) => [g, table(lang, g)])];

// The verb for a finger, as the tables had it before {tap}.
export const touchVerb = { en: /\btap\b/i, hu: /\bkoppints\b/i, es: /\btoca\b/i, it: /\btocca\b(?! a te)/i };
export const mouseVerb = { en: /\bclick\b/i, hu: /\bkattints\b/i, es: /\bpulsa\b/i, it: /\bclicca\b/i };

export const texts = (page) => page.evaluate(() => window.tabula.texts().map((t) => t.text));

// Texts that end in "…" on purpose: every table string that does, with its
// {fields} as wildcards.
function meantEllipses() {
  const out = [/^…$/];
  for (const lang of langs) {
    for (const [, t] of tables(lang)) {
      for (const [, v] of entries(t)) {
        for (const s of typeof v === 'string' ? [v] : Object.values(v)) {
          if (!s.endsWith('…')) continue;
          const re = s.split(/\{[a-zA-Z_]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
          out.push(new RegExp(`^${re}$`));
        }
      }
    }
  }
  return out;
}
const meant = meantEllipses();
export function assertNoneCut(all, where) {
  const cut = all.filter((t) => t.endsWith('…') && !meant.some((re) => re.test(t)));
  assert.deepEqual(cut, [], `${where}: labels cut off`);
}
