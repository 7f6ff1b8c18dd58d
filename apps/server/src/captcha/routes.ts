import type { CaptchaChallenge } from '@site/api';
import { type CallHandler, refuse } from '../http/call.js';
import type { CaptchaProvider } from './provider.js';

/**
 * `GET /api/captcha.php` (the declared auth.captchaChallenge, served by calls.ts): a fresh challenge from
 * the captcha provider, for the widget in the sign-up, login and restore forms, which sends the solved token as `tok`. Decision: §7 only says the token comes
 * from "a captcha provider" and shows no path; this one follows the API's `.php` naming. Every answer is
 * new and single-use, so `Cache-Control: private, no-store` keeps caches and the response cache from
 * sharing one. A provider without a challenge answers 404 `not_found`.
 */
export function captchaChallenge(provider: CaptchaProvider): CallHandler<'auth.captchaChallenge'> {
  return async () => {
    const challenge = await provider.challenge();
    if (challenge === null || challenge === undefined) throw refuse(404, 'not_found');
    // The provider's challenge is sent as it is, as before: the widget, not this server, reads its fields.
    return challenge as CaptchaChallenge;
  };
}
