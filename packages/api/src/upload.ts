import type { FetchLike } from './core.js';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, rounded down. */
  percent: number;
}

export interface UploadRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** What a transport answers: the status and the raw body text (parsed and checked by the core). */
export interface UploadResult {
  status: number;
  text: string;
}

/** Sends a multipart body and reports upload progress. Inject one in ApiClientOptions.upload for tests. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResult>;

export function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0 };
}

/** The browser transport: XMLHttpRequest, whose upload events give the progress percent of §4. */
export const xhrUploadTransport: UploadTransport = (request) =>
  new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [key, value] of Object.entries(request.headers)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(progressOf(event.loaded, event.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });

/** A fetch transport for places without XMLHttpRequest: progress is reported at 0 and at 100 percent. */
export function fetchUploadTransport(
  doFetch: FetchLike,
  credentials: RequestCredentials = 'same-origin',
): UploadTransport {
  return async (request) => {
    request.onProgress?.(progressOf(0, 1));
    const res = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const text = await res.text();
    request.onProgress?.(progressOf(1, 1));
    return { status: res.status, text };
  };
}

export function defaultUploadTransport(doFetch: FetchLike, credentials: RequestCredentials): UploadTransport {
  return typeof XMLHttpRequest === 'undefined'
    ? fetchUploadTransport(doFetch, credentials)
    : xhrUploadTransport;
}
