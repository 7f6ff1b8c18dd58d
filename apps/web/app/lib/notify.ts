import type { SiteMessageKey } from '../messages';
import { siteEnglish } from './i18n/english';

/** Whether the site has a text under `key` (a §8 code's own message, e.g. `members.error.{code}`). */
export function hasSiteMessage(key: string): key is SiteMessageKey {
  return Object.hasOwn(siteEnglish().messages, key);
}

/**
 * The notification text key of an outcome (§8): `key` when the site has a text for it, else `fallback`
 * (the action's general error).
 */
export function messageKeyOr(key: string, fallback: SiteMessageKey): SiteMessageKey {
  return hasSiteMessage(key) ? key : fallback;
}
