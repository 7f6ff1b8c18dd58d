import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { errorResponseSchema, uploadsResponseSchema, videoUploadResponseSchema } from '@site/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { uploadBytes } from '../lib/metrics.js';
import { sourceKey } from '../media/pipeline.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { uploadInfoPath, uploadPath } from './files.js';
import {
  authHeaders,
  clipBytes,
  createRequest,
  idOfUrl,
  listen,
  tusUpload,
  type UploadsApp,
  uploadsApp,
} from './fixtures.js';
import { MAX_UNFINISHED_UPLOADS } from './tus.js';

let t: TestDb;
let u: UploadsApp;
let base: string;
let owner: { id: number; browser: Browser };
let other: { id: number; browser: Browser };
let clip: Buffer;
const MAX_BYTES = 2_000_000;

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t, { maxBytes: MAX_BYTES });
  owner = await signedIn(u.app, t, 'Uploader');
  other = await signedIn(u.app, t, 'Stranger');
  clip = await clipBytes(t.dataDir, 1, 2, { audio: true });
  base = await listen(u.app);
});

afterAll(() => closeAll(u?.app, t));

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const row = (id: string) =>
  t.db.selectFrom('uploads').selectAll().where('upload_id', '=', id).executeTakeFirst();
const codeOf = async (res: Response) => errorResponseSchema.parse(await res.json()).code;

describe('given a member uploading a video over tus', () => {
  it('takes it in chunks, resumes after an abort where the server stopped, and keeps the exact bytes', async () => {
    const headers = await authHeaders(owner.browser);
    const chunkSize = 16 * 1024;
    const first = await tusUpload(base, headers, clip, { chunkSize, stopAfter: 3 * chunkSize });
    expect(first.url).toMatch(/\/api\/tus\/[A-Za-z0-9_-]{16,64}$/);
    const id = idOfUrl(first.url as string);
    const stopped = await row(id);
    expect(stopped).toMatchObject({ user_id: owner.id, filename: 'clip.mp4', status: 'uploading' });
    expect(Number(stopped?.size)).toBe(clip.length);

    // The server says how far it got; the member's list shows the same progress.
    const head = await fetch(first.url as string, {
      method: 'HEAD',
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(3 * chunkSize);
    expect(offset).toBeLessThan(clip.length);
    const listed = uploadsResponseSchema.parse(
      (await owner.browser.get(`/api/uploads.php?upload_id=${id}`)).json(),
    );
    expect(listed.uploads[0]).toMatchObject({
      status: 'uploading',
      percent: Math.floor((offset / clip.length) * 100),
    });

    const countedBytes = async () => (await uploadBytes.get()).values[0]?.value ?? 0;
    const counted = await countedBytes();
    const second = await tusUpload(base, headers, clip, { chunkSize, uploadUrl: first.url as string });
    // The metrics count the bytes stored (site_upload_bytes_total): exactly what the resumed PATCHes added.
    expect((await countedBytes()) - counted).toBe(clip.length - offset);
    expect(second.url).toBe(first.url);
    // No new upload, and the first byte sent again is where the server stopped.
    expect(second.requests.map((r) => r.method)).not.toContain('POST');
    const patches = second.requests.filter((r) => r.method === 'PATCH');
    expect(Number(patches[0]?.offset)).toBe(offset);
    expect(readFileSync(uploadPath(u.deps.media.uploadsDir, id)).equals(clip)).toBe(true);
    expect((await row(id))?.status).toBe('uploaded');
  });

  it('then act 1 makes a processing video of it, with its source in storage and its transcode queued', async () => {
    const headers = await authHeaders(owner.browser);
    const data = await clipBytes(t.dataDir, 2, 2);
    const run = await tusUpload(base, headers, data, { filename: 'MyHoliday2.mp4', chunkSize: 64 * 1024 });
    const id = idOfUrl(run.url as string);
    const res = await owner.browser.post(u.editPath, { act: '1', upload_id: id });
    expect(res.statusCode, res.body).toBe(200);
    const body = videoUploadResponseSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'success', upload_id: id, filename: 'MyHoliday2.mp4', duration: 2 });

    const video = await t.db
      .selectFrom('videos')
      .selectAll()
      .where('video_id', '=', body.video_id)
      .executeTakeFirstOrThrow();
    expect(video).toMatchObject({
      title: 'MyHoliday2',
      dir: 'myholiday2',
      user_id: owner.id,
      duration: 2,
      status_id: 2,
      is_hd: 0,
      is_vr: 0,
      is_private: 0,
      gender: 'str',
      content_source_id: null,
      media_prefix: `videos/${body.video_id}`,
      content_hash: sha(data),
    });
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['queue', 'payload', 'state'])
      .where('queue', '=', 'transcode')
      .execute();
    expect(jobs).toContainEqual({ queue: 'transcode', payload: { videoId: body.video_id }, state: 'queued' });
    expect(readFileSync(u.storage.pathOf(sourceKey(body.video_id))).equals(data)).toBe(true);
    expect(existsSync(uploadPath(u.deps.media.uploadsDir, id))).toBe(false);
    expect(existsSync(uploadInfoPath(u.deps.media.uploadsDir, id))).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'accepted', video_id: body.video_id, duration: 2 });

    // The tus URL of an accepted upload is gone for good.
    const head = await fetch(run.url as string, {
      method: 'HEAD',
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(404);
  });

  it('refuses a file name that is not latin letters and digits with an accepted extension', async () => {
    const headers = await authHeaders(owner.browser);
    for (const filename of ['my clip.mp4', 'clip.txt', 'clip', 'клип.mp4', `${'a'.repeat(300)}.mp4`, null]) {
      const res = await createRequest(base, headers, { filename });
      expect(res.status, String(filename)).toBe(400);
      expect(await codeOf(res)).toBe('bad_filename');
    }
    const malformed = await createRequest(base, headers, { extra: { 'upload-metadata': 'filename ***' } });
    expect(malformed.status).toBe(400);
    expect(await codeOf(malformed)).toBe('bad_filename');
  });

  it('refuses a file over the size limit, and a length it does not know yet', async () => {
    const headers = await authHeaders(owner.browser);
    const over = await createRequest(base, headers, { length: MAX_BYTES + 1 });
    expect(over.status).toBe(413);
    expect(await codeOf(over)).toBe('size_limit');
    const deferred = await createRequest(base, headers, {
      length: null,
      extra: { 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(400);
    expect(await codeOf(deferred)).toBe('invalid_params');
    const exact = await createRequest(base, headers, { length: MAX_BYTES });
    expect(exact.status).toBe(201);
    await fetch(new URL(exact.headers.get('location') as string, base), {
      method: 'DELETE',
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
  });

  it('answers visitors need_auth, and a write without the CSRF token invalid_csrf', async () => {
    const visitor = new Browser(u.app);
    const visitorToken = await visitor.csrf();
    const anonymous = await createRequest(base, {
      cookie: `csrf_token=${visitorToken}; ${[...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`,
      'x-csrf-token': visitorToken,
    });
    expect(anonymous.status).toBe(401);
    expect(await codeOf(anonymous)).toBe('need_auth');

    const { 'x-csrf-token': _token, ...noToken } = await authHeaders(owner.browser);
    const created = await createRequest(base, noToken);
    expect(created.status).toBe(403);
    expect(await codeOf(created)).toBe('invalid_csrf');
    const withOthersToken = await createRequest(base, {
      ...noToken,
      'x-csrf-token': await other.browser.csrf(),
    });
    expect(withOthersToken.status).toBe(403);
  });

  it('lets HEAD and OPTIONS through without the CSRF token, and PATCH and DELETE not', async () => {
    const headers = await authHeaders(owner.browser);
    const created = await createRequest(base, headers, { length: 10 });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') as string, base).href;
    const { 'x-csrf-token': _token, ...noToken } = headers;
    const tusHeaders = { ...noToken, 'tus-resumable': '1.0.0' };
    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    const options = await fetch(`${base}/api/tus/`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toContain('1.0.0');
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.from('0123456789'),
    });
    expect(patch.status).toBe(403);
    const del = await fetch(url, { method: 'DELETE', headers: tusHeaders });
    expect(del.status).toBe(403);
    const done = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'x-csrf-token': headers['x-csrf-token'] as string,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.from('0123456789'),
    });
    expect(done.status).toBe(204);
    expect(done.headers.get('upload-offset')).toBe('10');
    expect((await row(idOfUrl(url)))?.status).toBe('uploaded');
    await fetch(url, {
      method: 'DELETE',
      headers: { ...tusHeaders, 'x-csrf-token': headers['x-csrf-token'] as string },
    });
  });

  it("answers 404 to another member's PATCH, HEAD and DELETE, and leaves the upload as it was", async () => {
    const mine = await authHeaders(owner.browser);
    const created = await createRequest(base, mine, { length: 10 });
    const url = new URL(created.headers.get('location') as string, base).href;
    const theirs = { ...(await authHeaders(other.browser)), 'tus-resumable': '1.0.0' };
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { ...theirs, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.from('abcdefghij'),
    });
    expect(patch.status).toBe(404);
    expect(await codeOf(patch)).toBe('not_found');
    expect((await fetch(url, { method: 'HEAD', headers: theirs })).status).toBe(404);
    const del = await fetch(url, { method: 'DELETE', headers: theirs });
    expect(del.status).toBe(404);
    const id = idOfUrl(url);
    expect((await row(id))?.status).toBe('uploading');
    const head = await fetch(url, { method: 'HEAD', headers: { ...mine, 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe('0');
    // An id no upload has is the same 404.
    const unknown = await fetch(`${base}/api/tus/AAAAAAAAAAAAAAAAAAAAAAAA`, {
      method: 'HEAD',
      headers: { ...mine, 'tus-resumable': '1.0.0' },
    });
    expect(unknown.status).toBe(404);

    // The owner may end it: its files and row go.
    const ended = await fetch(url, { method: 'DELETE', headers: { ...mine, 'tus-resumable': '1.0.0' } });
    expect(ended.status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(existsSync(uploadPath(u.deps.media.uploadsDir, id))).toBe(false);
  });

  it(`allows ${MAX_UNFINISHED_UPLOADS} unfinished uploads per member, and again once one is ended`, async () => {
    const member = await signedIn(u.app, t, 'Busy');
    const headers = await authHeaders(member.browser);
    const urls: string[] = [];
    for (let i = 0; i < MAX_UNFINISHED_UPLOADS; i++) {
      const res = await createRequest(base, headers, { length: 100 });
      expect(res.status).toBe(201);
      urls.push(new URL(res.headers.get('location') as string, base).href);
    }
    const sixth = await createRequest(base, headers, { length: 100 });
    expect(sixth.status).toBe(429);
    expect(await codeOf(sixth)).toBe('too_many_uploads');
    // Another member is not held back by it.
    expect((await createRequest(base, await authHeaders(other.browser), { length: 100 })).status).toBe(201);
    await fetch(urls[0] as string, { method: 'DELETE', headers: { ...headers, 'tus-resumable': '1.0.0' } });
    expect((await createRequest(base, headers, { length: 100 })).status).toBe(201);
  });
});
