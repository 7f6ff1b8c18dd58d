import type { Language, Suggestion } from '@site/api';
import { SUGGEST_LIMIT, type SuggestIndex } from './suggest-index.js';

/** Suggestions a request answers (both forms). */
export const SUGGESTIONS = SUGGEST_LIMIT;

/**
 * The typo-tolerant part runs when the prefixes give fewer suggestions than FUZZY_BELOW (a typo), for
 * queries of at least FUZZY_MIN characters (two letters are too few to say "alike").
 */
const FUZZY_BELOW = 3;
const FUZZY_MIN = 3;

/**
 * The suggestions of a typed query (§4: 2 to 100 trimmed characters), category names in `lang` (English
 * where a category has none): the names and search terms that start with it first; then, when those are
 * fewer than FUZZY_BELOW (a typo), the names most alike (`goldn fox` → `golden fox`), best first. Both from
 * the names held in the process (SuggestIndex): no statement runs for a suggestion.
 */
export async function suggest(
  index: SuggestIndex,
  query: string,
  lang: Language = 'en',
): Promise<Suggestion[]> {
  const prefixed = await index.prefixed(query, lang);
  if (prefixed.length >= FUZZY_BELOW || Array.from(query).length < FUZZY_MIN) {
    return prefixed.slice(0, SUGGESTIONS);
  }
  return [...prefixed, ...(await index.alike(query, lang, prefixed))].slice(0, SUGGESTIONS);
}

/** The cached letter form: the top suggestions that start with one letter or digit (its call names no language: English). */
export async function suggestLetter(index: SuggestIndex, letter: string): Promise<Suggestion[]> {
  return (await index.prefixed(letter, 'en')).slice(0, SUGGESTIONS);
}
