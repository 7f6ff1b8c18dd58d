import { declareCalls } from './call.js';
import { LIFETIME } from './constants.js';
import { videoIdParamsSchema } from './params.js';
import { bucketOf } from './paths.js';
import { videoResponseSchema } from './video.js';

/** The shard of a video's id in its cached paths. */
const videoBucket = (p: { video_id: number }) => bucketOf(p.video_id);

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
});
