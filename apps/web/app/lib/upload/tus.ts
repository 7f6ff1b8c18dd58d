import { csrfFromCookie, ENDPOINTS, GENERAL_ERROR } from '@site/api';
import { browserApi } from '../api';

/** What the upload screen hears from an uploader. */
export interface UploadCallbacks {
  /** 0–100. */
  onProgress: (percent: number) => void;
  /** Every byte is on the server; `uploadId` is the tus id (the upload id of the API). */
  onSuccess: (uploadId: string) => void;
  /** A §8 code: bad_filename, size_limit, need_auth, upload_error… */
  onError: (code: string) => void;
  /** The connection failed and a retry waits `delayMs` (the next progress means it is back). */
  onReconnecting?: (delayMs: number) => void;
}

export interface UploadHandle {
  /** Stops sending (the server keeps what it has, so choosing the file again resumes). */
  abort: () => void;
}

/** Starts sending a file. The real one is tus (below); tests inject a fake. */
export type StartUpload = (file: File, callbacks: UploadCallbacks) => UploadHandle;

export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * Waits before each retry, growing to a minute: about 5 minutes without a connection before the upload
 * gives up. The count starts again once bytes get through, so a weak connection may drop often.
 */
export const TUS_RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 60_000, 60_000, 60_000];

/**
 * Whether a failed tus request is worth another try: a lost connection or a server error is; a refusal
 * (4xx: not allowed, too large, gone) is not, except 409 and 423 (the offset moved, or the upload is busy).
 * Unlike tus-js-client's default, a browser that says it is offline retries too: phones report it while
 * they switch networks, which is when the retry delays are meant to wait.
 */
export function shouldRetryTus(error: unknown): boolean {
  const response = (error as { originalResponse?: TusResponseLike | null } | null)?.originalResponse;
  const status = response ? response.getStatus() : 0;
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

/** The tus id: the last path segment of the upload's URL (its `Location`). */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const segments = new URL(url, 'http://x').pathname.split('/').filter(Boolean);
    return segments.at(-1) ?? null;
  } catch {
    return null;
  }
}

interface TusResponseLike {
  getStatus(): number;
  getBody(): string;
}

/**
 * The §8 code of a failed tus request: the server's JSON `{ code }` (400 bad_filename, 413 size_limit,
 * 401 need_auth…), else one implied by the status, else upload_error (the network, retries spent).
 */
export function tusErrorCode(error: unknown): string {
  const response = (error as { originalResponse?: TusResponseLike | null } | null)?.originalResponse;
  if (!response) return 'upload_error';
  let code: unknown;
  try {
    code = (JSON.parse(response.getBody() || 'null') as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  if (typeof code === 'string' && code && code !== GENERAL_ERROR) return code;
  switch (response.getStatus()) {
    case 401:
      return 'need_auth';
    case 413:
      return 'size_limit';
    default:
      return 'upload_error';
  }
}

/**
 * The real uploader: tus-js-client (loaded only when an upload starts) to ENDPOINTS.tus, in 8 MiB chunks
 * with retries, with the CSRF header every write needs. A file sent before (same file, same browser)
 * resumes where it stopped, so a reload loses nothing; the fingerprint is dropped once it is complete.
 */
export const tusUpload: StartUpload = (file, callbacks) => {
  let aborted = false;
  let upload: { abort: (terminate?: boolean) => Promise<void> } | null = null;
  import('tus-js-client').then(
    async ({ Upload }) => {
      // Every write carries the CSRF token; a browser without one yet asks for it first.
      const csrf = csrfFromCookie(document.cookie) ?? (await browserApi.auth.csrf().catch(() => null))?.token;
      if (aborted) return;
      const instance = new Upload(file, {
        endpoint: ENDPOINTS.tus,
        metadata: { filename: file.name, filetype: file.type },
        headers: { 'X-CSRF-Token': csrf ?? '' },
        chunkSize: TUS_CHUNK_BYTES,
        retryDelays: TUS_RETRY_DELAYS,
        onShouldRetry: (error, attempt) => {
          const retry = shouldRetryTus(error);
          if (retry && !aborted) callbacks.onReconnecting?.(TUS_RETRY_DELAYS[attempt] ?? 0);
          return retry;
        },
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => callbacks.onProgress(total > 0 ? (sent / total) * 100 : 0),
        onError: (error) => {
          if (!aborted) callbacks.onError(tusErrorCode(error));
        },
        onSuccess: () => {
          const id = uploadIdFromUrl(instance.url);
          if (id) callbacks.onSuccess(id);
          else callbacks.onError('upload_error');
        },
      });
      upload = instance;
      try {
        const previous = await instance.findPreviousUploads();
        const last = previous[0];
        if (last) instance.resumeFromPreviousUpload(last);
      } catch {
        // No stored uploads (private mode, storage off): start afresh.
      }
      if (!aborted) instance.start();
    },
    () => callbacks.onError('upload_error'),
  );
  return {
    abort: () => {
      aborted = true;
      upload?.abort().catch(() => undefined);
    },
  };
};
