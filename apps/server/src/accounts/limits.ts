import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressOf } from '../http/address-limit.js';
import { bodyFields } from '../http/body.js';
import { field } from '../http/fields.js';

/**
 * Rate limits of the account calls that send mail or create accounts, on @fastify/rate-limit's limiter
 * (`app.createRateLimit`): checked inside the handler rather than as a route hook, because one route
 * (/api/signup.php) carries several acts with their own limits and the answer must be the contract's 429
 * `too_many_attempts`. The counts are the server's shared state (lib/shared-state.ts: the database, or
 * Redis), so every server process counts against the same limit.
 */

export const ACCOUNT_LIMITS = {
  /** Accounts created from one address. */
  signupsPerAddress: { max: 5, timeWindow: 60 * 60 * 1000 },
  /** Restore requests from one address (found or not: eml_not_found tells whether an address exists). */
  restoresPerAddress: { max: 10, timeWindow: 60 * 60 * 1000 },
  /** Restore mails to one address. */
  restoresPerEmail: { max: 3, timeWindow: 60 * 60 * 1000 },
} as const;

export interface Limiter {
  /** Whether the request's key has used up its limit (counts nothing). */
  spent(request: FastifyRequest): Promise<boolean>;
  /** Counts the request; true when it went over the limit. */
  hit(request: FastifyRequest): Promise<boolean>;
}

function limiter(
  app: FastifyInstance,
  limit: { max: number; timeWindow: number },
  keyOf: (request: FastifyRequest) => string,
): Limiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: keyOf,
  });
  return {
    async spent(request) {
      const state = await check(request, { increment: false });
      return !state.isAllowed && state.remaining <= 0;
    },
    async hit(request) {
      const state = await check(request);
      return !state.isAllowed && state.isExceeded;
    },
  };
}

export interface AccountLimiters {
  signups: Limiter;
  restoresByAddress: Limiter;
  restoresByEmail: Limiter;
}

export function accountLimiters(app: FastifyInstance): AccountLimiters {
  return {
    signups: limiter(app, ACCOUNT_LIMITS.signupsPerAddress, (r) => `signup|${addressOf(r)}`),
    restoresByAddress: limiter(app, ACCOUNT_LIMITS.restoresPerAddress, (r) => `restore|${addressOf(r)}`),
    restoresByEmail: limiter(app, ACCOUNT_LIMITS.restoresPerEmail, (r) => {
      const fields = bodyFields(r);
      const email = fields ? (field(fields, 'eml') ?? '') : '';
      return `restore-email|${email.trim().toLowerCase()}`;
    }),
  };
}
