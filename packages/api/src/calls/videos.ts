import { LIFETIME } from '../contract/constants.js';
import {
  type VideoIdParamsInput,
  type VideoSearchParamsInput,
  videoIdParamsSchema,
  videoSearchParamsSchema,
} from '../contract/params.js';
import { paths } from '../contract/paths.js';
import { type VideoListResponse, videoListResponseSchema } from '../contract/responses.js';
import { videoFileResponseSchema } from '../contract/video.js';
import { prepare, type RequestCore } from '../core.js';

export function videoCalls(core: RequestCore) {
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
  };
}
export type VideoCalls = ReturnType<typeof videoCalls>;
