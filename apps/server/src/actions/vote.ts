import { type FieldError, VOTE_SECTIONS, type VoteResponse, voteInputSchema } from '@site/api';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Act } from '../http/acts.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { readFields, readObjectRef } from '../http/fields.js';
import type { Viewer } from '../http/viewer.js';
import { bump, shiftVideoSums } from './counters.js';
import { findVideo, isPublic, resolveObject, type VideoRow, visibleComment, visibleTo } from './objects.js';

/**
 * input.php `act=vote` (§7): `section` (video, model, channel, playlist, comment), `vote` (1 like, 0
 * dislike), `object_id`. Members only (401 `need_auth`, §8 "vote requires login"): one vote per member and
 * object (409 `already_voted`), counted on the object's likes/dislikes in the same transaction (a public
 * video's vote also counts for its channel and models, as refreshStats sums them). A comment (or a reply)
 * takes votes while it stands: a deleted one is 404. Answers the new counts.
 */

const voteSchema = z.object({ section: z.enum(VOTE_SECTIONS), vote: voteInputSchema.shape.vote });
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

export function voteAct(): Act {
  return async ({ db, reply, fields, viewer }) => {
    if (!viewer) return needAuth(reply);
    const read = readFields(fields, ['section', 'vote'], voteSchema);
    const errors: FieldError[] = read.ok ? [] : [...read.errors];
    const section = read.ok ? read.value.section : 'video';
    const raw = readObjectRef(section, fields, errors);
    if (!read.ok || raw === null || errors.length > 0) return badParams(reply, errors);
    const target = await findTarget(db, section, raw, viewer);
    if (!target) return notFound(reply);

    const like = read.value.vote === 1;
    const counts = await db.transaction().execute(async (trx) => {
      const cast = await trx
        .insertInto('votes')
        .values({ user_id: viewer.user_id, section, object_id: target.objectId, vote: read.value.vote })
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
      return after ?? { likes: 0, dislikes: 0 };
    });
    if (counts === 'already_voted') return fail(reply, 409, 'already_voted');
    const body: VoteResponse = { code: 'success', statistics: counts };
    return body;
  };
}
