/**
 * Sends a file of a video's media folder from storage. Local disk: streamed with ranges, ETag and
 * Last-Modified (media/storage route.ts `sendObject`). S3: playlists and VTT are read and answered here,
 * so their relative entries keep resolving under the gate address; every other file is a 302 to a
 * presigned URL.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseObject, sendObject } from '../media/storage/route.js';
import type { MediaStorage } from '../media/storage/types.js';
import { HOUR, isTextFile } from './files.js';

/** How long a presigned S3 address given in a redirect stays valid (the redirect is cached ≤ 1 hour). */
export const REDIRECT_URL_SECONDS = 6 * HOUR;
/** Playlists and VTT larger than this (never seen: an 11-hour rung is ~300 kB) are redirected instead. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;

export interface Delivery {
  /** The storage key (checked by the caller). */
  key: string;
  /** The file's name in the media folder (`master.m3u8`, `240p/0001.ts`, …). */
  file: string;
  /** Cache-Control of the answer. */
  cacheControl: string;
  /** Cache-Control of an S3 redirect (no longer than the presigned address lives). */
  redirectCacheControl: string;
  /** How long a presigned address lives (seconds). */
  urlSeconds: number;
  /** Send as an attachment saved under this name. */
  download?: string | undefined;
}

async function readText(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function deliver(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  d: Delivery,
): Promise<FastifyReply> {
  if (storage.kind === 'local') {
    return sendObject(request, reply, storage, d.key, { cacheControl: d.cacheControl, download: d.download });
  }
  reply.header('x-content-type-options', 'nosniff');
  if (isTextFile(d.file) && d.download === undefined) {
    const info = await storage.head(d.key);
    if (!info) return refuseObject(reply, 404);
    if (info.size <= MAX_TEXT_BYTES) {
      reply
        .header('content-type', info.contentType)
        .header('cache-control', d.cacheControl)
        .header('etag', info.etag)
        .header('last-modified', info.lastModified.toUTCString());
      if (request.method === 'HEAD') return reply.header('content-length', info.size).send();
      const object = await storage.get(d.key);
      if (!object) return refuseObject(reply, 404);
      return reply.send(await readText(object.body));
    }
  } else if (!(await storage.head(d.key))) {
    // A redirect to a missing object would end in S3's own error page: answer 404 here instead.
    return refuseObject(reply, 404);
  }
  const url = await storage.url(d.key, { expiresIn: d.urlSeconds, download: d.download });
  return reply.code(302).header('location', url).header('cache-control', d.redirectCacheControl).send();
}
