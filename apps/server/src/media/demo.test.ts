import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addVideo } from '../community/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';
import { type CardRow, cardsOf, toCard } from '../videos/cards.js';
import { DEMO_CLIPS, demoPrefix, makeDemoClip, queueDemoMedia } from './demo.js';
import { createLocalStorage, type LocalStorage } from './storage/index.js';
import { probe } from './transcode/index.js';
import { publicMediaUrl } from './urls.js';
import { readVideoMedia } from './video-media.js';

let t: TestDb;
let dir: string;
let storage: LocalStorage;
const ids: number[] = [];

beforeAll(async () => {
  t = await openTestDb();
  dir = mkdtempSync(join(tmpdir(), 'demo-media-'));
  storage = createLocalStorage(join(dir, 'storage'), { secret: 'demo-test-secret-0123456789abcdefgh' });
  const owner = await addMember(t.db, { username: 'Seeded' });
  for (let i = 0; i < 6; i++) ids.push(await addVideo(t.db, { user_id: owner }));
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = () =>
  t.db
    .selectFrom('videos')
    .select(['video_id', 'media_prefix', 'media', 'duration'])
    .orderBy('video_id')
    .execute();

describe('given a freshly seeded database', () => {
  it('points every video at one of the clip folders and queues one transcode per clip, once', async () => {
    expect(await queueDemoMedia(t.db)).toBe(6);
    const prefixes = (await rows()).map((r) => r.media_prefix);
    expect(new Set(prefixes)).toEqual(new Set(DEMO_CLIPS.map((_, i) => demoPrefix(i + 1))));
    // Run again (a restart): nothing more is pointed or queued.
    expect(await queueDemoMedia(t.db)).toBe(0);
    // Each video shows its clip's length at once, not the seed's made-up duration (#27 item 4).
    for (const row of await rows()) {
      const clip = DEMO_CLIPS.findIndex((_, i) => demoPrefix(i + 1) === row.media_prefix);
      expect(row.duration, row.media_prefix ?? '').toBe(DEMO_CLIPS[clip]?.seconds);
    }
    const jobs = await t.db.selectFrom('jobs').select(['queue', 'singleton_key']).orderBy('id').execute();
    expect(jobs).toEqual(DEMO_CLIPS.map((_, i) => ({ queue: 'demo-media', singleton_key: `clip:${i + 1}` })));
  });

  it('transcodes a synthetic clip through the upload pipeline, and its videos become playable', async () => {
    const clip = DEMO_CLIPS.length; // the smallest
    await makeDemoClip(
      { db: t.db, storage, media: { workDir: join(dir, 'work') }, preset: 'ultrafast' },
      clip,
    );
    const mine = (await rows()).filter((r) => r.media_prefix === demoPrefix(clip));
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) {
      expect(readVideoMedia(row.media)).toMatchObject({
        rungs: ['240p', '360p'],
        download: true,
        storyboard: true,
        preview: true,
        progress: 100,
      });
    }
    expect(await storage.head(`${demoPrefix(clip)}/preview.mp4`)).not.toBeNull();
    // Each rung is offered as a download (#32 item 8): the tallest up to 720p as download.mp4.
    const downloads = readVideoMedia(mine[0]?.media).downloads;
    expect(downloads.map((d) => [d.quality, d.file])).toEqual([
      ['240p', 'downloads/240p.mp4'],
      ['360p', 'download.mp4'],
    ]);
    for (const d of downloads) {
      expect((await storage.head(`${demoPrefix(clip)}/${d.file}`))?.size).toBe(d.size);
    }
    const others = (await rows()).filter((r) => r.media_prefix !== demoPrefix(clip));
    for (const row of others) expect(readVideoMedia(row.media).rungs).toEqual([]);
    expect(await storage.head(`${demoPrefix(clip)}/360p/index.m3u8`)).not.toBeNull();
    // The duration the card and the page show is the one probed from the clip the player plays.
    const probed = await probe(storage.pathOf(`${demoPrefix(clip)}/download.mp4`));
    for (const row of mine) expect(row.duration).toBe(Math.round(probed.durationSeconds));
    // Their cards carry the hover preview (#27 item 2); the videos of clips not made yet have none.
    const { rows: listed } = await sql<{ videos: CardRow[] }>`select ${cardsOf(
      sql`(select video_id, video_id as ord from videos)`,
      'en',
    )} as videos`.execute(t.db);
    const cards = (listed[0]?.videos ?? []).map(toCard);
    expect(cards).toHaveLength(ids.length);
    for (const card of cards) {
      const made = mine.some((row) => row.video_id === card.video_id);
      expect(card.preview).toBe(made ? publicMediaUrl(card.video_id, 'preview.mp4') : undefined);
    }
  }, 120_000);
});
