import { documentCalls } from '../contract/call.js';
import { COMMUNITY_CALLS } from '../contract/community-calls.js';
import { FRIEND_ACTS } from '../contract/friend.js';
import { channelCard, many, memberCard, modelCard, playlist } from './fixtures.js';

/** What the OpenAPI document and the mock API say of the community's calls (community-calls.ts). */
export const COMMUNITY_CALL_DOCS = /* @__PURE__ */ documentCalls(COMMUNITY_CALLS, {
  'members.subscriptions': {
    summary: "A member's subscriptions",
    description: 'The models, channels and members they follow. An unknown member answers 404 `not_found`.',
    exampleParams: { user_id: 101 },
    exampleUrl: '/api/json/subscriptions/14400/0/101.json',
    example: {
      code: 'success',
      models: many(modelCard, 4),
      channels: many(channelCard, 3),
      members: many(memberCard, 2),
    },
  },
  'playlists.get': {
    summary: 'One playlist',
    description:
      'Its card; its videos come from videos2, section playlist. An unknown playlist, or an owner-only one asked by anyone but its owner, answers 404 `not_found` (its owner gets it never cached).',
    exampleParams: { playlist_id: 1500 },
    exampleUrl: '/api/json/playlist/86400/1000/1500.json',
    example: { code: 'success', playlist: playlist(1500) },
  },
  'playlists.create': {
    summary: 'act playlist, section new: a playlist of the member (answers its playlist_id)',
    description:
      '`title` 3–100 characters, `desc` up to 500, `visible` 1 (all, the default) or 0 (only me), `orientation` required.',
    exampleParams: { title: 'Evening picks', desc: 'Calm ones', visible: 0, orientation: 'str' },
    example: { code: 'success', playlist_id: 77 },
  },
  'playlists.update': {
    summary: "act playlist, section upd: a playlist's title, description, visibility (and orientation)",
    description:
      "The owner's only: another member's playlist is 403 `not_owner`, an unknown one 404 `not_found`.",
    exampleParams: { object_id: 77, title: 'Night picks', desc: '', visible: 1 },
    example: { code: 'success' },
  },
  'playlists.remove': {
    summary: 'act playlist, section del: a playlist, with its votes and comment thread',
    description:
      "The owner's only: another member's playlist is 403 `not_owner`, an unknown one 404 `not_found`.",
    exampleParams: { object_id: 77 },
    example: { code: 'success' },
  },
  'friends.accept': {
    summary: `act ${FRIEND_ACTS.accept}: accept the request of object_id (answers state friends)`,
    description:
      '401 `need_auth`, 400 `self_friend`, 404 `not_found` (no such member), 409 `already_friends`, 409 `no_friend_request` (that member has not asked).',
    exampleParams: { object_id: 102 },
    example: { code: 'success', state: 'friends' },
  },
  'friends.decline': {
    summary: `act ${FRIEND_ACTS.decline}: decline the request of object_id (answers state none)`,
    description:
      'The asker is not told. 401 `need_auth`, 400 `self_friend`, 404 `not_found`, 409 `already_friends`, 409 `no_friend_request`.',
    exampleParams: { object_id: 102 },
    example: { code: 'success', state: 'none' },
  },
  'friends.cancel': {
    summary: `act ${FRIEND_ACTS.cancel}: take back one's own waiting request to object_id (answers state none)`,
    description:
      "401 `need_auth`, 400 `self_friend`, 404 `not_found`, 409 `already_friends`, 409 `no_friend_request` (no request of one's own waits).",
    exampleParams: { object_id: 102 },
    example: { code: 'success', state: 'none' },
  },
  'friends.remove': {
    summary: `act ${FRIEND_ACTS.remove}: unfriend object_id, both ways (answers state none)`,
    description: '401 `need_auth`, 400 `self_friend`, 404 `not_found`, 409 `not_friends`.',
    exampleParams: { object_id: 102 },
    example: { code: 'success', state: 'none' },
  },
});
