import { errorCode } from '@site/api';
import type { SiteTranslator } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';

/**
 * The §8 notification of an action's outcome: `video.notify.{action}_{code}` when the site has that text,
 * else `{action}_general_error` (vote_already_voted, subscribe_self_subscribe…).
 */
export function notifyText(
  t: SiteTranslator['t'],
  action: 'vote' | 'subscribe' | 'unsubscribe' | 'download',
  error: unknown,
): string {
  const general = messageKeyOr(
    `video.notify.${action}_general_error`,
    'video.notify.subscribe_general_error',
  );
  return t(messageKeyOr(`video.notify.${action}_${errorCode(error)}`, general));
}
