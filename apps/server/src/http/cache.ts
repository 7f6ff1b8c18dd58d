import type { FastifyReply } from 'fastify';

/** How long a CDN may serve a stale answer while it fetches a fresh one: a tenth of the lifetime, ≥ 60 s. */
export function staleWhileRevalidate(lifetime: number): number {
  return Math.max(60, Math.round(lifetime / 10));
}

/**
 * Sets the caching of an answer (§9 lifetimes). A lifetime above 0 is public: any cache may keep it for
 * that many seconds (the path carries the lifetime, so a CDN caches by path). Lifetime 0, and every answer
 * that depends on who asks, is `private, no-store`. ETag and 304 come from @fastify/etag (see app.ts).
 */
export function cacheFor(reply: FastifyReply, lifetime: number, options: { personal?: boolean } = {}) {
  if (lifetime <= 0 || options.personal) {
    reply.header('cache-control', 'private, no-store');
    return reply;
  }
  reply.header(
    'cache-control',
    `public, max-age=${lifetime}, stale-while-revalidate=${staleWhileRevalidate(lifetime)}`,
  );
  return reply;
}
