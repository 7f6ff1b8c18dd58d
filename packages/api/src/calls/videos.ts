import { okResponseSchema } from '../contract/common.js';
import { LIFETIME } from '../contract/constants.js';
import {
  type VideoIdParamsInput,
  type VideoSearchParamsInput,
  videoIdParamsSchema,
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
import { prepare, type RequestCore } from '../core.js';

export function videoCalls(core: RequestCore) {
  /** The video_edit.php acts that take only the video id (delete, privacy toggle). */
  const ownUploadAct = (act: number, name: string) => async (input: VideoEditInput, signal?: AbortSignal) => {
    const p = prepare(name, videoEditInputSchema, input, ['video_id']);
    return core.postForm(ENDPOINTS.videoEdit, { act, video_id: p.video_id }, okResponseSchema, signal);
  };

  return {
    /** GET /api/videos2.php?s= (search; its results are not cached by path). */
    async search(params: VideoSearchParamsInput, signal?: AbortSignal): Promise<VideoListResponse> {
      const p = prepare('videos.search', videoSearchParamsSchema, params, ['s']);
      return core.getJson(paths.videoSearch(p), videoListResponseSchema, signal);
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
