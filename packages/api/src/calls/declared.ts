import type { CallDeclaration } from '../contract/call.js';
import {
  actFields,
  fillPath,
  lifetimeFor,
  pathValueNames,
  requiredParams,
  wireFields,
} from '../contract/call.js';
import { CALLS, type CallName, type Calls } from '../contract/calls.js';
import {
  type FormFields,
  formBody,
  type MultipartOptions,
  multipartBody,
  parseParams,
  prepare,
  type RequestCore,
} from '../core.js';
import { ApiError } from '../errors.js';
import type { z } from '../zod.js';

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
function queryFields(params: z.ZodObject, fields: FormFields): FormFields {
  const shape = params.shape as Record<string, z.ZodType>;
  const out: FormFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === '') continue;
    const absent = shape[key]?.safeParse(undefined);
    if (absent?.success && absent.data === value) continue;
    out[key] = value;
  }
  return out;
}

/**
 * The address a declared GET asks for its params: its path filled (contract/call.ts `fillPath`), the
 * params that are not in the path (nor `unsent`) in the query. `lifetime` replaces the one the params ask
 * (`lifetimeOf`, else the declared one) in the path, or in the `lifetimeParam` query field.
 */
export function requestPath(declaration: CallDeclaration, fields: FormFields, lifetime?: number): string {
  const { path, params, lifetimeParam } = declaration;
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
 * The address the client asks for a declared GET (its params parsed as the client would): what tests and
 * benchmarks request. `lifetime` writes another lifetime into a cached path.
 */
export function callUrl<N extends CallName>(
  name: N,
  params?: InputOf<N>,
  options: { lifetime?: number } = {},
): string {
  const declaration: CallDeclaration = CALLS[name];
  const fields = declaration.params ? (parseParams(declaration.params, params ?? {}) as FormFields) : {};
  return requestPath(declaration, fields, options.lifetime);
}

/** A declaration's client function: checks the params (§5), then GETs its address or POSTs a form. */
function callOf(core: RequestCore, name: string, declaration: CallDeclaration) {
  const { method, path, params, response, precheck } = declaration;
  if (declaration.redirect) return navigationOf(core, name, declaration);
  const picked = actFields(declaration);
  const send = (fields: FormFields, signal?: AbortSignal) => {
    if (method === 'post')
      return core.postForm(path, { ...picked, ...wireFields(declaration, fields) }, response, signal);
    return core.getJson(requestPath(declaration, fields), response, signal);
  };
  if (!params) return async (signal?: AbortSignal) => send({}, signal);
  const required = requiredParams(declaration);
  if (declaration.body === 'multipart') return multipartCall(core, name, declaration, required);
  return async (input: unknown, signal?: AbortSignal) => {
    const local = precheck?.(input as never);
    if (local) throw new ApiError(local.code, 0, local.errors);
    return send(prepare(name, params, input, required) as FormFields, signal);
  };
}

/** A navigation's client function (`redirect`): checks the params (§5) and gives the address, fetching nothing. */
function navigationOf(core: RequestCore, name: string, declaration: CallDeclaration) {
  const { params } = declaration;
  if (!params) return () => core.url(declaration.path);
  const required = requiredParams(declaration);
  return (input: unknown) =>
    core.url(requestPath(declaration, prepare(name, params, input, required) as FormFields));
}

/** A multipart call's client function: checks the params (§5), then POSTs them, its files as file parts. */
function multipartCall(core: RequestCore, name: string, declaration: CallDeclaration, required: string[]) {
  const { path, params, response } = declaration;
  const picked = actFields(declaration);
  return async (input: unknown, options?: MultipartOptions) => {
    const fields = prepare(name, params as z.ZodObject, input, required) as Parameters<
      typeof multipartBody
    >[0];
    return core.postMultipart(path, multipartBody({ ...picked, ...fields }), response, options);
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

/** The client functions of every declaration in CALLS, grouped by namespace. */
export function declaredCalls(core: RequestCore): DeclaredClient {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [name, declaration] of Object.entries(CALLS) as [string, CallDeclaration][]) {
    const [namespace, fn] = splitCallName(name);
    client[namespace] ??= {};
    client[namespace][fn] = callOf(core, name, declaration);
  }
  return client as DeclaredClient;
}
