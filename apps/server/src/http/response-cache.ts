import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedEncoding, COMPRESS, type Encoding } from './encodings.js';

/** The answers worth compressing: text (JSON, the language files). */
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/;

/** One stored answer: its bytes, compressed as asked (each encoding once), and the headers a repeat needs. */
interface Entry {
  status: number;
  body: Buffer;
  /** Whether it is sent compressed to a client that accepts an encoding. */
  compressible: boolean;
  /** Its bytes in each encoding asked for so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
  contentType: string | undefined;
  cacheControl: string;
  etag: string | undefined;
}

export interface ResponseCacheOptions {
  /**
   * The longest an answer is kept, in ms (it is also never kept past its own `max-age`). 0 keeps nothing:
   * tests that write and read at once turn it off.
   */
  ttlMs: number;
  /** The most bytes of answers kept (least recently used out first). */
  maxBytes: number;
  /** The URLs it serves and stores (the API's reads; pages may depend on cookies). */
  scope: (url: string) => boolean;
  /**
   * Requests that must never be answered from the cache, nor stored in it: those whose answer may depend
   * on who asks (a signed-in member). Even a public answer to a member is not kept, so a route that marks
   * a member's answer public by mistake still cannot hand it to anybody else.
   */
  bypass: (request: FastifyRequest) => boolean;
  /**
   * Answers of this many bytes or more are sent compressed to a client that accepts br or gzip, as
   * @fastify/compress would (its `threshold`), but compressed once per encoding and kept: a repeat costs no
   * compression. Undefined: sent as stored.
   */
  compressFrom?: number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** Answers compressed (once per stored answer and encoding). */
  compressed: number;
  entries: number;
  bytes: number;
}

/** `max-age` of a public Cache-Control, in seconds; null when the answer is not public. */
function publicMaxAge(cacheControl: string): number | null {
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return null;
  const match = /(^|,)\s*max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[2]) : null;
}

const STORABLE_STATUS = new Set([200, 404]);

/**
 * The origin's own shared cache (a "micro-cache", as a tube site's nginx in front of its API keeps): a
 * public GET answer (`Cache-Control: public, max-age=N`; §9 lifetimes) is kept in memory by its URL for
 * at most `ttlMs` and its own max-age, and repeated to any request for that URL that `bypass` lets
 * through, headers and ETag included (so 304s still work). A CDN in front does the same for longer; this
 * one keeps the origin fast when many visitors ask for the same page at once, without a CDN.
 *
 * What depends on the viewer is `private, no-store` and never stored. Writes do not purge it: a public
 * answer may be up to `ttlMs` old, as it may be `max-age` old in any cache on the way.
 */
export function responseCache(app: FastifyInstance, options: ResponseCacheOptions): () => ResponseCacheStats {
  const stats = { hits: 0, misses: 0, stored: 0, compressed: 0 };
  const ttl = Math.max(0, options.ttlMs);
  const cache = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    // Room for its compressed copies too (a JSON answer compresses to a fifth or less in either encoding).
    sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.5) + 256,
    ttl: Math.max(1, ttl),
    ttlAutopurge: false,
  });
  /**
   * The requests that missed the cache and may store their answer: whether a request may use the cache
   * (method, scope, bypass) is decided once, when it arrives. One answered from the cache is not in it.
   */
  const storable = new WeakSet<FastifyRequest>();

  /**
   * The entry's bytes for this request: in the best encoding it accepts (compressed on the first such
   * request, then kept), its headers set; as stored when it accepts none or the answer is not compressed.
   */
  function bytesFor(entry: Entry, request: FastifyRequest, reply: FastifyReply): Buffer {
    const encoding = entry.compressible ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return entry.body;
    let bytes = entry.encoded[encoding];
    if (!bytes) {
      bytes = COMPRESS[encoding](entry.body);
      entry.encoded[encoding] = bytes;
      stats.compressed++;
    }
    // With Content-Encoding set, @fastify/compress leaves the answer as it is.
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return bytes;
  }

  if (ttl > 0) {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || !options.scope(request.url) || options.bypass(request)) return;
      const entry = cache.get(request.url);
      if (!entry) {
        stats.misses++;
        storable.add(request);
        return;
      }
      stats.hits++;
      reply.code(entry.status).header('cache-control', entry.cacheControl);
      if (entry.contentType) reply.header('content-type', entry.contentType);
      // With the ETag set, @fastify/etag does not hash again, and answers 304 to a matching If-None-Match.
      if (entry.etag) reply.header('etag', entry.etag);
      return reply.send(bytesFor(entry, request, reply));
    });

    // Registered after @fastify/etag (see app.ts), so the ETag of the answer is already set here.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!storable.has(request)) return payload;
      if (!STORABLE_STATUS.has(reply.statusCode)) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl !== 'string') return payload;
      const maxAge = publicMaxAge(cacheControl);
      if (maxAge === null || maxAge <= 0) return payload;
      const etag = reply.getHeader('etag');
      const contentType = reply.getHeader('content-type');
      // Kept as bytes: a repeat writes them as they are, without encoding the text again.
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const entry: Entry = {
        status: reply.statusCode,
        body,
        compressible:
          options.compressFrom !== undefined &&
          body.length >= options.compressFrom &&
          typeof contentType === 'string' &&
          COMPRESSIBLE.test(contentType),
        encoded: {},
        contentType: typeof contentType === 'string' ? contentType : undefined,
        cacheControl,
        etag: typeof etag === 'string' ? etag : undefined,
      };
      cache.set(request.url, entry, { ttl: Math.min(ttl, maxAge * 1000) });
      stats.stored++;
      // This answer goes out compressed as its repeats will, from the copy now kept.
      return bytesFor(entry, request, reply);
    });
  }

  return () => ({ ...stats, entries: cache.size, bytes: cache.calculatedSize });
}
