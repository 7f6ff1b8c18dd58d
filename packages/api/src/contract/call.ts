import type { z } from '../zod.js';
import type { FieldError } from './common.js';

/**
 * One call of the API declared once (#26): what the client sends and gets, who may make it and how long its
 * answer may be kept. The client function (`api.<namespace>.<name>`), the OpenAPI operation, the mock
 * handler and the server's route with its parsing, access check and caching are all derived from it
 * (calls/declared.ts, openapi/declared.ts, testing/handlers.ts, the server's http/call.ts).
 *
 * A call named `<namespace>.<name>` becomes `api.<namespace>.<name>`; `params` are the query string of a
 * GET or the form fields of a POST.
 */
export interface CallDeclaration {
  method: 'get' | 'post';
  /**
   * The path: fixed (the `.php` endpoints of §7), or a cached path of §7 holding `{name}` values, each
   * filled from a param, from `derive`, or `{lifetime}`: the declared lifetime, which the server reads back
   * and caches the answer for (so a CDN caches by path). Segments hold dotted values
   * (`{section}.{page}.json`); a value never holds `/` or `.`. Params not in the path go in the query.
   */
  path: string;
  /**
   * Path values computed from the params (the shard of an id, a dir's first letters): the client writes
   * them, the server answers 400 `invalid` on the value's name when the path's does not match.
   */
  derive?: Readonly<Record<string, (params: never) => string>>;
  /**
   * A POST that shares its path with other calls (§7's shared action calls, such as /api/moderation.php)
   * is told apart by its `act` form field: this value, sent before the params. A call without one on such
   * a path is the one answered when the field is absent (/api/messages.php without `section`: the modal's send).
   */
  act?: string;
  /** The form field holding `act`, when not `act`: /api/messages.php picks its call by `section`. */
  actField?: string;
  /**
   * Calls sharing one act (input.php `act=playlist`: new, upd, del) are told apart further by its `section`
   * form field: this value, sent after the act.
   */
  section?: string;
  /**
   * Who may make it: anyone, a signed-in member (else 401 `need_auth`), staff: moderators and admins (else
   * 401, or 403 `no_permission`), or admins only (a moderator gets 403 too).
   */
  access: 'public' | 'member' | 'staff' | 'admin';
  /** The query string (GET) or form fields (POST); a field that cannot be absent is required (§5 `missing_params`). */
  params?: z.ZodObject;
  /**
   * Text params a person writes, whose length is a §5 rule: too short or too long answers its length code
   * (`min_max_length` with the schema's min and max) instead of `invalid`, and a blank one `required`.
   */
  texts?: readonly string[];
  /** The JSON answer on success. */
  response: z.ZodType;
  /** The §8 codes the call answers besides `invalid_params` and those of its access (`need_auth`, `no_permission`). */
  errors: readonly string[];
  /** Seconds a cache may keep the answer (§9); 0: never cached (always so for a call that is not public). */
  lifetime: number;
  /**
   * The form fields of params the wire names otherwise (`username` → `usr`): the client sends each such
   * param in its field, the server reads it from there and names the field in its errors, and the
   * OpenAPI body and the mock API show the field's name. A param not named here is its own field.
   */
  formFields?: Readonly<Record<string, string>>;
  /**
   * The account calls whose handler checks the form by the call's own rules and answers their codes
   * (sign-up's `usr_too_short`, the profile's `usr_taken`): the server does not read the fields through
   * `params`, it hands the handler each field's text as sent (left out when absent; a field sent twice is
   * 400 `invalid_params` on it, or left out for a navigation, which answers its redirect). `params` stays
   * what the client checks before sending.
   */
  accountFieldRules?: true;
  /**
   * Fields every failure of the call carries beside `code` and `errors`, as it always has (the logins'
   * `success: false`, older than §8's shape). The client reads such a failure by its code, as any other.
   */
  failureFields?: Readonly<Record<string, string | number | boolean>>;
  /**
   * A check the client runs on the params as the caller gives them, before any other: a failure it names
   * is thrown as the call's ApiError (status 0) and nothing is sent (§5: a login under 3 or 5 characters).
   */
  precheck?: (params: never) => { code: string; errors?: FieldError[] } | null;
  /**
   * A navigation rather than a fetch (GET only): the client function returns the call's address (the
   * path, the params in the query) for the browser to open, and the server answers with a redirect of this
   * status (the page it lands on, or the sign-in provider), never with JSON.
   */
  redirect?: 302 | 303;
  /**
   * `multipart`: a POST sent as multipart/form-data, its `files` params as file parts and the others as text
   * parts (the client function takes upload options: progress, signal). The server takes a form-encoded body
   * too (the call sent without its files).
   */
  body?: 'multipart';
  /**
   * The file params of a multipart call (each a `fileSchema` of `params`, required or not there) and how the
   * server judges each by its content before the handler runs. A file part without bytes is no file (an
   * empty file input); a text part in its place is `invalid_file_type`, a file part no param names `invalid`.
   */
  files?: Readonly<Record<string, FileRule>>;
  /**
   * The lifetime the client writes in the path when it depends on the params (a search or `fresh` asks
   * 0); default `lifetime`. The server caches for what the path says, and refuses (400 `invalid` on
   * `lifetime`) one this function cannot give for the request's params, whatever the unsent ones hold
   * (`pathLifetimes`).
   */
  lifetimeOf?: (params: never) => number;
  /**
   * Params the client reads only to build the path or its lifetime (`fresh`, a value `derive` turns into
   * a segment): never sent, never read by the server, which parses them as absent.
   */
  unsent?: readonly string[];
  /**
   * The query field a fixed path's lifetime is written in (/api/videofile.php `?lifetime=`), after the
   * params: the server reads it (required) as it reads a `{lifetime}` segment.
   */
  lifetimeParam?: string;
  /**
   * `full`: the query holds every param, defaults included, in the schema's order (/api/videos2.php),
   * where the others leave out what the server would take anyway.
   */
  query?: 'full';
  /**
   * A path read like a file's (`/langs/json/{lang}.json`): a path value that names nothing (malformed, or
   * refused by its schema) answers 404 `not_found`, cached this many seconds, rather than 400.
   */
  missingPath?: { lifetime: number };
}

/**
 * What the client reads of a call's params without its schema (calls/routes.ts, written from `params`):
 * their names in the schema's order, the values absent ones take, those that cannot be absent, and those
 * given as text that the schema reads as a number, trims or lower-cases.
 */
export interface ParamTable {
  keys: readonly string[];
  defaults?: Readonly<Record<string, unknown>>;
  required?: readonly string[];
  numbers?: readonly string[];
  trims?: readonly string[];
  lowers?: readonly string[];
}

/**
 * The part of a declaration the browser's client needs to make the call: no schema, so no schema library
 * (#28). calls/routes.ts holds one per declaration, written from CALLS (its test fails when they differ);
 * the server, the tests and development check params and answers against the declarations' schemas.
 */
export type CallRoute = Pick<
  CallDeclaration,
  | 'method'
  | 'path'
  | 'derive'
  | 'act'
  | 'actField'
  | 'section'
  | 'lifetime'
  | 'formFields'
  | 'precheck'
  | 'redirect'
  | 'body'
  | 'lifetimeOf'
  | 'unsent'
  | 'lifetimeParam'
  | 'query'
> & { fields?: ParamTable };

/** The image formats a file param may hold, read from its bytes (never from its name or declared type). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** How the server judges one file param of a multipart call (CallDeclaration `files`). */
export interface FileRule {
  /** The formats accepted: any other file (SVG, text, an unreadable image) is 400 `invalid_file_type` on its field. */
  formats: readonly ImageFormat[];
  /** The most bytes taken: a larger file, or an image of too many pixels, is 413 `file_too_large` on its field. */
  maxBytes: number;
  /** One answer for every refusal of the file instead, without a field error (act 5's 422 `screen_upload_error`). */
  refusal?: { status: number; code: string };
}

/**
 * What is said of a declared call beside it (call-docs.ts): the OpenAPI document's summary and notes, and
 * examples that the mock API answers and the tests ask with. Apart from the declaration so that the
 * browser's client, which loads the declarations, carries none of it.
 */
export interface CallDocs {
  /** One line for the OpenAPI document. */
  summary: string;
  /** Longer notes (markdown). */
  description?: string;
  /** Parameters that pass `params`: the OpenAPI example, and what the tests ask with. */
  exampleParams?: Record<string, string | number>;
  /**
   * The address a GET of a cached path (or of a query the client writes its own way: `query`,
   * `lifetimeParam`) asks for `exampleParams`, written out (the tests compare).
   */
  exampleUrl?: string;
  /** An answer that passes `response`: the mock handlers answer it, the OpenAPI document shows it. */
  example: unknown;
}

/** The declarations by call name. */
export function declareCalls<const T extends Record<`${string}.${string}`, CallDeclaration>>(calls: T): T {
  return calls;
}

/**
 * The docs of every call of `calls` (given for its type only), each example checked against its call's
 * response schema by the type checker. One plain call, so a bundler drops the docs where nothing reads them
 * (the browser's client) when the call is marked pure: `documentCalls(CALLS, { ... })` behind `@__PURE__`.
 */
export function documentCalls<
  T extends Record<string, CallDeclaration>,
  const D extends { [K in keyof T]: CallDocs & { example: z.input<T[K]['response']> } },
>(_calls: T, docs: D): { readonly [K in keyof T]: CallDocs } {
  return docs;
}

/** One `/`-separated part of a path template: its text, and the regular expression of its values. */
interface TemplateSegment {
  text: string;
  names: string[];
  pattern: RegExp | null;
}

const VALUE = /\{(\w+)\}/g;
const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = new Map<string, TemplateSegment[]>();

/** The segments of a path template (cached: the server and the mock API match every request with them). */
function templateSegments(path: string): TemplateSegment[] {
  const known = templates.get(path);
  if (known) return known;
  const segments = path.split('/').map((text): TemplateSegment => {
    const names = [...text.matchAll(VALUE)].map((m) => m[1] as string);
    if (names.length === 0) return { text, names, pattern: null };
    const source = text
      .split(VALUE)
      .map((part, i) => (i % 2 === 1 ? `(?<${part}>[^/.]+)` : escapeText(part)))
      .join('');
    return { text, names, pattern: new RegExp(`^${source}$`) };
  });
  templates.set(path, segments);
  return segments;
}

/** The `{name}` values of a path template, in order (`lifetime` included). */
export function pathValueNames(path: string): string[] {
  return templateSegments(path).flatMap((segment) => segment.names);
}

/**
 * The name a malformed segment of a path is refused under (400 `invalid`): its one value's name; a segment
 * of several dotted values is the `tail` when it ends the path, else the `filters`.
 */
function segmentField(segments: readonly TemplateSegment[], index: number): string {
  const segment = segments[index] as TemplateSegment;
  if (segment.names.length === 1) return segment.names[0] as string;
  return index === segments.length - 1 ? 'tail' : 'filters';
}

/**
 * Fills a path template: `{lifetime}` with `lifetime`, a derived value from the params, any other value
 * with its param (URI-encoded).
 */
export function fillPath(
  declaration: CallRoute,
  params: Record<string, unknown>,
  lifetime: number = lifetimeFor(declaration, params),
): string {
  const derive = declaration.derive as Record<string, (p: Record<string, unknown>) => string> | undefined;
  return declaration.path.replace(VALUE, (_, name: string) => {
    if (name === 'lifetime') return String(lifetime);
    const value = derive?.[name] ? derive[name](params) : params[name];
    return encodeURIComponent(String(value));
  });
}

/** The lifetime the client asks for these params: `lifetimeOf`'s, else the declared one. */
export function lifetimeFor(declaration: CallRoute, params: Record<string, unknown>): number {
  const of = declaration.lifetimeOf as ((p: Record<string, unknown>) => number) | undefined;
  return of ? of(params) : declaration.lifetime;
}

interface ValueSchema {
  type?: string;
  options?: readonly unknown[];
  unwrap?: () => ValueSchema;
}

/** The values an unsent param may hold, for `pathLifetimes`: a flag's two, an enum's, else its default. */
function unsentValues(schema: ValueSchema | undefined): unknown[] {
  let inner = schema;
  const absent: unknown[] = [];
  while (inner?.unwrap) {
    if (inner.type === 'optional') absent.push(undefined);
    inner = inner.unwrap();
  }
  if (inner?.type === 'boolean') return [false, true];
  if (inner?.type === 'enum' && inner.options) return [...inner.options, ...absent];
  return [undefined];
}

/**
 * The lifetimes a request's path may hold (the server's check, decision): those `lifetimeOf` gives for its
 * params, with each unsent param at every value it may take, since the server cannot read them (`fresh`
 * false or true: the declared lifetime or 0; a search sent: 0 only). Undefined without `lifetimeOf`: any
 * lifetime of §9 is taken, as for every cached path.
 */
export function pathLifetimes(
  declaration: CallDeclaration,
  params: Record<string, unknown>,
): Set<number> | undefined {
  if (!declaration.lifetimeOf) return undefined;
  const shape = (declaration.params?.shape ?? {}) as Record<string, ValueSchema>;
  let variants: Record<string, unknown>[] = [params];
  for (const name of declaration.unsent ?? []) {
    const values = unsentValues(shape[name]);
    variants = variants.flatMap((v) => values.map((value) => ({ ...v, [name]: value })));
  }
  return new Set(variants.map((v) => lifetimeFor(declaration, v)));
}

/**
 * The route pattern of a path, for the server's router and the mock API: each segment holding values
 * becomes one route param, `:v{index}` (a segment of dotted values is split by `readPath`).
 */
export function routePattern(path: string): string {
  return templateSegments(path)
    .map((segment, i) => (segment.pattern ? `:v${i}` : segment.text))
    .join('/');
}

/**
 * The values of a request's path by the template's names, from the route params of `routePattern`
 * (URI-decoded), or the field of the first segment that does not have the template's shape.
 */
export function readPath(
  path: string,
  routeParams: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<string, string> } | { ok: false; field: string } {
  const segments = templateSegments(path);
  const values: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (!segment.pattern) continue;
    const part = routeParams[`v${i}`];
    const groups = typeof part === 'string' ? segment.pattern.exec(part)?.groups : undefined;
    if (!groups) return { ok: false, field: segmentField(segments, i) };
    Object.assign(values, groups);
  }
  return { ok: true, values };
}

/** The form field that picks a declaration on its shared path, and its value (none for a call alone on its path). */
export function actFields({ act, actField, section }: CallRoute): Record<string, string> {
  return {
    ...(act === undefined ? {} : { [actField ?? 'act']: act }),
    ...(section === undefined ? {} : { section }),
  };
}

/**
 * Which of the calls sharing one POST path a request means (the server's route and the mock API alike):
 * by the act field (`act`, or the declarations' `actField`), a call of that act declared for the request's
 * `section` before one declared for any section; without the field, the call that has no act. A repeated
 * or unknown act means none.
 */
export function pickDeclaration<T>(
  entries: readonly (readonly [T, CallDeclaration])[],
  fields: Readonly<Record<string, unknown>>,
): T | undefined {
  const actField = entries.find(([, d]) => d.actField)?.[1].actField ?? 'act';
  const act = fields[actField];
  if (act === undefined) return entries.find(([, d]) => d.act === undefined)?.[0];
  if (typeof act !== 'string') return undefined;
  const ofAct = entries.filter(([, d]) => d.act === act);
  const section = fields.section;
  return (ofAct.find(([, d]) => d.section !== undefined && d.section === section) ??
    ofAct.find(([, d]) => d.section === undefined))?.[0];
}

/** The names of a declaration's params that cannot be left out (a value that parses from nothing is optional). */
export function requiredParams(declaration: CallDeclaration): string[] {
  const shape = declaration.params?.shape ?? {};
  return Object.keys(shape).filter((key) => !(shape[key] as z.ZodType).safeParse(undefined).success);
}

interface TextSchema {
  minLength?: number | null;
  maxLength?: number | null;
  unwrap?: () => TextSchema;
}

/**
 * The length bounds of a declaration's text params, read from their schemas (through `.optional()` and
 * `.default()`). A minimum of one character is no length rule but the text being there: a blank one
 * answers `required`, a long one `max_length`.
 */
export function textRules(declaration: CallDeclaration): Record<string, { min?: number; max?: number }> {
  const shape = declaration.params?.shape ?? {};
  const rules: Record<string, { min?: number; max?: number }> = {};
  for (const name of declaration.texts ?? []) {
    let schema = shape[name] as TextSchema | undefined;
    while (schema?.unwrap) schema = schema.unwrap();
    rules[name] = {
      ...(schema?.minLength != null && schema.minLength > 1 ? { min: schema.minLength } : {}),
      ...(schema?.maxLength != null ? { max: schema.maxLength } : {}),
    };
  }
  return rules;
}

/** The form field a param is sent in: its `formFields` name, else its own. */
export function wireName(declaration: CallRoute, param: string): string {
  return declaration.formFields?.[param] ?? param;
}

/** Params under the names of their form fields (`formFields`), in their order. */
export function wireFields<T>(
  declaration: CallRoute,
  params: Readonly<Record<string, T>>,
): Record<string, T> {
  if (!declaration.formFields) return { ...params };
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [wireName(declaration, key), value]),
  );
}
