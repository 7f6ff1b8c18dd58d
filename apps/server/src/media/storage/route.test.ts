import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local.js';
import { serveSigned } from './route.js';
import { signLocalUrl } from './signing.js';

const SECRET = 'test-secret-of-enough-length-000000';
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let dir: string;
let storage: LocalStorage;
let app: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-route-'));
  storage = createLocalStorage(join(dir, 'media'), { secret: SECRET });
  await storage.put('v/1/video.mp4', BYTES);
  await storage.put('v/1/page.html', Buffer.from('<script>alert(1)</script>'));
  await storage.put('v/1/image.svg', Buffer.from('<svg onload="alert(1)"/>'));
  await storage.put('v/1/empty.ts', Buffer.alloc(0));
  app = Fastify();
  serveSigned(app, storage, SECRET, '/media/private/', { now: () => clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const urlOf = (key: string, options: { expiresIn?: number; download?: string } = {}) =>
  signLocalUrl(`/media/private/${key}`, SECRET, {
    expiresIn: options.expiresIn ?? 600,
    download: options.download,
    now: clock,
  });

describe('given a signed URL of an MP4', () => {
  it('serves it whole with its type, ranges offered, no sniffing, cached privately while valid', async () => {
    const res = await app.inject({ url: urlOf('v/1/video.mp4') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=600',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^".+"$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: urlOf('v/1/video.mp4') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
  ])('serves %s as 206 Partial Content', async (range, start, end) => {
    const res = await app.inject({ url: urlOf('v/1/video.mp4'), headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
  });

  it('answers a ranged HEAD with the partial length', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: urlOf('v/1/video.mp4'),
      headers: { range: 'bytes=100-199' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['content-length']).toBe('100');
  });

  it.each(['bytes=1000-', 'bytes=-0'])('answers %s with 416 and the size', async (range) => {
    const res = await app.inject({ url: urlOf('v/1/video.mp4'), headers: { range } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.json()).toEqual({ code: 'range_not_satisfiable' });
  });

  it('answers any range of an empty object with 416 and the object itself without one', async () => {
    expect(
      (await app.inject({ url: urlOf('v/1/empty.ts'), headers: { range: 'bytes=0-' } })).statusCode,
    ).toBe(416);
    const whole = await app.inject({ url: urlOf('v/1/empty.ts') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('0');
  });

  it('sends the whole object for several ranges, or an If-Range naming another version', async () => {
    const several = await app.inject({ url: urlOf('v/1/video.mp4'), headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(1000);
    const stale = await app.inject({
      url: urlOf('v/1/video.mp4'),
      headers: { range: 'bytes=0-1', 'if-range': '"another-version"' },
    });
    expect(stale.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: urlOf('v/1/video.mp4') });
    const current = await app.inject({
      url: urlOf('v/1/video.mp4'),
      headers: { range: 'bytes=0-1', 'if-range': head.headers.etag as string },
    });
    expect(current.statusCode).toBe(206);
  });

  it('caches no longer than the URL stays valid', async () => {
    const url = urlOf('v/1/video.mp4', { expiresIn: 3600 });
    clock += 3000_000;
    try {
      const res = await app.inject({ url });
      expect(res.headers['cache-control']).toBe('private, max-age=600');
    } finally {
      clock -= 3000_000;
    }
  });
});

describe('given a URL signed for a download', () => {
  it('serves it as an attachment under that name', async () => {
    const res = await app.inject({ url: urlOf('v/1/video.mp4', { download: 'My clip.mp4' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="My clip.mp4"; filename*=UTF-8''My%20clip.mp4`,
    );
  });
});

describe('given objects a browser could run as a page', () => {
  it.each(['v/1/page.html', 'v/1/image.svg'])('serves %s as application/octet-stream', async (key) => {
    const res = await app.inject({ url: urlOf(key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('given a URL that is not good', () => {
  it.each([
    ['unsigned', '/media/private/v/1/video.mp4'],
    ['tampered', urlOf('v/1/video.mp4').replace('video.mp4', 'page.html')],
    ['signed with another secret', signLocalUrl('/media/private/v/1/video.mp4', 'other', { expiresIn: 600 })],
    ['with its download name removed', urlOf('v/1/video.mp4', { download: 'a.mp4' }).replace(/&dl=.*$/, '')],
  ])('refuses an %s URL with 403 no_permission', async (_name, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'no_permission' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an expired URL with 403, HEAD included', async () => {
    const url = urlOf('v/1/video.mp4', { expiresIn: 60 });
    clock += 60_000;
    try {
      expect((await app.inject({ url })).json()).toEqual({ code: 'no_permission' });
      expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(403);
    } finally {
      clock -= 60_000;
    }
  });

  it('answers 404 not_found for a signed URL of a missing object', async () => {
    const res = await app.inject({ url: urlOf('v/1/gone.mp4') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('answers 403 for a URL signed under another prefix', async () => {
    const url = signLocalUrl('/media/public/v/1/video.mp4', SECRET, { expiresIn: 600, now: clock }).replace(
      '/media/public/',
      '/media/private/',
    );
    expect((await app.inject({ url })).statusCode).toBe(403);
  });
});
