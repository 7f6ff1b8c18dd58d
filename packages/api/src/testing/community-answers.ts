import type { CallName } from '../contract/calls.js';
import * as f from '../docs/fixtures.js';

/** A positive id of the query, else the fallback (the mock answers whatever it is asked). */
const idOf = (query: URLSearchParams, name: string, fallback: number) => {
  const n = Number(query.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** The mock API's answers to the community's calls that follow what they are asked (community-calls.ts). */
export const COMMUNITY_ANSWERS: Partial<
  Record<CallName, (query: URLSearchParams, fields: Record<string, string>) => object>
> = {
  'playlists.get': (query) => ({ code: 'success', playlist: f.playlist(idOf(query, 'playlist_id', 1)) }),
};
