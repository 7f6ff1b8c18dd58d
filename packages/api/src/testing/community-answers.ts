import type { CallName } from '../contract/calls.js';
import * as f from '../docs/fixtures.js';
import { type DeclaredFixture, num, pageOf } from './mock-values.js';

/** A positive id of the query, else the fallback (the mock answers whatever it is asked). */
const idOf = (query: URLSearchParams, name: string, fallback: number) => {
  const n = Number(query.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** The mock API's answers to the community's calls that follow what they are asked (community-calls.ts). */
export const COMMUNITY_ANSWERS: Partial<Record<CallName, DeclaredFixture>> = {
  'members.list': (query, _fields, { totalCount }) => {
    const { n, from } = pageOf(num(query.get('count'), 80), num(query.get('page'), 1));
    return { code: 'success', members: f.many(f.memberCard, n, from), total_count: totalCount };
  },
  'members.get': (query) => ({
    code: 'success',
    user: f.memberProfile(1, { user_id: idOf(query, 'user_id', 101) }),
  }),
  // Asked fresh by the member themself: their own page.
  'members.fresh': (_query, fields) => ({
    code: 'success',
    user: f.memberProfile(1, { user_id: num(fields.user_id, 101), self: 1 }),
  }),
  'playlists.list': (query, _fields, { totalCount }) => {
    const { n, from } = pageOf(num(query.get('count'), 80), num(query.get('page'), 1));
    return { code: 'success', playlists: f.many(f.playlist, n, from), total_count: totalCount };
  },
  // The second comment has two replies.
  'comments.list': () => ({
    code: 'success',
    comments: f.many((i) => f.threadComment(i, i === 2 ? 2 : 0), 14),
    total_count: 16,
  }),
  'playlists.get': (query) => ({ code: 'success', playlist: f.playlist(idOf(query, 'playlist_id', 1)) }),
};
