import {
  type CallDeclaration,
  type CallName,
  type Calls,
  type FieldError,
  pathLifetimes,
  pathValueNames,
  pickDeclaration,
  readPath,
  routePattern,
  textRules,
  wireName,
} from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldsOf, readPostBody, type UploadedFile } from './body.js';
import { cacheFor } from './cache.js';
import { badParams, fail, needAuth, noPermission } from './errors.js';
import { CANONICAL_NUMBER, controlCharacterErrors, type FormFields, field, readFields } from './fields.js';
import { type CheckedFile, checkFiles, fileFieldErrors, fileNames } from './file-params.js';
import { readLifetime } from './path-params.js';
import { isStaff, type Viewer, viewerOf } from './viewer.js';

/**
 * The server's side of a declared call (contract/calls.ts in @site/api): the route at the declared path
 * and method, the access check (401 `need_auth`, 403 `no_permission`), the params read through the
 * declared schema (400 `invalid_params` naming each bad field, §5) and the caching of the declared
 * lifetime. The handler gets the parsed params and the viewer, and answers the declared response, or
 * throws `refuse(status, code)` with one of the declared error codes.
 */

type Declared<N extends CallName> = Calls[N];
/** The params a handler gets: a multipart call's files come apart, in `files`. */
type Params<N extends CallName> =
  Declared<N> extends { params: infer P extends z.ZodType }
    ? Declared<N> extends { accountFieldRules: true }
      ? { [K in keyof z.input<P>]?: string }
      : Omit<z.output<P>, Declared<N> extends { files: infer F } ? keyof F : never>
    : Record<string, never>;
/** The file params of a multipart call, judged by content: one its params may leave out may be absent. */
type Files<N extends CallName> =
  Declared<N> extends { files: infer F; params: infer P extends z.ZodType }
    ? {
        [K in keyof F & keyof z.output<P>]: undefined extends z.output<P>[K]
          ? CheckedFile | undefined
          : CheckedFile;
      }
    : Record<string, never>;

export interface CallContext<N extends CallName> {
  params: Params<N>;
  /** The files of a multipart call (CallDeclaration `files`), each checked by its rule. */
  files: Files<N>;
  /**
   * The seconds the answer is cached: the lifetime its path asks (a cached path of §7), else the declared
   * one. A handler may narrow it with `cacheFor` (a personal answer, a shorter lifetime).
   */
  lifetime: number;
  /** The signed-in member; never null for a call that is not public. */
  viewer: Declared<N>['access'] extends 'public' ? Viewer | null : Viewer;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<N extends CallName> = (
  context: CallContext<N>,
) => Promise<z.input<Declared<N>['response']> | JsonText>;

/**
 * An answer whose JSON the database already wrote (a page of cards built by `json_agg`): sent as it is,
 * rather than parsed only to be written again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A failure a handler answers with: its status, a §8 code its declaration lists, and field errors. */
export class Refusal extends Error {
  /** Seconds the failure may be cached (0: never). */
  lifetime = 0;
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors?: FieldError[],
  ) {
    super(code);
  }
  /** Lets a cache keep the failure (a missing object of a cached path may appear later: keep it briefly). */
  cachedFor(seconds: number): this {
    this.lifetime = seconds;
    return this;
  }
}

/** `throw refuse(404, 'video_not_found')`: answers the failure (never cached). */
export const refuse = (status: number, code: string, errors?: FieldError[]) =>
  new Refusal(status, code, errors);

/** The codes every declaration may answer without listing them: a bad param, and those of its access. */
function implied(declaration: CallDeclaration): string[] {
  const { access } = declaration;
  if (access === 'public') return ['invalid_params'];
  return access === 'member'
    ? ['invalid_params', 'need_auth']
    : ['invalid_params', 'need_auth', 'no_permission'];
}

/**
 * Under test, a code the declaration does not list fails loudly, so the declarations (and the OpenAPI
 * document made from them) say every code a call can answer.
 */
function checkDeclared(name: string, declaration: CallDeclaration, code: string): void {
  if (!process.env.VITEST || declaration.errors.includes(code) || implied(declaration).includes(code)) return;
  throw new Error(`${name} answered ${code}, which its declaration in contract/calls.ts does not list`);
}

export type Route = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The values of a request's cached path, and the errors of its lifetime and derived values. */
interface PathRead {
  values: Record<string, string>;
  lifetime: number | undefined;
}

/**
 * Reads the values of a declared cached path (`{name}` segments) from the route's params: 400 on the
 * segment whose shape is wrong; the lifetime read apart (http/path-params.ts `readLifetime`).
 */
function readPathValues(
  declaration: CallDeclaration,
  request: FastifyRequest,
  errors: FieldError[],
): PathRead | FieldError {
  const read = readPath(declaration.path, request.params as Record<string, unknown>);
  if (!read.ok) return { field: read.field, code: 'invalid' };
  const { lifetime: raw, ...values } = read.values;
  // A bad lifetime is an error on `lifetime`: the call answers 400 before the value returned is used.
  return { values, lifetime: raw === undefined ? undefined : readLifetime(raw, errors) };
}

/** The derived values of a path (`derive`) that do not match the params read: `invalid` on each. */
function derivedErrors(
  declaration: CallDeclaration,
  values: Record<string, string>,
  params: object,
): FieldError[] {
  const derive = (declaration.derive ?? {}) as Record<string, (p: object) => string>;
  return Object.entries(derive)
    .filter(([name, of]) => values[name] !== of(params))
    .map(([field]) => ({ field, code: 'invalid' }));
}

/**
 * The text values of a path that its params' schemas would rewrite (a letter in upper case where the
 * client writes lower case): `invalid` on each, so one answer has one path (one cache entry).
 */
function uncanonicalPathValues(
  values: Record<string, string>,
  params: Record<string, unknown>,
): FieldError[] {
  return Object.entries(values)
    .filter(([name, raw]) => typeof params[name] === 'string' && params[name] !== raw)
    .map(([field]) => ({ field, code: 'invalid' }));
}

/** The fields of a request by the names of the declaration's params (`formFields`: `usr` is `username`). */
function paramFields(declaration: CallDeclaration, fields: FormFields, names: readonly string[]): FormFields {
  if (!declaration.formFields) return fields;
  const out: FormFields = {};
  for (const name of names) {
    const value = fields[wireName(declaration, name)];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The params of a call whose handler checks them by its own rules (`accountFieldRules`): each field's text
 * as sent, or the fields sent twice (a navigation leaves them out: it answers its redirect, never JSON).
 */
function rawParams(
  declaration: CallDeclaration,
  fields: FormFields,
  names: readonly string[],
): Record<string, string> | FieldError[] {
  const repeated = names.filter((name) => Array.isArray(fields[name]));
  if (repeated.length > 0 && !declaration.redirect)
    return repeated.map((field) => ({ field, code: 'invalid' }));
  return Object.fromEntries(
    names.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])),
  );
}

/**
 * What a request sends: a GET's query, a POST's form (a body that is no flat object sends nothing), or a
 * POST's multipart body with its files, read whole once (the act dispatcher of a shared path may have read
 * it already: http/body.ts `readPostBody`).
 */
async function sentFields(
  declaration: CallDeclaration,
  request: FastifyRequest,
): Promise<
  { fields: FormFields; files: Readonly<Record<string, UploadedFile>> } | 'too_large' | 'malformed'
> {
  if (declaration.method === 'post' && request.isMultipart()) return readPostBody(request);
  const source = declaration.method === 'get' ? request.query : request.body;
  return { fields: fieldsOf(source ?? {}) ?? {}, files: {} };
}

/** A path lifetime that `lifetimeOf` cannot give for the params read (contract `pathLifetimes`): `invalid`. */
function lifetimeErrors(
  declaration: CallDeclaration,
  lifetime: number | undefined,
  params: object,
): FieldError[] {
  const allowed = pathLifetimes(declaration, params as Record<string, unknown>);
  return allowed && lifetime !== undefined && !allowed.has(lifetime)
    ? [{ field: 'lifetime', code: 'invalid' }]
    : [];
}

/** The lifetime a fixed path writes in its query (`lifetimeParam`), read as a path's: 400 when bad or absent. */
function queryLifetime(declaration: CallDeclaration, request: FastifyRequest, errors: FieldError[]) {
  const name = declaration.lifetimeParam;
  if (name === undefined) return undefined;
  const raw = field(fieldsOf(request.query ?? {}) ?? {}, name);
  return readLifetime(raw, errors);
}

/** The answer of one declared call: its access check, its params, its caching, then its handler. */
function callRoute<N extends CallName>(name: N, handler: CallHandler<N>): Route {
  const declaration: CallDeclaration = CALLS[name];
  const { access, lifetime, failureFields } = declaration;
  // A multipart call's files are read apart (http/file-params.ts): its schema reads the text fields.
  const files = fileNames(declaration);
  const params =
    files.length > 0
      ? declaration.params?.omit(
          Object.fromEntries(files.map((name) => [name, true])) as Parameters<z.ZodObject['omit']>[0],
        )
      : declaration.params;
  // The unsent params (`fresh`) are never read: the request's path says what they asked.
  const names = Object.keys(params?.shape ?? {}).filter((key) => !declaration.unsent?.includes(key));
  const texts = textRules(declaration);
  const templated = pathValueNames(declaration.path).length > 0;
  const pathNames = new Set(pathValueNames(declaration.path).filter((n) => n !== 'lifetime'));
  const { missingPath } = declaration;
  // Field errors name the form's fields; a failure carries the call's own fields. A file-like path whose
  // values name nothing is missing (`missingPath`), not malformed.
  const bad = (reply: FastifyReply, errors: FieldError[]) =>
    missingPath && errors.some((e) => pathNames.has(e.field))
      ? fail(reply, 404, 'not_found', undefined, missingPath.lifetime)
      : badParams(
          reply,
          errors.map((e) => ({ ...e, field: wireName(declaration, e.field) })),
          failureFields,
        );
  return async (request, reply) => {
    const viewer = viewerOf(request);
    if (access !== 'public' && !viewer) return needAuth(reply);
    if ((access === 'staff' || access === 'admin') && !isStaff(viewer)) return noPermission(reply);
    if (access === 'admin' && viewer?.role !== 'admin') return noPermission(reply);
    const errors: FieldError[] = [];
    const path = templated ? readPathValues(declaration, request, errors) : undefined;
    if (path && 'code' in path) return bad(reply, [path]);
    const queried = queryLifetime(declaration, request, errors);
    let input: object = {};
    const sent = await sentFields(declaration, request);
    if (sent === 'too_large') return fail(reply, 413, 'file_too_large');
    if (sent === 'malformed') return bad(reply, [{ field: 'body', code: 'invalid' }]);
    const fileErrors = fileFieldErrors(declaration, sent.fields, sent.files);
    if (params) {
      // A path's values are its params: the query cannot override them.
      const fields = { ...paramFields(declaration, sent.fields, names), ...path?.values };
      if (declaration.accountFieldRules) {
        const raw = rawParams(declaration, fields, names);
        if (Array.isArray(raw)) return bad(reply, raw);
        const cached = path?.lifetime ?? lifetime;
        return answer(name, declaration, handler, {
          params: raw,
          files: {},
          lifetime: cached,
          viewer,
          request,
          reply,
        });
      }
      // A NUL cannot be stored in PostgreSQL text (a 500, #11), nor a control character shown: refused first.
      const control = controlCharacterErrors(fields, names);
      if (control.length > 0) return bad(reply, control);
      const read = readFields(fields, names, params, texts);
      if (!read.ok) return bad(reply, [...errors, ...read.errors, ...fileErrors]);
      // A number is written one way (`1`, not `01` or `1e0`), so one object has one URL; a default is not written.
      const uncanonical = Object.entries(read.value as Record<string, unknown>).filter(
        ([key, value]) =>
          typeof value === 'number' &&
          fields[key] !== undefined &&
          !CANONICAL_NUMBER.test(String(fields[key])),
      );
      errors.push(...uncanonical.map(([field]) => ({ field, code: 'invalid' })));
      if (path) {
        errors.push(...derivedErrors(declaration, path.values, read.value as object));
        errors.push(...uncanonicalPathValues(path.values, read.value as Record<string, unknown>));
      }
      if (!errors.some((e) => e.field === 'lifetime'))
        errors.push(...lifetimeErrors(declaration, path?.lifetime ?? queried, read.value as object));
      input = read.value as object;
    }
    errors.push(...fileErrors);
    if (errors.length > 0) return bad(reply, errors);
    const checked = await checkFiles(declaration, sent.files);
    if (!checked.ok) return fail(reply, checked.status, checked.code, checked.errors);
    const cached = path?.lifetime ?? queried ?? lifetime;
    return answer(name, declaration, handler, {
      params: input,
      files: checked.files,
      lifetime: cached,
      viewer,
      request,
      reply,
    });
  };
}

/** The handler's answer, cached for its lifetime, or its refusal. */
async function answer<N extends CallName>(
  name: N,
  declaration: CallDeclaration,
  handler: CallHandler<N>,
  context: {
    params: object;
    files: object;
    lifetime: number;
    viewer: Viewer | null;
    request: FastifyRequest;
    reply: FastifyReply;
  },
): Promise<unknown> {
  const { reply } = context;
  cacheFor(reply, context.lifetime, { personal: declaration.access !== 'public' });
  try {
    const answered = await handler(context as CallContext<N>);
    if (answered instanceof JsonText)
      return reply.type('application/json; charset=utf-8').send(answered.text);
    return answered;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    checkDeclared(name, declaration, error.code);
    return fail(reply, error.status, error.code, error.errors, error.lifetime, declaration.failureFields);
  }
}

/** The key of a call among those sharing its POST path: its act, and its section when it has one. */
const actKey = (act: string, section?: string) => (section === undefined ? act : `${act} ${section}`);

/**
 * The route of calls sharing a POST path (§7's shared action calls): the act field (`act`, or the
 * declarations' `actField`) picks the call, its `section` among calls sharing one act, and the field's
 * absence the call without an act, if any; an act that names none answers 400 `invalid_params` on that
 * field (a section on `section`) before any access check, as such calls always have. A path that answers
 * without the field (/api/messages.php) answers as that call does: when none of its calls is public, a
 * visitor gets 401 before the field is read.
 */
function actsRoute(routes: PathRoutes): Route {
  const { acts, entries, one, actField, access } = routes;
  const membersOnly = one !== undefined && !access.has('public');
  const sectioned = new Set(
    [...acts.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]),
  );
  return async (request, reply) => {
    if (membersOnly && !viewerOf(request)) return needAuth(reply);
    // A multipart body (an image upload) is read whole to find its act; the call reads it from there.
    const body = await readPostBody(request);
    if (body === 'too_large') return fail(reply, 413, 'file_too_large');
    if (body === 'malformed') return badParams(reply, [{ field: 'body', code: 'invalid' }]);
    const { fields } = body;
    const route = pickDeclaration(entries, fields);
    if (route) return route(request, reply);
    const act = field(fields, actField);
    if (act !== undefined && sectioned.has(act))
      return badParams(reply, [
        { field: 'section', code: fields.section === undefined ? 'required' : 'invalid' },
      ]);
    return badParams(reply, [
      { field: actField, code: fields[actField] === undefined ? 'required' : 'invalid' },
    ]);
  };
}

/** The declared calls of one method and path: one call, or several told apart by their act field. */
interface PathRoutes {
  method: 'GET' | 'POST';
  url: string;
  acts: Map<string, Route>;
  /** Each call's route with its declaration, for contract/call.ts `pickDeclaration`. */
  entries: [Route, CallDeclaration][];
  /** The call without an act: the path's only call, or the one answered when the act field is absent. */
  one?: Route;
  actField: string;
  /** The access of each call of the path. */
  access: Set<CallDeclaration['access']>;
}

/** Registers the routes of declared calls with their handlers: one per method and path. */
export function serveCalls(app: FastifyInstance, handlers: { [N in CallName]?: CallHandler<N> }): void {
  const byPath = new Map<string, PathRoutes>();
  for (const name of Object.keys(handlers) as CallName[]) {
    const handler = handlers[name] as CallHandler<typeof name> | undefined;
    if (!handler) continue;
    const { method, path, act, actField, access, section }: CallDeclaration = CALLS[name];
    const key = `${method} ${path}`;
    const entry: PathRoutes = byPath.get(key) ?? {
      method: method === 'get' ? 'GET' : 'POST',
      url: routePattern(path),
      acts: new Map(),
      entries: [],
      actField: actField ?? 'act',
      access: new Set(),
    };
    byPath.set(key, entry);
    entry.access.add(access);
    const route = callRoute(name, handler);
    // Two calls on one path without an act to tell them apart: a mistake in the declarations.
    if (act === undefined ? entry.one : entry.acts.has(actKey(act, section)))
      throw new Error(`${name}: another declared call answers ${key} and no act tells them apart`);
    entry.entries.push([route, CALLS[name]]);
    if (act === undefined) entry.one = route;
    else entry.acts.set(actKey(act, section), route);
  }
  for (const entry of byPath.values()) {
    const { method, url, acts, one } = entry;
    const shared = method === 'POST' && acts.size > 0;
    app.route({ method, url, handler: shared ? actsRoute(entry) : (one as Route) });
  }
}
