import type { CallDeclaration, CallDocs } from '../contract/call.js';
import { actFields, pathValueNames, requiredParams, wireFields, wireName } from '../contract/call.js';
import { CALLS, type CallName } from '../contract/calls.js';
import { CALL_DOCS } from '../docs/call-docs.js';
import { z } from '../zod.js';
import type { Operation, Parameter } from './operations.js';

const ACCESS_NOTE: Record<CallDeclaration['access'], string> = {
  public: '',
  member: 'Members only: 401 `need_auth` for a visitor.',
  staff:
    'Staff only (moderators and admins): 401 `need_auth` for a visitor, 403 `no_permission` for a member.',
  admin: 'Admins only: 401 `need_auth` for a visitor, 403 `no_permission` for a member or a moderator.',
};

/** The schemas of path values that are not params. */
const PATH_VALUES: Record<string, z.ZodType> = { lifetime: z.int().min(0) };
const PATH_NOTES: Record<string, (d: CallDeclaration) => string> = {
  lifetime: (d) =>
    `Cache lifetime in seconds (${d.lifetime}${d.lifetimeOf ? '; 0 when the params ask it uncached: `fresh`, a search' : ''}); the CDN caches by path.`,
  bucket: () => 'Thousands of the id (`12345` → `12000`), or the first character of a dir.',
};

/** The notes of an operation: the declaration's own, who may call it, its error codes and its caching. */
function notes(d: CallDeclaration, docs: CallDocs): string {
  const errors = d.errors.length > 0 ? `Errors: ${d.errors.map((code) => `\`${code}\``).join(', ')}.` : '';
  const caching = d.lifetime > 0 ? `Cached ${d.lifetime} s.` : 'Never cached.';
  return [docs.description, ACCESS_NOTE[d.access], errors, caching].filter(Boolean).join(' ');
}

/**
 * The form a POST sends: its params, after the `act` (or `actField`, and `section`) that picks it when it
 * shares its path (an act without params still sends its `act`).
 */
function bodyOf(d: CallDeclaration, params: z.ZodObject | undefined): z.ZodObject {
  const picked = Object.entries(actFields(d)).map(([field, act]) => [field, z.literal(act)]);
  // Under the names of their form fields (`formFields`).
  const shape = wireFields(d, params?.shape ?? {});
  if (picked.length === 0 && !d.formFields) return params ?? z.object({});
  return z.object({ ...Object.fromEntries(picked), ...shape });
}

/** The media type of a POST's body: a form, or multipart for a call carrying files (its files binary parts). */
const bodyType = (d: CallDeclaration) =>
  d.body === 'multipart' ? ('multipart/form-data' as const) : ('application/x-www-form-urlencoded' as const);

/** The lifetime a fixed path writes in its query (`lifetimeParam`), after the params. */
function queryLifetime(d: CallDeclaration): Parameter[] {
  if (d.lifetimeParam === undefined) return [];
  const description = `Cache lifetime in seconds (${d.lifetime}), written in the query.`;
  return [
    {
      name: d.lifetimeParam,
      in: 'query',
      schema: PATH_VALUES.lifetime as z.ZodType,
      required: true,
      description,
    },
  ];
}

/** A declaration as an operation of the OpenAPI document: params in the query (GET) or a form body (POST). */
export function operationOf(name: string, d: CallDeclaration, docs: CallDocs): Operation {
  const required = new Set(requiredParams(d));
  const shape = d.params?.shape ?? {};
  const inPath = pathValueNames(d.path);
  // The path's values first (the lifetime, a derived shard, or a param), then the query's params.
  const pathParameters: Parameter[] = inPath.map((key) => ({
    name: key,
    in: 'path',
    schema: (shape[key] as z.ZodType | undefined) ?? PATH_VALUES[key] ?? z.string(),
    required: true,
    ...(PATH_NOTES[key] ? { description: PATH_NOTES[key](d) } : {}),
  }));
  const parameters: Parameter[] = [
    ...pathParameters,
    ...Object.entries(shape)
      .filter(([key]) => !inPath.includes(key) && !d.unsent?.includes(key))
      .map(([key, schema]) => ({
        // Under the name of its field on the wire (`formFields`).
        name: wireName(d, key),
        in: 'query' as const,
        schema: schema as z.ZodType,
        required: required.has(key),
      })),
    ...queryLifetime(d),
  ];
  return {
    id: name,
    method: d.method,
    path: d.path,
    summary: docs.summary,
    description: notes(d, docs),
    ...(d.method === 'get' && parameters.length > 0 ? { parameters } : {}),
    ...(d.method === 'post' && (d.params || d.act)
      ? { body: { type: bodyType(d), schema: bodyOf(d, d.params) } }
      : {}),
    // A navigation answers a redirect, not JSON.
    ...(d.redirect
      ? { redirect: { status: d.redirect, description: docs.description ?? docs.summary } }
      : { response: d.response, example: docs.example }),
    ...(d.lifetime > 0 || inPath.includes('lifetime') ? { lifetime: d.lifetime } : {}),
  };
}

/** Every declared call of contract/calls.ts as an operation. */
export const DECLARED_OPERATIONS: Operation[] = (Object.keys(CALLS) as CallName[]).map((name) =>
  operationOf(name, CALLS[name], CALL_DOCS[name]),
);
