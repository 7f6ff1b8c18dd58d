import { errorCode } from '@site/api';
import type { SiteTranslator } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';

/**
 * The §8 notification of a vote that failed: `video.notify.vote_{code}` when the site has that text
 * (vote_already_voted, vote_need_auth), else the vote's general error.
 */
export function notifyText(t: SiteTranslator['t'], action: 'vote', error: unknown): string {
  return t(
    messageKeyOr(`video.notify.${action}_${errorCode(error)}`, `video.notify.${action}_general_error`),
  );
}
