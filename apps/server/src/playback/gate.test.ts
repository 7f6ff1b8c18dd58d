import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLocalStorage, type LocalStorage } from '../media/storage/local.js';
import { mediaToken, publicMediaUrl, signedMediaUrl } from '../media/urls.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addMember, addVideo } from '../videos/fixtures.js';
import {
  addMediaVideo,
  FULL_MEDIA,
  fetchAs,
  MASTER,
  MP4,
  playbackApp,
  SECRET,
  SEGMENT,
  signedIn,
} from '../videos/playback-fixtures.js';
import { mediaGateRoutes } from './gate.js';

let t: TestDb;
let storage: LocalStorage;
let app: FastifyInstance;
const who = {} as Record<'owner' | 'other' | 'moderator' | 'paid' | 'lapsed', { id: number; cookie: string }>;
const v = {} as Record<
  'open' | 'growing' | 'private' | 'pending' | 'deleted' | 'noDownload' | 'bare' | 'chosen',
  number
>;

const SMALL_MP4 = Buffer.from('mp4-240p-bytes');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A signed address, as videofile.php gives it to a member (the owner unless said). */
const signed = (id: number, file: string, expires = nowSeconds() + 600, userId = who.owner.id) =>
  signedMediaUrl(SECRET, id, file, expires, userId);

beforeAll(async () => {
  t = await openTestDb();
  storage = createLocalStorage(join(t.dataDir, 'storage'), { secret: SECRET });
  who.owner = await signedIn(t.db, 'owner');
  who.other = await signedIn(t.db, 'other');
  who.moderator = await signedIn(t.db, 'moderator', { role: 'moderator' });
  who.paid = await signedIn(t.db, 'paid', { paid_until: new Date(Date.now() + 86_400_000) });
  who.lapsed = await signedIn(t.db, 'lapsed', { paid_until: new Date(Date.now() - 60_000) });
  const user_id = who.owner.id;
  v.open = await addMediaVideo(t.db, storage, { title: 'Open lake', user_id });
  v.growing = await addMediaVideo(
    t.db,
    storage,
    { title: 'Growing', user_id },
    { rungs: ['240p'], progress: 40 },
  );
  v.private = await addMediaVideo(t.db, storage, { title: 'Private lake', user_id, is_private: 1 });
  v.pending = await addMediaVideo(t.db, storage, { title: 'Pending lake', user_id, status_id: 0 });
  v.deleted = await addMediaVideo(t.db, storage, { title: 'Deleted lake', user_id, status_id: 5 });
  v.noDownload = await addMediaVideo(
    t.db,
    storage,
    { title: 'No download', user_id },
    {
      ...FULL_MEDIA,
      download: false,
    },
  );
  // Every rung as an MP4 (#32 item 8): 480p is download.mp4, 240p downloads/240p.mp4.
  v.chosen = await addMediaVideo(
    t.db,
    storage,
    { title: 'Chosen lake', user_id },
    {
      ...FULL_MEDIA,
      downloads: [
        { quality: '240p', file: 'downloads/240p.mp4', width: 426, height: 240, size: SMALL_MP4.length },
        { quality: '480p', file: 'download.mp4', width: 854, height: 480, size: MP4.length },
      ],
    },
  );
  await storage.put(`videos/${v.chosen}/downloads/240p.mp4`, SMALL_MP4);
  // A seeded row: no media folder at all.
  v.bare = await addVideo(t.db, { title: 'Bare row', user_id });
  app = await playbackApp(t.db, storage);
});

afterAll(() => closeAll(app, t));

describe('given the public address of a public video', () => {
  it('serves the master playlist with its type, no sniffing, cached a minute (playback stops within it once private)', async () => {
    const res = await fetchAs(app, publicMediaUrl(v.open, 'master.m3u8'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(MASTER);
    expect(res.headers).toMatchObject({
      'content-type': 'application/vnd.apple.mpegurl',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=60, s-maxage=60',
      'accept-ranges': 'bytes',
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
  });

  it('caches the master playlist for 30 s while rungs are still being added', async () => {
    const res = await fetchAs(app, publicMediaUrl(v.growing, 'master.m3u8'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
  });

  it('serves segments, posters, the storyboard and the preview, cached for a day', async () => {
    const segment = await fetchAs(app, publicMediaUrl(v.open, '240p/0000.ts'));
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.equals(SEGMENT)).toBe(true);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    for (const file of ['240p/0000.ts', 'posters/1.jpg', 'storyboard.jpg', 'storyboard.vtt', 'preview.mp4']) {
      const res = await fetchAs(app, publicMediaUrl(v.open, file));
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('public, max-age=86400, s-maxage=60');
    }
    const rung = await fetchAs(app, publicMediaUrl(v.open, '240p/index.m3u8'));
    expect(rung.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
  });

  it('serves one byte range as 206, and HEAD without a body', async () => {
    const part = await fetchAs(app, publicMediaUrl(v.open, '240p/0000.ts'), undefined, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(SEGMENT.subarray(100, 200))).toBe(true);

    const head = await fetchAs(app, publicMediaUrl(v.open, '240p/0000.ts'), undefined, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 not_found for a media name the transcode has not written', async () => {
    const res = await fetchAs(app, publicMediaUrl(v.open, '1080p/index.m3u8'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('given the public address of a video that is not public', () => {
  it('refuses a visitor and other members with 403 no_permission, never cached', async () => {
    for (const id of [v.private, v.pending]) {
      for (const cookie of [undefined, who.other.cookie]) {
        const res = await fetchAs(app, publicMediaUrl(id, 'posters/1.jpg'), cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'no_permission' });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it("serves it to the owner's and a moderator's session, privately", async () => {
    for (const id of [v.private, v.pending]) {
      for (const cookie of [who.owner.cookie, who.moderator.cookie]) {
        const res = await fetchAs(app, publicMediaUrl(id, 'posters/1.jpg'), cookie);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('jpeg-1');
        expect(res.headers['cache-control']).toBe('private, max-age=3600');
      }
    }
  });
});

describe('given a signed address', () => {
  it('serves the member it was given to, cached privately no longer than it lasts', async () => {
    for (const id of [v.private, v.pending, v.open]) {
      const res = await fetchAs(app, signed(id, '240p/0000.ts'), who.owner.cookie);
      expect(res.statusCode).toBe(200);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(600);
    }
  });

  it('opens nothing for anyone else: a leaked address is refused to a visitor and to another member', async () => {
    for (const id of [v.private, v.pending]) {
      for (const cookie of [undefined, who.other.cookie, who.paid.cookie]) {
        const res = await fetchAs(app, signed(id, 'master.m3u8'), cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'no_permission' });
      }
    }
  });

  it("refuses an expired token, a forged one, another video's and another member's with 403", async () => {
    const expires = nowSeconds() + 600;
    const forged = `${expires}.${who.other.id}.${'A'.repeat(32)}`;
    const others = mediaToken(SECRET, v.pending, expires, who.other.id);
    const wrongSecret = mediaToken('another-secret-of-enough-length-0000', v.private, expires, who.other.id);
    const urls = [
      signed(v.private, 'master.m3u8', nowSeconds() - 1, who.other.id),
      signed(v.private, 'master.m3u8', expires, who.owner.id),
      `/media/v/${v.private}/${forged}/master.m3u8`,
      `/media/v/${v.private}/${others}/master.m3u8`,
      `/media/v/${v.private}/${wrongSecret}/master.m3u8`,
      `/media/v/${v.private}/garbage/master.m3u8`,
    ];
    for (const url of urls) {
      const res = await fetchAs(app, url, who.other.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'no_permission' });
    }
  });

  it('stops at once for staff who lose the role, though their token has not expired', async () => {
    const moderator = await signedIn(t.db, 'demoted', { role: 'moderator' });
    const url = signed(v.pending, 'master.m3u8', nowSeconds() + 3600, moderator.id);
    expect((await fetchAs(app, url, moderator.cookie)).statusCode).toBe(200);
    await t.db.updateTable('members').set({ role: 'member' }).where('user_id', '=', moderator.id).execute();
    expect((await fetchAs(app, url, moderator.cookie)).statusCode).toBe(403);
  });
});

describe('given a deleted video', () => {
  it('refuses it by every address, to its owner and staff too', async () => {
    const urls = [signed(v.deleted, 'master.m3u8'), publicMediaUrl(v.deleted, 'master.m3u8')];
    for (const url of urls) {
      for (const cookie of [undefined, who.owner.cookie, who.moderator.cookie]) {
        const res = await fetchAs(app, url, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'no_permission' });
      }
    }
  });
});

describe('given a file name outside the media names', () => {
  beforeAll(async () => {
    // Files a wrong name could reach: the upload, and strays inside the video's own folder.
    await storage.put(`sources/${v.open}/source.bin`, Buffer.from('the upload'));
    await storage.put(`videos/${v.open}/sources/source.bin`, Buffer.from('the upload'));
    await storage.put(`videos/${v.open}/x.html`, Buffer.from('<script>the upload</script>'));
  });

  it.each([
    '../../sources/1/source.bin',
    '..%2F..%2Fsources%2F1%2Fsource.bin',
    'sources/source.bin',
    'x.html',
    'notes.txt',
    'master.m3u8.html',
    '240p/../notes.txt',
    '.tmp-1234',
  ])('answers 404 for %s, even signed and to the owner', async (file) => {
    const urls = [
      `/media/v/${v.open}/p/${file}`,
      `/media/v/${v.open}/${mediaToken(SECRET, v.open, nowSeconds() + 600, who.owner.id)}/${file}`,
    ];
    for (const url of urls) {
      const res = await fetchAs(app, url, who.owner.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('the upload');
      expect(res.body).not.toContain('private notes');
    }
  });

  it('answers 404 for an unknown video, a malformed id, or a video without media', async () => {
    for (const url of [
      publicMediaUrl(999_999, 'master.m3u8'),
      '/media/v/0/p/master.m3u8',
      '/media/v/12abc/p/master.m3u8',
      '/media/v/99999999999/p/master.m3u8',
      publicMediaUrl(v.bare, 'master.m3u8'),
    ]) {
      const res = await fetchAs(app, url, who.owner.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });
});

describe('given the download flag', () => {
  const flagged = (id: number, file = 'master.m3u8') => `${publicMediaUrl(id, file)}?download=1`;

  it('asks a visitor to sign in (401 need_auth)', async () => {
    const res = await fetchAs(app, flagged(v.open));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'need_auth' });
  });

  it('refuses a member who has not paid, or whose paid period ended (403)', async () => {
    for (const cookie of [who.other.cookie, who.lapsed.cookie]) {
      const res = await fetchAs(app, flagged(v.open), cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'no_permission' });
    }
  });

  it('gives the owner, staff and a paid member the MP4 as an attachment named after the video', async () => {
    for (const cookie of [who.owner.cookie, who.moderator.cookie, who.paid.cookie]) {
      for (const file of ['master.m3u8', 'download.mp4']) {
        const res = await fetchAs(app, flagged(v.open, file), cookie);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(MP4)).toBe(true);
        expect(res.headers['content-type']).toBe('video/mp4');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="open-lake.mp4"; filename*=UTF-8''open-lake.mp4`,
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('keeps the MP4 to those who may download it without the flag too (#24 H1)', async () => {
    const mp4 = publicMediaUrl(v.open, 'download.mp4');
    const visitor = await fetchAs(app, mp4);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).not.toMatch(/public/);
    for (const cookie of [who.other.cookie, who.lapsed.cookie]) {
      expect((await fetchAs(app, mp4, cookie)).statusCode).toBe(403);
    }
    const paid = await fetchAs(app, mp4, who.paid.cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['cache-control']).toBe('private, no-store');
    expect(paid.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 while there is no MP4 yet', async () => {
    const res = await fetchAs(app, flagged(v.noDownload), who.owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('still needs access to the video first', async () => {
    const res = await fetchAs(app, flagged(v.private), who.paid.cookie);
    expect(res.statusCode).toBe(403);
  });
});

describe('given a chosen quality (#32 item 8)', () => {
  const chosen = (id: number, quality: string) =>
    `${publicMediaUrl(id, 'master.m3u8')}?download=1&quality=${encodeURIComponent(quality)}`;

  it('gives a member who may download the MP4 of that quality, named with it', async () => {
    for (const cookie of [who.paid.cookie, who.owner.cookie, who.moderator.cookie]) {
      const low = await fetchAs(app, chosen(v.chosen, '240p'), cookie);
      expect(low.statusCode).toBe(200);
      expect(low.rawPayload.equals(SMALL_MP4)).toBe(true);
      expect(low.headers['content-disposition']).toBe(
        `attachment; filename="chosen-lake-240p.mp4"; filename*=UTF-8''chosen-lake-240p.mp4`,
      );
      expect(low.headers['cache-control']).toBe('private, no-store');
      const high = await fetchAs(app, chosen(v.chosen, '480p'), cookie);
      expect(high.rawPayload.equals(MP4)).toBe(true);
    }
    // Without a quality: the default MP4, as before.
    const plain = await fetchAs(
      app,
      `${publicMediaUrl(v.chosen, 'master.m3u8')}?download=1`,
      who.paid.cookie,
    );
    expect(plain.rawPayload.equals(MP4)).toBe(true);
  });

  it('refuses the same address to a visitor (401) and to a member who may not download (403)', async () => {
    const url = chosen(v.chosen, '240p');
    const visitor = await fetchAs(app, url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'need_auth' });
    for (const cookie of [who.other.cookie, who.lapsed.cookie]) {
      const res = await fetchAs(app, url, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'no_permission' });
    }
  });

  it('answers 404 quality_not_found for a quality the video has no MP4 of, or a malformed one', async () => {
    for (const quality of ['1080p', '360p', 'best', '']) {
      const res = await fetchAs(app, chosen(v.chosen, quality), who.paid.cookie);
      expect(res.statusCode, quality).toBe(404);
      expect(res.json()).toEqual({ code: 'quality_not_found' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const twice = await fetchAs(app, `${chosen(v.chosen, '240p')}&quality=480p`, who.paid.cookie);
    expect(twice.json()).toEqual({ code: 'quality_not_found' });
  });

  it('offers an older video its one MP4 under the rung it was made from', async () => {
    expect((await fetchAs(app, chosen(v.open, '480p'), who.paid.cookie)).rawPayload.equals(MP4)).toBe(true);
    const missing = await fetchAs(app, chosen(v.open, '240p'), who.paid.cookie);
    expect(missing.json()).toEqual({ code: 'quality_not_found' });
  });

  it('never serves the other MP4s by their names, not even to the owner', async () => {
    for (const cookie of [undefined, who.owner.cookie, who.paid.cookie]) {
      const res = await fetchAs(app, publicMediaUrl(v.chosen, 'downloads/240p.mp4'), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });
});

describe('given the in-process cache of videos', () => {
  it('answers from it for 5 s, then sees the change', async () => {
    let clock = Date.now();
    const cached = await playbackApp(t.db, storage, { now: () => clock });
    try {
      const id = await addMediaVideo(t.db, storage, {
        title: 'Soon private',
        user_id: await addMember(t.db, 'x'),
      });
      const url = publicMediaUrl(id, 'posters/1.jpg');
      expect((await fetchAs(cached, url)).statusCode).toBe(200);
      await t.db.updateTable('videos').set({ is_private: 1 }).where('video_id', '=', id).execute();
      clock += 4000;
      expect((await fetchAs(cached, url)).statusCode).toBe(200);
      clock += 2000;
      expect((await fetchAs(cached, url)).statusCode).toBe(403);
    } finally {
      await cached.close();
    }
  });
});

describe('in the whole app, next to the public /media/ folder', () => {
  it('answers gate addresses from the gate and other /media/ paths from the folder', async () => {
    const whole = await buildApp({ db: t.db, dataDir: t.dataDir, secret: SECRET, storage });
    try {
      // Until app.ts registers the gate itself.
      if (!whole.hasRoute({ method: 'GET', url: '/media/v/:videoId/:token/*' })) {
        mediaGateRoutes(whole, { db: t.db, secret: SECRET, storage });
      }
      mkdirSync(join(t.dataDir, 'media', 'avatars'), { recursive: true });
      writeFileSync(join(t.dataDir, 'media', 'avatars', 'a.jpg'), 'avatar');
      const poster = await fetchAs(whole, publicMediaUrl(v.open, 'posters/1.jpg'));
      expect(poster.statusCode).toBe(200);
      expect(poster.body).toBe('jpeg-1');
      expect((await fetchAs(whole, publicMediaUrl(v.private, 'posters/1.jpg'))).statusCode).toBe(403);
      expect(
        (await fetchAs(whole, publicMediaUrl(v.private, 'posters/1.jpg'), who.owner.cookie)).statusCode,
      ).toBe(200);
      expect((await fetchAs(whole, '/media/avatars/a.jpg')).body).toBe('avatar');
    } finally {
      await whole.close();
    }
  });
});
