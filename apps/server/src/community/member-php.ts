import { ENDPOINTS, type FieldError } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type Viewer, viewerOf } from '../http/viewer.js';
import { sendBadParams } from './params.js';

/** The fields of a form-encoded body: each name once (a repeated name is kept as a list, and refused). */
export type FormFields = Record<string, string | string[]>;

/** What an act of /api/member.php gets: the parsed fields and the viewer (from the session, never a field). */
export interface MemberActContext {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  fields: FormFields;
  viewer: Viewer | null;
}

/** One act of /api/member.php: answers the body, or sends its own reply (and returns it). */
export type MemberAct = (context: MemberActContext) => Promise<unknown>;

const FORM = 'application/x-www-form-urlencoded';
/** Form bodies of this endpoint are small (the profile edit is the largest); uploads come as multipart. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Parses a form-encoded body; a name given twice keeps all its values so the act can refuse it. */
export function parseForm(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const had = fields[name];
    if (had === undefined) fields[name] = value;
    else fields[name] = Array.isArray(had) ? [...had, value] : [had, value];
  }
  return fields;
}

/** The body as fields: a form, or a flat JSON object of strings and numbers; null for anything else. */
function fieldsOf(body: unknown): FormFields | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields: FormFields = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) fields[name] = value;
    else return null;
  }
  return fields;
}

/** A single-valued field, or undefined (absent or repeated; the caller names it as invalid). */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** A field error for a field given more than once. */
export function repeatedFields(fields: FormFields, names: readonly string[]): FieldError[] {
  return names
    .filter((name) => Array.isArray(fields[name]))
    .map((name) => ({ field: name, code: 'invalid' }));
}

/**
 * POST /api/member.php: the dispatcher of the member acts (§7). `acts` maps each `act` to its handler;
 * this issue brings `user` (a read: the lifetime-0 form of the member call); the writes add theirs here.
 * An unknown or missing act answers 400 `invalid_params` on `act`. Every answer is `private, no-store`.
 * CSRF protection comes with sessions (the writes); `act=user` reads only.
 *
 * Registered in its own encapsulated context, so its form parser does not clash with one added elsewhere.
 */
export function memberPhpRoute(app: FastifyInstance, db: Db, acts: Readonly<Record<string, MemberAct>>) {
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(
        FORM,
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_req, body, done) => done(null, parseForm(String(body))),
      );
    }
    scope.post(ENDPOINTS.member, async (request, reply) => {
      cacheFor(reply, 0);
      const fields = fieldsOf(request.body ?? {});
      if (!fields) return sendBadParams(reply, [{ field: 'body', code: 'invalid' }]);
      const name = field(fields, 'act');
      const act = name !== undefined && Object.hasOwn(acts, name) ? acts[name] : undefined;
      if (!act) {
        return sendBadParams(reply, [
          { field: 'act', code: fields.act === undefined ? 'required' : 'invalid' },
        ]);
      }
      return act({ request, reply, db, fields, viewer: viewerOf(request) });
    });
  });
}
