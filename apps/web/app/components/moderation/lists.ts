import { type ApiClient, errorCode, type MemberRef } from '@site/api';
import { moderationQueries } from '@site/api/query';
import type { ModerationLoadState } from '@site/ui/moderation';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { patchSearch, searchText } from './params';

/** A read's state as the console components take it (skeleton, error with retry). */
export function loadState(query: UseQueryResult<unknown>): ModerationLoadState {
  return {
    loading: query.isPending,
    error: query.isError ? errorCode(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/** The staff members (for the assignee and actor filters): the members list filtered to staff. */
export const staffQuery = (api: ApiClient) => moderationQueries.members(api, { filter: 'staff' });

export function useStaff(api: ApiClient, viewer: MemberRef): MemberRef[] {
  const query = useQuery(staffQuery(api));
  const others = (query.data?.members ?? [])
    .filter((m) => m.user_id !== viewer.user_id)
    .map((m) => ({ user_id: m.user_id, username: m.username }));
  return [{ user_id: viewer.user_id, username: viewer.username }, ...others];
}

/**
 * The address's filters as a console list keeps them: `change(patch)` writes them into the URL (back
 * page 1), `hrefForPage` the address of another page of the same list.
 */
export function useListAddress() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return {
    search,
    change: (patch: Record<string, string | number | null | undefined>) =>
      setSearch(patchSearch(search, patch), { preventScrollReset: true }),
    hrefForPage: (page: number) => `${pathname}${searchText(patchSearch(search, { page }))}`,
  };
}
