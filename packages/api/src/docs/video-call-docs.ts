import { documentCalls } from '../contract/call.js';
import { VIDEO_CALLS } from '../contract/video-calls.js';
import { videoDetail } from './fixtures.js';

/** What the OpenAPI document and the mock API say of the video reads (video-calls.ts). */
export const VIDEO_CALL_DOCS = /* @__PURE__ */ documentCalls(VIDEO_CALLS, {
  'videos.get': {
    summary: 'One video',
    description:
      'Its page: title, description, tags, models, channel, counts and the player. A video the viewer may not see answers 404 `video_not_found`; its owner sees their private or waiting upload (never cached then).',
    exampleParams: { video_id: 7 },
    exampleUrl: '/api/json/video/0/0/7.json',
    example: { code: 'success', video: videoDetail(7) },
  },
});
