// A player's name as every other seat will see it: NFC-normalised, control
// characters, bidi overrides (which would turn the text around them),
// invisible format characters (zero-width spaces and joiners, soft hyphens,
// word joiners, Hangul fillers: Unicode's Cf and Default_Ignorable, issue 31;
// a joiner inside an emoji sequence and an emoji's presentation selector are
// kept) and lone surrogate halves dropped, runs of spaces made one, trimmed, and cut at
// a whole character as a reader sees one (a grapheme: an emoji with its
// modifiers, a letter with its combining marks), never inside one. A name
// cut inside a surrogate pair is not valid Unicode and made every other
// page's view unreadable.
export const MAX_NAME_GRAPHEMES = 24;
// A grapheme can be long (a letter with dozens of combining marks): the
// whole name is also kept under this many UTF-16 units.
export const MAX_NAME_UNITS = 64;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// A zero-width joiner between two pictographs (a family, a profession), a
// variation selector or a tag character (a subdivision's flag) right after
// one: parts of one emoji, kept (the first alternative, tried first at each
// place). Else invisible: format characters and default-ignorables, the
// braille blank, controls, U+FFFD; dropped.
const INVISIBLE = new RegExp(
  '(?<keep>(?<=\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?)\\u200D(?=\\p{Extended_Pictographic})'
  + '|(?<=\\p{Extended_Pictographic})[\\uFE0E\\uFE0F]|(?<=\\u{1F3F4}[\\u{E0020}-\\u{E007E}]*)[\\u{E0020}-\\u{E007F}])'
  + '|[\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800\\uFFFD]', 'gu');

export function dropInvisible(text) {
  return text.replace(INVISIBLE, (m, ...rest) => (rest.at(-1).keep ? m : ''));
}

export function cleanName(raw) {
  if (typeof raw !== 'string') return '';
  const text = dropInvisible(raw.toWellFormed().normalize('NFC')).replace(/\s+/gu, ' ').trim();
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === MAX_NAME_GRAPHEMES || out.length + segment.length > MAX_NAME_UNITS) break;
    out += segment;
    count += 1;
  }
  return out.trim();
}

// Two names that look alike compare equal: compatibility forms (ﬁ, full
// width Ｂｏｂ, superscripts) folded by NFKC, case folded (ß and ss, final
// sigma), emoji presentation selectors ignored.
export function nameKey(name) {
  return cleanName(name).normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/[\uFE0E\uFE0F]/g, '');
}

// `name` made unlike every name in `taken`: "Bob", then "Bob 2", "Bob 3"…
export function distinctName(name, taken) {
  const keys = new Set(taken.filter(Boolean).map(nameKey));
  if (!keys.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    let base = name;
    while (base.length + suffix.length > MAX_NAME_UNITS) base = [...segmenter.segment(base)].slice(0, -1).map((s) => s.segment).join('');
    const candidate = base.trim() + suffix;
    if (!keys.has(nameKey(candidate))) return candidate;
  }
}
