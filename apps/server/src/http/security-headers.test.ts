import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { addMember } from '../community/fixtures.js';
import { createLocalStorage } from '../media/storage/index.js';
import { bucketOrigins } from '../media/storage/s3.js';
import { LOCAL_PAY_PREFIX } from '../payments/constants.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addMediaVideo, SEGMENT } from '../videos/playback-fixtures.js';
import {
  cspDirectives,
  isFramable,
  PERMISSIONS_POLICY,
  type SecurityHeadersOptions,
  TELEGRAM_WIDGET,
} from './security-headers.js';

const SECRET = 's'.repeat(40);

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The headers every answer carries, framed nowhere. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

const options = (extra: Partial<SecurityHeadersOptions> = {}): SecurityHeadersOptions => ({
  siteUrl: 'http://localhost:3000',
  telegramWidget: false,
  mediaOrigins: [],
  ...extra,
});

describe('the Content-Security-Policy of the configuration', () => {
  it('allows only the site itself and a nonce for scripts, and frames nothing, by default', () => {
    const d = cspDirectives(options(), { framable: false });
    expect(d['script-src']?.filter((v) => typeof v === 'string')).toEqual(["'self'"]);
    expect(d['script-src']?.filter((v) => typeof v === 'function')).toHaveLength(1);
    expect(d['frame-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['img-src']).toEqual(["'self'", 'blob:']);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['upgrade-insecure-requests']).toBeUndefined();
    expect(Object.values(d).flat()).not.toContain('*');
  });

  it("adds the messaging app's widget, the bucket media come from, and HTTPS upgrades only when configured", () => {
    const origins = bucketOrigins({
      endpoint: 'https://s3.example.net',
      bucket: 'clips',
      forcePathStyle: false,
    });
    expect(origins).toEqual(['https://s3.example.net', 'https://clips.s3.example.net']);
    const d = cspDirectives(
      options({ siteUrl: 'https://tube.example', telegramWidget: true, mediaOrigins: origins }),
      { framable: true },
    );
    expect(d['script-src']).toContain(TELEGRAM_WIDGET.script);
    expect(d['frame-src']).toEqual([TELEGRAM_WIDGET.frame]);
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(d[name]).toEqual(expect.arrayContaining(origins));
    expect(d['frame-ancestors']).toEqual(['*']);
    expect(d['upgrade-insecure-requests']).toEqual([]);
    expect(
      bucketOrigins({ endpoint: 'http://127.0.0.1:9000', bucket: 'clips', forcePathStyle: true }),
    ).toEqual(['http://127.0.0.1:9000']);
  });

  it('lets only the embed player be framed, by the path the page renderer reads', () => {
    expect(isFramable('/embed/12/')).toBe(true);
    expect(isFramable('/embed/12/?t=3')).toBe(true);
    expect(isFramable('/embed/../signin')).toBe(false);
    expect(isFramable('/embed/%2e%2e/signin')).toBe(false);
    expect(isFramable('/signin?next=/embed/1/')).toBe(false);
    expect(isFramable('/embedded/')).toBe(false);
  });
});

describe('given the app over plain HTTP', () => {
  let t: TestDb;
  let app: FastifyInstance;
  let video = 0;

  beforeAll(async () => {
    t = await openTestDb();
    const storage = createLocalStorage(join(t.dataDir, 'storage'), { secret: SECRET });
    app = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      secret: SECRET,
      storage,
      siteUrl: 'http://site.test',
    });
    const owner = await addMember(t.db, { username: 'lake_owner' });
    video = await addMediaVideo(t.db, storage, { title: 'Lake', user_id: owner });
    mkdirSync(join(t.dataDir, 'media/avatars'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media/avatars/1.jpg'), 'jpeg-bytes-of-an-avatar');
  });

  afterAll(() => closeAll(app, t));

  it('sends the security headers with an API answer, and no HSTS', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/videos2/14400/str/latest-updates/20/all.0.1.all.all.all.json',
    });
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them with media of the gate, whole and as a byte range', async () => {
    const whole = await app.inject({ method: 'GET', url: `/media/v/${video}/p/240p/0000.ts` });
    expect(whole.statusCode).toBe(200);
    expectSecurityHeaders(whole);
    const part = await app.inject({
      method: 'GET',
      url: `/media/v/${video}/p/240p/0000.ts`,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${SEGMENT.length}`);
    expect(part.rawPayload).toEqual(SEGMENT.subarray(10, 20));
    expectSecurityHeaders(part);
  });

  it('sends them with the public media folder, ranges still answered', async () => {
    const part = await app.inject({
      method: 'GET',
      url: '/media/avatars/1.jpg',
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('jpeg');
    expectSecurityHeaders(part);
  });

  it('sends them with 404s, refusals and the router’s own errors', async () => {
    for (const url of ['/api/no-such-call.php', '/no-such-page/', `/media/v/${video}/p/notes.txt`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectSecurityHeaders(res);
    }
    const malformed = await app.inject({ method: 'GET', url: '/videos/%zz/x/' });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
    const badHost = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'ex ample' } });
    expect(badHost.statusCode).toBe(400);
    expectSecurityHeaders(badHost);
    const forged = await app.inject({ method: 'POST', url: '/api/logout.php' });
    expect(forged.statusCode).toBe(403);
    expectSecurityHeaders(forged);
  });

  it('makes a new script nonce for every answer', async () => {
    const nonce = (res: LightMyRequestResponse) =>
      csp(res)
        .get('script-src')
        ?.find((v) => v.startsWith("'nonce-"));
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(nonce(a)).toMatch(/^'nonce-[A-Za-z0-9_-]{22}'$/);
    expect(nonce(b)).toMatch(/^'nonce-[A-Za-z0-9_-]{22}'$/);
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it("keeps the local payment page's own policy, its form posting to itself, and framed nowhere", async () => {
    const payer = await signedIn(app, t, 'payer_one');
    const answer = await clientOf(payer.browser).payments.charge({ email: 'payer@example.test' });
    const path = new URL(answer.data?.charge_url ?? '').pathname;
    expect(path.startsWith(LOCAL_PAY_PREFIX)).toBe(true);
    // The page answers only the member who opened the charge (#24 H2).
    const page = await payer.browser.request({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (none here): no HSTS', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('given the app over HTTPS', () => {
  let t: TestDb;
  let httpsSite: FastifyInstance;
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    t = await openTestDb();
    httpsSite = await buildApp({ db: t.db, dataDir: t.dataDir, siteUrl: 'https://tube.example' });
    // A data folder of its own: two upload stores making one folder at once race (ENOENT).
    behindProxy = await buildApp({
      db: t.db,
      dataDir: join(t.dataDir, 'proxied'),
      siteUrl: 'http://tube.example',
      trustProxy: ['127.0.0.1'],
    });
  });

  afterAll(() => closeAll(httpsSite, behindProxy, t));

  it('sends HSTS with every answer when the public site is https, and upgrades insecure requests', async () => {
    for (const url of ['/healthz', '/api/no-such-call.php']) {
      const res = await httpsSite.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('sends HSTS when a trusted proxy says the request came over TLS, and not otherwise', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const tls = await behindProxy.inject({ method: 'GET', url: '/healthz', headers: https });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await behindProxy.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(csp(plain).has('upgrade-insecure-requests')).toBe(false);
  });
});
