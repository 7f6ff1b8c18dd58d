import type { z } from 'zod';
import { errorResponseSchema } from './contract/responses.js';
import { ApiError, GENERAL_ERROR } from './errors.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the paths are resolved against; empty for same-origin calls in the browser. */
  baseUrl?: string;
  /** The fetch to use: the server passes an in-process one for server rendering. */
  fetch?: FetchLike;
  /** Headers sent with every call (cookies when rendering on the server). */
  headers?: Record<string, string>;
}

export interface RequestCore {
  getJson<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>>;
}

/** The request core every call goes through: resolves the path, checks the body against its schema. */
export function createRequestCore(options: ApiClientOptions = {}): RequestCore {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function getJson<S extends z.ZodType>(
    path: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    let res: Response;
    try {
      res = await doFetch(baseUrl + path, {
        headers: { accept: 'application/json', ...options.headers },
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError('network_error', 0);
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const parsed = errorResponseSchema.safeParse(body);
      throw parsed.success
        ? new ApiError(parsed.data.code, res.status, parsed.data.errors)
        : new ApiError(GENERAL_ERROR, res.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid_response', res.status);
    return parsed.data;
  }

  return { getJson };
}

/** Validates call parameters: a value outside the contract rejects with `invalid_params`, and no call is made. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    'invalid_params',
    0,
    parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'params', code: issue.code })),
  );
}
