import { documentCalls } from '../contract/call.js';
import { UPLOAD_LIMITS } from '../contract/constants.js';
import { VIDEO_CALLS } from '../contract/video-calls.js';
import { many, sliderVideo, videoCard, videoDetail, videoFile } from './fixtures.js';

/** The id of a finished tus upload in the examples. */
const UPLOAD_EXAMPLE = 'Qm9hdHNBdERhd24x_k-7';

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
      'The public listings of every section: all, a category, channel, model or country, a member’s uploads, favourites, watch later or playlist (their public videos). `code` is `videos_not_found` for an empty page. A section whose object does not exist answers 404 `not_found` (cached up to ten minutes); the `history`, `feed` and `continue` sections are their member’s alone: 403 `no_permission` here, read on `videos2_own`.',
    exampleParams: { sort: 'top-rated', section: 'category', object_id: 'sunsets', page: 2 },
    exampleUrl: '/api/json/videos2/14400/str/top-rated/60/category.sunsets.2.all.all.all.json',
    example: videoList(2, 62),
  },
  'videos.search': {
    summary: 'Video search',
    description:
      'Videos matching the words of `s` (3 to 100 characters), best first. Every param is in the query, defaults included. Any cache may keep the answer ten minutes. `code` is `videos_not_found` when nothing matches.',
    exampleParams: { s: 'calm lake', page: 2 },
    exampleUrl: '/api/videos2.php?s=calm+lake&gender=str&count=60&page=2&type=all&duration=all',
    example: videoList(2, 62),
  },
  'videos.file': {
    summary: "A video's playable files; the first item's video_url is base64-encoded",
    description:
      'The lifetime is written in the query (`lifetime`, 864000); the answer is cached a minute at most, and never for a video that is not public (its owner and staff get signed addresses). 404 `video_not_found`, 410 `video_deleted`, 403 `no_permission` for a withheld video, 409 `not_ready` before it is transcoded.',
    exampleParams: { video_id: 7 },
    exampleUrl: '/api/videofile.php?video_id=7&lifetime=864000',
    example: [videoFile(7)],
  },
  'videos.listOwn': {
    summary: "The owner's own video listing (variant prefix; lifetime 0, answered from the session)",
    description:
      'The signed-in member’s uploads (private ones included, with their states), favourites, watch later, history, feed (the newest public videos of their subscribed channels, models and members, newest first whatever the sort), continue watching (the videos they stopped in before the end, the latest first, each card with its `position` in seconds) or playlist. The lifetime is always 0 (400 `invalid` on `lifetime` else) and the section one of `member`, `favourites`, `watch_later`, `history`, `feed`, `continue`, `playlist` (400 `unsupported` on `section`); a member list of another member answers 403 `no_permission`, an unknown playlist 404 `not_found`.',
    exampleParams: { section: 'watch_later', object_id: '101' },
    exampleUrl: '/api/json/videos2_own/0/str/latest-updates/60/watch_later.101.1.all.all.all.json',
    example: videoList(2, 2),
  },
  'videos.slider': {
    summary: 'The advertised videos of the home slider',
    description:
      'The gender section’s active advertised videos, in their set order: each a link (a video page of the site, or another address), a thumbnail and a title. An empty list when none is active.',
    exampleParams: { gender: 'str' },
    exampleUrl: '/api/json/slider/14400/str.json',
    example: { code: 'success', videos: many(sliderVideo, 2) },
  },
  'videos.related': {
    summary: 'Related videos of a video',
    description:
      'Up to `count` videos like this one (50 are loaded, 10 shown, then paged locally). A video that does not exist answers 404 `video_not_found` (cached up to ten minutes).',
    exampleParams: { video_id: 12345 },
    exampleUrl: '/api/json/videos_related2/14400/50/12000/12345.all.1.json',
    example: videoList(2, 2),
  },
  'uploads.check': {
    summary: 'act 1 (form): check a finished tus upload and start processing it; answers the new video_id',
    description: `\`upload_id\` is the id of a tus upload (\`/api/tus/\`) whose bytes are all in. The server checks the file by its content, refusing with 422: \`corrupted_file\` (not a video it can read), \`duplicate_video\` (the same file was uploaded before), \`blocked_video\` (the video, or a near-same one such as a re-encode at another size, was removed and is on the block list), \`too_short\` (not over ${UPLOAD_LIMITS.minMinutesExclusive} minutes, the least any video may be), \`too_long\` (over ${UPLOAD_LIMITS.maxMinutes} minutes); 409 \`upload_error\` while bytes are still missing, 404 \`not_found\` for an upload that is not the member's, 401 \`need_auth\` for a visitor. Then the video is \`processing\` until it plays, and its state is read with GET \`/api/uploads.php\`.`,
    exampleParams: { upload_id: UPLOAD_EXAMPLE },
    example: {
      code: 'success',
      upload_id: UPLOAD_EXAMPLE,
      filename: 'clip01.mp4',
      duration: 900,
      video_id: 501,
    },
  },
  'videos.remove': {
    summary: 'act 2: delete one’s own upload',
    description:
      'It leaves the site at once (status 5: its page says deleted, its media are refused) and can be re-added (act 4). The owner with `status_id` 6 only (403 `no_permission`, §6); a deleted or unknown video, or one the member cannot see, 404 `not_found`.',
    exampleParams: { video_id: 7 },
    example: { code: 'success' },
  },
  'videos.togglePrivacy': {
    summary: 'act 3: toggle one’s own upload between public and private',
    description:
      'The owner with `status_id` 6 only (403 `no_permission`, §6); a deleted or unknown video, or one the member cannot see, 404 `not_found`.',
    exampleParams: { video_id: 7 },
    example: { code: 'success' },
  },
  'videos.readd': {
    summary: 'act 4: re-add one’s own deleted upload for `days` days (default 7)',
    description:
      'Back on the site until then (an approved video goes live again, another back to review), then deleted again. 409 `not_deleted` for a video that is not deleted, 409 `rejected` for one moderation refused; the owner checks of act 2.',
    exampleParams: { video_id: 7, days: 7 },
    example: { code: 'success' },
  },
});
