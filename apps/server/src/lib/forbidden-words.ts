/**
 * The forbidden words of §5/§8 (comments and messages): a message holding one is refused with
 * `forbidden_words`. The list is the site's (spam, scams, insults): the default below holds neutral spam
 * markers only, and a site sets its own with FORBIDDEN_WORDS (comma-separated).
 *
 * Matching is on whole words after NFKC normalisation, lower case and without diacritics, so `CASINO`,
 * `Casíno` and `ｃａｓｉｎｏ` are caught, `casinos` is not (list the forms a site wants).
 */
export const DEFAULT_FORBIDDEN_WORDS = [
  'casino',
  'freemoney',
  'spamlink',
  'clickbait',
  'getrichquick',
] as const;

/** Lower case, compatibility forms folded (full-width letters), diacritics removed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFKC')
    .toLowerCase();
}

export interface ForbiddenWords {
  /** The forbidden words `text` holds (normalised), none when it is clean. */
  find(text: string): string[];
}

export function forbiddenWords(list: readonly string[] = DEFAULT_FORBIDDEN_WORDS): ForbiddenWords {
  const words = new Set(list.map((w) => normalizeText(w.trim())).filter((w) => w.length > 0));
  return {
    find(text) {
      const found = new Set<string>();
      for (const word of normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [])
        if (words.has(word)) found.add(word);
      return [...found];
    },
  };
}

/** The list of FORBIDDEN_WORDS (comma-separated), else the default. */
export function forbiddenWordsFromEnv(value: string | undefined): ForbiddenWords {
  const list = value
    ?.split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  return forbiddenWords(list && list.length > 0 ? list : DEFAULT_FORBIDDEN_WORDS);
}
