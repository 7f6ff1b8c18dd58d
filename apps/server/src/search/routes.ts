import { CALLS } from '@site/api/contract';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { Memo } from '../lib/memo.js';
import type { Refreshed } from '../lib/refreshed.js';
import { type CardCache, createCardCache } from '../videos/cards.js';
import { type SearchPools, searchVideos } from './search.js';
import { suggest, suggestLetter } from './suggest.js';
import { SuggestIndex } from './suggest-index.js';
import { hasControl, type ReadingsMemo, wordsOf } from './terms.js';
import type { TitleIndex } from './title-index.js';

/**
 * The declared suggestions (contract/catalog-calls.ts) with their handlers: by letter and by query, both
 * from the names held in the process (SuggestIndex), read again after the query form's lifetime (any
 * cache may keep a suggestion that long). A suggestion costs a range of sorted lists: nothing more is kept.
 */
export function suggesterCalls(db: Db): {
  'suggester.letter': CallHandler<'suggester.letter'>;
  'suggester.query': CallHandler<'suggester.query'>;
} {
  const index = new SuggestIndex(db, CALLS['suggester.query'].lifetime * 1000);
  return {
    'suggester.letter': async ({ params }) => ({
      suggestions: await suggestLetter(index, params.letter),
      code: 'success',
    }),
    'suggester.query': async ({ params }) => {
      const suggestions = await suggest(index, params.q, params.lang ?? 'en');
      return { suggestions, code: 'success' };
    },
  };
}

export interface SearchOptions {
  /** How long a ranked search pool is reused for its next pages (default: the search's lifetime). */
  poolTtlMs?: number;
  /** The words of the titles (the app's one index: app.ts). */
  titles: Refreshed<TitleIndex>;
  /** The cards by id, shared with the listings (default: none kept). */
  cards?: CardCache;
}

/**
 * `videos.search` (/api/videos2.php?s=): any cache may keep its answers briefly (its declared lifetime), as
 * they do not depend on who asks. Words with control characters are refused (one search, one URL).
 */
export function videoSearch(db: Db, options: SearchOptions): CallHandler<'videos.search'> {
  const lifetime = CALLS['videos.search'].lifetime;
  const pools: SearchPools = new Memo(options.poolTtlMs ?? lifetime * 1000, 2_000);
  const readings: ReadingsMemo = new Memo(lifetime * 1000, 50_000);
  const cards = options.cards ?? createCardCache(0);
  return async ({ params }) => {
    if (hasControl(params.s)) throw refuse(400, 'invalid_params', [{ field: 's', code: 'invalid' }]);
    const words = wordsOf(params.s);
    const { total, videos } =
      words.length > 0
        ? await searchVideos(db, params, words, pools, readings, cards, options.titles)
        : { total: 0, videos: [] };
    return { videos, total_count: total, code: videos.length > 0 ? 'success' : 'videos_not_found' };
  };
}
