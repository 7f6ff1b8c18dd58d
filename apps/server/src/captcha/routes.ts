import type { FastifyInstance } from 'fastify';
import { cacheFor } from '../http/cache.js';
import type { CaptchaProvider } from './provider.js';

/**
 * `GET /api/captcha.php`: a fresh challenge from the captcha provider, for the widget in the sign-up,
 * login and restore forms, which sends the solved token as `tok`. Decision: §7 only says the token comes
 * from "a captcha provider" and shows no path; this one follows the API's `.php` naming. Every answer is
 * new and single-use, so `Cache-Control: private, no-store` keeps caches and the response cache from
 * sharing one. A provider without a challenge answers 404 `not_found`.
 */
export function captchaRoutes(app: FastifyInstance, provider: CaptchaProvider): void {
  app.get('/api/captcha.php', async (_request, reply) => {
    cacheFor(reply, 0);
    const challenge = await provider.challenge();
    if (challenge === null || challenge === undefined) return reply.code(404).send({ code: 'not_found' });
    return reply.send(challenge);
  });
}
