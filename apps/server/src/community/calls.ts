import type { FriendAct } from '@site/api';
import { friendCalls } from '../actions/friends.js';
import { playlistCreate, playlistRemove, playlistUpdate } from '../actions/playlist.js';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { getSubscriptions, memberExists } from './members.js';
import { getPlaylist } from './playlists.js';

/** `members.subscriptions`: the models, channels and members one member follows. */
export function subscriptionsRead(db: Db): CallHandler<'members.subscriptions'> {
  return async ({ params }) => {
    if (!(await memberExists(db, params.user_id))) throw refuse(404, 'not_found');
    return { ...(await getSubscriptions(db, params.user_id)), code: 'success' };
  };
}

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

type CommunityCallName =
  | 'members.subscriptions'
  | 'playlists.get'
  | 'playlists.create'
  | 'playlists.update'
  | 'playlists.remove'
  | `friends.${FriendAct}`;

/** The community's declared calls (contract/community-calls.ts) with their handlers. */
export function communityCalls(db: Db): { [N in CommunityCallName]: CallHandler<N> } {
  return {
    'members.subscriptions': subscriptionsRead(db),
    'playlists.get': playlistRead(db),
    'playlists.create': playlistCreate(db),
    'playlists.update': playlistUpdate(db),
    'playlists.remove': playlistRemove(db),
    ...friendCalls(db),
  };
}
