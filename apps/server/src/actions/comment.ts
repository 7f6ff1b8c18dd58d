import { COMMENT_SECTIONS, type CommentResponse, type FieldError, TEXT_LIMITS } from '@site/api';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Deps } from '../deps.js';
import type { Act } from '../http/acts.js';
import { bump } from './counters.js';
import { lockMembers, resolveObject, visibleVideo } from './objects.js';
import { badParams, fail, needAuth, notFound, readFields, readObjectRef } from './params.js';

/**
 * input.php `act=comm` (§7): `msg`, `section` (video, model, channel, member, playlist), `object_id`.
 * Members only (401 `need_auth`, §5). The message is trimmed and must be 5 to 256 characters (400
 * `invalid_params`, `msg` `required` or `min_max_length` {min, max}); a message holding a forbidden word is
 * 400 `forbidden_words` (the words in the field error's `words`); a member's sixth comment within 10 minutes
 * is 429 `comment_limit` (counted from their comments, under a lock on the member, so two at once cannot
 * both pass). The object must exist for the viewer (404). Answers the new `comment_id`; videos and models
 * keep their `comments_count`.
 */

/** §5/§9: at most 5 comments per 10 minutes per member. */
export const COMMENT_LIMIT = { count: 5, minutes: 10 } as const;

const commentSchema = z.object({
  section: z.enum(COMMENT_SECTIONS),
  msg: z.string().trim().min(TEXT_LIMITS.commentMin).max(TEXT_LIMITS.commentMax),
});

export function commentAct(deps: Deps): Act {
  return async ({ db, reply, fields, viewer }) => {
    if (!viewer) return needAuth(reply);
    const read = readFields(fields, ['section', 'msg'], commentSchema, {
      msg: { min: TEXT_LIMITS.commentMin, max: TEXT_LIMITS.commentMax },
    });
    const errors: FieldError[] = read.ok ? [] : [...read.errors];
    const section = read.ok ? read.value.section : 'video';
    const raw = readObjectRef(section, fields, errors);
    if (!read.ok || raw === null || errors.length > 0) return badParams(reply, errors);
    const { msg } = read.value;

    const words = deps.forbidden.find(msg);
    if (words.length > 0) {
      return fail(reply, 400, 'forbidden_words', [
        { field: 'msg', code: 'forbidden_words', params: { words: words.join(', ') } },
      ]);
    }
    const objectId =
      section === 'video'
        ? ((await visibleVideo(db, Number(raw), viewer))?.video_id ?? null)
        : await resolveObject(db, section, raw, viewer);
    if (objectId === null) return notFound(reply);

    const result = await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [viewer.user_id]);
      const recent = await trx
        .selectFrom('comments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', viewer.user_id)
        .where('added_date', '>', sql<Date>`now() - make_interval(mins => ${COMMENT_LIMIT.minutes})`)
        .executeTakeFirstOrThrow();
      if (recent.n >= COMMENT_LIMIT.count) return null;
      const row = await trx
        .insertInto('comments')
        .values({ section, object_id: objectId, user_id: viewer.user_id, comment: msg })
        .returning('comment_id')
        .executeTakeFirstOrThrow();
      if (section === 'video' || section === 'model') {
        await bump(trx, section, objectId, 'comments_count', 1, ['comments_count']);
      }
      return row.comment_id;
    });
    if (result === null) return fail(reply, 429, 'comment_limit');
    const body: CommentResponse = { code: 'success', comment_id: result };
    return body;
  };
}
