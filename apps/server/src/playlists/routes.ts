import {
  type FieldError,
  type PlaylistListParams,
  type PlaylistListResponse,
  parseTail,
  playlistListParamsSchema,
  routePatterns,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import { memberExists } from '../community/members.js';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { badParams, notFound, zodFieldErrors } from '../http/errors.js';
import { firstPerField } from '../http/fields.js';
import { readLifetime, requireCanonical } from '../http/path-params.js';
import { viewerOf } from '../http/viewer.js';
import { listPlaylists } from './lists.js';

interface PlaylistsSegments {
  lifetime: string;
  sort: string;
  count: string;
  tail: string;
}

/** Reads the playlists path (`/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{user_id}.json`). */
export function parsePlaylistsPath(
  segments: PlaylistsSegments,
): { ok: true; params: PlaylistListParams; lifetime: number } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const lifetime = readLifetime(segments.lifetime, errors);
  const tail = parseTail('playlists', segments.tail);
  if (!tail) errors.push({ field: 'tail', code: 'invalid' });
  const parsed = playlistListParamsSchema.safeParse({
    sort: segments.sort,
    count: segments.count,
    ...tail,
    fresh: lifetime === 0,
  });
  if (!parsed.success) {
    const named = zodFieldErrors(parsed.error);
    errors.push(...(tail ? named : named.filter((e) => e.field === 'sort' || e.field === 'count')));
  }
  requireCanonical({ count: segments.count, page: tail?.page, user_id: tail?.user_id }, errors);
  if (parsed.success && parsed.data.section === 'all' && parsed.data.user_id !== 0) {
    errors.push({ field: 'user_id', code: 'invalid' });
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: firstPerField(errors) };
  return { ok: true, params: parsed.data, lifetime };
}

/**
 * The playlists listing of §7, still written the older way: its lifetime is 0 for the owner's fresh list
 * (calls.ts has the declared playlist calls).
 */
export function playlistRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: PlaylistsSegments }>(routePatterns.playlists, async (request, reply) => {
    const read = parsePlaylistsPath(request.params);
    if (!read.ok) return badParams(reply, read.errors);
    const { params, lifetime } = read;
    let owner = false;
    if (params.section === 'member') {
      if (!(await memberExists(db, params.user_id))) return notFound(reply);
      owner = viewerOf(request)?.user_id === params.user_id;
    }
    const { playlists, total } = await listPlaylists(db, params, owner);
    // The owner's list holds owner-only playlists: it is theirs alone, never stored by a shared cache.
    cacheFor(reply, lifetime, { personal: owner });
    const body: PlaylistListResponse = {
      playlists,
      total_count: total,
      code: playlists.length > 0 ? 'success' : 'playlists_not_found',
    };
    return body;
  });
}
