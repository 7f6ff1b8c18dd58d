import { ENDPOINTS, type VideoStateResponse, videoIdParamsSchema } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { visibleVideo } from '../actions/objects.js';
import { fail, needAuth } from '../actions/params.js';
import { sendBadParams } from '../community/params.js';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { viewerOf } from '../http/viewer.js';

/**
 * GET /api/video_state.php?video_id= (contract `videoStateResponseSchema`): what the signed-in member did
 * with a video, which the cached video answers cannot carry: their vote, and whether their favourites,
 * watch later and which of their playlists hold it. Members only (401 `need_auth`); 404 `video_not_found`
 * for a video they cannot see; never cached.
 */
export function videoStateRoute(app: FastifyInstance, db: Db): void {
  app.get(ENDPOINTS.videoState, async (request, reply) => {
    cacheFor(reply, 0);
    const viewer = viewerOf(request);
    if (!viewer) return needAuth(reply);
    const query = videoIdParamsSchema.safeParse(request.query ?? {});
    if (!query.success) return sendBadParams(reply, [{ field: 'video_id', code: 'invalid' }]);
    const videoId = query.data.video_id;
    if (!(await visibleVideo(db, videoId, viewer))) return fail(reply, 404, 'video_not_found');
    const me = viewer.user_id;
    const [vote, favourite, later, playlists] = await Promise.all([
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
    ]);
    const body: VideoStateResponse = {
      code: 'success',
      vote: vote ? (vote.vote === 1 ? 1 : 0) : null,
      favourites: favourite !== undefined,
      watch_later: later !== undefined,
      playlists: playlists.map((p) => p.playlist_id),
    };
    return body;
  });
}
