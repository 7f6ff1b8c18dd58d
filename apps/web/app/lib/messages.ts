/**
 * @deprecated English only: use `useT()` (components) or `translator(lang)` (meta) from `lib/i18n`.
 * Kept while the pages move to the page's language; removed when none uses it.
 */
import { type SiteMessageKey, siteEn } from '../messages';
import type { TextKey } from './i18n';
import { translator } from './i18n/translate';

export type { SiteMessageKey };
export const siteMessages = siteEn;

export function tSite(key: TextKey, params: Record<string, string | number> = {}): string {
  return translator('en').t(key, params);
}

export { hasSiteMessage } from './notify';
