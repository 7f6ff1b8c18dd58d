/**
 * The local age-assurance provider: a provider that lives in this server, for development and tests
 * without a network. Its page (GET LOCAL_AGE_PATH) asks for a date of birth; its form (POST) sends the
 * visitor back to the site's callback with a signed result, as a real provider would. Anyone can type a
 * date, so it assures nothing: the server offers it in production only when ALLOW_FAKE_AGE_CHECK says so
 * (config.ts), which only a demo should.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bodyFields } from '../http/body.js';
import { fail } from '../http/errors.js';
import { field } from '../http/fields.js';
import { CSRF_FIELD, issueCsrf } from '../http/session.js';
import { escapeHtml } from '../lib/html.js';
import { AGE_CALLBACK_PATH, type AgeProvider, readSignedResult, signResult } from './provider.js';

export const LOCAL_AGE_PROVIDER = 'local';
export const LOCAL_AGE_PATH = '/age-check/local/';

const stateSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const birthSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export function createLocalAgeProvider(options: { siteUrl: string; secret: string }): AgeProvider {
  return {
    name: LOCAL_AGE_PROVIDER,
    startUrl: (state) => `${options.siteUrl}${LOCAL_AGE_PATH}?${new URLSearchParams({ state })}`,
    readResult: (query, nowSeconds) => readSignedResult(options.secret, query, nowSeconds),
  };
}

/** Whether someone born on `birth` (YYYY-MM-DD) is 18 or older on `now`'s day (UTC). */
export function isAdult(birth: string, now: Date): boolean {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const adultOn = Date.UTC(y + 18, m - 1, d);
  return adultOn <= Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function page(reply: FastifyReply, state: string, csrf: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local age check</title></head>
<body><main><h1>Local test age check</h1><p>No real check: this provider runs inside the site for development. A real provider checks a document, a face or a bank record here.</p>
<form method="post"><input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
<label>Date of birth <input name="birth" type="date" required></label> <button type="submit">Check my age</button></form></main></body></html>`;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

/** The local provider's page and its form's action (only mounted when the local provider is offered). */
export function localAgeProviderRoutes(
  app: FastifyInstance,
  options: { secret: string; now: () => number },
): void {
  app.get<{ Querystring: { state?: string } }>(LOCAL_AGE_PATH, async (request, reply) => {
    const state = stateSchema.safeParse(request.query.state);
    if (!state.success) return fail(reply, 400, 'invalid_params', [{ field: 'state', code: 'invalid' }]);
    return page(reply, state.data, issueCsrf(request, reply));
  });
  app.post(LOCAL_AGE_PATH, async (request, reply) => {
    const fields = bodyFields(request);
    const state = stateSchema.safeParse(fields ? field(fields, 'state') : undefined);
    const birth = birthSchema.safeParse(fields ? field(fields, 'birth') : undefined);
    if (!state.success || !birth.success) {
      return fail(reply, 400, 'invalid_params', [
        ...(state.success ? [] : [{ field: 'state', code: 'invalid' }]),
        ...(birth.success ? [] : [{ field: 'birth', code: 'invalid' }]),
      ]);
    }
    const now = options.now();
    const result = signResult(
      options.secret,
      state.data,
      isAdult(birth.data, new Date(now)),
      Math.floor(now / 1000),
    );
    reply.header('cache-control', 'private, no-store');
    return reply.redirect(`${AGE_CALLBACK_PATH}?${new URLSearchParams(result)}`, 303);
  });
}
