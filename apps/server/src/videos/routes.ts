import {
  type FieldError,
  LIFETIME,
  parseVideos2Tail,
  routePatterns,
  type VideoListParams,
  type VideoListResponse,
  type VideoSection,
  videoListParamsSchema,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { sendInvalid, zodFieldErrors } from '../http/errors.js';
import { listVideos } from './queries.js';

/** The sections this server answers so far; the contract's other sections arrive with later issues. */
const SERVED_SECTIONS: ReadonlySet<VideoSection> = new Set<VideoSection>(['all']);

/** A number segment as the path builders write it: digits, no sign, no leading zero, no exponent. */
const CANONICAL_NUMBER = /^(0|[1-9][0-9]*)$/;

export interface Videos2Segments {
  lifetime: string;
  gender: string;
  sort: string;
  count: string;
  tail: string;
}

/**
 * Reads the segments of a videos2 path into the contract's list parameters and the lifetime, or the
 * field errors. Numbers must be written as the path builders write them, so that one listing has one path
 * (and one CDN cache entry).
 */
export function parseVideos2Path(
  segments: Videos2Segments,
): { ok: true; params: VideoListParams; lifetime: number } | { ok: false; errors: FieldError[] } {
  const { lifetime, tail, ...head } = segments;
  const errors: FieldError[] = [];
  const life = CANONICAL_NUMBER.test(lifetime) ? Number(lifetime) : Number.NaN;
  if (!(life >= 0 && life <= LIFETIME.videoFile)) errors.push({ field: 'lifetime', code: 'invalid' });

  const tailValues = parseVideos2Tail(tail);
  if (!tailValues) errors.push({ field: 'tail', code: 'invalid' });
  const input = { ...head, ...tailValues };
  const parsed = videoListParamsSchema.safeParse(input);
  if (!parsed.success) {
    // Without a tail only the head's fields are worth naming.
    const named = zodFieldErrors(parsed.error);
    errors.push(...(tailValues ? named : named.filter((e) => e.field in head)));
  } else {
    for (const field of ['count', 'page'] as const) {
      const raw = field === 'count' ? head.count : tailValues?.page;
      if (raw !== undefined && !CANONICAL_NUMBER.test(raw)) errors.push({ field, code: 'invalid' });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, params: parsed.data, lifetime: life };
}

export function videoRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: Videos2Segments }>(routePatterns.videos2, async (request, reply) => {
    const read = parseVideos2Path(request.params);
    if (!read.ok) return sendInvalid(reply, read.errors);
    const { params, lifetime } = read;
    if (!SERVED_SECTIONS.has(params.section)) {
      return sendInvalid(reply, [{ field: 'section', code: 'unsupported' }]);
    }
    if (params.section === 'all' && params.object_id !== '0') {
      return sendInvalid(reply, [{ field: 'object_id', code: 'invalid' }]);
    }

    const { videos, total } = await listVideos(db, params);
    const body: VideoListResponse = {
      videos,
      total_count: total,
      code: videos.length > 0 ? 'success' : 'videos_not_found',
    };
    reply.header('cache-control', `public, max-age=${lifetime}`);
    return body;
  });
}
