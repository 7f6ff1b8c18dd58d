import { type FieldError, routePatterns, type VideoListResponse, videoSearchParamsSchema } from '@site/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import type { CallHandler } from '../http/call.js';
import { badParams, zodFieldErrors } from '../http/errors.js';
import { Memo } from '../lib/memo.js';
import { type CardCache, createCardCache } from '../videos/cards.js';
import { isCanonical, readQuery } from '../videos/params.js';
import { type SearchPools, searchVideos } from './search.js';
import { suggest, suggestLetter } from './suggest.js';
import { hasControl, wordsOf } from './terms.js';

/** The declared suggestions (contract/catalog-calls.ts) with their handlers: by letter and by query. */
export function suggesterCalls(db: Db): {
  'suggester.letter': CallHandler<'suggester.letter'>;
  'suggester.query': CallHandler<'suggester.query'>;
} {
  return {
    'suggester.letter': async ({ params }) => ({
      suggestions: await suggestLetter(db, params.letter),
      code: 'success',
    }),
    'suggester.query': async ({ params }) => ({ suggestions: await suggest(db, params.q), code: 'success' }),
  };
}

/**
 * Search answers do not depend on who asks, so any cache may keep them, briefly (decision: the contract
 * gives them no lifetime segment): a new upload shows up in searches within ten minutes.
 */
export const SEARCH_LIFETIME = 600;

export interface SearchRoutesOptions {
  /** How long a ranked search pool is reused for its next pages (default: SEARCH_LIFETIME). */
  poolTtlMs?: number;
  /** The cards by id, shared with the listings (default: none kept). */
  cards?: CardCache;
}

function invalid(reply: FastifyReply, errors: FieldError[]) {
  cacheFor(reply, 0);
  return badParams(reply, errors);
}

const SEARCH_KEYS = ['s', 'gender', 'count', 'page', 'type', 'duration'] as const;

/** The search call of §7: `/api/videos2.php?s=`. */
export function searchRoutes(app: FastifyInstance, db: Db, options: SearchRoutesOptions = {}) {
  const pools: SearchPools = new Memo(options.poolTtlMs ?? SEARCH_LIFETIME * 1000, 2_000);
  const cards = options.cards ?? createCardCache(0);

  app.get(routePatterns.videoSearch, async (request, reply) => {
    const errors: FieldError[] = [];
    const raw = readQuery(request.query, SEARCH_KEYS, errors);
    const parsed = videoSearchParamsSchema.safeParse(raw);
    if (!parsed.success) errors.push(...zodFieldErrors(parsed.error));
    else {
      // One search, one URL: numbers as the client writes them; no control characters in the words.
      for (const field of ['count', 'page'] as const) {
        if (raw[field] !== undefined && !isCanonical(raw[field])) errors.push({ field, code: 'invalid' });
      }
      if (hasControl(parsed.data.s)) errors.push({ field: 's', code: 'invalid' });
    }
    if (errors.length > 0 || !parsed.success) return invalid(reply, dedupe(errors));

    const words = wordsOf(parsed.data.s);
    const { total, videos } =
      words.length > 0 ? await searchVideos(db, parsed.data, words, pools, cards) : { total: 0, videos: [] };
    cacheFor(reply, SEARCH_LIFETIME);
    const body: VideoListResponse = {
      videos,
      total_count: total,
      code: videos.length > 0 ? 'success' : 'videos_not_found',
    };
    return body;
  });
}

/** One error per field (a repeated parameter would otherwise be named twice). */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
