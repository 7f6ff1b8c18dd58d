import { STORAGE_KEYS } from '@site/api';
import { sitePath } from '@site/api/display';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cookieOptions } from '../http/session.js';

/**
 * The age gate's answer (§4, #27): apps/web renders the question at this path, as a page of its own, in
 * place of any content for a visitor of the listed countries who has not confirmed their age; its form
 * posts here. The confirmation is kept a year in the age cookie, and the visitor goes back to the page
 * they asked for. A plain form post, so it works without script; the CSRF check (http/session.ts, the
 * form's `_csrf` field) keeps another site from confirming for the visitor.
 */
export const AGE_CHECK_PATH = '/age-check/';

const AGE_COOKIE_SECONDS = 365 * 24 * 3600;

const answerSchema = z.object({ return: z.string().max(2048).optional() });

export function ageCheckRoute(app: FastifyInstance): void {
  app.post(AGE_CHECK_PATH, async (request, reply) => {
    const answer = answerSchema.safeParse(request.body ?? {});
    reply.setCookie(STORAGE_KEYS.ageCookie, '1', { ...cookieOptions(), maxAge: AGE_COOKIE_SECONDS });
    reply.header('cache-control', 'private, no-store');
    return reply.redirect(sitePath(answer.success ? answer.data.return : undefined), 303);
  });
}
