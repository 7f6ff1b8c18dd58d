import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { ErrorResponse } from '@site/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { catalogRoutes } from './catalog/routes.js';
import { communityRoutes } from './community/routes.js';
import type { Db } from './db/database.js';
import { openApiRoute } from './http/openapi.js';
import { type ResponseCacheStats, responseCache } from './http/response-cache.js';
import { viewerOf } from './http/viewer.js';
import { searchRoutes } from './search/routes.js';
import { createCardCache } from './videos/cards.js';
import { videoRoutes } from './videos/routes.js';
import { mountWeb, type WebOptions } from './web/mount.js';

export type { SiteLoadContext, WebOptions } from './web/mount.js';

export interface AppOptions {
  db: Db;
  /** The data folder: media are served from `<dataDir>/media` at `/media/`. */
  dataDir: string;
  /** The React Router build to serve pages from; without it the server answers the API and media only. */
  web?: WebOptions | undefined;
  /** Fastify's logger option (default: off). */
  logger?: FastifyServerOptions['logger'];
  /** Log every request (default: false; errors are always logged when the logger is on). */
  logRequests?: boolean;
  /**
   * The origin's cache of public answers (http/response-cache.ts): kept at most `ttlMs` (default: off,
   * as tests that write and read at once need; `main` turns it on from RESPONSE_CACHE_SECONDS).
   */
  responseCache?: { ttlMs: number; maxBytes?: number } | undefined;
  /** How long a video card is reused by the listings and search (videos/cards.ts; default 0: not kept). */
  cardCacheMs?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hits, misses and size of the response cache so far. */
    responseCacheStats: () => ResponseCacheStats;
  }
}

/** The response cache's default bound: 64 MB of answers (a 60-video list is about 28 kB). */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

const notFound: ErrorResponse = { code: 'not_found' };

/**
 * The site's HTTP server, not listening (tests call `app.inject`; main calls `listen`): the calls of §7
 * under `/api`, media under `/media`, `/healthz`, and the pages when a web build is given.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    // The dotted tail of a list path holds a dir of up to 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorResponse = { code: 'general_error' };
      return reply.code(500).send(body);
    }
    // Fastify's own client errors (bad body, too large…) keep their status, in the contract's shape.
    const body: ErrorResponse = { code: status === 404 ? 'not_found' : 'invalid_params' };
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));

  // A weak ETag on every answer; a request whose If-None-Match matches gets 304 without the body.
  await app.register(fastifyEtag, { weak: true });
  // After the ETag plugin, so a stored answer keeps its ETag. A signed-in member's request is neither
  // answered from it nor stored (an answer may depend on who asks).
  const stats = responseCache(app, {
    ttlMs: options.responseCache?.ttlMs ?? 0,
    maxBytes: options.responseCache?.maxBytes ?? RESPONSE_CACHE_BYTES,
    scope: (url) => url.startsWith('/api/') || url.startsWith('/langs/'),
    bypass: (request) => viewerOf(request) !== null,
  });
  app.decorate('responseCacheStats', stats);

  app.get('/healthz', async () => ({ ok: true }));

  const cards = createCardCache(options.cardCacheMs ?? 0);
  videoRoutes(app, options.db, { cards });
  searchRoutes(app, options.db, { cards });
  catalogRoutes(app, options.db);
  communityRoutes(app, options.db);
  openApiRoute(app);
  app.all('/api/*', async (_request, reply) => reply.code(404).send(notFound));

  const mediaDir = join(options.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  if (options.web) await mountWeb(app, options.web);
  return app;
}
