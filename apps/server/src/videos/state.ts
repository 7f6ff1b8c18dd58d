import { visibleVideo } from '../actions/objects.js';
import { positionsOf } from '../actions/position.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';

/**
 * GET /api/video_state.php?video_id= (`videos.state` in the contract's calls): what the signed-in member did
 * with a video, which the cached video answers cannot carry: their vote, and whether their favourites,
 * watch later and which of their playlists hold it, and where they stopped in it (#32 item 3); 404 `video_not_found` for a video they cannot see.
 */
export const videoState =
  (db: Db): CallHandler<'videos.state'> =>
  async ({ params, viewer }) => {
    const videoId = params.video_id;
    if (!(await visibleVideo(db, videoId, viewer))) throw refuse(404, 'video_not_found');
    const me = viewer.user_id;
    const [vote, favourite, later, playlists, positions] = await Promise.all([
      db
        .selectFrom('votes')
        .select('vote')
        .where('user_id', '=', me)
        .where('section', '=', 'video')
        .where('object_id', '=', videoId)
        .executeTakeFirst(),
      db
        .selectFrom('favourites')
        .select('video_id')
        .where('user_id', '=', me)
        .where('video_id', '=', videoId)
        .executeTakeFirst(),
      db
        .selectFrom('watch_later')
        .select('video_id')
        .where('user_id', '=', me)
        .where('video_id', '=', videoId)
        .executeTakeFirst(),
      db
        .selectFrom('playlist_videos as pv')
        .innerJoin('playlists as p', 'p.playlist_id', 'pv.playlist_id')
        .select('p.playlist_id')
        .where('p.user_id', '=', me)
        .where('pv.video_id', '=', videoId)
        .orderBy('p.playlist_id')
        .execute(),
      positionsOf(db, me, [videoId]),
    ]);
    return {
      code: 'success',
      vote: vote ? (vote.vote === 1 ? 1 : 0) : null,
      favourites: favourite !== undefined,
      watch_later: later !== undefined,
      playlists: playlists.map((p) => p.playlist_id),
      position: positions.get(videoId) ?? null,
    };
  };
