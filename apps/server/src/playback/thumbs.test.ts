import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionViewer } from '../accounts/sessions.js';
import { sessionPlugin } from '../http/session.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addVideo } from '../videos/fixtures.js';
import { fetchAs, SECRET, signedIn } from '../videos/playback-fixtures.js';
import { thumbnailRoutes } from './thumbs.js';

let t: TestDb;
let app: FastifyInstance;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
const who = {} as Record<'owner' | 'other' | 'moderator', { id: number; cookie: string }>;
const v = {} as Record<'open' | 'private' | 'pending' | 'deleted', number>;
const thumb = (id: number) => `/media/thumbs/${id}.jpg`;

beforeAll(async () => {
  t = await openTestDb();
  who.owner = await signedIn(t.db, 'owner');
  who.other = await signedIn(t.db, 'other');
  who.moderator = await signedIn(t.db, 'moderator', { role: 'moderator' });
  const user_id = who.owner.id;
  v.open = await addVideo(t.db, { title: 'Open lake', user_id });
  v.private = await addVideo(t.db, { title: 'Private lake', user_id, is_private: 1 });
  v.pending = await addVideo(t.db, { title: 'Pending lake', user_id, status_id: 0 });
  v.deleted = await addVideo(t.db, { title: 'Deleted lake', user_id, status_id: 5 });
  const mediaDir = join(t.dataDir, 'media');
  mkdirSync(join(mediaDir, 'thumbs'), { recursive: true });
  for (const id of Object.values(v)) writeFileSync(join(mediaDir, 'thumbs', `${id}.jpg`), JPEG);
  app = Fastify();
  await sessionPlugin(app, { viewerOf: (token) => sessionViewer(t.db, token), secret: SECRET });
  thumbnailRoutes(app, { db: t.db, mediaDir }, { cacheMs: 0 });
});

afterAll(() => closeAll(app, t));

describe('given the thumbnail of a seeded video (#24 L2)', () => {
  it("serves a public video's to anyone, cached an hour by browsers and a minute by shared caches", async () => {
    const res = await fetchAs(app, thumb(v.open));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=3600, s-maxage=60',
    });
  });

  it("keeps a private or pending video's from visitors and other members, as if it did not exist", async () => {
    for (const id of [v.private, v.pending]) {
      for (const cookie of [undefined, who.other.cookie]) {
        const res = await fetchAs(app, thumb(id), cookie);
        expect(res.statusCode, `${id} ${cookie ?? 'visitor'}`).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found' });
      }
    }
  });

  it('gives the owner and staff theirs privately', async () => {
    for (const cookie of [who.owner.cookie, who.moderator.cookie]) {
      const res = await fetchAs(app, thumb(v.private), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
  });

  it("gives a deleted video's to nobody, and answers 404 for names that are no video's", async () => {
    expect((await fetchAs(app, thumb(v.deleted), who.owner.cookie)).statusCode).toBe(404);
    for (const name of ['0.jpg', '99999999.jpg', 'x.jpg', `${v.open}.png`, '..%2f..%2fsecret.jpg']) {
      expect((await fetchAs(app, `/media/thumbs/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('stops answering visitors as soon as the video is made private', async () => {
    await t.db.updateTable('videos').set({ is_private: 1 }).where('video_id', '=', v.open).execute();
    expect((await fetchAs(app, thumb(v.open))).statusCode).toBe(404);
  });
});
