import {
  custodianRecordsQuerySchema,
  downloadRequestsQuerySchema,
  moderationAnalyticsQuerySchema,
  moderationAppealsQuerySchema,
  moderationAuditQuerySchema,
  moderationMembersQuerySchema,
  moderationQueueQuerySchema,
  moderationReportsQuerySchema,
  moderationTakedownsQuerySchema,
  moderationUploadersQuerySchema,
} from '@site/api/contract';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A console list's filters and page from the address (`?status=open&page=2`): the URL parameters carry
 * the API's own names, each kept only when valid (a bad one is dropped, never a failed page), defaults
 * filled. Loaders and components read them alike, so the prefetched query keys match.
 */
interface SearchSchema<T> {
  shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
  parse: (value: unknown) => T;
}

function fromSearch<T>(schema: SearchSchema<T>, search: URLSearchParams): T {
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = search.get(key);
    if (value !== null && value !== '' && field.safeParse(value).success) raw[key] = value;
  }
  return schema.parse(raw);
}

export const queueParams = (search: URLSearchParams) => fromSearch(moderationQueueQuerySchema, search);
export const reportsParams = (search: URLSearchParams) => fromSearch(moderationReportsQuerySchema, search);
export const takedownsParams = (search: URLSearchParams) =>
  fromSearch(moderationTakedownsQuerySchema, search);
export const downloadRequestsParams = (search: URLSearchParams) =>
  fromSearch(downloadRequestsQuerySchema, search);
export const appealsParams = (search: URLSearchParams) => fromSearch(moderationAppealsQuerySchema, search);
/** /moderation/uploaders/ (#31): `?status=` (default pending), `?page=`. */
export const uploadersParams = (search: URLSearchParams) =>
  fromSearch(moderationUploadersQuerySchema, search);
/** /moderation/records/ (#31 item 2): `?page=`. */
export const recordsParams = (search: URLSearchParams) => fromSearch(custodianRecordsQuerySchema, search);
export const membersParams = (search: URLSearchParams) => fromSearch(moderationMembersQuerySchema, search);
export const analyticsParams = (search: URLSearchParams) =>
  fromSearch(moderationAnalyticsQuerySchema, search);
export const auditParams = (search: URLSearchParams) => fromSearch(moderationAuditQuerySchema, search);

/** The selected video of the review queue (`?video=`), or null. */
export function selectedVideo(search: URLSearchParams): number | null {
  const id = Number(search.get('video'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The address's search with `patch` applied (null or '' removes a parameter). Changing a filter starts
 * again at page 1 unless the patch sets the page; page 1 is left out.
 */
export function patchSearch(
  search: URLSearchParams,
  patch: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (!('page' in patch)) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) {
      next.delete(key);
    } else next.set(key, String(value));
  }
  return next;
}

/** `?query` of a search, or '' when it is empty. */
export function searchText(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Console lists keep their filters and pages in the address; the page's own queries follow them in the
 * browser, so a change of the search alone does not ask the server loader again.
 */
export function consoleShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
