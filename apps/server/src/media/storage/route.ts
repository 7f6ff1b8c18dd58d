/**
 * Serves storage objects at signed, expiring URLs (signing.ts): `GET` and `HEAD` of `<prefix><key>?e=…&s=…`.
 * A forged or expired URL is 403 `no_permission`, a missing object 404 `not_found` (JSON, never cached).
 * Objects go out with the type of their extension (never HTML; unknown: application/octet-stream),
 * `X-Content-Type-Options: nosniff`, `Accept-Ranges: bytes`, a 206 for one byte range (`a-b`, `a-`, `-n`;
 * several ranges get the whole object), a 416 for a range past the end, `Content-Disposition: attachment`
 * when the URL was signed for a download, and `Cache-Control: private, max-age` no longer than the URL
 * stays valid. `If-Range` is honoured with the object's ETag or Last-Modified.
 *
 * `sendObject` and `refuseObject` are the object-sending part on their own: the media gate (src/playback)
 * answers its files with them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, storageKeySchema } from './keys.js';
import { DEFAULT_URL_PREFIX } from './local.js';
import { contentRange, decideRange } from './range.js';
import { checkLocalUrl } from './signing.js';
import { type MediaStorage, type ObjectInfo, RangeNotSatisfiableError } from './types.js';

export interface ServeSignedOptions {
  /** The clock, milliseconds since the epoch (tests). */
  now?: () => number;
}

/** Clears what an object answer may have set already, for a JSON error instead. */
function asError(reply: FastifyReply) {
  for (const name of ['content-disposition', 'etag', 'last-modified', 'accept-ranges'])
    reply.removeHeader(name);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff');
}

const REFUSAL_CODES = { 401: 'need_auth', 403: 'no_permission', 404: 'not_found' } as const;

/**
 * A JSON refusal of an object, never cached: 401 `need_auth`, 403 `no_permission` or 404 `not_found`, or
 * the more precise §8 `code` given (the gate's `quality_not_found`).
 */
export function refuseObject(reply: FastifyReply, status: 401 | 403 | 404, code?: string) {
  return asError(reply)
    .code(status)
    .header('cache-control', 'private, no-store')
    .send({ code: code ?? REFUSAL_CODES[status] });
}

function unsatisfiable(reply: FastifyReply, size: number) {
  return asError(reply)
    .code(416)
    .header('content-range', contentRange(undefined, size))
    .header('cache-control', 'private, no-store')
    .send({ code: 'range_not_satisfiable' });
}

/** Whether a request's If-Range (if any) still names this version of the object. */
function ifRangeHolds(ifRange: string | string[] | undefined, info: ObjectInfo): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === info.etag;
  return value === info.lastModified.toUTCString();
}

export interface SendObjectOptions {
  /** The answer's Cache-Control (errors are always `private, no-store`). */
  cacheControl: string;
  /** Send as an attachment saved under this name. */
  download?: string | undefined;
}

/**
 * Answers a GET or HEAD with the object at `key` (a checked storage key): its type, ETag, Last-Modified,
 * `nosniff`, one byte range (206) or 416, and the given Cache-Control; 404 `not_found` when there is no
 * such object. HEAD never opens the object.
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  options: SendObjectOptions,
): Promise<FastifyReply> {
  reply.header('x-content-type-options', 'nosniff');
  const info = await storage.head(key);
  if (!info) return refuseObject(reply, 404);

  const rangeHeader = ifRangeHolds(request.headers['if-range'], info) ? request.headers.range : undefined;
  const decision = decideRange(rangeHeader, info.size);
  if (decision.kind === 'unsatisfiable') return unsatisfiable(reply, info.size);
  const range = decision.kind === 'partial' ? decision.range : undefined;

  reply
    .header('content-type', info.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
  if (options.download !== undefined)
    reply.header('content-disposition', attachmentDisposition(options.download));

  if (request.method === 'HEAD') {
    if (range) reply.code(206).header('content-range', contentRange(range, info.size));
    reply.header('content-length', range ? range.end - range.start + 1 : info.size);
    return reply.send();
  }

  let object: Awaited<ReturnType<MediaStorage['get']>>;
  try {
    object = await storage.get(key, range);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) return unsatisfiable(reply, error.size);
    throw error;
  }
  if (!object) return refuseObject(reply, 404);
  if (object.partial) reply.code(206).header('content-range', contentRange(object.range, object.size));
  reply.header('content-length', object.length);
  return reply.send(object.body);
}

/** Registers GET and HEAD of `${prefix}*`, serving `storage`'s objects at URLs signed with `secret`. */
export function serveSigned(
  app: FastifyInstance,
  storage: MediaStorage,
  secret: string,
  prefix: string = DEFAULT_URL_PREFIX,
  options: ServeSignedOptions = {},
): void {
  if (!/^\/(?:[A-Za-z0-9._-]+\/)*$/.test(prefix))
    throw new Error(`prefix must start and end with "/": ${prefix}`);
  if ('urlPrefix' in storage && storage.urlPrefix !== prefix) {
    throw new Error(`the storage signs URLs under ${storage.urlPrefix}, not ${prefix}`);
  }
  const now = options.now ?? Date.now;

  app.route({
    method: ['GET', 'HEAD'],
    url: `${prefix}*`,
    handler: async (request, reply) => {
      const at = now();
      const signed = checkLocalUrl(request.url, secret, at);
      if (!signed) return refuseObject(reply, 403);
      const key = signed.path.slice(prefix.length);
      if (!signed.path.startsWith(prefix) || !storageKeySchema.safeParse(key).success)
        return refuseObject(reply, 404);
      const remaining = Math.max(0, signed.expires - Math.floor(at / 1000));
      return sendObject(request, reply, storage, key, {
        cacheControl: `private, max-age=${remaining}`,
        download: signed.download,
      });
    },
  });
}
