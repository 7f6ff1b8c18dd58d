import type { z } from 'zod';
import { ROUTES } from './calls/routes.js';
import type { FieldError } from './contract/common.js';
import { CSRF_HEADER, csrfFromCookie } from './contract/csrf.js';
import type { CookieStore } from './cookies.js';
import { ApiError, GENERAL_ERROR, isInvalidCsrf, MISSING_PARAMS } from './errors.js';
import { defaultUploadTransport, type UploadProgress, type UploadTransport } from './upload.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the paths are resolved against; empty for same-origin calls in the browser. */
  baseUrl?: string;
  /** The fetch to use: the server passes an in-process one for server rendering. */
  fetch?: FetchLike;
  /** Headers sent with every call (cookies when rendering on the server). */
  headers?: Record<string, string>;
  /**
   * The CSRF token sent as `x-csrf-token` on every write (every POST). A string, or a getter read at each
   * write (e.g. from a cookie or a meta tag). The server rejects writes without it.
   */
  csrfToken?: string | (() => string | null | undefined);
  /**
   * Whether a write refused for its CSRF token (403 `invalid_csrf`: a visitor with no token yet, or one from
   * before a sign-in or sign-out in another tab) asks for a fresh token (GET /api/csrf.php, which also sets
   * the `csrf_token` cookie) and is sent once more with it. The token is read again through `csrfToken`; when
   * that gives nothing new (a fixed string, or a getter that still has no token) the token the server just
   * answered is sent. Only that refusal is retried, and only once: a second refusal is thrown.
   *
   * On by default when a `csrfToken` is given, off otherwise. A client without `csrfToken` sends no token at
   * all, so a fresh one could not help it: its writes stay one request each, their refusal thrown as before.
   */
  csrfRetry?: boolean;
  /** Sends multipart uploads with progress; XMLHttpRequest in the browser, fetch elsewhere. Injectable for tests. */
  upload?: UploadTransport;
  /**
   * Cookies outside a browser (`createCookieJar()`, or a store over a full cookie jar): sent with every call
   * and kept from every answer, and the CSRF token read from its cookie when `csrfToken` is not given. In a
   * browser, leave it out: the browser keeps the cookies.
   */
  cookies?: CookieStore;
  /** Fetch credentials mode; same-origin by default. */
  credentials?: RequestCredentials;
  /**
   * Whether the client checks each call's params and answer against its declaration's schemas (#28):
   * params outside the contract reject with `invalid_params` before anything is sent, an answer that does
   * not match rejects with `invalid_response`. The schemas are loaded when the first call is made.
   *
   * By default on outside production (`NODE_ENV` not `production`: development and tests), off in
   * production, where the client trusts its own server's answers (parsed on the server) and sends params
   * as given with their defaults (the server refuses what it cannot take), so no schema library is in a
   * page's JavaScript. A required param that is missing is refused either way (§5 `missing_params`).
   */
  check?: boolean;
}

/** What a bundler writes in for `process.env.NODE_ENV` (this package has no Node types: a browser has no `process`). */
declare const process: { env: { NODE_ENV?: string } };

/** Outside production: `NODE_ENV` is not `production` (a bundler writes it in, so the browser's build drops the checks). */
export function developing(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** Scalar form values; arrays are sent comma-joined, booleans as 1/0, undefined and null are left out. */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type FormFields = Record<string, FormValue>;

export interface MultipartOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The request core. Each method takes the answer's schema, or undefined to trust the answer (the browser's
 * client in production, #28: its own server's JSON, parsed on the server); the answer's type is the schema's
 * either way.
 */
export interface RequestCore {
  getJson<S extends z.ZodType>(
    path: string,
    schema: S | undefined,
    signal?: AbortSignal,
  ): Promise<z.output<S>>;
  /** A form-encoded POST (§7 "writes are form-encoded POSTs"). */
  postForm<S extends z.ZodType>(
    path: string,
    fields: FormFields,
    schema: S | undefined,
    signal?: AbortSignal,
  ): Promise<z.output<S>>;
  /** A multipart POST through the upload transport, with progress. */
  postMultipart<S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S | undefined,
    options?: MultipartOptions,
  ): Promise<z.output<S>>;
  /** The absolute URL of a path (for navigations such as social login). */
  url(path: string): string;
}

/**
 * The `code` and field `errors` of an answer (§8: every answer carries a code), read without a schema; null
 * when the body has no string code.
 */
function errorBody(body: unknown): { code: string; errors?: FieldError[] } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, errors } = body as { code?: unknown; errors?: unknown };
  if (typeof code !== 'string') return null;
  return Array.isArray(errors) ? { code, errors: errors as FieldError[] } : { code };
}

/** Encodes form fields in their insertion order. */
export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') body.append(key, value ? '1' : '0');
    else if (Array.isArray(value)) body.append(key, value.join(','));
    else body.append(key, String(value));
  }
  return body;
}

/** Builds a FormData from fields and blobs, in insertion order. */
export function multipartBody(fields: Record<string, FormValue | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (Array.isArray(value)) form.append(key, value.join(','));
    else form.append(key, String(value));
  }
  return form;
}

/** The request core every call goes through: resolves the path, checks the body against its schema. */
export function createRequestCore(options: ApiClientOptions = {}): RequestCore {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies;
  const doFetch: FetchLike = cookies
    ? async (input, init) => {
        const headers = new Headers(init?.headers);
        const cookie = cookies.header();
        if (cookie) headers.set('cookie', cookie);
        const res = await baseFetch(input, { ...init, headers });
        cookies.take(res.headers.getSetCookie?.() ?? []);
        return res;
      }
    : baseFetch;
  const credentials = options.credentials ?? 'same-origin';
  const csrfToken = options.csrfToken ?? (cookies ? () => csrfFromCookie(cookies.header()) : undefined);
  const csrfRetry = options.csrfRetry ?? csrfToken !== undefined;

  function readToken(): string | null | undefined {
    return typeof csrfToken === 'function' ? csrfToken() : csrfToken;
  }

  function writeHeaders(token: string | null | undefined): Record<string, string> {
    return { accept: 'application/json', ...options.headers, ...(token ? { [CSRF_HEADER]: token } : {}) };
  }

  // Writes refused together (a page firing several before its first token arrives) wait for one fetch.
  let pendingToken: Promise<string> | null = null;
  function freshToken(): Promise<string> {
    pendingToken ??= getJson<z.ZodType<{ token: string }>>(ROUTES['auth.csrf'].path, undefined)
      .then((answer) => answer.token)
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  /**
   * Sends a write with the token `csrfToken` gives; when it is refused for that token (and `csrfRetry` is
   * on), fetches a fresh one and sends the write once more. Any other failure, and a second refusal, is thrown.
   */
  async function withFreshToken<T>(
    signal: AbortSignal | undefined,
    attempt: (token: string | null | undefined) => Promise<T>,
  ): Promise<T> {
    const sent = readToken();
    try {
      return await attempt(sent);
    } catch (error) {
      if (!csrfRetry || !isInvalidCsrf(error) || error.status !== 403) throw error;
      // The token fetch is shared, so it does not take this write's signal; the write checks it after.
      const answered = await freshToken();
      signal?.throwIfAborted();
      const reread = readToken();
      // A getter that reads the cookie the csrf call set gives the new token; a fixed string, or a getter
      // with nothing new, would only be refused again, so the token the server answered goes instead.
      return attempt(reread && reread !== sent ? reread : answered);
    }
  }

  function check<S extends z.ZodType>(
    status: number,
    ok: boolean,
    body: unknown,
    schema: S | undefined,
    write: boolean,
  ) {
    if (!ok) {
      const coded = errorBody(body);
      throw coded ? new ApiError(coded.code, status, coded.errors) : new ApiError(GENERAL_ERROR, status);
    }
    // A write answered 2xx with an error code is still a failure (§8 maps the code either way).
    if (write) {
      const coded = errorBody(body);
      if (coded && coded.code !== 'success') throw new ApiError(coded.code, status, coded.errors);
    }
    if (!schema) return body as z.output<S>;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid_response', status);
    return parsed.data as z.output<S>;
  }

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(baseUrl + path, { ...init, credentials });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError('network_error', 0);
    }
  }

  async function getJson<S extends z.ZodType>(
    path: string,
    schema: S | undefined,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const res = await send(path, {
      headers: { accept: 'application/json', ...options.headers },
      ...(signal ? { signal } : {}),
    });
    const body: unknown = await res.json().catch(() => undefined);
    return check(res.status, res.ok, body, schema, false);
  }

  async function postForm<S extends z.ZodType>(
    path: string,
    fields: FormFields,
    schema: S | undefined,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const body = formBody(fields).toString();
    return withFreshToken(signal, async (token) => {
      const res = await send(path, {
        method: 'POST',
        headers: {
          ...writeHeaders(token),
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        },
        body,
        ...(signal ? { signal } : {}),
      });
      const answer: unknown = await res.json().catch(() => undefined);
      return check(res.status, res.ok, answer, schema, true);
    });
  }

  async function postMultipart<S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S | undefined,
    opts: MultipartOptions = {},
  ): Promise<z.output<S>> {
    const transport = options.upload ?? defaultUploadTransport(doFetch, credentials);
    // A FormData is not consumed by sending it, so a refused upload can send the same one again.
    return withFreshToken(opts.signal, async (token) => {
      let res: { status: number; text: string };
      try {
        res = await transport({
          url: baseUrl + path,
          method: 'POST',
          headers: writeHeaders(token),
          body: form,
          ...(opts.signal ? { signal: opts.signal } : {}),
          ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
        });
      } catch (cause) {
        if ((cause as Error)?.name === 'AbortError') throw cause;
        throw new ApiError('network_error', 0);
      }
      let body: unknown;
      try {
        body = JSON.parse(res.text);
      } catch {
        body = undefined;
      }
      return check(res.status, res.status >= 200 && res.status < 300, body, schema, true);
    });
  }

  return { getJson, postForm, postMultipart, url: (path) => baseUrl + path };
}

/** Validates call parameters: a value outside the contract rejects with `invalid_params`, and no call is made. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    'invalid_params',
    0,
    parsed.error.issues.map((issue): FieldError => {
      const field = issue.path.join('.') || 'params';
      if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
        return { field, code: issue.code, params: { length: issue.minimum, min: issue.minimum } };
      }
      if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
        return { field, code: issue.code, params: { length: issue.maximum, max: issue.maximum } };
      }
      if (issue.code === 'invalid_format')
        return { field, code: issue.code, params: { format: issue.format } };
      return { field, code: issue.code };
    }),
  );
}

function isMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * §5: calls by id need their id (video_id, model_dir, channel_dir, user_id, playlist_id; object_id and
 * section for comments). When one is missing, only a console error is logged and nothing is called: the
 * call rejects with `missing_params` without touching the network.
 */
export function requireParams(call: string, input: unknown, required: readonly string[]): void {
  const record = (input ?? {}) as Record<string, unknown>;
  const missing = required.filter((key) => isMissing(record[key]));
  if (missing.length === 0) return;
  console.error(
    `[@site/api] ${call}: missing required parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
  );
  throw new ApiError(
    MISSING_PARAMS,
    0,
    missing.map((field) => ({ field, code: 'required' })),
  );
}

/** requireParams, then parseParams. */
export function prepare<S extends z.ZodType>(
  call: string,
  schema: S,
  input: unknown,
  required: readonly string[] = [],
): z.output<S> {
  requireParams(call, input, required);
  return parseParams(schema, input ?? {});
}
