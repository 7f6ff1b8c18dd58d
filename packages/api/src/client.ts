import { LIFETIME } from './contract/constants.js';
import { type VideoListParamsInput, videoListParamsSchema } from './contract/params.js';
import { paths } from './contract/paths.js';
import { type VideoListResponse, videoListResponseSchema } from './contract/responses.js';
import { type ApiClientOptions, createRequestCore, parseParams } from './core.js';

export interface ApiClient {
  videos: {
    /** GET the videos2 cached path of §7 (lifetime 14400, §9). */
    list(params?: VideoListParamsInput, signal?: AbortSignal): Promise<VideoListResponse>;
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createRequestCore(options);
  return {
    videos: {
      async list(params = {}, signal) {
        const p = parseParams(videoListParamsSchema, params);
        return core.getJson(paths.videos2(LIFETIME.videoList, p), videoListResponseSchema, signal);
      },
    },
  };
}
