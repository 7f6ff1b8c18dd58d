import { CONTINUE_WATCHING, resumablePosition } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { visibleVideo } from './objects.js';

/**
 * input.php `act=position` (#32 item 3, continue watching): where the signed-in member's player stands in a
 * video (`position` and `duration`, whole seconds), sent every few seconds while it plays and when it pauses
 * or the page is hidden. Only for a video the member can see (404 `not_found` otherwise); the position is the
 * session's member's, never a field's. The newest CONTINUE_WATCHING.cap positions per member are kept.
 */
export const savePosition =
  (db: Db): CallHandler<'actions.position'> =>
  async ({ params, viewer }) => {
    if (!(await visibleVideo(db, params.video_id, viewer))) throw refuse(404, 'not_found');
    const me = viewer.user_id;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('watch_positions')
        .values({
          user_id: me,
          video_id: params.video_id,
          position: params.position,
          duration: params.duration,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'video_id']).doUpdateSet({
            position: params.position,
            duration: params.duration,
            updated_at: sql`now()`,
          }),
        )
        .execute();
      await trx
        .deleteFrom('watch_positions')
        .where('user_id', '=', me)
        .where('video_id', 'in', (eb) =>
          eb
            .selectFrom('watch_positions')
            .select('video_id')
            .where('user_id', '=', me)
            .orderBy('updated_at', 'desc')
            .orderBy('video_id', 'desc')
            .offset(CONTINUE_WATCHING.cap),
        )
        .execute();
    });
    return { code: 'success' };
  };

/** The member's positions in these videos (only the resumable ones). */
export async function positionsOf(db: Db, userId: number, videoIds: readonly number[]) {
  const found = new Map<number, number>();
  if (videoIds.length === 0) return found;
  const rows = await db
    .selectFrom('watch_positions')
    .select(['video_id', 'position', 'duration'])
    .where('user_id', '=', userId)
    .where('video_id', 'in', [...videoIds])
    .execute();
  for (const row of rows)
    if (resumablePosition(row.position, row.duration)) found.set(row.video_id, row.position);
  return found;
}
