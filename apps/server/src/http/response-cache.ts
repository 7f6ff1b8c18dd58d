import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** One stored answer: its bytes and the headers a repeat of it needs. */
interface Entry {
  status: number;
  body: string | Buffer;
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
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  stored: number;
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
  const stats = { hits: 0, misses: 0, stored: 0 };
  const ttl = Math.max(0, options.ttlMs);
  const cache = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) => entry.body.length + 256,
    ttl: Math.max(1, ttl),
    ttlAutopurge: false,
  });
  /**
   * The requests that missed the cache and may store their answer: whether a request may use the cache
   * (method, scope, bypass) is decided once, when it arrives. One answered from the cache is not in it.
   */
  const storable = new WeakSet<FastifyRequest>();

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
      return reply.send(entry.body);
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
      cache.set(
        request.url,
        {
          status: reply.statusCode,
          body: payload,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          cacheControl,
          etag: typeof etag === 'string' ? etag : undefined,
        },
        { ttl: Math.min(ttl, maxAge * 1000) },
      );
      stats.stored++;
      return payload;
    });
  }

  return () => ({ ...stats, entries: cache.size, bytes: cache.calculatedSize });
}
