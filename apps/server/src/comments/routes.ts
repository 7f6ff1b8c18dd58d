import {
  COMMENT_SECTIONS,
  type CommentSection,
  type CommentsResponse,
  dirSchema,
  type FieldError,
  parseTail,
  routePatterns,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { badParams, notFound } from '../http/errors.js';
import { CANONICAL_NUMBER, MAX_ID } from '../http/fields.js';
import { checkBucket, readLifetime } from '../http/path-params.js';
import { viewerOf } from '../http/viewer.js';
import { listComments, resolveThread } from './thread.js';

const isCommentSection = (s: string): s is CommentSection =>
  (COMMENT_SECTIONS as readonly string[]).includes(s);

/** A comment thread's object id: a canonical number, or (models and channels) a dir. */
function readObjectRef(
  section: CommentSection,
  raw: string | undefined,
  errors: FieldError[],
): string | null {
  if (raw === undefined) {
    errors.push({ field: 'object_id', code: 'invalid' });
    return null;
  }
  const numeric = CANONICAL_NUMBER.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID;
  const byDir = (section === 'model' || section === 'channel') && dirSchema.safeParse(raw).success;
  if (numeric || byDir) return raw;
  errors.push({ field: 'object_id', code: 'invalid' });
  return null;
}

/**
 * The comments of an object (§7), still written the older way: its lifetime is 0 for a member's fresh
 * thread with their own votes. The writes are declared calls (acts.ts).
 */
export function commentRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { lifetime: string; section: string; bucket: string; tail: string } }>(
    routePatterns.comments,
    async (request, reply) => {
      const { lifetime: rawLifetime, section, bucket, tail } = request.params;
      const errors: FieldError[] = [];
      const lifetime = readLifetime(rawLifetime, errors);
      if (!isCommentSection(section)) errors.push({ field: 'section', code: 'invalid' });
      const objectRef = readObjectRef(
        isCommentSection(section) ? section : 'video',
        parseTail('comments', tail)?.object_id,
        errors,
      );
      if (objectRef !== null) checkBucket(bucket, objectRef, errors);
      if (errors.length > 0 || objectRef === null || !isCommentSection(section)) {
        return badParams(reply, errors);
      }
      const viewer = viewerOf(request);
      const target = await resolveThread(db, section, objectRef, viewer);
      if (!target) return notFound(reply);
      // A member's own votes only in a fresh answer, which is `private, no-store` (never a shared one).
      const { comments, total } = await listComments(
        db,
        section,
        target.objectId,
        lifetime === 0 ? (viewer?.user_id ?? null) : null,
      );
      cacheFor(reply, lifetime, { personal: target.personal });
      const body: CommentsResponse = { comments, total_count: total, code: 'success' };
      return body;
    },
  );
}
