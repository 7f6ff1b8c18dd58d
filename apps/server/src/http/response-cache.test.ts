import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFor } from './cache.js';
import { type ResponseCacheOptions, responseCache } from './response-cache.js';

let app: FastifyInstance;
/** How often each route's handler ran. */
let calls: Record<string, number>;

async function build(options: Partial<ResponseCacheOptions> = {}) {
  calls = {};
  app = Fastify();
  await app.register(fastifyEtag, { weak: true });
  const stats = responseCache(app, {
    ttlMs: 60_000,
    maxBytes: 1_000_000,
    scope: (url) => url.startsWith('/api/'),
    bypass: (request) => request.headers['x-member'] !== undefined,
    compressFrom: 1024,
    ...options,
  });
  // As in app.ts: the rest is compressed per answer, after the cache.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['zstd', 'br', 'gzip'] });
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
    return calls[name];
  };
  app.get('/api/public', async (_request, reply) => {
    cacheFor(reply, 600);
    return { n: count('public') };
  });
  app.get('/api/short', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=0');
    return { n: count('short') };
  });
  app.get('/api/private', async (_request, reply) => {
    cacheFor(reply, 600, { personal: true });
    return { n: count('private') };
  });
  app.get('/api/missing', async (_request, reply) => {
    cacheFor(reply, 600);
    return reply.code(404).send({ code: 'not_found', n: count('missing') });
  });
  app.get('/api/broken', async (_request, reply) => {
    cacheFor(reply, 600);
    return reply.code(500).send({ code: 'general_error', n: count('broken') });
  });
  app.get('/api/long', async (_request, reply) => {
    cacheFor(reply, 600);
    return { n: count('long'), words: Array.from({ length: 300 }, (_, i) => `word ${i}`) };
  });
  app.get('/page', async (_request, reply) => {
    cacheFor(reply, 600);
    return { n: count('page') };
  });
  return stats;
}

afterEach(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the response cache', () => {
  it('repeats a public answer without running the handler again, headers included', async () => {
    const stats = await build();
    const first = await get('/api/public');
    const second = await get('/api/public?page=1');
    const third = await get('/api/public');
    expect(first.json()).toEqual({ n: 1 });
    expect(third.json()).toEqual({ n: 1 });
    expect(third.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect(third.headers['content-type']).toBe(first.headers['content-type']);
    // Another URL (even one that means the same) is another entry.
    expect(second.json()).toEqual({ n: 2 });
    expect(stats()).toMatchObject({ hits: 1, misses: 2, stored: 2, entries: 2 });
  });

  it('answers 304 to a repeat that already holds the ETag', async () => {
    await build();
    const first = await get('/api/public');
    const again = await get('/api/public', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(calls.public).toBe(1);
  });

  it('keeps a public 404 but never a 500 or a private answer', async () => {
    await build();
    for (let i = 0; i < 3; i++) {
      await get('/api/missing');
      await get('/api/broken');
      await get('/api/private');
    }
    expect(calls).toMatchObject({ missing: 1, broken: 3, private: 3 });
    expect((await get('/api/missing')).statusCode).toBe(404);
  });

  it('keeps nothing whose max-age is 0, and nothing outside its scope', async () => {
    await build();
    for (let i = 0; i < 2; i++) {
      await get('/api/short');
      await get('/page');
    }
    expect(calls).toMatchObject({ short: 2, page: 2 });
  });

  it('neither answers nor stores a bypassed request (a member)', async () => {
    await build();
    await get('/api/public');
    const member = await get('/api/public', { 'x-member': '1' });
    expect(member.json()).toEqual({ n: 2 });
    // A visitor still gets the visitor's stored answer, and a member's first answer is not stored.
    expect((await get('/api/public')).json()).toEqual({ n: 1 });
    await get('/api/public?member', { 'x-member': '1' });
    expect((await get('/api/public?member')).json()).toEqual({ n: 4 });
  });

  it('forgets an answer after its time to live', async () => {
    await build({ ttlMs: 30 });
    await get('/api/public');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await get('/api/public')).json()).toEqual({ n: 2 });
  });

  it('does nothing with a time to live of 0', async () => {
    const stats = await build({ ttlMs: 0 });
    await get('/api/public');
    await get('/api/public');
    expect(calls.public).toBe(2);
    expect(stats()).toMatchObject({ hits: 0, stored: 0 });
  });

  it('drops the least recently used answers past its size bound', async () => {
    await build({ maxBytes: 600 });
    await get('/api/public');
    await get('/api/public?a');
    await get('/api/public?b');
    await get('/api/public');
    expect(calls.public).toBe(4);
  });

  it('sends a kept answer compressed as the client accepts, compressing it once per encoding', async () => {
    const stats = await build();
    const plain = await get('/api/long');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    const browsers = [];
    for (let i = 0; i < 3; i++)
      browsers.push(await get('/api/long', { 'accept-encoding': 'gzip, deflate, br' }));
    for (const answer of browsers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.rawPayload.length).toBeLessThan(text.length / 3);
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(text);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const gzip = await get('/api/long', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    // Zstandard first when accepted (Chromium and Firefox send it).
    const chromium = await get('/api/long', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chromium.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(chromium.rawPayload).toString()).toBe(text);
    expect(calls.long).toBe(1);
    expect(stats()).toMatchObject({ hits: 5, compressed: 3 });
    // A repeat that holds the ETag still gets 304 without a body.
    const again = await get('/api/long', {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the first answer compressed from the copy it keeps, and small answers as they are', async () => {
    const stats = await build();
    const first = await get('/api/long', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const repeat = await get('/api/long', { 'accept-encoding': 'br' });
    expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(stats()).toMatchObject({ misses: 1, hits: 1, compressed: 1 });
    const small = await get('/api/public', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ n: 1 });
  });
});
