import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FetchLike } from '@site/api';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { countryFrom } from '../http/country.js';

type ServerBuild = Awaited<
  ReturnType<Extract<Parameters<typeof createRequestListener>[0]['build'], () => unknown>>
>;

/**
 * The React Router load context of every server-rendered request: `apiFetch` answers the API in-process
 * (the same §7 paths the browser fetches, through `app.inject`, no network hop), with the visitor's
 * cookies. apps/web declares the same field on `AppLoadContext`.
 */
export interface SiteLoadContext {
  [key: string]: unknown;
  apiFetch: FetchLike;
  /** The visitor's country (`visitorCountry`: CDN header, else GeoIP, else `eu`), for the 404 page's list. */
  country: string;
}

/** Where the web build lives: `<buildDir>/client` (static files) and `<buildDir>/server/index.js`. */
export interface WebOptions {
  buildDir: string;
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server/index.js'));
}

/** Statuses whose responses have no body (the Fetch `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that answers through `app.inject`: only the path and query of `input` are used, and the
 * incoming request's cookie header is forwarded.
 */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): FetchLike {
  return async (input, init) => {
    const url = new URL(input, 'http://in-process');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (cookie) headers.cookie = cookie;
    const method = (init?.method ?? 'GET').toUpperCase() as HTTPMethods;
    const res = await app.inject({
      method,
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const body = NULL_BODY.has(res.statusCode) || method === 'HEAD' ? null : new Uint8Array(res.rawPayload);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}

/**
 * Mounts the React Router build: `client/assets/*` (hashed) cached for a year as immutable, other client
 * files for an hour, and every other GET/HEAD rendered on the server.
 */
export async function mountWeb(app: FastifyInstance, web: WebOptions): Promise<void> {
  const build = (await import(pathToFileURL(join(web.buildDir, 'server/index.js')).href)) as ServerBuild;
  const clientDir = join(web.buildDir, 'client');

  if (existsSync(clientDir)) {
    // One exact route per built file (no wildcard), so files win over the page route below.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(clientDir, 'assets') + sep);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }
  // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a rendered page.
  app.get('/assets/*', async (_request, reply) => reply.code(404).send({ code: 'not_found' }));

  const listener = createRequestListener({
    build,
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (request, client): SiteLoadContext => ({
      apiFetch: injectFetch(app, request.headers.get('cookie') ?? undefined),
      country: countryFrom((name) => request.headers.get(name), client.address),
    }),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      reply.hijack();
      try {
        await listener(request.raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        }
        reply.raw.end('Internal Server Error');
      }
    },
  });
}
