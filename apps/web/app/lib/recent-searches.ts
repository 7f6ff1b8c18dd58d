import { STORAGE_KEYS, TEXT_LIMITS } from '@site/api';
import { pushRecentSearch } from '@site/api/display';
import { safeStorage } from './settings';

/** §3 local storage: the last searches, most recent first. */
export const RECENT_SEARCHES_KEY = STORAGE_KEYS.lastSearches;

/** The saved searches, most recent first (at most 3, §9); empty when storage is missing or holds garbage. */
export function readRecentSearches(storage: Storage | undefined = safeStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((term): term is string => typeof term === 'string').slice(0, TEXT_LIMITS.lastSearches)
      : [];
  } catch {
    return [];
  }
}

/** §4: a submitted term goes first, an earlier copy of it is dropped, the last 3 stay. Returns the list. */
export function saveRecentSearch(term: string, storage: Storage | undefined = safeStorage()): string[] {
  if (!term.trim()) return readRecentSearches(storage);
  const next = pushRecentSearch(readRecentSearches(storage), term);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the list lives for this page only.
  }
  return next;
}
