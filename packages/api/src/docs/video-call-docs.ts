import { documentCalls } from '../contract/call.js';
import { VIDEO_CALLS } from '../contract/video-calls.js';
import { many, videoCard, videoDetail } from './fixtures.js';

/** A page of video cards, as the listings answer. */
const videoList = (n: number, total: number) => ({
  code: 'success' as const,
  videos: many(videoCard, n),
  total_count: total,
});

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
  'videos.list': {
    summary: 'A video listing',
    description:
      'The public listings of every section: all, a category, channel, model or country, a member’s uploads, favourites, watch later or playlist (their public videos). `code` is `videos_not_found` for an empty page. A section whose object does not exist answers 404 `not_found` (cached up to ten minutes); the `history` section is its member’s alone: 403 `no_permission` here, read on `videos2_own`.',
    exampleParams: { sort: 'top-rated', section: 'category', object_id: 'sunsets', page: 2 },
    exampleUrl: '/api/json/videos2/14400/str/top-rated/60/category.sunsets.2.all.all.all.json',
    example: videoList(2, 62),
  },
  'videos.listOwn': {
    summary: "The owner's own video listing (variant prefix; lifetime 0, answered from the session)",
    description:
      'The signed-in member’s uploads (private ones included, with their states), favourites, watch later, history or playlist. The lifetime is always 0 (400 `invalid` on `lifetime` else) and the section one of `member`, `favourites`, `watch_later`, `history`, `playlist` (400 `unsupported` on `section`); a member list of another member answers 403 `no_permission`, an unknown playlist 404 `not_found`.',
    exampleParams: { section: 'watch_later', object_id: '101' },
    exampleUrl: '/api/json/videos2_own/0/str/latest-updates/60/watch_later.101.1.all.all.all.json',
    example: videoList(2, 2),
  },
  'videos.related': {
    summary: 'Related videos of a video',
    description:
      'Up to `count` videos like this one (50 are loaded, 10 shown, then paged locally). A video that does not exist answers 404 `video_not_found` (cached up to ten minutes).',
    exampleParams: { video_id: 12345 },
    exampleUrl: '/api/json/videos_related2/14400/50/12000/12345.all.1.json',
    example: videoList(2, 2),
  },
});
