import { errorCode } from '@site/api';
import type { SiteMessageKey } from '../messages';
import { siteEnglish } from '../messages/english';

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

/**
 * The one way a failed call becomes a text key (§8 "the notification for the server code"): the code's own
 * text under `prefix` (`members.error.`, `subscription.subscribe_`, `video.notify.vote_`) when the site
 * has it, else `fallback`, the action's general error.
 */
export function errorKeyOf(error: unknown, prefix: string, fallback: SiteMessageKey): SiteMessageKey {
  return messageKeyOr(`${prefix}${errorCode(error)}`, fallback);
}
