import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, takeNavigations } from '../calls/samples.js';
import { createApiClient } from '../client.js';
import { CALLS } from '../contract/calls.js';
import { ENDPOINTS } from '../contract/paths.js';
import { uploadIdSchema } from '../contract/upload.js';
import { apiErrorHandler, apiHandlers, type RecordedCall } from './handlers.js';

const recorded: RecordedCall[] = [];
const server = setupServer(...apiHandlers({ onRequest: (call) => recorded.push(call) }));
const api = createApiClient({ baseUrl: 'http://127.0.0.1:4010', csrfToken: 'x' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given the msw harness under setupServer and real fetch', () => {
  for (const sample of SAMPLES) {
    it(`answers ${sample.fn} with ${sample.navigation ? 'a redirect' : 'a body that passes its schema'}`, async () => {
      recorded.length = 0;
      const result = await sample.call(api);
      if (sample.navigation) {
        const [url = ''] = takeNavigations();
        const res = await fetch(url, { redirect: 'manual' });
        expect([302, 303]).toContain(res.status);
        expect(res.headers.get('location')).toBe('/');
        return;
      }
      expect(result).toBeDefined();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.method).toBe(sample.method);
    });
  }

  it('records the form fields of writes', async () => {
    recorded.length = 0;
    await api.actions.vote({ section: 'video', object_id: 7, vote: 1 });
    expect(recorded[0]?.fields).toEqual({ act: 'vote', section: 'video', vote: '1', object_id: '7' });
  });

  it('lets a test override one call with an error of the contract', async () => {
    server.use(apiErrorHandler('get', CALLS['videos.get'].path, 'video_not_found', 404));
    await expect(api.videos.get({ video_id: 7 })).rejects.toMatchObject({
      code: 'video_not_found',
      status: 404,
    });
  });

  it('pages lists by their count and page', async () => {
    const page2 = await api.videos.list({ count: 10, page: 2 });
    expect(page2.videos.map((v) => v.video_id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.total_count).toBe(240);
  });
});

describe('given a tus upload against the harness', () => {
  const BASE = 'http://127.0.0.1:4010';
  const TUS = { 'tus-resumable': '1.0.0' };
  const metadata = (filename: string) =>
    `size ${btoa('10')},filename ${Buffer.from(filename).toString('base64')}`;
  const create = (length: number, meta?: string) =>
    fetch(`${BASE}${ENDPOINTS.tus}`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': String(length), ...(meta ? { 'upload-metadata': meta } : {}) },
    });

  it('creates an upload, takes its bytes at their offset, tells the offset with HEAD, and checks it', async () => {
    const created = await create(10, metadata('clip01.mp4'));
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/tus\/[^/]+$/);
    const uploadId = location.split('/').at(-1) ?? '';
    expect(uploadIdSchema.safeParse(uploadId).success).toBe(true);

    const url = new URL(location, BASE).href;
    const patch = (offset: number, bytes: number) =>
      fetch(url, {
        method: 'PATCH',
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      });
    const first = await patch(0, 6);
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('6');
    expect((await patch(0, 4)).status).toBe(409);
    const head = await fetch(url, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(200);
    expect([head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual(['6', '10']);
    expect((await patch(6, 5)).status).toBe(400);
    expect((await patch(6, 4)).headers.get('upload-offset')).toBe('10');

    await expect(api.uploads.check({ upload_id: uploadId })).resolves.toMatchObject({
      upload_id: uploadId,
      video_id: 501,
    });
  });

  it.each([
    ['a file over 10 GB', 10 * 1024 ** 3 + 1, metadata('clip01.mp4'), 413, 'size_limit'],
    ['a name with a space', 10, metadata('my clip.mp4'), 400, 'bad_filename'],
    ['a name with a letter outside latin', 10, metadata('clïp.mp4'), 400, 'bad_filename'],
    ['an extension that is not a video format', 10, metadata('clip01.exe'), 400, 'bad_filename'],
    ['no filename', 10, undefined, 400, 'bad_filename'],
    ['an empty file', 0, metadata('clip01.mp4'), 400, 'invalid_params'],
  ])('refuses %s with the upload code', async (_, length, meta, status, code) => {
    const res = await create(length, meta);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.json()).toEqual({ code });
  });

  it('answers 404 for an upload it never created', async () => {
    const url = `${BASE}${ENDPOINTS.tus}upload-fixture-9999`;
    expect((await fetch(url, { method: 'HEAD', headers: TUS })).status).toBe(404);
  });
});
