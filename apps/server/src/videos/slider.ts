import type { Db } from '../db/database.js';
import type { CallHandler } from '../http/call.js';

/**
 * `videos.slider`: the advertised videos of the home slider (§2, table `slider_videos`): the gender
 * section's active ones, in their position order.
 */
export function sliderVideos(db: Db): CallHandler<'videos.slider'> {
  return async ({ params }) => {
    const videos = await db
      .selectFrom('slider_videos')
      .select(['url', 'thumb', 'title'])
      .where('gender', '=', params.gender)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('slider_id')
      .execute();
    return { code: 'success', videos };
  };
}
