import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { createSession } from '../accounts/sessions.js';
import { buildApp } from '../app.js';
import { seedIfEmpty } from '../seed/seed.js';
import { openTestDb, type TestDb } from '../testing.js';
import { injectFetch, webBuildExists } from './mount.js';
import { pageCache } from './page-cache.js';

/**
 * A stand-in for the React Router build (the real one is apps/web's): one root route whose loader calls
 * the API through the server's values in its context, and a document handler that prints what the loader
 * got.
 */
const FAKE_SERVER_BUILD = `
export const siteContext = {};
export let renders = 0;
export const pageInputs = (request) => request.headers.get('cookie')?.match(/theme=(\\w+)/)?.[1] ?? '';
const root = { id: 'root', path: '', module: { default: () => null } };
const page = {
  id: 'page',
  parentId: 'root',
  path: '*',
  module: {
    default: () => null,
    async loader({ context, url }) {
      renders++;
      if (url.pathname === '/boom/') throw new Error('loader failed');
      const { apiFetch, nonce, csrfToken, crawler } = context.get(siteContext);
      const res = await apiFetch('/api/json/videos2/14400/str/most-popular/5/all.0.1.all.all.all.json', {
        headers: { accept: 'application/json' },
      });
      const body = await res.json();
      return {
        status: res.status,
        cacheControl: res.headers.get('cache-control'),
        count: body.videos.length,
        total: body.total_count,
        echoedCookie: (await (await apiFetch('http://elsewhere.example/echo-cookie')).json()).cookie,
        nonce,
        csrfToken,
        crawler,
      };
    },
  },
};
export const entry = {
  module: {
    handleError() {},
    default(request, status, headers, context) {
      headers.set('content-type', 'text/html; charset=utf-8');
      const data = context.staticHandlerContext.loaderData.page;
      const errors = context.staticHandlerContext.errors;
      return new Response('<!doctype html><pre>' + JSON.stringify({ data, failed: !!errors }) + '</pre>', { status, headers });
    },
  },
};
export const routes = { root, page };
export const assets = {
  entry: { module: '/assets/entry-abc123.js', imports: [] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-abc123.js', imports: [], css: [], hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: true },
    page: { id: 'page', parentId: 'root', path: '*', module: '/assets/page-abc123.js', imports: [], css: [], hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false },
  },
  url: '/assets/manifest-abc123.js',
  version: 'abc123',
};
export const future = {};
export const basename = '/';
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`;

let t: TestDb;
let app: FastifyInstance;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'site-web-build-'));
  mkdirSync(join(buildDir, 'server'), { recursive: true });
  mkdirSync(join(buildDir, 'client/assets'), { recursive: true });
  writeFileSync(join(buildDir, 'server/index.js'), FAKE_SERVER_BUILD);
  writeFileSync(join(buildDir, 'client/assets/entry-abc123.js'), 'console.log("entry");\n');
  writeFileSync(join(buildDir, 'client/robots.txt'), 'User-agent: *\n');
  writeFileSync(
    join(buildDir, 'client/assets/chunk-abc123.js'),
    'export const words = "tube";\n'.repeat(200),
  );

  t = await openTestDb();
  await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), videos: 20, members: 4, channels: 2 });
  app = await buildApp({ db: t.db, dataDir: t.dataDir, web: { buildDir } });
  // Echoes the cookie header, to see what apiFetch forwards.
  app.get('/echo-cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('given a web build', () => {
  it('is found by its server entry', () => {
    expect(webBuildExists(buildDir)).toBe(true);
    expect(webBuildExists(join(buildDir, 'client'))).toBe(false);
  });

  it('renders pages on the server, the loader calling the §7 path in-process with the visitor cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/most-popular/1/',
      headers: { cookie: 'theme=dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const data = JSON.parse(/<pre>(.*)<\/pre>/s.exec(res.body)?.[1] ?? '{}').data;
    expect(data).toEqual({
      status: 200,
      cacheControl: 'public, max-age=14400, stale-while-revalidate=1440',
      count: 5,
      total: expect.any(Number),
      echoedCookie: 'theme=dark',
      nonce: expect.any(String),
      // The token issued with this page, for a plain form of the page to send back.
      csrfToken: res.cookies.find((c) => c.name === 'csrf_token')?.value,
      // app.inject's own user agent (lightMyRequest) is on the crawlers' list.
      crawler: true,
    });
  });

  it('hands a visitor without a CSRF token one with the page, so their first write is not refused for it', async () => {
    const first = await app.inject({ method: 'GET', url: '/most-popular/1/' });
    const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
    expect(Object.keys(cookies)).toEqual(expect.arrayContaining(['csrf_token', '_csrf']));
    const jar = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    // A visitor's vote passes the CSRF check with that token and meets the call's own rule: sign in first.
    const vote = await app.inject({
      method: 'POST',
      url: '/api/input.php',
      headers: { cookie: jar, 'x-csrf-token': cookies.csrf_token as string },
      payload: { act: 'vote', section: 'video', object_id: '1', vote: '1' },
    });
    expect(vote.statusCode).toBe(401);
    expect(vote.json()).toEqual({ code: 'need_auth' });
    // A visitor who has both cookies keeps them.
    const again = await app.inject({ method: 'GET', url: '/most-popular/1/', headers: { cookie: jar } });
    expect(again.cookies.map((c) => c.name)).not.toContain('csrf_token');
    // Without the secret (a browser session that ended) the token cannot be checked: a new pair.
    const restarted = await app.inject({
      method: 'GET',
      url: '/most-popular/1/',
      headers: { cookie: `csrf_token=${cookies.csrf_token}` },
    });
    expect(restarted.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['csrf_token', '_csrf']));
  });

  it('hands a new token with the page when the one held was made for a session that has ended', async () => {
    const browser = new Browser(app);
    const memberId = await addAccount(t.db, { username: 'ended_elsewhere' });
    browser.cookies.set('sid', await createSession(t.db, memberId, { ip: '127.0.0.1', userAgent: 'test' }));
    await browser.get('/most-popular/1/');
    const membersToken = browser.cookies.get('csrf_token');
    expect(membersToken).toBeDefined();
    // The session ends elsewhere (signed out on another device, expired): the browser keeps its cookies.
    await t.db.deleteFrom('sessions').where('user_id', '=', memberId).execute();
    const page = await browser.get('/most-popular/1/');
    expect(page.cookies.map((c) => c.name)).toContain('csrf_token');
    expect(browser.cookies.get('csrf_token')).not.toBe(membersToken);
    // The first write after it passes the CSRF check at once (a visitor's vote: sign in first, not 403).
    const vote = await browser.post(
      '/api/input.php',
      { act: 'vote', section: 'video', object_id: '1', vote: '1' },
      { csrf: browser.cookies.get('csrf_token') as string },
    );
    expect(vote.statusCode).toBe(401);
    expect(vote.json()).toEqual({ code: 'need_auth' });
  });

  it("keeps the age gate's confirmation posted by its form and sends the visitor back to the page asked for", async () => {
    const page = await app.inject({ method: 'GET', url: '/most-popular/1/' });
    const cookies = Object.fromEntries(page.cookies.map((c) => [c.name, c.value]));
    const jar = `csrf_token=${cookies.csrf_token}; _csrf=${cookies._csrf}`;
    const post = (form: string, cookie = jar) =>
      app.inject({
        method: 'POST',
        url: '/age-check/',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    const agreed = await post(
      `return=${encodeURIComponent('/videos/2/?s=lake')}&_csrf=${cookies.csrf_token}`,
    );
    expect(agreed.statusCode).toBe(303);
    expect(agreed.headers.location).toBe('/videos/2/?s=lake');
    expect(agreed.cookies).toEqual([
      expect.objectContaining({
        name: 'age_verified',
        value: '1',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      }),
    ]);
    // Never back to another site.
    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/\\evil.example/']) {
      const res = await post(`return=${encodeURIComponent(elsewhere)}&_csrf=${cookies.csrf_token}`);
      expect(res.headers.location).toBe('/');
    }
    // Another site's page cannot confirm for the visitor: it has no token to send.
    const forged = await post('return=%2F');
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.map((c) => c.name)).not.toContain('age_verified');
  });

  it("sends a page with its security headers, the render given the nonce of the page's own policy", async () => {
    const pages = await Promise.all([1, 2].map(() => app.inject({ method: 'GET', url: '/most-popular/1/' })));
    const nonces = pages.map((page) => {
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("'unsafe-inline' 'nonce");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toContain('camera=()');
      expect(page.headers['permissions-policy']).toContain('fullscreen=(self)');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(script).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
      expect(JSON.parse(/<pre>(.*)<\/pre>/s.exec(page.body)?.[1] ?? '{}').data.nonce).toBe(nonce);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets any site frame the embed player page, and no other page', async () => {
    const embed = await app.inject({ method: 'GET', url: '/embed/12/' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of [
      '/signin',
      '/upload-video/',
      '/moderation/',
      '/embed/../signin',
      '/my_profile_edit/',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers HEAD for pages', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves hashed assets as immutable for a year and other client files for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses pages, scripts and API answers for a browser that accepts it, and not otherwise', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/most-popular/1/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<pre>');

    const script = await app.inject({
      method: 'GET',
      url: '/assets/chunk-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const source = gunzipSync(script.rawPayload).toString();
    expect(source.split('\n')).toHaveLength(201);
    expect(script.rawPayload.length).toBeLessThan(source.length / 10);

    const list = '/api/json/videos2/14400/str/latest-updates/20/all.0.1.all.all.all.json';
    const api = await app.inject({ method: 'GET', url: list, headers: { 'accept-encoding': 'gzip, br' } });
    expect(api.headers['content-encoding']).toBe('br');
    const identity = await app.inject({ method: 'GET', url: list });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString())).toEqual(identity.json());

    const plain = await app.inject({ method: 'GET', url: '/assets/chunk-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('answers a missing asset with a plain 404, not a rendered page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('keeps the API and media ahead of the pages', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/json/unknown.json' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found' });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ ok: true });
  });

  it('turns a failing loader into an error page, not a crash', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom/' });
    expect(res.statusCode).toBe(500);
  });
});

describe('given the in-process fetch', () => {
  it('answers with a Fetch Response carrying status, headers and body', async () => {
    const apiFetch = injectFetch(app, undefined);
    const res = await apiFetch('/api/json/videos2/14400/str/latest-updates/2/all.0.1.all.all.all.json');
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { videos: unknown[] }).videos).toHaveLength(2);
    const bad = await apiFetch('/api/json/videos2/14400/xx/latest-updates/2/all.0.1.all.all.all.json');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_params' });
  });
});

describe('given a web build and the page cache', () => {
  let cached: FastifyInstance;
  let build: { renders: number };
  const bodyOf = (html: string) => JSON.parse(/<pre>(.*)<\/pre>/s.exec(html)?.[1] ?? '{}').data;
  const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

  beforeAll(async () => {
    cached = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      web: { buildDir, pageCache: pageCache({ ttlMs: 60_000 }) },
    });
    cached.get('/echo-cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
    build = await import(pathToFileURL(join(buildDir, 'server/index.js')).href);
  });

  afterAll(async () => {
    await cached?.close();
  });

  it('renders a page once for visitors, each getting their own nonce and CSRF token in it', async () => {
    const before = build.renders;
    const first = await cached.inject({ method: 'GET', url: '/top-rated/1/' });
    const second = await cached.inject({ method: 'GET', url: '/top-rated/1/' });
    expect(build.renders - before).toBe(1);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      const data = bodyOf(res.body);
      expect(data.nonce).toBe(nonceOf(res.headers['content-security-policy']));
      expect(data.csrfToken).toBe(res.cookies.find((c) => c.name === 'csrf_token')?.value);
    }
    expect(bodyOf(second.body).nonce).not.toBe(bodyOf(first.body).nonce);
    expect(bodyOf(second.body).csrfToken).not.toBe(bodyOf(first.body).csrfToken);
  });

  it('renders once for a burst of visitors asking the same page at the same time', async () => {
    const before = build.renders;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cached.inject({ method: 'GET', url: '/most-viewed/1/' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(build.renders - before).toBe(1);
  });

  it('renders again for what changes the page: another input, another country', async () => {
    const before = build.renders;
    await cached.inject({ method: 'GET', url: '/latest/1/' });
    await cached.inject({ method: 'GET', url: '/latest/1/', headers: { cookie: 'theme=dark' } });
    await cached.inject({ method: 'GET', url: '/latest/1/', headers: { 'cf-ipcountry': 'JP' } });
    await cached.inject({ method: 'GET', url: '/latest/1/', headers: { cookie: 'theme=dark' } });
    expect(build.renders - before).toBe(3);
  });

  it("renders every page of a member, and never hands them a visitor's", async () => {
    await cached.inject({ method: 'GET', url: '/longest/1/' });
    const before = build.renders;
    const browser = new Browser(cached);
    const memberId = await addAccount(t.db, { username: 'never_cached' });
    browser.cookies.set('sid', await createSession(t.db, memberId, { ip: '127.0.0.1', userAgent: 'test' }));
    await browser.get('/longest/1/');
    const again = await browser.get('/longest/1/');
    expect(build.renders - before).toBe(2);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps no failed page', async () => {
    const before = build.renders;
    const failed = await cached.inject({ method: 'GET', url: '/boom/' });
    await cached.inject({ method: 'GET', url: '/boom/' });
    expect(failed.statusCode).toBe(500);
    expect(build.renders - before).toBe(2);
  });
});

describe('automated clients (#33)', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const page = (target: FastifyInstance, userAgent: string | undefined, address: string) =>
    target.inject({
      method: 'GET',
      url: '/most-popular/1/',
      remoteAddress: address,
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
  const dataOf = (body: string) => JSON.parse(/<pre>(.*)<\/pre>/s.exec(body)?.[1] ?? '{}').data;

  it('tells the page a known crawler asks, and an automated client past its page limit gets 429', async () => {
    const limited = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      web: { buildDir },
      analytics: { botLimit: 2 },
    });
    limited.get('/echo-cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
    try {
      const crawler = await page(limited, GOOGLEBOT, '192.0.2.10');
      expect(crawler.statusCode, crawler.body).toBe(200);
      expect(dataOf(crawler.body).crawler).toBe(true);
      // A headless browser is automated, but no crawler: its page is a visitor's.
      const headless = await page(
        limited,
        'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
        '192.0.2.11',
      );
      expect(dataOf(headless.body).crawler).toBe(false);
      // An HTTP library: two pages a minute here, then refused with the time to wait.
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await page(limited, 'python-requests/2.32', '192.0.2.12')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await page(limited, 'python-requests/2.32', '192.0.2.12');
      expect(refused.json()).toEqual({ code: 'too_many_attempts' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A browser at the same address is not held back.
      const person = await page(
        limited,
        'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
        '192.0.2.12',
      );
      expect(person.statusCode).toBe(200);
      expect(dataOf(person.body).crawler).toBe(false);
    } finally {
      await limited.close();
    }
  });
});
