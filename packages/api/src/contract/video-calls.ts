import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';
import { DETAIL_LIFETIME, LIFETIME } from './constants.js';
import {
  contentLanguageSchema,
  genderParamsSchema,
  videoIdParamsSchema,
  videoListParamsSchema,
  videoRelatedParamsSchema,
  videoSearchParamsSchema,
} from './params.js';
import { videoListResponseSchema } from './responses.js';
import { ROUTE_FUNCTIONS } from './route-functions.js';
import {
  videoEditInputSchema,
  videoReaddInputSchema,
  videoUploadInputSchema,
  videoUploadResponseSchema,
} from './upload.js';
import { VIDEO_EDIT_ACTS } from './values.js';
import { sliderResponseSchema, videoFileResponseSchema, videoResponseSchema } from './video.js';

/** The videos2 path's values after its prefix and lifetime, shared by the public and the owner's lists. */
const VIDEOS2_VALUES = '{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json';

/**
 * Search answers do not depend on who asks, so any cache may keep them, briefly (decision: the contract
 * gives them no lifetime segment): a new upload shows up in searches within ten minutes.
 */
const SEARCH_LIFETIME = 600;

/** The video reads of §7. */
const VIDEO_READ_CALLS = declareCalls({
  'videos.get': {
    method: 'get',
    path: '/api/json/video/{lifetime}/{bucket}/{video_id}.json',
    derive: { bucket: ROUTE_FUNCTIONS.videoBucket },
    access: 'public',
    // The video page's video: its title and its categories' names in `lang` (English where none).
    params: videoIdParamsSchema.extend({ lang: contentLanguageSchema }),
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
  'videos.search': {
    method: 'get',
    path: '/api/videos2.php',
    access: 'public',
    params: videoSearchParamsSchema,
    texts: ['s'],
    // Every param in the query, defaults included, as §7 writes the search.
    query: 'full',
    response: videoListResponseSchema,
    errors: [],
    lifetime: SEARCH_LIFETIME,
  },
  'videos.file': {
    method: 'get',
    path: '/api/videofile.php',
    access: 'public',
    params: videoIdParamsSchema,
    // §7 writes this lifetime in the query (`?video_id=&lifetime=`): the server caches the list a minute at most.
    lifetimeParam: 'lifetime',
    response: videoFileResponseSchema,
    errors: ['video_not_found', 'video_deleted', 'no_permission', 'not_ready'],
    lifetime: LIFETIME.videoFile,
  },
  'videos.related': {
    method: 'get',
    path: '/api/json/videos_related2/{lifetime}/{count}/{bucket}/{video_id}.{type}.{page}.json',
    derive: { bucket: ROUTE_FUNCTIONS.videoBucket },
    access: 'public',
    params: videoRelatedParamsSchema,
    response: videoListResponseSchema,
    errors: ['video_not_found'],
    lifetime: DETAIL_LIFETIME.related,
  },
  // §2 home: the advertised videos of the slider, cached as the video lists are (decision).
  'videos.slider': {
    method: 'get',
    path: '/api/json/slider/{lifetime}/{gender}.json',
    access: 'public',
    params: genderParamsSchema,
    response: sliderResponseSchema,
    errors: [],
    lifetime: LIFETIME.videoList,
  },
});

/** The owner's checks of every act on their own video: 404 for one they cannot see, 403 for another's. */
const OWNER_ERRORS = ['not_found', 'no_permission'] as const;

/**
 * The form acts of POST /api/video_edit.php (§7), told apart by `act`: the upload's check (act 1) and the
 * owner's acts on their video. Act 5 (the video's fields) is multipart: contract/upload-calls.ts.
 */
const VIDEO_EDIT_CALLS = declareCalls({
  'uploads.check': {
    method: 'post',
    path: '/api/video_edit.php',
    act: String(VIDEO_EDIT_ACTS.upload),
    access: 'member',
    params: videoUploadInputSchema,
    response: videoUploadResponseSchema,
    errors: [
      'not_found',
      'upload_error',
      'corrupted_file',
      'too_short',
      'too_long',
      'duplicate_video',
      'blocked_video',
    ],
    lifetime: 0,
  },
  'videos.remove': {
    method: 'post',
    path: '/api/video_edit.php',
    act: String(VIDEO_EDIT_ACTS.delete),
    access: 'member',
    params: videoEditInputSchema,
    response: okResponseSchema,
    errors: OWNER_ERRORS,
    lifetime: 0,
  },
  'videos.togglePrivacy': {
    method: 'post',
    path: '/api/video_edit.php',
    act: String(VIDEO_EDIT_ACTS.privacy),
    access: 'member',
    params: videoEditInputSchema,
    response: okResponseSchema,
    errors: OWNER_ERRORS,
    lifetime: 0,
  },
  'videos.readd': {
    method: 'post',
    path: '/api/video_edit.php',
    act: String(VIDEO_EDIT_ACTS.readd),
    access: 'member',
    params: videoReaddInputSchema,
    response: okResponseSchema,
    errors: [...OWNER_ERRORS, 'not_deleted', 'rejected'],
    lifetime: 0,
  },
});

/** The video calls declared once (call.ts): the reads, and the form acts of video_edit.php. */
export const VIDEO_CALLS = { ...VIDEO_READ_CALLS, ...VIDEO_EDIT_CALLS };
