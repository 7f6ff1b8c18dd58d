import { type Language, type Suggestion, USER_UPLOAD_SOURCE } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { escapeLike } from '../http/path-params.js';
import { SUGGEST_SITE, type SuggestIndex } from './suggest-index.js';
import { likeness, wordsOf } from './terms.js';

/** Suggestions a request answers (both forms). */
export const SUGGESTIONS = 10;

/**
 * The typo-tolerant part runs when the prefixes give fewer suggestions than FUZZY_BELOW (a typo), for
 * queries of at least FUZZY_MIN characters (two letters share too few trigrams with anything to say
 * "similar"). It keeps names whose words are at least SIMILAR alike (pg_trgm's word_similarity: `goldn fox`
 * and `golden fox` are 0.62 alike) among those that start with the query's first character: a typo after
 * the first letter is tolerated, and the candidates are one index range, not the whole table. A query of
 * one word also gets the words of the titles it may mean (migration 0020's search_words: `brige` suggests
 * `bridge` when no name has it), ordered with the names by `likeness`.
 */
const FUZZY_BELOW = 3;
const FUZZY_MIN = 3;
const SIMILAR = 0.5;

/** A category's name in `lang`, English where it has none (as the video answers give it). */
const categoryName = (lang: Language) =>
  lang === 'en' ? sql`c.title` : sql`coalesce(nullif(c.titles->>${lang}, ''), c.title)`;

/**
 * The suggestions of a typed query (§4: 2 to 100 trimmed characters), category names in `lang` (English
 * where a category has none): the names and search terms that start with it first (the index, in the
 * process); then, when those are fewer than FUZZY_BELOW (a typo), the names most alike by pg_trgm's word
 * similarity, best first (see SIMILAR), from the database.
 */
export async function suggest(
  db: Db,
  index: SuggestIndex,
  query: string,
  lang: Language = 'en',
): Promise<Suggestion[]> {
  const prefixed = await index.prefixed(query, lang);
  if (prefixed.length >= FUZZY_BELOW || Array.from(query).length < FUZZY_MIN) {
    return prefixed.slice(0, SUGGESTIONS);
  }
  const fuzzy = await fuzzyStatement(query, lang, prefixed).execute(db);
  return [...prefixed, ...fuzzy.rows].slice(0, SUGGESTIONS);
}

/** The cached letter form: the top suggestions that start with one letter or digit (its call names no language: English). */
export async function suggestLetter(index: SuggestIndex, letter: string): Promise<Suggestion[]> {
  return (await index.prefixed(letter, 'en')).slice(0, SUGGESTIONS);
}

/**
 * The typo-tolerant suggestions of `query` that are not already among `prefixed`, best first (exported to
 * read its plan).
 */
export function fuzzyStatement(
  query: string,
  lang: Language,
  prefixed: Suggestion[] = [],
): RawBuilder<Suggestion> {
  const q = sql<string>`search_fold(${query})`;
  const first = sql<string>`search_fold(${escapeLike(Array.from(query.toLowerCase())[0] ?? '')}) || '%'`;
  const limit = sql.lit(SUGGESTIONS);
  const words = wordsOf(query);
  // Each source's candidates (one index range) with their similarity, computed once; those alike enough,
  // ordered by `likeness` (which tells `bridge` from `bright` for `brige`), then similarity.
  const part = (
    type: string,
    name: RawBuilder<unknown>,
    dir: RawBuilder<unknown>,
    popularity: RawBuilder<unknown>,
    from: RawBuilder<unknown>,
  ) =>
    sql`(select ${sql.lit(type)} as type, title, dir, ${likeness(words, sql`title`)} as score from (
        select ${name} as title, ${dir} as dir, ${popularity} as popularity, word_similarity(${q}, search_fold(${name})) as alike
        ${from} and search_fold(${name}) like ${first}) x
      where alike >= ${sql.lit(SIMILAR)} order by score desc, alike desc, popularity desc limit ${limit})`;
  const fuzzy = sql`${part('search', sql`k.keyword`, sql`null::text`, sql`k.weight`, sql`from keywords k where k.gender = ${SUGGEST_SITE}`)}
    union all
    ${part('category', categoryName(lang), sql`c.dir`, sql`0`, sql`from categories c where true`)}
    union all
    ${part('model', sql`m.title`, sql`m.dir`, sql`m.subscribers`, sql`from models m where m.gender = ${SUGGEST_SITE}`)}
    union all
    ${part('channel', sql`ch.title`, sql`ch.dir`, sql`ch.subscribers`, sql`from channels ch where ch.gender = ${SUGGEST_SITE} and ch.is_hidden = 0 and ch.dir <> ${USER_UPLOAD_SOURCE}`)}
    ${
      // One word: the words of the titles it may mean (`brige`: bridge), as search terms.
      words.length === 1
        ? sql`union all ${part('search', sql`sw.word`, sql`null::text`, sql`0`, sql`from search_words sw where true`)}`
        : sql``
    }`;
  return sql<Suggestion>`
    select type, title, dir from (
      select distinct on (f.type, f.title) f.type, f.title, f.dir, f.score from (${fuzzy}) f
      where not exists (select 1 from unnest(${prefixed.map((p) => p.type)}::text[], ${prefixed.map((p) => p.title)}::text[]) p (type, title)
        where p.type = f.type and p.title = f.title)
      order by f.type, f.title, f.score desc
    ) s
    order by score desc, title
    limit ${sql.lit(SUGGESTIONS)}`;
}
