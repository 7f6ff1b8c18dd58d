import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { openTestDb, type TestDb } from '../testing.js';
import { seedIfEmpty } from './seed.js';

const open: TestDb[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function seeded(videos = 30) {
  const t = await openTestDb();
  open.push(t);
  await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), videos, members: 5, channels: 3 });
  return t;
}

const titles = (t: TestDb) =>
  t.db.selectFrom('videos').select(['title', 'dir']).orderBy('video_id').execute();

describe('given an empty database', () => {
  it('fills it with the same demo content every time', async () => {
    const a = await seeded();
    const b = await seeded();
    const ta = await titles(a);
    expect(ta).toHaveLength(30);
    expect(ta).toEqual(await titles(b));
    expect(ta.every((r) => /^[a-z0-9-]+$/.test(r.dir))).toBe(true);
  });

  it('writes a thumbnail for every video', async () => {
    const t = await seeded(10);
    const rows = await t.db.selectFrom('videos').select(['video_id', 'thumb']).execute();
    for (const row of rows) {
      expect(row.thumb).toBe(`/media/thumbs/${row.video_id}.jpg`);
      expect(existsSync(join(t.dataDir, 'media/thumbs', `${row.video_id}.jpg`))).toBe(true);
    }
  });
});

describe('given a database with videos', () => {
  it('leaves it untouched', async () => {
    const t = await seeded(10);
    expect(await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media') })).toBe(false);
    expect(await titles(t)).toHaveLength(10);
  });

  it('applies migrations once: running them again changes nothing', async () => {
    const t = await seeded(5);
    expect(await migrate(t.db, { schema: t.schema })).toEqual([]);
    expect(await titles(t)).toHaveLength(5);
  });
});
