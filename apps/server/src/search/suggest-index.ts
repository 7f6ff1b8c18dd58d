import { DEFAULTS, type Language, type Suggestion, USER_UPLOAD_SOURCE } from '@site/api';
import { distance } from 'fastest-levenshtein';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { Refreshed } from '../lib/refreshed.js';
import { PREFIX_SCORE, wordsOf } from './terms.js';

/** The site of the suggestions: the contract's calls carry no gender, so they are the main site's (§9). */
export const SUGGEST_SITE = DEFAULTS.gender;

/**
 * How many of each type the prefix matches may give, in the order they are listed: search terms first
 * (the keywords people search), then categories, models and channels.
 */
export const PREFIX_QUOTA = { search: 5, category: 2, model: 2, channel: 1 } as const;
type Source = keyof typeof PREFIX_QUOTA;
const ORDER: Source[] = ['search', 'category', 'model', 'channel'];

/** Letters that lose no mark but still differ from what a visitor types: `straße` is found as `strasse`. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/**
 * A name or a typed text as the prefix matching compares them: lower case, compatibility forms and accents
 * taken apart and the accents dropped (`Café` and `cafe` fold to `cafe`), the letters of LETTERS spelled
 * out. Both sides are folded by this one function, so they agree whatever the database's unaccent rules.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPECIAL, (c) => LETTERS[c] ?? c);
}

interface Entry {
  /** The folded name, what a typed text must start. */
  key: string;
  title: string;
  dir: string | null;
  /** What orders the entries of a prefix, best first (weight, videos, subscribers). */
  score: number;
}

/** One source's names, sorted by their folded form so that a prefix is one range. */
class Names {
  private readonly entries: Entry[];

  constructor(entries: Entry[]) {
    this.entries = entries.sort((a, b) => compare(a.key, b.key));
  }

  /** The first entry whose key is not below `key`. */
  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.entries[mid] as Entry).key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The entries whose key starts with `prefix`, in key order. */
  range(prefix: string): Entry[] {
    const found: Entry[] = [];
    for (let i = this.lowerBound(prefix); i < this.entries.length; i++) {
      const entry = this.entries[i] as Entry;
      if (!entry.key.startsWith(prefix)) break;
      found.push(entry);
    }
    return found;
  }

  /** The `limit` best entries whose key starts with `prefix`: by score, then title. */
  top(prefix: string, limit: number): Entry[] {
    return this.range(prefix).sort(byRank).slice(0, limit);
  }
}

/** The words of a folded name: the runs between spaces, punctuation and symbols. */
const wordsOfName = (key: string) => key.split(/[\s\p{P}\p{S}]+/u).filter((w) => w !== '');

/**
 * How well a name matches the words of a typed text, both folded: the mean, over the words, of the best of
 * the name's words: 1 for the word itself, PREFIX_SCORE for a word it starts, else one less the edit
 * distance over the longer length (`brige` scores 0.83 against `bridge`, 0.67 against `bright`). The same
 * measure as `likeness` of terms.ts, which orders the titles a search finds alike.
 */
export function likenessOf(words: string[], key: string): number {
  const nameWords = wordsOfName(key);
  if (words.length === 0 || nameWords.length === 0) return 0;
  let sum = 0;
  for (const w of words) {
    let best = 0;
    for (const nw of nameWords) {
      const score =
        nw === w ? 1 : nw.startsWith(w) ? PREFIX_SCORE : 1 - distance(w, nw) / Math.max(w.length, nw.length);
      if (score > best) best = score;
    }
    sum += best;
  }
  return sum / words.length;
}

/**
 * A name is suggested for a typo when it is at least this alike (`likenessOf`) to the typed text: `goldn fox`
 * and `golden fox` are 0.92 alike, `brige` and `bright coast` 0.67; `g l` and `gold` only 0.58.
 */
export const ALIKE = 0.6;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byRank = (a: Entry, b: Entry) => b.score - a.score || compare(a.title, b.title);

/** Suggestions a request answers (both forms). */
export const SUGGEST_LIMIT = 10;

/** A category as loaded: its names by language. */
interface CategoryRow {
  title: string;
  titles: Partial<Record<Language, string>> | null;
  dir: string;
  score: number;
}

/** The names of one moment: search terms, categories (per language, built when first asked), models, channels. */
class Snapshot {
  private readonly categoriesByLang = new Map<Language, Names>();

  constructor(
    private readonly sources: Record<Exclude<Source, 'category'>, Names>,
    private readonly categoryRows: CategoryRow[],
    /** The words of the titles (search_words), offered for a typed word when no name holds it. */
    private readonly titleWords: Names,
  ) {}

  private categories(lang: Language): Names {
    let names = this.categoriesByLang.get(lang);
    if (!names) {
      names = new Names(
        this.categoryRows.map((c) => {
          const title = (lang === 'en' ? '' : c.titles?.[lang]) || c.title;
          return { key: fold(title), title, dir: c.dir, score: c.score };
        }),
      );
      this.categoriesByLang.set(lang, names);
    }
    return names;
  }

  /**
   * The names alike to `text` (`likenessOf`, at least ALIKE) among those that start with its first character
   * (a typo after the first letter is tolerated), best first, then by popularity; `except` left out. A text
   * of one word is also compared with the words of the titles (`brige`: bridge).
   */
  alike(text: string, lang: Language, except: Suggestion[]): Suggestion[] {
    const words = wordsOf(text).map(fold);
    const first = Array.from(fold(text.trim()))[0];
    if (words.length === 0 || first === undefined) return [];
    const scored: (Suggestion & { score: number; popularity: number })[] = [];
    const sources: [Source, Names][] = [
      ['search', this.sources.search],
      ['category', this.categories(lang)],
      ['model', this.sources.model],
      ['channel', this.sources.channel],
      ...(words.length === 1 ? ([['search', this.titleWords]] as [Source, Names][]) : []),
    ];
    for (const [type, names] of sources) {
      const found = names
        .range(first)
        .map((e) => ({
          type,
          title: e.title,
          dir: e.dir,
          score: likenessOf(words, e.key),
          popularity: e.score,
        }))
        .filter((x) => x.score >= ALIKE)
        .sort((a, b) => b.score - a.score || b.popularity - a.popularity || compare(a.title, b.title));
      scored.push(...found.slice(0, SUGGEST_LIMIT));
    }
    const taken = new Set(except.map((x) => `${x.type}|${x.title}`));
    const out: Suggestion[] = [];
    for (const x of scored.sort((a, b) => b.score - a.score || compare(a.title, b.title))) {
      const key = `${x.type}|${x.title}`;
      if (taken.has(key)) continue;
      taken.add(key);
      out.push({ type: x.type, title: x.title, dir: x.dir });
    }
    return out.slice(0, SUGGEST_LIMIT);
  }

  /** The names that start with `text`, each type cut at its quota, in the order of PREFIX_QUOTA. */
  prefixed(text: string, lang: Language): Suggestion[] {
    const prefix = fold(text);
    return ORDER.flatMap((type) =>
      (type === 'category' ? this.categories(lang) : this.sources[type])
        .top(prefix, PREFIX_QUOTA[type])
        .map((e) => ({ type, title: e.title, dir: e.dir })),
    );
  }
}

async function load(db: Db): Promise<Snapshot> {
  const [keywords, categories, models, channels, words] = await Promise.all([
    sql<Entry>`select keyword as title, null as dir, weight::float8 as score from keywords
      where gender = ${SUGGEST_SITE}`.execute(db),
    sql<CategoryRow>`select c.title, c.titles, c.dir, coalesce(s.total_videos, 0)::float8 as score
      from categories c left join category_stats s on s.category_id = c.category_id and s.gender = ${SUGGEST_SITE}`.execute(
      db,
    ),
    sql<Entry>`select title, dir, subscribers::float8 as score from models where gender = ${SUGGEST_SITE}`.execute(
      db,
    ),
    sql<Entry>`select title, dir, subscribers::float8 as score from channels
      where gender = ${SUGGEST_SITE} and is_hidden = 0 and dir <> ${USER_UPLOAD_SOURCE}`.execute(db),
    sql<Entry>`select word as title, null as dir, 0::float8 as score from search_words`.execute(db),
  ]);
  const names = (rows: Entry[]) => new Names(rows.map((r) => ({ ...r, key: fold(r.title) })));
  return new Snapshot(
    { search: names(keywords.rows), model: names(models.rows), channel: names(channels.rows) },
    categories.rows,
    names(words.rows),
  );
}

/**
 * The names suggestions start from (search terms, categories, models and channels of the main site), held
 * in the process: a typed text is a range of each sorted list, no statement is run. They are read at the
 * first suggestion and again once `ttlMs` has passed, in the background (the old ones answer meanwhile), so
 * a new name is suggested within that time, as long as any cache keeps a suggestion anyway. A few MB for
 * the names of a million videos (10,000 search terms, 10,000 models, 1,000 channels).
 */
export class SuggestIndex {
  private readonly names: Refreshed<Snapshot>;

  constructor(db: Db, ttlMs: number, now: () => number = Date.now) {
    this.names = new Refreshed(() => load(db), ttlMs, now);
  }

  /** The names that start with `text` (see Snapshot.prefixed). */
  async prefixed(text: string, lang: Language): Promise<Suggestion[]> {
    return (await this.names.get()).prefixed(text, lang);
  }

  /** The names alike to `text`, but `except` (see Snapshot.alike). */
  async alike(text: string, lang: Language, except: Suggestion[]): Promise<Suggestion[]> {
    return (await this.names.get()).alike(text, lang, except);
  }
}
