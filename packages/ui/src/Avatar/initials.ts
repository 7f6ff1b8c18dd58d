const segmenters = new Map<string, Intl.Segmenter>();

function graphemes(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    }
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** The first user-perceived character of `word` that is a letter or a digit (so not `@`, `_` or 🦊). */
function firstLetter(word: string, locale: string): string | undefined {
  // An ASCII letter or digit that no combining mark or joiner follows (those are never ASCII) is a whole
  // grapheme: most names need no segmenter, which costs far more than this test on a page of avatars.
  if (/^[A-Za-z0-9](?!\P{ASCII})/u.test(word)) return word.charAt(0);
  for (const { segment } of graphemes(locale).segment(word)) {
    if (/^[\p{L}\p{N}]/u.test(segment)) return segment;
  }
  return undefined;
}

/**
 * Up to two initials of a name: the first letters of its first and last words, whole graphemes (an
 * accent, a Hangul syllable or a Devanagari cluster stays whole), upper-cased by the locale's rules
 * (Turkish `i` → `İ`) and composed (NFC). Words split on spaces, hyphens, dots and underscores, so usernames such as
 * `john_doe` give `JD`. A name without letters or digits gives ''.
 */
export function initials(name: string, locale = 'en'): string {
  const firsts = name
    .split(/[\s\p{Pd}._]+/u)
    .map((word) => firstLetter(word, locale))
    .filter((letter): letter is string => letter !== undefined);
  const first = firsts[0];
  if (first === undefined) return '';
  const last = firsts.length > 1 ? firsts[firsts.length - 1] : '';
  let upper = `${first}${last}`;
  try {
    upper = upper.toLocaleUpperCase(locale);
  } catch {
    upper = upper.toUpperCase();
  }
  return upper.normalize('NFC');
}
