import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Memo } from '../lib/memo.js';

/**
 * The text-search configurations a query is read with: every language of the titles that PostgreSQL can
 * stem (§1: Polish and Japanese have no stemmer and are indexed as written, as `simple` reads them).
 */
const STEMMED = [
  'english',
  'russian',
  'german',
  'french',
  'spanish',
  'italian',
  'portuguese',
  'dutch',
] as const;

/** The most words of a query that count (a longer query adds nothing but cost). */
const MAX_WORDS = 12;
/** Words this long or longer match names as prefixes (`amb` finds the model `Amber Reed`). */
const PREFIX_MIN = 3;
/**
 * Scripts written without spaces between words (Chinese characters, kana, hangul): the parser reads a whole
 * run as one lexeme (`夜明けの湖`), so such a word of a query matches titles as a prefix (`夜明けの`).
 */
const NO_WORD_BREAKS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Control characters (NUL breaks PostgreSQL text parameters; none belongs in a search). */
const CONTROL = /\p{Cc}/u;

export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** The words of a query: runs of letters, marks and digits, lower-cased, each once, at most MAX_WORDS. */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A `to_tsquery('simple', …)` text where each word is required, and those that `asPrefix` picks match as
 * prefixes. Words hold letters, marks and digits only, so they need no quoting; the text is a parameter.
 */
export function prefixQueryOf(words: string[], asPrefix: (word: string) => boolean): string {
  return words.map((w) => (asPrefix(w) ? `${w}:*` : w)).join(' & ');
}

/**
 * How a word of a search reads in each configuration of READ_AS: its tsquery text (empty when that language
 * drops it as a stop word) and whether each of its lexemes is in a title (migration 0020's search_lexemes;
 * a prefix counts as in one); and whether an English title holds it as written (search_words).
 */
interface WordReadings {
  readings: { text: string; live: boolean }[];
  written: boolean;
  /** The names the word finds as `nameQuery` reads it; null when that reading holds no lexeme. */
  names: NameMatches | null;
}

/**
 * The categories, models and channels (every site, hidden or not) whose names a word of a search finds
 * (`nameQuery`): a search's names are those all its words find. Which of them a search shows (site,
 * hidden channels, the first few by subscribers) is read where it is asked, as names change.
 */
export interface NameMatches {
  categories: number[];
  models: number[];
  channels: number[];
}

/** The configurations a word is read in: each stemmed language, then as written (`simple`). */
const READ_AS = [...STEMMED, 'simple'] as const;

/**
 * The readings of words, by word, kept for a while: a search is read in every language, word by word, and
 * the words of searches repeat far more than the searches do (every search that adds a word to a popular
 * one). A word not yet kept costs one statement for all such words of a search; a search whose words are
 * all kept costs none. A lexeme that a new title brings is live once the word's entry has expired.
 */
export type ReadingsMemo = Memo<WordReadings>;

/** The readings of the words not in `memo`, each in every configuration of READ_AS, into the memo. */
async function readWords(db: Db, words: string[], memo: ReadingsMemo): Promise<void> {
  const missing = words.filter((w) => memo.get(w) === undefined);
  if (missing.length === 0) return;
  // As written, the words of scripts without spaces match as prefixes (NO_WORD_BREAKS).
  const written = missing.map((w) => prefixQueryOf([w], (x) => NO_WORD_BREAKS.test(x)));
  const configs = READ_AS.map(
    (config, i) =>
      sql`(${sql.lit(i)}, ${config === 'simple' ? sql`to_tsquery('simple'::regconfig, u.written)` : sql`websearch_to_tsquery(${sql.lit(config)}::regconfig, u.word)`})`,
  );
  // Each word's names (`nameQuery` of the word alone), once per word (materialized), beside its readings.
  const result = await sql<
    { word: string; i: number; text: string; live: boolean; written: boolean; empty: boolean } & NameMatches
  >`
    with named as materialized (
      select x.w as word, x.q::text = '' as empty,
        array(select k.category_id from categories k where k.name_vector @@ x.q) as categories,
        array(select o.model_id from models o where to_tsvector('simple'::regconfig, o.title) @@ x.q) as models,
        array(select c.channel_id from channels c where to_tsvector('simple'::regconfig, c.title) @@ x.q) as channels
      from (select w, ${NAME_TSQUERY(sql`n`)} as q
        from unnest(${missing}::text[], ${missing.map((w) => nameQueryText([w]))}::text[]) y (w, n)) x
    )
    select u.word, r.i, r.q::text as text,
      exists (select 1 from search_words s where s.word = u.word) as written,
      not exists (
        select 1 from regexp_matches(r.q::text, $re$'((?:[^']|'')*)'(:[*])?$re$, 'g') m
        where m[2] is null
          and not exists (select 1 from search_lexemes l where l.lexeme = replace(m[1], $q$''$q$, $q$'$q$))
      ) as live,
      n.empty, n.categories, n.models, n.channels
    from unnest(${missing}::text[], ${written}::text[]) u (word, written)
      cross join lateral (values ${sql.join(configs)}) r (i, q)
      join named n on n.word = u.word`.execute(db);
  const byWord = new Map<string, WordReadings>(
    missing.map((w) => [w, { readings: [], written: false, names: null }]),
  );
  for (const row of result.rows) {
    const word = byWord.get(row.word) as WordReadings;
    word.readings[row.i] = { text: row.text, live: row.live };
    word.written = row.written;
    word.names = row.empty
      ? null
      : { categories: row.categories, models: row.models, channels: row.channels };
  }
  for (const [word, readings] of byWord) memo.set(word, readings);
}

/** One word's part of a reading: an operand, or a phrase or other expression in parentheses. */
const part = (text: string) => (new RegExp(`^${OPERAND}$`).test(text) ? text : `(${text})`);

/** The tsquery texts of a search over the titles (`titleQueries`). */
export interface TitleQueries {
  /** Every reading: what ranks the matches (ts_rank of an OR scores each distinct lexeme). */
  ranking: string;
  /** What finds the same titles for less work in the index (`titleMatchText` of the live readings). */
  matching: string;
  /** The words that no English title holds as written (a typo, a start, a word without its accents). */
  unwritten: string[];
  /** Whether English reads any of the words (it drops its stop words: `after`). */
  english: boolean;
  /** The names the words find (`nameQuery`), of every site; null: none. */
  names: NameMatches | null;
}

/**
 * The tsquery texts of a search over the titles: the whole query read in each stemmed language (each drops
 * its own stop words) and as written (`simple`, the words of scripts without spaces as prefixes); any
 * reading matches (OR), all words of a reading must (AND); empty when every word is a stop word. Latin
 * words are not matched as prefixes: a prefix is a union of every posting list under it, which for a
 * common word costs more than the whole search. Each distinct reading appears once: an English word reads
 * the same in most languages, and the index tests every branch of the OR on every candidate row, so nine
 * copies of one reading cost four times one (15 ms against 4 for two common words at a million titles).
 * Matching leaves out the readings with a lexeme that no title holds (`under` as written, `gre`, the French
 * stem of `green`): they find nothing, and their posting lists would still be walked (`green fox under the
 * stars` has six readings, one of them live). Prefixes are kept. A reading is the AND of its words' readings
 * in that language, which are read once per word and kept (`memo`). The texts are passed to the ranking
 * statement as constants, so the planner estimates the matches from the column's statistics.
 */
export async function titleQueries(db: Db, words: string[], memo: ReadingsMemo): Promise<TitleQueries> {
  await readWords(db, words, memo);
  const kept = words.map((w) => memo.get(w) ?? { readings: [], written: false, names: null });
  const perWord = kept.map((w) => w.readings);
  const readings = new Map<string, boolean>();
  READ_AS.forEach((_, i) => {
    const parts = perWord.flatMap((r) => (r[i] && r[i].text !== '' ? [r[i]] : []));
    if (parts.length === 0) return;
    const text = parts.map((r) => part(r.text)).join(' & ');
    readings.set(text, (readings.get(text) ?? false) || parts.every((r) => r.live));
  });
  // Ordered as texts, as the database would (its collation compares bytes, as these compare code units).
  const texts = [...readings.keys()].sort();
  const or = (list: string[]) => list.map((q) => `(${q})`).join(' | ');
  return {
    ranking: or(texts),
    matching: titleMatchText(or(texts.filter((q) => readings.get(q)))),
    unwritten: words.filter((_, i) => !kept[i]?.written),
    english: perWord.some((r) => (r[0]?.text ?? '') !== ''),
    names: namesOf(kept),
  };
}

/** One operand of a tsquery's text: a quoted lexeme (quotes inside doubled), maybe a prefix (`:*`). */
const OPERAND = String.raw`'(?:[^']|'')*'(?::\*)?`;
/** A reading as `titleQueries` writes it: operands joined by `&`, in parentheses. */
const AND_READING = new RegExp(String.raw`^\((${OPERAND}(?: & ${OPERAND})*)\)$`);

/**
 * The tsquery text that finds the same titles as readings (`titleQueries`) (`(a & b) | (a & c)`) for less work in
 * the index: every lexeme of a query is a posting list the index walks, and the readings of one query
 * mostly share theirs (`warm river slow motion` reads `'warm' & 'river' & …` in English and `'warm' &
 * 'riv' & …` in French). A reading that holds all the operands of another adds no title (the other finds
 * them all) and is left out; the operands every reading shares are tested once, outside the OR (`'warm' &
 * 'slow' & 'motion' & ('riv' | 'river')`): half the time at a million titles. Readings with other
 * operators than `&` (a phrase, `<->`) are kept as they are. Ranking still reads the whole text (ts_rank
 * of an OR scores each distinct lexeme).
 */
export function titleMatchText(readings: string): string {
  if (readings === '') return readings;
  const parsed = readings.split(' | ').map((r) => AND_READING.exec(r)?.[1]);
  if (parsed.some((r) => r === undefined)) return readings;
  const byOperands = new Map<string, Set<string>>();
  for (const r of parsed as string[]) {
    const set = new Set(r.split(' & '));
    const key = [...set].sort().join(' & ');
    if (!byOperands.has(key)) byOperands.set(key, set);
  }
  const sets = [...byOperands.values()];
  const covers = (a: Set<string>, b: Set<string>) => [...b].every((x) => a.has(x));
  // The sets are distinct: one that holds all of another one's operands holds more, and is left out.
  const kept = sets.filter((set) => !sets.some((other) => other.size < set.size && covers(set, other)));
  const [first, ...others] = kept;
  if (!first) return readings;
  if (others.length === 0) return [...first].join(' & ');
  const shared = [...first].filter((x) => others.every((set) => set.has(x)));
  const rests = kept.map((set) => [...set].filter((x) => !shared.includes(x)));
  const either = rests.map((r) => (r.length === 1 ? r[0] : `(${r.join(' & ')})`)).join(' | ');
  return shared.length === 0 ? either : `${shared.join(' & ')} & (${either})`;
}

/**
 * The tsquery of a search over names (categories, models, channels: small tables): the words as written,
 * those of PREFIX_MIN characters or more as prefixes.
 */
export function nameQuery(words: string[]): RawBuilder<string> {
  return NAME_TSQUERY(sql`${nameQueryText(words)}`);
}

/** The text of `nameQuery`'s tsquery. */
const nameQueryText = (words: string[]) =>
  prefixQueryOf(words, (w) => w.length >= PREFIX_MIN || NO_WORD_BREAKS.test(w));

const NAME_TSQUERY = (text: RawBuilder<unknown>) => sql<string>`to_tsquery('simple'::regconfig, ${text})`;

/**
 * The names the words find together: `nameQuery`'s AND is each word's reading, so its matches are those
 * every word's reading finds (`names` of WordReadings). The words whose reading holds no lexeme drop out
 * of the AND, as to_tsquery drops them; null when none is left (the query finds nothing).
 */
function namesOf(kept: WordReadings[]): NameMatches | null {
  const found = kept.flatMap((w) => (w.names ? [w.names] : []));
  const [first, ...rest] = found;
  if (!first) return null;
  const all = (kind: keyof NameMatches) => {
    const others = rest.map((other) => new Set(other[kind]));
    return first[kind].filter((id) => others.every((set) => set.has(id)));
  };
  return { categories: all('categories'), models: all('models'), channels: all('channels') };
}

/** What a word of a query that starts a word of a text scores in `likeness` (the word itself scores 1). */
export const PREFIX_SCORE = 0.9;

/**
 * How well a text matches the words of a query by likeness, both folded (search_fold): the mean, over the
 * words, of the best of the text's words: 1 for the word itself, PREFIX_SCORE for a word it starts, else one
 * less the edit distance over the longer length. `brige` scores 0.83 against `bridge` and 0.67 against
 * `bright`, which pg_trgm's word similarity finds the more alike (0.67 against 0.5): it orders what that
 * similarity found. Meant for a few hundred texts at most.
 */
export function likeness(words: string[], text: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select avg(best) from (
      select max(case when tw = qw then 1 when starts_with(tw, qw) then ${sql.lit(PREFIX_SCORE)}
        else 1 - levenshtein(qw, tw)::float8 / greatest(length(qw), length(tw)) end) as best
      from unnest(${words}::text[]) w cross join lateral search_fold(w) qw
        cross join unnest(regexp_split_to_array(search_fold(${text}), '[[:space:][:punct:]]+')) tw
      where tw <> '' group by qw) s)`;
}
