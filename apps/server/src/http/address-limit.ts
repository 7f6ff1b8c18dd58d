import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { fail } from './errors.js';

/** The address a limit counts: an IPv6 client by its /64 (one subscriber), as the plugin's default does. */
export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

export interface AddressLimit {
  /** The limit's own prefix in the shared store's namespace (lib/shared-state.ts): `report`, `bot`, … */
  name: string;
  /** Requests one address may make per window. */
  max: number;
  /** The window: milliseconds or @fastify/rate-limit's words ('1 minute', '1 hour'). */
  timeWindow: number | string;
  /** Which requests count; the others pass uncounted (default: every request of the route). */
  counts?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

/**
 * A route's `onRequest` hook holding each client address to `max` requests a window, on @fastify/rate-limit's
 * limiter (`app.createRateLimit`, whose counts are the server's shared state, so every process counts against
 * the same limit). Checked before the body is read: a client over the limit costs no parsing. Over it, the
 * contract's 429 `too_many_attempts` with `retry-after`.
 */
export function addressLimit(app: FastifyInstance, limit: AddressLimit): onRequestHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}|${addressOf(request)}`,
  });
  return async (request, reply) => {
    if (limit.counts && !(await limit.counts(request))) return;
    const state = await check(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', state.ttlInSeconds);
      return fail(reply, 429, 'too_many_attempts');
    }
  };
}
