import {
  ALL,
  COUNTRY_PATTERN,
  callParams,
  MEMBER_FILTER_VALUES,
  MEMBER_SORTS,
  MEMBER_SUB_PAGES,
  type MemberListParams,
  type MemberSubPage,
  TEXT_LIMITS,
} from '@site/api';
import { parsePage } from './list-params';

/** A member id of a path (`/members/7/`): a canonical positive integer, else null. */
export function parseUserId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export function isMemberSubPage(value: string | undefined): value is MemberSubPage {
  return value !== undefined && (MEMBER_SUB_PAGES as readonly string[]).includes(value);
}

export interface MemberSectionParams {
  userId: number;
  sub: MemberSubPage;
  page: number;
}

/** `/members/{user_id}/{sub}/{page}/` (§2): null (404) for an unknown sub-page, id or page. */
export function memberSectionParams(params: {
  userId?: string | undefined;
  sub?: string | undefined;
  page?: string | undefined;
}): MemberSectionParams | null {
  const userId = parseUserId(params.userId);
  const page = parsePage(params.page);
  if (userId === null || page === null || !isMemberSubPage(params.sub)) return null;
  return { userId, sub: params.sub, page };
}

/** The query parameters of the community that filter or sort it (§2); `search` is free text. */
export const COMMUNITY_QUERY_KEYS = [
  'sort',
  'search',
  'country',
  'sex',
  'age',
  'with_avatar',
  'relationship',
  'orientation',
] as const;

/**
 * `/community/` and `/community/{page}/` with optional sort, search, country, sex, age, with_avatar,
 * relationship and orientation (§2). Null (404) when the page or any value is not one of §3's.
 */
export function communityParams(params: { page?: string | undefined }, url: URL): MemberListParams | null {
  const page = parsePage(params.page);
  if (page === null) return null;
  const input: Record<string, unknown> = { section: 'all', page };
  for (const key of COMMUNITY_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value === null || value === '') continue;
    if (!knownValue(key, value)) return null;
    input[key] = value;
  }
  if (typeof input.search === 'string' && input.search.trim() === '') delete input.search;
  return callParams('members.list', input);
}

/** Whether a query's value is in its value set (§3), as the contract's schema takes it. */
function knownValue(key: (typeof COMMUNITY_QUERY_KEYS)[number], value: string): boolean {
  if (key === 'sort') return (MEMBER_SORTS as readonly string[]).includes(value);
  if (key === 'search') return value.trim().length <= TEXT_LIMITS.searchMax;
  if (key === 'country') return value === ALL || COUNTRY_PATTERN.test(value);
  return value === ALL || (MEMBER_FILTER_VALUES[key] as readonly string[]).includes(value);
}
