import { declareCalls } from './call.js';
import { DETAIL_LIFETIME, LIFETIME } from './constants.js';
import { videoIdParamsSchema, videoListParamsSchema, videoRelatedParamsSchema } from './params.js';
import { bucketOf } from './paths.js';
import { videoListResponseSchema } from './responses.js';
import { videoResponseSchema } from './video.js';

/** The shard of a video's id in its cached paths. */
const videoBucket = (p: { video_id: number }) => bucketOf(p.video_id);

/** The videos2 path's values after its prefix and lifetime, shared by the public and the owner's lists. */
const VIDEOS2_VALUES = '{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json';

/** The video reads of §7 declared once (call.ts). */
export const VIDEO_CALLS = declareCalls({
  'videos.get': {
    method: 'get',
    path: '/api/json/video/{lifetime}/{bucket}/{video_id}.json',
    derive: { bucket: videoBucket },
    access: 'public',
    params: videoIdParamsSchema,
    response: videoResponseSchema,
    errors: ['video_not_found'],
    lifetime: LIFETIME.videoDetail,
  },
  'videos.list': {
    method: 'get',
    path: `/api/json/videos2/{lifetime}/${VIDEOS2_VALUES}`,
    access: 'public',
    params: videoListParamsSchema,
    response: videoListResponseSchema,
    // A watch history is its member's alone (403 here: they read it on videos2_own); an unknown object 404.
    errors: ['no_permission', 'not_found'],
    lifetime: LIFETIME.videoList,
  },
  'videos.listOwn': {
    method: 'get',
    path: `/api/json/videos2_own/{lifetime}/${VIDEOS2_VALUES}`,
    access: 'member',
    params: videoListParamsSchema,
    response: videoListResponseSchema,
    errors: ['no_permission', 'not_found'],
    // Answered from the session, never cached: the path's lifetime is always 0.
    lifetime: 0,
  },
  'videos.related': {
    method: 'get',
    path: '/api/json/videos_related2/{lifetime}/{count}/{bucket}/{video_id}.{type}.{page}.json',
    derive: { bucket: videoBucket },
    access: 'public',
    params: videoRelatedParamsSchema,
    response: videoListResponseSchema,
    errors: ['video_not_found'],
    lifetime: DETAIL_LIFETIME.related,
  },
});
