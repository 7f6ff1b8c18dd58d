/**
 * The media storage interface shared by the local-disk and S3 adapters (issue #7): objects addressed by
 * safe keys (keys.ts), written as streams (uploads reach 10 GB: never held whole in memory), read whole or
 * by byte range, and handed to browsers as signed, expiring URLs.
 */
import type { Readable } from 'node:stream';
import type { ByteRange } from './range.js';

export type { ByteRange } from './range.js';

export interface PutOptions {
  /** Optional check: must agree with the type of the key's extension (keys.ts `contentTypeFor`). */
  contentType?: string | undefined;
}

export interface PutFileOptions extends PutOptions {
  /** Move the file instead of copying it (a rename on the same disk; else copy, then delete the source). */
  move?: boolean | undefined;
}

/** What `put` and `putFile` stored. */
export interface PutResult {
  key: string;
  size: number;
}

/** An object's metadata. */
export interface ObjectInfo {
  key: string;
  /** The whole object's size in bytes. */
  size: number;
  /** From the key's extension; never text/html. */
  contentType: string;
  lastModified: Date;
  /** A strong validator for ETag and If-Range, quoted. */
  etag: string;
}

/** A byte range asked of `get`: `end` inclusive, default the last byte. */
export interface RangeRequest {
  start: number;
  end?: number | undefined;
}

export interface GetResult extends ObjectInfo {
  /** The bytes asked for; consume or destroy it (it holds a file or connection open). */
  body: Readable;
  /** The bytes `body` holds (inclusive; `end` is -1 for an empty object). */
  range: ByteRange;
  /** Whether only part of the object was asked for (answer 206). */
  partial: boolean;
  /** Bytes in `body`. */
  length: number;
}

export interface UrlOptions {
  /** Seconds the URL stays valid (default 3600, at most 7 days as S3 allows). */
  expiresIn?: number | undefined;
  /** Serve as an attachment saved under this name. */
  download?: string | undefined;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * The origins `url()` points at other than the site's own (S3: the bucket's), which the pages' CSP allows
   * media from (http/security-headers.ts); none on the local disk.
   */
  readonly urlOrigins: readonly string[];
  /** Stores a stream or buffer at `key` (replacing any object there); readers never see a partial object. */
  put(key: string, body: NodeJS.ReadableStream | Buffer, options?: PutOptions): Promise<PutResult>;
  /** Stores the file at `path` (streamed; with `move`, the source is gone afterwards). */
  putFile(key: string, path: string, options?: PutFileOptions): Promise<PutResult>;
  /** The object, or a byte range of it; null when there is none. Throws RangeNotSatisfiableError. */
  get(key: string, range?: RangeRequest): Promise<GetResult | null>;
  /** The object's metadata; null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object (no error when there is none). */
  delete(key: string): Promise<void>;
  /** Deletes every object under the folder `prefix` (a video's folder); returns how many there were. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object under the folder `prefix` ('' for all), sorted by key. */
  list(prefix: string): Promise<Array<{ key: string; size: number }>>;
  /** A URL a browser can fetch the object from until it expires (signed local path, or presigned S3 URL). */
  url(key: string, options?: UrlOptions): Promise<string>;
}

/** `get` was asked for a range starting at or beyond the object's end. */
export class RangeNotSatisfiableError extends Error {
  override readonly name = 'RangeNotSatisfiableError';
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`range not satisfiable for ${key} (${size} bytes)`);
  }
}

/** Default and maximum lifetimes of a media URL, in seconds. */
export const DEFAULT_URL_SECONDS = 3600;
export const MAX_URL_SECONDS = 7 * 24 * 3600;

/** A checked `expiresIn`: a whole number of seconds from 1 to 7 days. */
export function urlSeconds(expiresIn: number | undefined): number {
  const s = expiresIn ?? DEFAULT_URL_SECONDS;
  if (!Number.isInteger(s) || s < 1 || s > MAX_URL_SECONDS) {
    throw new RangeError(`expiresIn must be a whole number of seconds from 1 to ${MAX_URL_SECONDS}`);
  }
  return s;
}

/** Resolves a requested range against the size: the inclusive range `get` returns, or throws. */
export function resolveRange(key: string, size: number, range: RangeRequest | undefined): ByteRange {
  if (!range) return { start: 0, end: size - 1 };
  const { start, end } = range;
  if (
    !Number.isSafeInteger(start) ||
    start < 0 ||
    (end !== undefined && (!Number.isSafeInteger(end) || end < start))
  ) {
    throw new RangeError(`invalid byte range ${JSON.stringify(range)}`);
  }
  if (start >= size) throw new RangeNotSatisfiableError(key, size);
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}
