import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';
import { DETAIL_LIFETIME, LIFETIME } from './constants.js';
import { FRIEND_ACTS, friendInputSchema, friendStateResponseSchema } from './friend.js';
import { subscriptionsResponseSchema, userIdParamsSchema } from './member.js';
import { bucketOf } from './paths.js';
import {
  playlistCreateInputSchema,
  playlistCreateResponseSchema,
  playlistDeleteInputSchema,
  playlistIdParamsSchema,
  playlistResponseSchema,
  playlistUpdateInputSchema,
} from './playlist.js';

/** The codes every friend act answers: oneself, an unknown member, and a state the act cannot change. */
const FRIEND_ERRORS = ['self_friend', 'not_found', 'already_friends', 'no_friend_request'] as const;

/** A friend act of POST /api/member.php (contract/friend.ts): about one member, answering where the two stand. */
const friendAct = <A extends string>(act: A, errors: readonly string[] = FRIEND_ERRORS) =>
  ({
    method: 'post',
    path: '/api/member.php',
    act,
    access: 'member',
    params: friendInputSchema,
    response: friendStateResponseSchema,
    errors,
    lifetime: 0,
  }) as const;

/** The community's calls of §7 declared once (call.ts): members, playlists and friends. */
export const COMMUNITY_CALLS = declareCalls({
  'members.subscriptions': {
    method: 'get',
    path: '/api/json/subscriptions/{lifetime}/{bucket}/{user_id}.json',
    derive: { bucket: (p: { user_id: number }) => bucketOf(p.user_id) },
    access: 'public',
    params: userIdParamsSchema,
    response: subscriptionsResponseSchema,
    errors: ['not_found'],
    lifetime: LIFETIME.subscriptions,
  },
  'playlists.get': {
    method: 'get',
    path: '/api/json/playlist/{lifetime}/{bucket}/{playlist_id}.json',
    derive: { bucket: (p: { playlist_id: number }) => bucketOf(p.playlist_id) },
    access: 'public',
    params: playlistIdParamsSchema,
    response: playlistResponseSchema,
    errors: ['not_found'],
    lifetime: DETAIL_LIFETIME.playlist,
  },
  'playlists.create': {
    method: 'post',
    path: '/api/input.php',
    act: 'playlist',
    section: 'new',
    access: 'member',
    params: playlistCreateInputSchema,
    texts: ['title', 'desc'],
    response: playlistCreateResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'playlists.update': {
    method: 'post',
    path: '/api/input.php',
    act: 'playlist',
    section: 'upd',
    access: 'member',
    params: playlistUpdateInputSchema,
    texts: ['title', 'desc'],
    response: okResponseSchema,
    errors: ['not_found', 'not_owner'],
    lifetime: 0,
  },
  'playlists.remove': {
    method: 'post',
    path: '/api/input.php',
    act: 'playlist',
    section: 'del',
    access: 'member',
    params: playlistDeleteInputSchema,
    response: okResponseSchema,
    errors: ['not_found', 'not_owner'],
    lifetime: 0,
  },
  'friends.accept': friendAct(FRIEND_ACTS.accept),
  'friends.decline': friendAct(FRIEND_ACTS.decline),
  'friends.cancel': friendAct(FRIEND_ACTS.cancel),
  'friends.remove': friendAct(FRIEND_ACTS.remove, ['self_friend', 'not_found', 'not_friends']),
});
