import type { ErrorResponse, FieldError } from '@site/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { cacheFor } from './cache.js';
import { firstPerField } from './fields.js';

/**
 * The one way the server answers a failure: its status and §8 code (with field errors for
 * `invalid_params`), in the contract's ErrorResponse shape, never cached unless `lifetime` says so (a
 * missing object of a cached path may be cached a while).
 */
export function fail(
  reply: FastifyReply,
  status: number,
  code: string,
  errors?: FieldError[],
  lifetime = 0,
  /** Fields the call's failures carry beside code and errors (a declaration's `failureFields`). */
  extra?: Readonly<Record<string, unknown>>,
) {
  cacheFor(reply, lifetime);
  const body: ErrorResponse = { code, ...extra, ...(errors ? { errors } : {}) };
  return reply.code(status).send(body);
}

/** 401 `need_auth`: the call needs a signed-in member (§5, §6). */
export const needAuth = (reply: FastifyReply) => fail(reply, 401, 'need_auth');
/** 403 `no_permission`: the member may not do this (§6). */
export const noPermission = (reply: FastifyReply) => fail(reply, 403, 'no_permission');
/** 404 `not_found`: the object does not exist (or is not the viewer's to see). */
export const notFound = (reply: FastifyReply) => fail(reply, 404, 'not_found');
/** 400 `invalid_params` naming each bad field (the first error of each). */
export const badParams = (
  reply: FastifyReply,
  errors: FieldError[],
  extra?: Readonly<Record<string, unknown>>,
) => fail(reply, 400, 'invalid_params', firstPerField(errors), 0, extra);

/** The field errors of a zod error, by path (renamed where the call names the field otherwise). */
export function zodFieldErrors(error: z.ZodError, renames: Record<string, string> = {}): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || 'params';
    return { field: renames[field] ?? field, code: issue.code };
  });
}
