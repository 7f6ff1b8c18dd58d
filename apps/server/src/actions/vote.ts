import type { VOTE_SECTIONS } from '@site/api';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Viewer } from '../http/viewer.js';
import { notify } from '../notifications/notify.js';
import { bump, shiftVideoSums } from './counters.js';
import {
  findVideo,
  isPublic,
  objectRefOf,
  resolveObject,
  type VideoRow,
  visibleComment,
  visibleTo,
} from './objects.js';

/**
 * input.php `act=vote` (§7): `section` (video, model, channel, playlist, comment), `vote` (1 like, 0
 * dislike), `object_id`. Members only (401 `need_auth`, §8 "vote requires login"): one vote per member and
 * object (409 `already_voted`), counted on the object's likes/dislikes in the same transaction (a public
 * video's vote also counts for its channel and models, as refreshStats sums them). A comment (or a reply)
 * takes votes while it stands: a deleted one is 404. Answers the new counts.
 */

type VoteSection = (typeof VOTE_SECTIONS)[number];

/** The object voted on, as the viewer can see it; a video keeps its row (for the sums). */
type Target = { objectId: number; video?: VideoRow };

async function findTarget(db: Db, section: VoteSection, raw: string, viewer: Viewer): Promise<Target | null> {
  const id = Number(raw);
  if (section === 'video') {
    const video = await findVideo(db, id);
    return video && visibleTo(video, viewer) ? { objectId: id, video } : null;
  }
  if (section === 'comment') {
    // A comment exists for the viewer when the thread it hangs on does; a deleted one takes no votes.
    const comment = await visibleComment(db, id, viewer);
    return comment && !comment.deleted ? { objectId: id } : null;
  }
  const objectId = await resolveObject(db, section, raw, viewer);
  return objectId === null ? null : { objectId };
}

export const vote =
  (db: Db): CallHandler<'actions.vote'> =>
  async ({ params, viewer }) => {
    const { section } = params;
    const target = await findTarget(db, section, objectRefOf(section, params.object_id), viewer);
    if (!target) throw refuse(404, 'not_found');

    const like = params.vote === 1;
    const counts = await db.transaction().execute(async (trx) => {
      const cast = await trx
        .insertInto('votes')
        .values({ user_id: viewer.user_id, section, object_id: target.objectId, vote: params.vote })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!cast) return 'already_voted' as const;
      const after = await bump(trx, section, target.objectId, like ? 'likes' : 'dislikes', 1, [
        'likes',
        'dislikes',
      ]);
      if (target.video && isPublic(target.video)) {
        await shiftVideoSums(trx, target.video, like ? { likes: 1 } : { dislikes: 1 });
      }
      if (section === 'comment') {
        const author = await trx
          .selectFrom('comments')
          .select('user_id')
          .where('comment_id', '=', target.objectId)
          .executeTakeFirst();
        if (author) {
          await notify(trx, {
            user_id: author.user_id,
            kind: like ? 'comment_like' : 'comment_dislike',
            actor_id: viewer.user_id,
            comment_id: target.objectId,
          });
        }
      }
      return after ?? { likes: 0, dislikes: 0 };
    });
    if (counts === 'already_voted') throw refuse(409, 'already_voted');
    return { code: 'success', statistics: counts };
  };
