import { errorCode } from '@site/api';
import type { SiteTranslator } from '../../lib/i18n';
import { type SiteMessageKey, siteEn } from '../../messages';

const isKey = (key: string): key is SiteMessageKey => Object.hasOwn(siteEn, key);

/**
 * The §8 notification of an action's outcome: `video.notify.{action}_{code}` when the site has that text,
 * else `{action}_general_error` (vote_already_voted, subscribe_self_subscribe…).
 */
export function notifyText(
  t: SiteTranslator['t'],
  action: 'vote' | 'subscribe' | 'unsubscribe' | 'download',
  error: unknown,
): string {
  const specific = `video.notify.${action}_${errorCode(error)}`;
  if (isKey(specific)) return t(specific);
  const general = `video.notify.${action}_general_error`;
  return t(isKey(general) ? general : 'video.notify.subscribe_general_error');
}
