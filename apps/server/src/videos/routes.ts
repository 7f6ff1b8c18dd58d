import {
  type FieldError,
  LIFETIME,
  parseVideos2Tail,
  routePatterns,
  type VideoListResponse,
  videoListParamsSchema,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { sendInvalid, zodFieldErrors } from '../http/errors.js';
import { listVideos } from './queries.js';

/** The sections this server answers today; the contract's other sections arrive with the read side. */
const SERVED_SECTIONS = new Set(['all']);

export const lifetimeSchema = z.coerce.number().int().min(0).max(LIFETIME.videoFile);

export function videoRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { lifetime: string; gender: string; sort: string; count: string; tail: string } }>(
    routePatterns.videos2,
    async (request, reply) => {
      const { lifetime, tail, ...head } = request.params;
      const errors: FieldError[] = [];
      const life = lifetimeSchema.safeParse(lifetime);
      if (!life.success) errors.push({ field: 'lifetime', code: 'invalid' });
      const segments = parseVideos2Tail(tail);
      if (!segments) errors.push({ field: 'tail', code: 'invalid' });
      const parsed = videoListParamsSchema.safeParse({ ...head, ...segments });
      if (!parsed.success && segments) errors.push(...zodFieldErrors(parsed.error));
      if (errors.length > 0 || !parsed.success || !life.success) {
        return sendInvalid(reply, errors.length ? errors : [{ field: 'params', code: 'invalid' }]);
      }
      const params = parsed.data;
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
      reply.header('cache-control', `public, max-age=${life.data}`);
      return body;
    },
  );
}
