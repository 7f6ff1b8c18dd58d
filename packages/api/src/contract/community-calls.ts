import { declareCalls } from './call.js';
import { commentsParamsSchema, commentsResponseSchema } from './comment.js';
import { okResponseSchema } from './common.js';
import { DETAIL_LIFETIME, LIFETIME } from './constants.js';
import { friendInputSchema, friendStateResponseSchema } from './friend.js';
import {
  memberListParamsSchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  subscriptionsResponseSchema,
  userIdParamsSchema,
} from './member.js';
import {
  playlistCreateInputSchema,
  playlistCreateResponseSchema,
  playlistDeleteInputSchema,
  playlistIdParamsSchema,
  playlistListParamsSchema,
  playlistListResponseSchema,
  playlistMoveInputSchema,
  playlistResponseSchema,
  playlistUpdateInputSchema,
} from './playlist.js';
import { ROUTE_FUNCTIONS } from './route-functions.js';
import { FRIEND_ACTS } from './values.js';

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

/** The member filters of the members path's `{filters}` segment, in MEMBER_FILTER_KEYS order. */
const MEMBER_FILTERS = '{country}.{sex}.{age}.{relationship}.{with_avatar}.{orientation}.{user_id}';

/** The community's listings and one member (§7): cached paths, asked fresh (lifetime 0) by their owner. */
const COMMUNITY_READ_CALLS = declareCalls({
  'members.list': {
    method: 'get',
    path: `/api/json/members/{lifetime}/{section}/${MEMBER_FILTERS}/{sort}/{page}/{count}.json`,
    access: 'public',
    params: memberListParamsSchema,
    unsent: ['fresh'],
    // A search is never cached (§7): lifetime 0, `?search=` in the query.
    lifetimeOf: ROUTE_FUNCTIONS.membersLifetime,
    response: memberListResponseSchema,
    // no_permission: friends their member made private (#32 item 4), to anyone else.
    errors: ['not_found', 'no_permission'],
    lifetime: LIFETIME.members,
  },
  'members.get': {
    method: 'get',
    path: '/api/json/member/{lifetime}/{section}/{bucket}/{user_id}.json',
    derive: { bucket: ROUTE_FUNCTIONS.userBucket },
    access: 'public',
    params: memberParamsSchema,
    response: memberResponseSchema,
    // `edit` is the member's own profile: 401 for a visitor, 403 for another member.
    errors: ['not_found', 'need_auth', 'no_permission'],
    lifetime: LIFETIME.member,
  },
  'members.fresh': {
    method: 'post',
    path: '/api/member.php',
    act: 'user',
    access: 'public',
    params: memberParamsSchema,
    response: memberResponseSchema,
    errors: ['not_found', 'need_auth', 'no_permission'],
    lifetime: 0,
  },
  'playlists.list': {
    method: 'get',
    path: '/api/json/playlists/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{user_id}.json',
    access: 'public',
    params: playlistListParamsSchema,
    unsent: ['fresh'],
    lifetimeOf: ROUTE_FUNCTIONS.playlistsLifetime,
    response: playlistListResponseSchema,
    errors: ['not_found'],
    lifetime: LIFETIME.playlists,
  },
  'comments.list': {
    method: 'get',
    path: '/api/json/comments/{lifetime}/{section}/{bucket}/{object_id}.json',
    derive: { bucket: ROUTE_FUNCTIONS.objectBucket },
    access: 'public',
    params: commentsParamsSchema,
    unsent: ['fresh'],
    lifetimeOf: ROUTE_FUNCTIONS.commentsLifetime,
    response: commentsResponseSchema,
    errors: ['not_found'],
    lifetime: LIFETIME.comments,
  },
});

/** The community's calls of §7 declared once (call.ts): members, playlists and friends. */
const COMMUNITY_OWN_CALLS = declareCalls({
  'members.subscriptions': {
    method: 'get',
    path: '/api/json/subscriptions/{lifetime}/{bucket}/{user_id}.json',
    derive: { bucket: ROUTE_FUNCTIONS.userBucket },
    access: 'public',
    params: userIdParamsSchema,
    response: subscriptionsResponseSchema,
    // no_permission: subscriptions their member made private (#32 item 4), to anyone else.
    errors: ['not_found', 'no_permission'],
    lifetime: LIFETIME.subscriptions,
  },
  'playlists.get': {
    method: 'get',
    path: '/api/json/playlist/{lifetime}/{bucket}/{playlist_id}.json',
    derive: { bucket: ROUTE_FUNCTIONS.playlistBucket },
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
  'playlists.move': {
    method: 'post',
    path: '/api/input.php',
    act: 'playlist',
    section: 'move',
    access: 'member',
    params: playlistMoveInputSchema,
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

/** The community's calls of §7 declared once (call.ts): members, playlists, comments and friends. */
export const COMMUNITY_CALLS = { ...COMMUNITY_READ_CALLS, ...COMMUNITY_OWN_CALLS };
