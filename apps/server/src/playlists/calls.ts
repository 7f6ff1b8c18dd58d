import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { playlistCreate, playlistRemove, playlistUpdate } from './acts.js';
import { getPlaylist } from './lists.js';

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

type PlaylistCallName = 'playlists.get' | 'playlists.create' | 'playlists.update' | 'playlists.remove';

/** The declared playlist calls (contract/community-calls.ts) with their handlers. */
export function playlistCalls(db: Db): { [N in PlaylistCallName]: CallHandler<N> } {
  return {
    'playlists.get': playlistRead(db),
    'playlists.create': playlistCreate(db),
    'playlists.update': playlistUpdate(db),
    'playlists.remove': playlistRemove(db),
  };
}
