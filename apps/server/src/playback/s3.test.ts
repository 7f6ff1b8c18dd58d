/**
 * The gate over S3 storage (a fake: local files behind the interface, `kind: 's3'`, presigned addresses
 * that say what they were asked for): playlists and VTT are answered by the gate, everything else is a
 * redirect to a presigned address.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../media/storage/local.js';
import type { MediaStorage, UrlOptions } from '../media/storage/types.js';
import { publicMediaUrl, signedMediaUrl } from '../media/urls.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import {
  addMediaVideo,
  fetchAs,
  MASTER,
  playbackApp,
  SECRET,
  signedIn,
  VTT,
} from '../videos/playback-fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let owner: { id: number; cookie: string };
let open: number;
let hidden: number;

function fakeS3(root: string): MediaStorage {
  const local = createLocalStorage(root, { secret: SECRET });
  return {
    ...local,
    kind: 's3',
    url: async (key: string, options: UrlOptions = {}) => {
      const query = new URLSearchParams({ 'X-Amz-Expires': String(options.expiresIn ?? 3600) });
      if (options.download)
        query.set('response-content-disposition', `attachment; filename="${options.download}"`);
      return `https://bucket.example/${key}?${query}`;
    },
  };
}

beforeAll(async () => {
  t = await openTestDb();
  const storage = fakeS3(join(t.dataDir, 's3'));
  owner = await signedIn(t.db, 'owner');
  open = await addMediaVideo(t.db, storage, { title: 'Open lake', user_id: owner.id });
  hidden = await addMediaVideo(t.db, storage, { title: 'Hidden lake', user_id: owner.id, is_private: 1 });
  app = await playbackApp(t.db, storage);
});

afterAll(() => closeAll(app, t));

describe('given media in S3', () => {
  it('redirects a segment to a presigned address, the redirect cached no longer than an hour', async () => {
    const res = await fetchAs(app, publicMediaUrl(open, '240p/0000.ts'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://bucket.example/videos/${open}/240p/0000.ts?X-Amz-Expires=21600`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=60');
  });

  it('answers the playlists and the storyboard VTT itself, so their relative entries stay on the gate', async () => {
    const master = await fetchAs(app, publicMediaUrl(open, 'master.m3u8'));
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(MASTER);
    expect(master.headers).toMatchObject({
      'content-type': 'application/vnd.apple.mpegurl',
      'cache-control': 'public, max-age=60, s-maxage=60',
      'x-content-type-options': 'nosniff',
    });
    const vtt = await fetchAs(app, publicMediaUrl(open, 'storyboard.vtt'));
    expect(vtt.body).toBe(VTT);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const head = await fetchAs(app, publicMediaUrl(open, 'master.m3u8'), undefined, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(MASTER.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps a signed redirect private and its presigned address no longer-lived than the token', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const res = await fetchAs(
      app,
      signedMediaUrl(SECRET, hidden, 'preview.mp4', expires, owner.id),
      owner.cookie,
    );
    expect(res.statusCode).toBe(302);
    const lifetime = Number(new URL(res.headers.location as string).searchParams.get('X-Amz-Expires'));
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(600);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('redirects an allowed download to an address presigned as an attachment', async () => {
    const res = await fetchAs(app, `${publicMediaUrl(open, 'master.m3u8')}?download=1`, owner.cookie);
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe(`/videos/${open}/download.mp4`);
    expect(location.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="open-lake.mp4"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for a missing object rather than redirecting to it, and refuses what it must', async () => {
    const missing = await fetchAs(app, publicMediaUrl(open, '480p/0000.ts'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found' });
    const refused = await fetchAs(app, publicMediaUrl(hidden, '240p/0000.ts'));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });
});
