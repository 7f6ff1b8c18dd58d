import { memberExists } from '../community/members.js';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { playlistCreate, playlistMove, playlistRemove, playlistUpdate } from './acts.js';
import { getPlaylist, listPlaylists } from './lists.js';

/** `playlists.get`: one playlist; an owner-only one is not found for anyone but its owner. */
export function playlistRead(db: Db): CallHandler<'playlists.get'> {
  return async ({ params, lifetime, viewer, reply }) => {
    const playlist = await getPlaylist(db, params.playlist_id);
    // Its existence is not revealed either.
    const ownerOnly = playlist?.visible === 0;
    if (!playlist || (ownerOnly && viewer?.user_id !== playlist.user.user_id)) throw refuse(404, 'not_found');
    // The owner's own view of it is theirs alone, never stored by a shared cache.
    if (ownerOnly) cacheFor(reply, lifetime, { personal: true });
    return { playlist, code: 'success' };
  };
}

/**
 * `playlists.list`, the playlists listing of §7: `all` takes user_id 0, `member` a member (else 404); the
 * owner's list (asked fresh, lifetime 0, by the add-to modal) holds their owner-only playlists.
 */
export function playlistList(db: Db): CallHandler<'playlists.list'> {
  return async ({ params, lifetime, viewer, reply }) => {
    if (params.section === 'all' && params.user_id !== 0)
      throw refuse(400, 'invalid_params', [{ field: 'user_id', code: 'invalid' }]);
    let owner = false;
    if (params.section === 'member') {
      if (!(await memberExists(db, params.user_id))) throw refuse(404, 'not_found');
      owner = viewer?.user_id === params.user_id;
    }
    const { playlists, total } = await listPlaylists(db, { ...params, fresh: lifetime === 0 }, owner);
    // The owner's list holds owner-only playlists: it is theirs alone, never stored by a shared cache.
    cacheFor(reply, lifetime, { personal: owner });
    return { playlists, total_count: total, code: playlists.length > 0 ? 'success' : 'playlists_not_found' };
  };
}

type PlaylistCallName =
  | 'playlists.list'
  | 'playlists.get'
  | 'playlists.create'
  | 'playlists.update'
  | 'playlists.move'
  | 'playlists.remove';

/** The declared playlist calls (contract/community-calls.ts) with their handlers. */
export function playlistCalls(db: Db): { [N in PlaylistCallName]: CallHandler<N> } {
  return {
    'playlists.list': playlistList(db),
    'playlists.get': playlistRead(db),
    'playlists.create': playlistCreate(db),
    'playlists.update': playlistUpdate(db),
    'playlists.move': playlistMove(db),
    'playlists.remove': playlistRemove(db),
  };
}
