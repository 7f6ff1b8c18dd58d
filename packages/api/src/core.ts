import type { z } from 'zod';
import { errorResponseSchema, type FieldError } from './contract/responses.js';
import { ApiError, GENERAL_ERROR, MISSING_PARAMS } from './errors.js';
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
  /** Sends multipart uploads with progress; XMLHttpRequest in the browser, fetch elsewhere. Injectable for tests. */
  upload?: UploadTransport;
  /** Fetch credentials mode; same-origin by default. */
  credentials?: RequestCredentials;
}

/** Scalar form values; arrays are sent comma-joined, booleans as 1/0, undefined and null are left out. */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type FormFields = Record<string, FormValue>;

export interface MultipartOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export interface RequestCore {
  getJson<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>>;
  /** A form-encoded POST (§7 "writes are form-encoded POSTs"). */
  postForm<S extends z.ZodType>(
    path: string,
    fields: FormFields,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>>;
  /** A multipart POST through the upload transport, with progress. */
  postMultipart<S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    options?: MultipartOptions,
  ): Promise<z.output<S>>;
  /** The absolute URL of a path (for navigations such as social login). */
  url(path: string): string;
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
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'same-origin';

  function writeHeaders(): Record<string, string> {
    const token = typeof options.csrfToken === 'function' ? options.csrfToken() : options.csrfToken;
    return { accept: 'application/json', ...options.headers, ...(token ? { 'x-csrf-token': token } : {}) };
  }

  function check<S extends z.ZodType>(status: number, ok: boolean, body: unknown, schema: S, write: boolean) {
    if (!ok) {
      const parsed = errorResponseSchema.safeParse(body);
      throw parsed.success
        ? new ApiError(parsed.data.code, status, parsed.data.errors)
        : new ApiError(GENERAL_ERROR, status);
    }
    // A write answered 2xx with an error code is still a failure (§8 maps the code either way).
    if (write) {
      const coded = errorResponseSchema.safeParse(body);
      if (coded.success && coded.data.code !== 'success') {
        throw new ApiError(coded.data.code, status, coded.data.errors);
      }
    }
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
    schema: S,
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
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const res = await send(path, {
      method: 'POST',
      headers: { ...writeHeaders(), 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: formBody(fields).toString(),
      ...(signal ? { signal } : {}),
    });
    const body: unknown = await res.json().catch(() => undefined);
    return check(res.status, res.ok, body, schema, true);
  }

  async function postMultipart<S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    opts: MultipartOptions = {},
  ): Promise<z.output<S>> {
    const transport = options.upload ?? defaultUploadTransport(doFetch, credentials);
    let res: { status: number; text: string };
    try {
      res = await transport({
        url: baseUrl + path,
        method: 'POST',
        headers: writeHeaders(),
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
