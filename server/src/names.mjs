// A player's name as every other seat will see it: NFC-normalised, control
// characters, bidi overrides (which would turn the text around them) and
// lone surrogate halves dropped, spaces trimmed, and cut at
// a whole character as a reader sees one (a grapheme: an emoji with its
// modifiers, a letter with its combining marks), never inside one. A name
// cut inside a surrogate pair is not valid Unicode and made every other
// page's view unreadable.
export const MAX_NAME_GRAPHEMES = 24;
// A grapheme can be long (a letter with dozens of combining marks): the
// whole name is also kept under this many UTF-16 units.
export const MAX_NAME_UNITS = 64;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function cleanName(raw) {
  if (typeof raw !== 'string') return '';
  const text = raw.toWellFormed().normalize('NFC').replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '').replace(/\uFFFD/g, '').trim();
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === MAX_NAME_GRAPHEMES || out.length + segment.length > MAX_NAME_UNITS) break;
    out += segment;
    count += 1;
  }
  return out.trim();
}
