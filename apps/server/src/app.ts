import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import { videoRoutes } from './videos/routes.js';
import { mountWeb } from './web/mount.js';

export interface AppOptions {
  db: Db;
  dataDir: string;
  /** The React Router build folder; without it the server answers the API and media only. */
  webBuildDir?: string | undefined;
  logLevel?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    // Paths like /videos/1/x and /videos/1/x/ are one page; the spec's routes end in a slash.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ code: 'general_error' });
    }
    // Fastify's own client errors (bad JSON, too large…) keep their status with a contract body.
    return reply.code(status).send({ code: status === 404 ? 'not_found' : 'invalid_params' });
  });

  app.get('/healthz', async () => ({ ok: true }));

  videoRoutes(app, options.db);

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ code: 'not_found' }));

  await app.register(fastifyStatic, {
    root: join(options.dataDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
    },
  });

  if (options.webBuildDir) {
    await mountWeb(app, options.webBuildDir);
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'not_found' }));
  }
  return app;
}
