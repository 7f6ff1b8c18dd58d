import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { findVideo, playlistOwner, visibleTo } from './objects.js';

/**
 * member.php `act=add` and `act=rem` (§7): `section` (favourites, watch_later, playlist), `video_id`, and
 * `object_id` (the playlist) for a playlist. Members only (401 `need_auth`).
 *
 * - The video must exist (404); adding also needs it visible to the member (active, public or their own).
 *   Removing does not, so a video that was deleted or turned private can still be taken out.
 * - A playlist must exist (404) and be the member's (403 `not_owner`, §6).
 * - Adding what is there is 409 `already_in_{section}`; removing what is not there 409 `nothing_to_remove`.
 * - A playlist's `total_videos` follows in the same transaction; adding also moves its `updated_at`
 *   (the latest-updates sort: "a video added").
 */

/** Both calls take the same params and differ only in their act. */
export function listChange(db: Db, kind: 'add' | 'rem'): CallHandler<'actions.add' | 'actions.remove'> {
  return async ({ params, viewer }) => {
    const { section, video_id: videoId } = params;
    const video = await findVideo(db, videoId);
    if (!video || (kind === 'add' && !visibleTo(video, viewer))) throw refuse(404, 'not_found');

    if (section !== 'playlist') {
      const key = { user_id: viewer.user_id, video_id: videoId };
      const changed =
        kind === 'add'
          ? await db
              .insertInto(section)
              .values(key)
              .onConflict((oc) => oc.doNothing())
              .returning('video_id')
              .executeTakeFirst()
          : await db
              .deleteFrom(section)
              .where('user_id', '=', key.user_id)
              .where('video_id', '=', key.video_id)
              .returning('video_id')
              .executeTakeFirst();
      if (!changed) throw refuse(409, kind === 'add' ? `already_in_${section}` : 'nothing_to_remove');
      return { code: 'success' };
    }

    // The contract's schema asks a playlist for its object_id.
    const id = params.object_id as number;
    const owner = await playlistOwner(db, id);
    if (owner === undefined) throw refuse(404, 'not_found');
    if (owner !== viewer.user_id) throw refuse(403, 'not_owner');
    const changed = await db.transaction().execute(async (trx) => {
      const row =
        kind === 'add'
          ? await trx
              .insertInto('playlist_videos')
              .values({ playlist_id: id, video_id: videoId })
              .onConflict((oc) => oc.doNothing())
              .returning('video_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('playlist_videos')
              .where('playlist_id', '=', id)
              .where('video_id', '=', videoId)
              .returning('video_id')
              .executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable('playlists')
        .set(
          kind === 'add'
            ? { total_videos: sql`total_videos + 1`, updated_at: sql`now()` }
            : { total_videos: sql`greatest(total_videos - 1, 0)` },
        )
        .where('playlist_id', '=', id)
        .execute();
      return true;
    });
    if (!changed) throw refuse(409, kind === 'add' ? 'already_in_playlist' : 'nothing_to_remove');
    return { code: 'success' };
  };
}
