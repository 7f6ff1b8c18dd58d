import type { CallName, FieldError } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { cacheFor } from '../http/cache.js';
import type { CallContext, CallHandler } from '../http/call.js';
import { badParams, fail, needAuth } from '../http/errors.js';
import { isStaff, type Viewer, viewerOf } from '../http/viewer.js';

/** The database or a transaction of it. */
export type Q = Kysely<Database>;

/** The parsed query of a staff read, or its field errors (every issue `invalid`, or `required`). */
function parseWith<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldError[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'params');
    if (seen.has(name)) continue;
    seen.add(name);
    errors.push({ field: name, code: input[name] === undefined ? 'required' : 'invalid' });
  }
  return { ok: false, errors };
}

/**
 * A staff read that is not declared in the contract (the report's picture, not JSON): GET `path`, never
 * cached, refused to visitors (401) and non-staff members (403) before its query is read; a bad query
 * answers 400 `invalid_params`. `allowed` says who else may read it instead of staff (custodians of records).
 */
export function staffGet<S extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  path: string,
  schema: S,
  handler: (ctx: {
    request: FastifyRequest;
    reply: FastifyReply;
    db: Db;
    viewer: Viewer;
    query: z.output<S>;
  }) => Promise<unknown>,
  /** Who may read it (default: staff), asked per request. */
  allowed?: (viewer: Viewer) => boolean | Promise<boolean>,
): void {
  app.get(path, async (request, reply) => {
    cacheFor(reply, 0);
    const viewer = viewerOf(request);
    // 401 to a visitor, 403 to a member who is not allowed. (Not through an async helper returning the
    // reply: a reply is thenable, and awaiting it would wait for the answer and go on.)
    if (!viewer) return needAuth(reply);
    if (!(await (allowed ?? isStaff)(viewer))) return fail(reply, 403, 'no_permission');
    const raw: Record<string, unknown> = {};
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      // A NUL byte cannot be in PostgreSQL text: refused here, not by the database (a 500, #11).
      if (Array.isArray(value) || (typeof value === 'string' && value.includes('\u0000')))
        return badParams(reply, [{ field: name, code: 'invalid' }]);
      if (value !== '') raw[name] = value;
    }
    const parsed = parseWith(schema, raw);
    if (!parsed.ok) return badParams(reply, parsed.errors);
    return handler({ request, reply, db, viewer, query: parsed.value });
  });
}

/** What a console call's handler gets: its declared call's context (params read, access checked) and the database. */
export type StaffCallContext<N extends CallName> = CallContext<N> & { db: Db };

/** A console call's handler (contract/moderation-calls.ts) given the database. */
export function staffCall<N extends CallName>(
  db: Db,
  run: (ctx: StaffCallContext<N>) => ReturnType<CallHandler<N>>,
): CallHandler<N> {
  return (ctx) => run({ ...ctx, db });
}

/** A page's offset. */
export const offsetOf = (page: number, size: number) => (page - 1) * size;

export { iso, isoOrNull } from '../lib/time.js';

/** Whole seconds between two instants (never below 0). */
export const secondsBetween = (from: Date | string, to: Date | string | number): number =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));

/** A member reference `{user_id, username}` of a joined row, or null. */
export function refOf(
  id: number | null,
  username: string | null,
): { user_id: number; username: string } | null {
  return id === null || username === null ? null : { user_id: id, username };
}

/** The total of a count(*) (a string from `pg`). */
export const total = (row: { n: number | string | bigint } | undefined): number => Number(row?.n ?? 0);
