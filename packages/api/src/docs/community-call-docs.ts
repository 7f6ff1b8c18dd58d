import { documentCalls } from '../contract/call.js';
import { COMMUNITY_CALLS } from '../contract/community-calls.js';
import { FRIEND_ACTS } from '../contract/values.js';
import {
  channelCard,
  many,
  memberCard,
  memberProfile,
  modelCard,
  playlist,
  threadComment,
} from './fixtures.js';

/** What the OpenAPI document and the mock API say of the community's calls (community-calls.ts). */
export const COMMUNITY_CALL_DOCS = /* @__PURE__ */ documentCalls(COMMUNITY_CALLS, {
  'members.list': {
    summary: 'A member listing; a search query makes the lifetime 0',
    description:
      'The community (section `all`, user_id 0) or a member’s friends (section `friends`: an unknown member answers 404 `not_found`). `search` (up to 100 characters, in the query) is never cached: its path’s lifetime is 0 (400 `invalid` on `lifetime` else); `fresh` (one’s own friends) asks lifetime 0 too and is not sent. `code` is `members_not_found` for an empty page.',
    exampleParams: { section: 'friends', user_id: 101, sort: 'most-popular-videos' },
    exampleUrl: '/api/json/members/86400/friends/all.all.all.all.all.all.101/most-popular-videos/1/80.json',
    example: { code: 'success', members: many(memberCard, 2), total_count: 2 },
  },
  'members.get': {
    summary: 'One member (cached; `members.fresh` asks the same never cached)',
    description:
      'Section `profile` is public (`self` 1 for the member themself, whose answer is then never cached); `edit` is the member’s own profile with their email: 401 `need_auth` for a visitor, 403 `no_permission` for another member. An unknown member answers 404 `not_found`.',
    exampleParams: { user_id: 101 },
    exampleUrl: '/api/json/member/7200/profile/0/101.json',
    example: { code: 'success', user: memberProfile(101) },
  },
  'members.fresh': {
    summary: 'act user: one member, never cached (lifetime 0 of the member read)',
    description:
      'As `members.get`, as a POST so that no cache keeps it: one’s own page and the profile edit form (section `edit`).',
    exampleParams: { section: 'profile', user_id: 101 },
    example: { code: 'success', user: memberProfile(101, { self: 1 }) },
  },
  'playlists.list': {
    summary: 'A playlist listing (lifetime 0 for the owner)',
    description:
      'Every public playlist (section `all`, user_id 0) or a member’s (section `member`; an unknown member answers 404 `not_found`). Its owner asks it `fresh` (lifetime 0, not sent) and gets their owner-only playlists too, never cached. `code` is `playlists_not_found` for an empty page.',
    exampleParams: { section: 'member', user_id: 101, page: 2 },
    exampleUrl: '/api/json/playlists/86400/latest-updates/80/member.2.str.101.json',
    example: { code: 'success', playlists: many(playlist, 2), total_count: 82 },
  },
  'comments.list': {
    summary: 'A comment thread (lifetime 0 for members)',
    description:
      'The comments of a video, model, channel, playlist or member, newest first, each with its replies. `object_id` is an id, or a dir for a model or channel. A member asks it `fresh` (lifetime 0, not sent), which holds their own votes and is never cached. An unknown object answers 404 `not_found`.',
    exampleParams: { section: 'video', object_id: 12345 },
    exampleUrl: '/api/json/comments/600/video/12000/12345.json',
    example: { code: 'success', comments: [threadComment(1, 1), threadComment(2)], total_count: 3 },
  },
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
  'playlists.move': {
    summary: "act playlist, section move: put one of the playlist's videos at a position (its owner's order)",
    description:
      "`position` is 1-based in the playlist's order (past its end: last); the playlist's videos are listed in that order, a video added later first. The owner's only: another member's playlist is 403 `not_owner`, an unknown playlist or a video not in it 404 `not_found`.",
    exampleParams: { object_id: 77, video_id: 1234, position: 2 },
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
