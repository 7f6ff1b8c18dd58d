import {
  type FieldError,
  parseTail,
  routePatterns,
  type SuggesterResponse,
  suggesterQueryParamsSchema,
  type VideoListResponse,
  videoSearchParamsSchema,
} from '@site/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { badParams, zodFieldErrors } from '../http/errors.js';
import { Memo } from '../lib/memo.js';
import { type CardCache, createCardCache } from '../videos/cards.js';
import { isCanonical, readLifetime, readQuery } from '../videos/params.js';
import { type SearchPools, searchVideos } from './search.js';
import { suggest, suggestLetter } from './suggest.js';
import { hasControl, wordsOf } from './terms.js';

/**
 * Search answers do not depend on who asks, so any cache may keep them, briefly (decision: the contract
 * gives them no lifetime segment): a new upload shows up in searches within ten minutes.
 */
export const SEARCH_LIFETIME = 600;
/** Suggestions change with the keywords' weights and the catalog: an hour. */
export const SUGGEST_LIFETIME = 3600;

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

/** The search calls of §7: `/api/videos2.php?s=`, `/api/suggester.php?q=` and the cached letter form. */
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

  app.get(routePatterns.suggesterQuery, async (request, reply) => {
    const errors: FieldError[] = [];
    const raw = readQuery(request.query, ['q'], errors);
    const parsed = suggesterQueryParamsSchema.safeParse(raw);
    if (!parsed.success) errors.push(...zodFieldErrors(parsed.error));
    else if (hasControl(parsed.data.q)) errors.push({ field: 'q', code: 'invalid' });
    if (errors.length > 0 || !parsed.success) return invalid(reply, dedupe(errors));
    cacheFor(reply, SUGGEST_LIFETIME);
    const body: SuggesterResponse = { suggestions: await suggest(db, parsed.data.q), code: 'success' };
    return body;
  });

  app.get<{ Params: { lifetime: string; tail: string } }>(
    routePatterns.suggesterLetter,
    async (request, reply) => {
      const errors: FieldError[] = [];
      const lifetime = readLifetime(request.params.lifetime, errors);
      const letter = parseTail('suggesterLetter', request.params.tail)?.letter;
      // The client writes the letter in lower case: one letter, one path (one cache entry).
      if (letter === undefined || !/^[a-z0-9]$/.test(letter))
        errors.push({ field: 'letter', code: 'invalid' });
      if (errors.length > 0 || lifetime === null || letter === undefined) return invalid(reply, errors);
      cacheFor(reply, lifetime);
      const body: SuggesterResponse = { suggestions: await suggestLetter(db, letter), code: 'success' };
      return body;
    },
  );
}

/** One error per field (a repeated parameter would otherwise be named twice). */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
