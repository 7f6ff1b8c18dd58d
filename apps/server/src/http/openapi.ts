import { buildOpenApiDocument } from '@site/api/openapi';
import type { FastifyInstance } from 'fastify';
import { cacheFor } from './cache.js';

/** The OpenAPI 3.1 document of the whole contract (§7), built once from the schemas the server uses. */
export function openApiRoute(app: FastifyInstance) {
  let document: unknown;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument();
    cacheFor(reply, 3600);
    return document;
  });
}
