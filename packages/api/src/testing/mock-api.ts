import { getResponse, type RequestHandler } from 'msw';
import { type ApiClient, createApiClient } from '../client.js';
import type { ApiClientOptions } from '../core.js';
import { progressOf, type UploadProgress, type UploadTransport } from '../upload.js';
import { apiHandlers } from './handlers.js';

/** One request as the client sent it. */
export interface SentRequest {
  /** The URL exactly as the client built it (relative unless a baseUrl was given). */
  url: string;
  method: string;
  headers: Record<string, string>;
  /** A form-encoded body as its string; a multipart body as its entries (files by name). */
  body: string | [string, string][] | undefined;
  /** The request went through the upload transport (multipart with progress). */
  upload: boolean;
}

export interface MockApi {
  api: ApiClient;
  calls: SentRequest[];
  /** The last request sent; throws when there is none. */
  last(): SentRequest;
  /** Progress events the upload transport reported. */
  progress: UploadProgress[];
}

const ORIGIN = 'http://site.test';

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

function entries(form: FormData): [string, string][] {
  const out: [string, string][] = [];
  form.forEach((value, key) => {
    out.push([key, typeof value === 'string' ? value : `file:${(value as File).name || 'blob'}`]);
  });
  return out;
}

/**
 * A client whose calls never leave the process: each is recorded and answered by msw handlers (the
 * synthetic ones of `apiHandlers` by default, `extra` handlers first). Uploads report progress at 0, 50
 * and 100 percent. For tests of other packages and for stories.
 */
export function createMockApi(
  options: { handlers?: RequestHandler[]; extra?: RequestHandler[]; client?: ApiClientOptions } = {},
): MockApi {
  const handlers = [...(options.extra ?? []), ...(options.handlers ?? apiHandlers())];
  const calls: SentRequest[] = [];
  const progress: UploadProgress[] = [];

  async function answer(url: string, init: RequestInit): Promise<Response> {
    const request = new Request(new URL(url, ORIGIN), init);
    return (await getResponse(handlers, request)) ?? Response.json({ code: 'not_found' }, { status: 404 });
  }

  const fetch = async (input: string, init: RequestInit = {}) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: headerRecord(init.headers),
      body:
        typeof init.body === 'string'
          ? init.body
          : init.body instanceof FormData
            ? entries(init.body)
            : undefined,
      upload: false,
    });
    return answer(input, init);
  };

  const upload: UploadTransport = async (request) => {
    calls.push({
      url: request.url,
      method: request.method,
      headers: { ...request.headers },
      body: entries(request.body),
      upload: true,
    });
    for (const loaded of [0, 50, 100]) {
      const p = progressOf(loaded, 100);
      progress.push(p);
      request.onProgress?.(p);
    }
    const res = await answer(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return { status: res.status, text: await res.text() };
  };

  const api = createApiClient({ fetch, upload, ...options.client });
  return {
    api,
    calls,
    progress,
    last() {
      const call = calls.at(-1);
      if (!call) throw new Error('no call was made');
      return call;
    },
  };
}
