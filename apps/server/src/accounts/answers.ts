import type { ErrorResponse, FieldError } from '@site/api';
import type { FastifyReply } from 'fastify';
import { cacheFor } from '../http/cache.js';
import { refuse as refusal } from '../http/call.js';

/** A refused account act not declared (images.ts): the status, the code, the field errors where they apply; never cached. */
export function refuse(reply: FastifyReply, status: number, code: string, errors?: FieldError[]) {
  cacheFor(reply, 0);
  const body: ErrorResponse = { code, ...(errors && errors.length > 0 ? { errors } : {}) };
  return reply.code(status).send(body);
}

/** A refusal of a declared account call: its field errors only when there are any, as the acts answered. */
export const refused = (status: number, code: string, errors?: FieldError[]) =>
  refusal(status, code, errors && errors.length > 0 ? errors : undefined);

/** 429 `too_many_attempts` (§8): a rate limit of accounts/limits.ts is used up. */
export const tooMany = () => refusal(429, 'too_many_attempts');

/** 403 `bot_detected` (§8): the captcha token is missing, wrong or used. */
export const botDetected = () => refusal(403, 'bot_detected', [{ field: 'tok', code: 'bot_detected' }]);

/** 503 `general_error`: the mail could not be sent (the account or link was taken back). */
export const mailFailed = () => refusal(503, 'general_error');

/** Drops the nulls of a list of checks. */
export const errorsOf = (checks: (FieldError | null)[]): FieldError[] =>
  checks.filter((e): e is FieldError => e !== null);
