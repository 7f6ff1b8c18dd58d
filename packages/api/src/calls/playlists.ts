import { LIFETIME } from '../contract/constants.js';
import { paths } from '../contract/paths.js';
import {
  type PlaylistListParamsInput,
  playlistListParamsSchema,
  playlistListResponseSchema,
} from '../contract/playlist.js';
import { parseParams, type RequestCore } from '../core.js';

export function playlistCalls(core: RequestCore) {
  return {
    /** GET the playlists path (lifetime 86400; `fresh` gives 0 for the owner's own list). */
    async list(params: PlaylistListParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(playlistListParamsSchema, params);
      return core.getJson(
        paths.playlists(p.fresh ? 0 : LIFETIME.playlists, p),
        playlistListResponseSchema,
        signal,
      );
    },
  };
}
export type PlaylistCalls = ReturnType<typeof playlistCalls>;
