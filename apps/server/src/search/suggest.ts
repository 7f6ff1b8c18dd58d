import { DEFAULTS, type Language, type Suggestion, USER_UPLOAD_SOURCE } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { likeness, wordsOf } from './terms.js';

/** Suggestions a request answers (both forms). */
export const SUGGESTIONS = 10;

/**
 * How many of each type the prefix matches may give, in the order they are listed: search terms first
 * (the keywords people search), then categories, models and channels.
 */
const PREFIX_QUOTA = { search: 5, category: 2, model: 2, channel: 1 } as const;

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

/** The site of the suggestions: the contract's calls carry no gender, so they are the main site's (§9). */
const SITE = DEFAULTS.gender;

/** Escapes `%`, `_` and `\` so a text matches literally inside a LIKE pattern (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The LIKE pattern of the names that start with `text`, folded as the names are (search_fold of migration
 * 0020: lower case, no accents, so `cafe` finds `Café`). Folding keeps the escapes.
 */
function likePrefix(text: string): RawBuilder<string> {
  return sql<string>`search_fold(${escapeLike(text)}) || '%'`;
}

interface SuggestionRow {
  type: Suggestion['type'];
  title: string;
  dir: string | null;
}

/**
 * The prefix matches of each source, best first within its type (keywords by weight, categories by their
 * videos on the site, models and channels by subscribers), each cut at its quota. Every part is a range of
 * a `text_pattern_ops` index (or the small categories table), then sorted: the order is by the float score
 * (`order by 5`), not the column, so the planner never walks a whole weight index hoping for a prefix.
 */
/** A category's name in `lang`, English where it has none (as the video answers give it). */
const categoryName = (lang: Language) =>
  lang === 'en' ? sql`c.title` : sql`coalesce(nullif(c.titles->>${lang}, ''), c.title)`;

function prefixParts(
  pattern: RawBuilder<string>,
  quota: Record<keyof typeof PREFIX_QUOTA, number>,
  lang: Language,
): RawBuilder<unknown> {
  const category = categoryName(lang);
  return sql`(select 'search' as type, k.keyword as title, null::text as dir, 1 as rank_type, k.weight::float8 as score
      from keywords k where k.gender = ${SITE} and search_fold(k.keyword) like ${pattern}
      order by 5 desc, k.keyword limit ${sql.lit(quota.search)})
    union all
    (select 'category', ${category}, c.dir, 2, coalesce(s.total_videos, 0)::float8
      from categories c left join category_stats s on s.category_id = c.category_id and s.gender = ${SITE}
      where search_fold(${category}) like ${pattern}
      order by 5 desc, 2 limit ${sql.lit(quota.category)})
    union all
    (select 'model', m.title, m.dir, 3, m.subscribers::float8
      from models m where m.gender = ${SITE} and search_fold(m.title) like ${pattern}
      order by 5 desc, m.title limit ${sql.lit(quota.model)})
    union all
    (select 'channel', ch.title, ch.dir, 4, ch.subscribers::float8
      from channels ch where ch.gender = ${SITE} and search_fold(ch.title) like ${pattern}
        and ch.is_hidden = 0 and ch.dir <> ${USER_UPLOAD_SOURCE}
      order by 5 desc, ch.title limit ${sql.lit(quota.channel)})`;
}

/**
 * The suggestions of a typed query (§4: 2 to 100 trimmed characters), category names in `lang` (English
 * where a category has none): names and search terms that start with it first; then, when those are fewer than FUZZY_BELOW (a typo), the names most alike by pg_trgm's
 * word similarity, best first (see SIMILAR). One statement; the trigram part runs only when the prefixes
 * fell short.
 */
export async function suggest(db: Db, query: string, lang: Language = 'en'): Promise<Suggestion[]> {
  const result = await suggestStatement(query, lang).execute(db);
  return result.rows.map((r) => ({ type: r.type, title: r.title, dir: r.dir }));
}

/** The statement of `suggest` (exported to read its plan). */
export function suggestStatement(query: string, lang: Language = 'en'): RawBuilder<SuggestionRow> {
  const q = sql<string>`search_fold(${query})`;
  const pattern = likePrefix(query);
  const first = likePrefix(Array.from(query.toLowerCase())[0] ?? '');
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
  const fuzzy = sql`${part('search', sql`k.keyword`, sql`null::text`, sql`k.weight`, sql`from keywords k where k.gender = ${SITE}`)}
    union all
    ${part('category', categoryName(lang), sql`c.dir`, sql`0`, sql`from categories c where true`)}
    union all
    ${part('model', sql`m.title`, sql`m.dir`, sql`m.subscribers`, sql`from models m where m.gender = ${SITE}`)}
    union all
    ${part('channel', sql`ch.title`, sql`ch.dir`, sql`ch.subscribers`, sql`from channels ch where ch.gender = ${SITE} and ch.is_hidden = 0 and ch.dir <> ${USER_UPLOAD_SOURCE}`)}
    ${
      // One word: the words of the titles it may mean (`brige`: bridge), as search terms.
      words.length === 1
        ? sql`union all ${part('search', sql`sw.word`, sql`null::text`, sql`0`, sql`from search_words sw where true`)}`
        : sql``
    }`;

  return sql<SuggestionRow>`
    with prefixed as materialized (${prefixParts(pattern, PREFIX_QUOTA, lang)}),
    fuzzy_hits as (
      select distinct on (f.type, f.title) f.type, f.title, f.dir, f.score from (${fuzzy}) f
      where ${sql.lit(Array.from(query).length >= FUZZY_MIN)} and (select count(*) from prefixed) < ${sql.lit(FUZZY_BELOW)}
        and not exists (select 1 from prefixed p where p.type = f.type and p.title = f.title)
      order by f.type, f.title, f.score desc
    )
    select type, title, dir from (
      select type, title, dir, 0 as tier, rank_type, score from prefixed
      union all
      select type, title, dir, 1, 0, score from fuzzy_hits
    ) s
    order by tier, rank_type, score desc, title
    limit ${sql.lit(SUGGESTIONS)}`;
}

/** The cached letter form: the top suggestions that start with one letter or digit (its call names no language: English). */
export async function suggestLetter(db: Db, letter: string): Promise<Suggestion[]> {
  const result = await sql<SuggestionRow>`
    select type, title, dir from (${prefixParts(likePrefix(letter), PREFIX_QUOTA, 'en')}) s
    order by rank_type, score desc, title
    limit ${sql.lit(SUGGESTIONS)}`.execute(db);
  return result.rows.map((r) => ({ type: r.type, title: r.title, dir: r.dir }));
}
