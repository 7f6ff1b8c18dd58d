import { okResponseSchema } from '../contract/common.js';
import { DETAIL_LIFETIME, LIFETIME } from '../contract/constants.js';
import {
  type VideoIdParamsInput,
  type VideoListParamsInput,
  type VideoRelatedParamsInput,
  type VideoSearchParamsInput,
  videoIdParamsSchema,
  videoListParamsSchema,
  videoRelatedParamsSchema,
  videoSearchParamsSchema,
} from '../contract/params.js';
import { ENDPOINTS, paths } from '../contract/paths.js';
import { type VideoListResponse, videoListResponseSchema } from '../contract/responses.js';
import {
  type VideoEditInput,
  type VideoReaddInput,
  videoEditInputSchema,
  videoReaddInputSchema,
} from '../contract/upload.js';
import { VIDEO_EDIT_ACTS } from '../contract/values.js';
import { videoFileResponseSchema } from '../contract/video.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

export function videoCalls(core: RequestCore) {
  /** The video_edit.php acts that take only the video id (delete, privacy toggle). */
  const ownUploadAct = (act: number, name: string) => async (input: VideoEditInput, signal?: AbortSignal) => {
    const p = prepare(name, videoEditInputSchema, input, ['video_id']);
    return core.postForm(ENDPOINTS.videoEdit, { act, video_id: p.video_id }, okResponseSchema, signal);
  };

  return {
    /** GET the videos2 cached path of §7 (lifetime 14400, §9). */
    async list(params: VideoListParamsInput = {}, signal?: AbortSignal): Promise<VideoListResponse> {
      const p = parseParams(videoListParamsSchema, params);
      return core.getJson(paths.videos2(LIFETIME.videoList, p), videoListResponseSchema, signal);
    },
    /**
     * GET the `videos2_own` variant of the videos2 path, lifetime 0: the owner's own favourites, watch
     * later, history, uploads or owner-only playlist, answered from the session and never cached.
     */
    async listOwn(params: VideoListParamsInput = {}, signal?: AbortSignal): Promise<VideoListResponse> {
      const p = parseParams(videoListParamsSchema, params);
      return core.getJson(paths.videos2(0, p, 'videos2_own'), videoListResponseSchema, signal);
    },
    /** GET /api/videos2.php?s= (search; its results are not cached by path). */
    async search(params: VideoSearchParamsInput, signal?: AbortSignal): Promise<VideoListResponse> {
      const p = prepare('videos.search', videoSearchParamsSchema, params, ['s']);
      return core.getJson(paths.videoSearch(p), videoListResponseSchema, signal);
    },
    /** GET videos_related2 (a video list: lifetime 14400; 50 loaded, §9). */
    async related(params: VideoRelatedParamsInput, signal?: AbortSignal): Promise<VideoListResponse> {
      const p = prepare('videos.related', videoRelatedParamsSchema, params, ['video_id']);
      return core.getJson(paths.videosRelated2(DETAIL_LIFETIME.related, p), videoListResponseSchema, signal);
    },
    /** GET /api/videofile.php (lifetime 864000): a list whose first item holds the encoded video_url. */
    async file(params: VideoIdParamsInput, signal?: AbortSignal) {
      const p = prepare('videos.file', videoIdParamsSchema, params, ['video_id']);
      return core.getJson(paths.videofile(LIFETIME.videoFile, p.video_id), videoFileResponseSchema, signal);
    },
    /** POST /api/video_edit.php act 2: delete one's own upload (§4). */
    remove: ownUploadAct(VIDEO_EDIT_ACTS.delete, 'videos.remove'),
    /** POST /api/video_edit.php act 3: toggle public/private of one's own upload (§4). */
    togglePrivacy: ownUploadAct(VIDEO_EDIT_ACTS.privacy, 'videos.togglePrivacy'),
    /** POST /api/video_edit.php act 4: re-add one's own upload for a number of days (default 7, §5). */
    async readd(input: VideoReaddInput, signal?: AbortSignal) {
      const p = prepare('videos.readd', videoReaddInputSchema, input, ['video_id']);
      return core.postForm(
        ENDPOINTS.videoEdit,
        { act: VIDEO_EDIT_ACTS.readd, video_id: p.video_id, days: p.days },
        okResponseSchema,
        signal,
      );
    },
  };
}
export type VideoCalls = ReturnType<typeof videoCalls>;
