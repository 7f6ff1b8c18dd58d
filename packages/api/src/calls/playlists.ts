import { okResponseSchema } from '../contract/common.js';
import { LIFETIME } from '../contract/constants.js';
import { ENDPOINTS, paths } from '../contract/paths.js';
import {
  type PlaylistCreateInput,
  type PlaylistDeleteInput,
  type PlaylistListParamsInput,
  type PlaylistUpdateInput,
  playlistCreateInputSchema,
  playlistCreateResponseSchema,
  playlistDeleteInputSchema,
  playlistListParamsSchema,
  playlistListResponseSchema,
  playlistUpdateInputSchema,
} from '../contract/playlist.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

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
    /** POST /api/input.php act playlist, section new: title, desc, visible, orientation. */
    async create(input: PlaylistCreateInput, signal?: AbortSignal) {
      const p = prepare('playlists.create', playlistCreateInputSchema, input, ['title', 'orientation']);
      return core.postForm(
        ENDPOINTS.input,
        {
          act: 'playlist',
          section: 'new',
          title: p.title,
          desc: p.desc,
          visible: p.visible,
          orientation: p.orientation,
        },
        playlistCreateResponseSchema,
        signal,
      );
    },
    /** POST /api/input.php act playlist, section upd: object_id, title, desc, visible (and orientation). */
    async update(input: PlaylistUpdateInput, signal?: AbortSignal) {
      const p = prepare('playlists.update', playlistUpdateInputSchema, input, [
        'object_id',
        'title',
        'visible',
      ]);
      return core.postForm(
        ENDPOINTS.input,
        {
          act: 'playlist',
          section: 'upd',
          object_id: p.object_id,
          title: p.title,
          desc: p.desc,
          visible: p.visible,
          orientation: p.orientation,
        },
        okResponseSchema,
        signal,
      );
    },
    /** POST /api/input.php act playlist, section del: object_id. */
    async remove(input: PlaylistDeleteInput, signal?: AbortSignal) {
      const p = prepare('playlists.remove', playlistDeleteInputSchema, input, ['object_id']);
      return core.postForm(
        ENDPOINTS.input,
        { act: 'playlist', section: 'del', object_id: p.object_id },
        okResponseSchema,
        signal,
      );
    },
  };
}
export type PlaylistCalls = ReturnType<typeof playlistCalls>;
