import type { CallDeclaration, CallRoute, ParamTable } from '../contract/call.js';
import { actFields, fillPath, lifetimeFor, pathValueNames, wireFields } from '../contract/call.js';
import type { CallName, Calls } from '../contract/calls.js';
import {
  type ApiClientOptions,
  developing,
  type FormFields,
  formBody,
  type MultipartOptions,
  multipartBody,
  parseParams,
  type RequestCore,
  requireParams,
} from '../core.js';
import { ApiError } from '../errors.js';
import type { z } from '../zod.js';
import type { ReadName } from './names.js';
import { ROUTES, WRITE_NAMES } from './routes.js';

/**
 * The client function of a declaration: a navigation's address (NavigationCall), a multipart call's
 * `(input, options?)` (MultipartCall), else as a form or a GET (FormCall).
 */
export type DeclaredCall<D extends CallDeclaration> = D extends { redirect: number }
  ? NavigationCall<D>
  : D extends { body: 'multipart' }
    ? MultipartCall<D>
    : FormCall<D>;

/**
 * The client function of a form or a GET: `(params, signal?)` when it takes params (which may be left out
 * when none is required), else `(signal?)`.
 */
type FormCall<D extends CallDeclaration> = D extends { params: infer P extends z.ZodType }
  ? Record<string, never> extends z.input<P>
    ? Method<[params?: z.input<P>, signal?: AbortSignal], Promise<z.output<D['response']>>>
    : Method<[params: z.input<P>, signal?: AbortSignal], Promise<z.output<D['response']>>>
  : Method<[signal?: AbortSignal], Promise<z.output<D['response']>>>;

/**
 * A multipart call's client function: `(input, options?)`, its files among the params, the upload's
 * progress and signal in the options.
 */
type MultipartCall<D extends CallDeclaration> = D extends { params: infer P extends z.ZodType }
  ? Method<[input: z.input<P>, options?: MultipartOptions], Promise<z.output<D['response']>>>
  : never;

/** The client function of a navigation (`redirect`): the address for the browser, built from the params. */
type NavigationCall<D extends CallDeclaration> = D extends { params: infer P extends z.ZodType }
  ? Record<string, never> extends z.input<P>
    ? Method<[params?: z.input<P>], string>
    : Method<[params: z.input<P>], string>
  : Method<[], string>;

/**
 * A function typed as a method, as the calls written in calls/ are: its params are checked both ways, so a
 * stand-in taking narrower params (a test's mock of `api.moderation.approve`) still fits.
 */
type Method<A extends unknown[], R> = { call(...args: A): R }['call'];

type NamespaceOf<K> = K extends `${infer N}.${string}` ? N : never;

/** Every declared call as `api.<namespace>.<name>`. */
export type DeclaredClient = {
  [N in NamespaceOf<keyof Calls>]: {
    [K in keyof Calls as K extends `${N}.${infer F}` ? F : never]: DeclaredCall<Calls[K]>;
  };
};

/**
 * The query fields of a GET: a param that is empty, or holds what the server would take for it when absent
 * (`page` 1, a filter's default), is left out, so one request has one URL.
 */
function queryFields(fields: ParamTable, given: FormFields): FormFields {
  const out: FormFields = {};
  for (const [key, value] of Object.entries(given)) {
    if (value === '') continue;
    if (fields.defaults && key in fields.defaults && fields.defaults[key] === value) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A call's params as the server takes them, read without the schema (#28): the param table's names in its
 * order, each absent one at its default, a number given as text as the number, a trimmed or lower-cased text so. Any
 * other value is sent as given: the server refuses what is outside the contract.
 */
export function paramsOf(fields: ParamTable, input: unknown): Record<string, unknown> {
  const given = (input ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of fields.keys) {
    let value = given[key];
    if (value === undefined) value = fields.defaults?.[key];
    else if (typeof value === 'string') {
      let text: string = fields.trims?.includes(key) ? value.trim() : value;
      if (fields.lowers?.includes(key)) text = text.toLowerCase();
      value = fields.numbers?.includes(key) && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
    }
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The params a declared call sends, as its schema gives them out (its defaults filled in). */
export type CallParams<N extends ReadName> = Calls[N] extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>;

/**
 * The params of the declared call `name` with their defaults (paramsOf), read without the schema: what a
 * query key holds, and what a page reads from its address once it has checked the values it takes from
 * there against their value sets (the schema is not in the browser, #28).
 */
export function callParams<N extends ReadName>(name: N, input: unknown): CallParams<N> {
  const { fields } = ROUTES[name];
  return (fields ? paramsOf(fields, input) : {}) as CallParams<N>;
}

/**
 * The address a declared GET asks for its params: its path filled (contract/call.ts `fillPath`), the
 * params that are not in the path (nor `unsent`) in the query. `lifetime` replaces the one the params ask
 * (`lifetimeOf`, else the declared one) in the path, or in the `lifetimeParam` query field.
 */
export function requestPath(declaration: CallRoute, fields: FormFields, lifetime?: number): string {
  const { path, fields: params, lifetimeParam } = declaration;
  const inPath = new Set(pathValueNames(path));
  const left = new Set([...inPath, ...(declaration.unsent ?? [])]);
  const rest =
    left.size === 0 ? fields : Object.fromEntries(Object.entries(fields).filter(([k]) => !left.has(k)));
  const sent = params && declaration.query !== 'full' ? queryFields(params, rest) : rest;
  // A fixed path's lifetime is written after the params (`lifetimeParam`).
  const life = lifetimeParam ? { [lifetimeParam]: lifetime ?? lifetimeFor(declaration, fields) } : {};
  const query = formBody({ ...wireFields(declaration, sent), ...life }).toString();
  const filled = inPath.size === 0 ? path : fillPath(declaration, fields, lifetime);
  return query ? `${filled}?${query}` : filled;
}

type InputOf<N extends CallName> = Calls[N] extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : never;

/**
 * The address the client asks for a declared GET (its params with their defaults, as the client sends
 * them): what tests and benchmarks request. `lifetime` writes another lifetime into a cached path.
 */
export function callUrl<N extends ReadName>(
  name: N,
  params?: InputOf<N>,
  options: { lifetime?: number } = {},
): string {
  const route: CallRoute = ROUTES[name];
  const fields = route.fields ? (paramsOf(route.fields, params) as FormFields) : {};
  return requestPath(route, fields, options.lifetime);
}

/** The schemas a client checks calls against (`check`): each declaration's params and answer. */
type Schemas = Readonly<Record<string, Pick<CallDeclaration, 'params' | 'response'>>>;

/** How a client reads params and answers: with the schemas (loaded once, `check`) or trusting them. */
interface Reading {
  schemas: (() => Promise<Schemas>) | null;
  /** The schemas once loaded: a call then sends at once, as it does without them. */
  loaded: Schemas | null;
}

/**
 * The params a call sends: checked against its schema when the client checks (§5 `invalid_params`),
 * else with their defaults (paramsOf). A missing required one is refused either way (§5 `missing_params`).
 */
function readParams(name: string, route: CallRoute, input: unknown, schemas: Schemas | null): FormFields {
  const fields = route.fields as ParamTable;
  requireParams(name, input, fields.required ?? []);
  const params = schemas?.[name]?.params;
  return (params ? parseParams(params, input ?? {}) : paramsOf(fields, input)) as FormFields;
}

/** The schemas to check against, loaded on the first call; null when the client does not check. */
async function load(reading: Reading): Promise<Schemas | null> {
  if (!reading.schemas) return null;
  reading.loaded = await reading.schemas();
  return reading.loaded;
}

/** A declaration's client function: checks the params (§5), then GETs its address or POSTs a form. */
function callOf(core: RequestCore, name: string, route: CallRoute, reading: Reading) {
  const { method, path, fields, precheck } = route;
  if (route.redirect) return navigationOf(core, name, route);
  const picked = actFields(route);
  const send = (schemas: Schemas | null, params: FormFields, signal?: AbortSignal) => {
    const response = schemas?.[name]?.response;
    if (method === 'post')
      return core.postForm(path, { ...picked, ...wireFields(route, params) }, response, signal);
    return core.getJson(requestPath(route, params), response, signal);
  };
  if (!fields)
    return async (signal?: AbortSignal) => send(reading.loaded ?? (await load(reading)), {}, signal);
  if (route.body === 'multipart') return multipartCall(core, name, route, reading);
  return async (input: unknown, signal?: AbortSignal) => {
    const local = precheck?.(input as never);
    if (local) throw new ApiError(local.code, 0, local.errors);
    const schemas = reading.loaded ?? (await load(reading));
    return send(schemas, readParams(name, route, input, schemas), signal);
  };
}

/**
 * A navigation's client function (`redirect`): the address, fetching nothing; its params with their
 * defaults (a navigation is made at once, so it does not wait for schemas), a missing one refused (§5).
 */
function navigationOf(core: RequestCore, name: string, route: CallRoute) {
  if (!route.fields) return () => core.url(route.path);
  return (input: unknown) => core.url(requestPath(route, readParams(name, route, input, null)));
}

/** A multipart call's client function: checks the params (§5), then POSTs them, its files as file parts. */
function multipartCall(core: RequestCore, name: string, route: CallRoute, reading: Reading) {
  const { path } = route;
  const picked = actFields(route);
  return async (input: unknown, options?: MultipartOptions) => {
    const schemas = reading.loaded ?? (await load(reading));
    const fields = readParams(name, route, input, schemas) as Parameters<typeof multipartBody>[0];
    return core.postMultipart(
      path,
      multipartBody({ ...picked, ...fields }),
      schemas?.[name]?.response,
      options,
    );
  };
}

/** A call's name as its client namespace and function: `friends.state` → `['friends', 'state']`. */
export function splitCallName(name: string): [namespace: string, fn: string] {
  const [namespace = '', fn = ''] = name.split('.');
  return [namespace, fn];
}

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The client function `api.<namespace>.<fn>` of a declared call (undefined when the client has none). */
export function declaredFunction(api: object, name: string): AnyCall | undefined {
  const [namespace, fn] = splitCallName(name);
  return (api as Record<string, Record<string, AnyCall> | undefined>)[namespace]?.[fn];
}

/**
 * The writes' routes, loaded with the first write (#28): a page that only reads never loads them. A load
 * that failed (the network dropped) is tried again by the next write.
 */
let postRoutes: Promise<Record<string, CallRoute>> | null = null;
function loadPostRoutes(): Promise<Record<string, CallRoute>> {
  postRoutes ??= import('./post-routes.js').then(
    (m) => m.POST_ROUTES,
    (error: unknown) => {
      postRoutes = null;
      throw error;
    },
  );
  return postRoutes;
}

/** A write's client function: made from its route once that is loaded (loadPostRoutes), on its first call. */
function writeOf(core: RequestCore, name: string, reading: Reading) {
  let made: AnyCall | null = null;
  return async (...args: unknown[]) => {
    made ??= callOf(core, name, (await loadPostRoutes())[name] as CallRoute, reading) as AnyCall;
    return made(...args);
  };
}

/**
 * The client functions of every declared call, grouped by namespace: the reads' and navigations' made from
 * their routes (calls/routes.ts), the writes' from theirs once the first write loads them. When the client
 * checks (`check`, on outside production), the declarations' schemas are imported on its first call; a
 * production build leaves that import out.
 */
export function declaredCalls(
  core: RequestCore,
  options: Pick<ApiClientOptions, 'check'> = {},
): DeclaredClient {
  let loading: Promise<Schemas> | null = null;
  const reading: Reading = {
    schemas:
      (options.check ?? developing())
        ? () => {
            loading ??= import('../contract/calls.js').then((m) => m.CALLS as Schemas);
            return loading;
          }
        : null,
    loaded: null,
  };
  const client: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(ROUTES) as [string, CallRoute][]) {
    const [namespace, fn] = splitCallName(name);
    client[namespace] ??= {};
    client[namespace][fn] = callOf(core, name, route, reading);
  }
  for (const name of WRITE_NAMES) {
    const [namespace, fn] = splitCallName(name);
    client[namespace] ??= {};
    client[namespace][fn] = writeOf(core, name, reading);
  }
  return client as DeclaredClient;
}
