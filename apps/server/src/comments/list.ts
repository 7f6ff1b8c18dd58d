import { dirSchema } from '@site/api/contract';
import { resolveThread } from '../actions/objects.js';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { CANONICAL_NUMBER, MAX_ID } from '../http/fields.js';
import { listComments } from './thread.js';

/** The sections whose objects are named by dir as well as by id (§7: models and channels). */
const BY_DIR = new Set(['model', 'channel']);

/** A thread's object id as the path writes it: a canonical number, or (models and channels) a dir. */
function isObjectRef(section: string, raw: string): boolean {
  const numeric = CANONICAL_NUMBER.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID;
  return numeric || (BY_DIR.has(section) && dirSchema.safeParse(raw).success);
}

/**
 * `comments.list`, the comments of an object (§7): asked fresh (lifetime 0) by a member, whose own votes it
 * then holds, answered `private, no-store`. The writes are declared calls (acts.ts).
 */
export function commentThread(db: Db): CallHandler<'comments.list'> {
  return async ({ params, lifetime, viewer, reply }) => {
    const raw = String(params.object_id);
    if (!isObjectRef(params.section, raw))
      throw refuse(400, 'invalid_params', [{ field: 'object_id', code: 'invalid' }]);
    const target = await resolveThread(db, params.section, raw, viewer);
    if (!target) throw refuse(404, 'not_found');
    // A member's own votes only in a fresh answer, which is `private, no-store` (never a shared one).
    const own = lifetime === 0 ? (viewer?.user_id ?? null) : null;
    const { comments, total } = await listComments(db, params.section, target.objectId, own);
    cacheFor(reply, lifetime, { personal: target.personal });
    return { comments, total_count: total, code: 'success' };
  };
}
