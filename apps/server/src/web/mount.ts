import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FetchLike } from '@site/api';
import type { FastifyInstance } from 'fastify';

type ServerBuild = Awaited<
  ReturnType<Extract<Parameters<typeof createRequestListener>[0]['build'], () => unknown>>
>;

/** What the site's loaders get: the API, answered in-process (same §7 paths, no network hop). */
export interface SiteLoadContext {
  [key: string]: unknown;
  apiFetch: FetchLike;
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server/index.js'));
}

/** Builds a fetch that goes through `app.inject`, forwarding the visitor's cookies. */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): FetchLike {
  return async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://internal');
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    if (cookie) headers.cookie = cookie;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: out,
    });
  };
}

/** Serves the React Router build: hashed assets for a year, other client files for an hour, pages by SSR. */
export async function mountWeb(app: FastifyInstance, buildDir: string): Promise<void> {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;

  // One exact route per built file (wildcard off), so they win over the page route below.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    decorateReply: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const listener = createRequestListener({
    build,
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (request): SiteLoadContext => ({
      apiFetch: injectFetch(app, request.headers.get('cookie') ?? undefined),
    }),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      reply.hijack();
      await listener(request.raw, reply.raw);
    },
  });
}
