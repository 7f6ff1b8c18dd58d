import { TEXT_LIMITS } from '../contract/constants.js';
import { DATE_FILTER_DISABLED_SORTS } from '../contract/values.js';

/** §3: the date filter is disabled when sorting by latest-updates, longest or most-commented. */
export function isDateFilterDisabled(sort: string): boolean {
  return (DATE_FILTER_DISABLED_SORTS as readonly string[]).includes(sort);
}

/** §2/§9: the active-filter counter counts filters that are set and not 'all'. */
export function activeFilterCount(
  filters: Record<string, string | number | null | undefined>,
  keys: readonly string[] = Object.keys(filters),
): number {
  return keys.filter((key) => {
    const value = filters[key];
    return value !== undefined && value !== null && value !== '' && value !== 'all';
  }).length;
}

/**
 * §9: pagination shows 2 pages each side of the current one, a window of 5 that shifts at the ends so it
 * keeps 5 pages when there are that many (decision).
 */
export function paginationWindow(current: number, totalPages: number, side = 2): number[] {
  if (totalPages < 1) return [];
  const size = Math.min(totalPages, side * 2 + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - side), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The number of pages of a list. */
export function pageCount(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0;
}

/** §4: suggestions for 2 to 100 trimmed characters; outside that range, none (null clears them). */
export function suggestQuery(input: string): string | null {
  const q = input.trim();
  return q.length >= TEXT_LIMITS.suggestMin && q.length <= TEXT_LIMITS.suggestMax ? q : null;
}

/** §4: submitting a search needs at least 3 characters. */
export function canSubmitSearch(input: string): boolean {
  return input.trim().length >= TEXT_LIMITS.searchMin;
}

/** §4: saves a term to recent searches, most recent first, the last 3 kept. */
export function pushRecentSearch(recent: readonly string[], term: string): string[] {
  const t = term.trim();
  return [t, ...recent.filter((r) => r !== t)].slice(0, TEXT_LIMITS.lastSearches);
}
