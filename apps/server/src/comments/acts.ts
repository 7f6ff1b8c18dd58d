import { COMMENT_EDIT_MINUTES } from '@site/api';
import { sql } from 'kysely';
import { bump } from '../actions/counters.js';
import {
  lockMembers,
  objectRefOf,
  resolveObject,
  type Tx,
  visibleComment,
  visibleVideo,
} from '../actions/objects.js';
import type { Db } from '../db/database.js';
import type { Deps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import { notify } from '../notifications/notify.js';
import { blockedRefusal, hasBlocked } from '../safety/blocks.js';

/**
 * input.php `act=comm` (§7): `msg`, `section` (video, model, channel, member, playlist), `object_id`, and
 * `parent_id` for a reply. Members only (401 `need_auth`, §5). The message is trimmed and must be 5 to 256
 * characters (400 `invalid_params`, `msg` `required` or `min_max_length` {min, max}); a message holding a
 * forbidden word is 400 `forbidden_words` (the words in the field error's `words`); a member's sixth comment
 * or reply within 10 minutes is 429 `comment_limit` (counted from their comments, deleted ones too, under a
 * lock on the member, so two at once cannot both pass). The object must exist for the viewer (404).
 *
 * A reply names a comment of the same thread that stands (else 404 `not_found`); replies nest one level, so
 * a reply to a reply is stored under that reply's own top-level comment. Answers the new `comment_id` and
 * that top-level `parent_id` (null for a comment); videos and models keep their `comments_count`, which
 * counts replies too.
 *
 * input.php `act=comm_edit` (#32 item 6): `comment_id` and `msg`. Only its author edits a comment (403
 * `no_permission`), within COMMENT_EDIT_MINUTES of posting it (403 `edit_window_passed`); the message is
 * checked as for `comm`. A deleted comment is 404. See `editComment`.
 *
 * input.php `act=comm_del` (#25 item 12): `comment_id`. Only its author deletes a comment (403
 * `no_permission` for anyone else; staff have no comment moderation yet); a comment that does not exist for
 * the viewer, or is already deleted, is 404. See `deleteComment`.
 */

/** §5/§9: at most 5 comments per 10 minutes per member. */
export const COMMENT_LIMIT = { count: 5, minutes: 10 } as const;

/** The comments_count a comment moves: videos and models are the only objects with one. */
async function countComment(trx: Tx, section: string, objectId: number, delta: 1 | -1): Promise<void> {
  if (section === 'video' || section === 'model') {
    await bump(trx, section, objectId, 'comments_count', delta, ['comments_count']);
  }
}

export const comment =
  (deps: Pick<Deps, 'db' | 'forbidden'>): CallHandler<'actions.comment'> =>
  async ({ params, viewer }) => {
    const { db } = deps;
    const { section, msg } = params;
    const raw = objectRefOf(section, params.object_id);
    const asked = params.parent_id ?? null;

    const words = deps.forbidden.find(msg);
    if (words.length > 0) {
      throw refuse(400, 'forbidden_words', [
        { field: 'msg', code: 'forbidden_words', params: { words: words.join(', ') } },
      ]);
    }
    const objectId =
      section === 'video'
        ? ((await visibleVideo(db, Number(raw), viewer))?.video_id ?? null)
        : await resolveObject(db, section, raw, viewer);
    if (objectId === null) throw refuse(404, 'not_found');
    if (section === 'video') {
      // A member blocked by the video's uploader cannot comment on it (#32 item 5), nor reply under it.
      const owner = await db
        .selectFrom('videos')
        .select('user_id')
        .where('video_id', '=', objectId)
        .executeTakeFirst();
      if (owner && (await hasBlocked(db, owner.user_id, viewer.user_id))) throw blockedRefusal();
    }

    const result = await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [viewer.user_id]);
      let parentId: number | null = null;
      // The author of the comment answered (a reply to a reply answers that reply's author).
      let answered: number | null = null;
      if (asked !== null) {
        // Shared lock: the comment answered cannot be deleted until this reply is in (comm_del updates it).
        const target = await trx
          .selectFrom('comments')
          .select(['section', 'object_id', 'parent_id', 'deleted_at', 'user_id'])
          .where('comment_id', '=', asked)
          .forShare()
          .executeTakeFirst();
        if (
          !target ||
          target.deleted_at !== null ||
          target.section !== section ||
          target.object_id !== objectId
        ) {
          return 'not_found' as const;
        }
        parentId = target.parent_id ?? asked;
        answered = target.user_id;
      }
      const recent = await trx
        .selectFrom('comments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', viewer.user_id)
        .where('added_date', '>', sql<Date>`now() - make_interval(mins => ${COMMENT_LIMIT.minutes})`)
        .executeTakeFirstOrThrow();
      if (recent.n >= COMMENT_LIMIT.count) return 'comment_limit' as const;
      const row = await trx
        .insertInto('comments')
        .values({ section, object_id: objectId, user_id: viewer.user_id, comment: msg, parent_id: parentId })
        .returning('comment_id')
        .executeTakeFirstOrThrow();
      await countComment(trx, section, objectId, 1);
      if (answered !== null) {
        await notify(trx, {
          user_id: answered,
          kind: 'comment_reply',
          actor_id: viewer.user_id,
          comment_id: row.comment_id,
        });
      }
      return { comment_id: row.comment_id, parent_id: parentId };
    });
    if (result === 'not_found') throw refuse(404, 'not_found');
    if (result === 'comment_limit') throw refuse(429, 'comment_limit');
    return { code: 'success', ...result };
  };

/**
 * input.php `act=comm_edit`: the author changes their comment's text within COMMENT_EDIT_MINUTES of posting
 * it; `edited_at` marks it as edited. The window is read by the database's clock in the update itself, so a
 * save that arrives after it changes nothing.
 */
export const editComment =
  (deps: Pick<Deps, 'db' | 'forbidden'>): CallHandler<'actions.editComment'> =>
  async ({ params, viewer }) => {
    const { db } = deps;
    const commentId = params.comment_id;
    const comment = await visibleComment(db, commentId, viewer);
    if (!comment || comment.deleted) throw refuse(404, 'not_found');
    if (comment.user_id !== viewer.user_id) throw refuse(403, 'no_permission');
    const words = deps.forbidden.find(params.msg);
    if (words.length > 0) {
      throw refuse(400, 'forbidden_words', [
        { field: 'msg', code: 'forbidden_words', params: { words: words.join(', ') } },
      ]);
    }
    const saved = await db
      .updateTable('comments')
      .set({ comment: params.msg, edited_at: sql<Date>`now()` })
      .where('comment_id', '=', commentId)
      .where('user_id', '=', viewer.user_id)
      .where('deleted_at', 'is', null)
      .where('added_date', '>', sql<Date>`now() - make_interval(mins => ${COMMENT_EDIT_MINUTES})`)
      .returning('comment')
      .executeTakeFirst();
    if (!saved) throw refuse(403, 'edit_window_passed');
    return { code: 'success', comment: saved.comment };
  };

/**
 * input.php `act=comm_del`: the author deletes their comment or reply. The row is kept with its text
 * emptied and `deleted_at` set (migration 0019): a top-level comment with replies stays above them as
 * "comment deleted" (`placeholder` 1), anything else leaves the thread (0), and a deleted comment whose
 * last reply goes leaves with it. Its thread's `comments_count` drops by one. Votes on it stay counted
 * but it takes no more (vote.ts), nor replies.
 */
export const deleteComment =
  (db: Db): CallHandler<'actions.deleteComment'> =>
  async ({ params, viewer }) => {
    const commentId = params.comment_id;
    const comment = await visibleComment(db, commentId, viewer);
    if (!comment || comment.deleted) throw refuse(404, 'not_found');
    if (comment.user_id !== viewer.user_id) throw refuse(403, 'no_permission');

    const placeholder = await db.transaction().execute(async (trx) => {
      const gone = await trx
        .updateTable('comments')
        .set({ deleted_at: sql<Date>`now()`, comment: '' })
        .where('comment_id', '=', commentId)
        .where('user_id', '=', viewer.user_id)
        .where('deleted_at', 'is', null)
        .returning(['section', 'object_id', 'parent_id'])
        .executeTakeFirst();
      // Deleted meanwhile (a second click in another tab).
      if (!gone) return null;
      await countComment(trx, gone.section, gone.object_id, -1);
      if (gone.parent_id !== null) return 0 as const;
      // A reply being posted holds a shared lock on this row, so the update above waited for it.
      const replies = await trx
        .selectFrom('comments')
        .select('comment_id')
        .where('parent_id', '=', commentId)
        .where('deleted_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return replies ? (1 as const) : (0 as const);
    });
    if (placeholder === null) throw refuse(404, 'not_found');
    return { code: 'success', placeholder };
  };
