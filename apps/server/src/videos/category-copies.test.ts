// The category listings read copies of their videos' columns (migration 0006). These tests change videos
// the way the writes of #6 and the stats job will, and check that a category page follows at once.
import { callUrl, type VideoListParamsInput } from '@site/api';
import { videoListResponseSchema } from '@site/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addVideo } from './fixtures.js';
import { sceneApp } from './scene-app.js';

const { t, s, app } = await sceneApp();

async function lakes(params: Omit<VideoListParamsInput, 'section' | 'object_id'> = {}) {
  const url = callUrl('videos.list', { section: 'category', object_id: 'lakes', ...params });
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return videoListResponseSchema.parse(res.json()).videos.map((v) => v.video_id);
}

describe('a category page after its videos change', () => {
  it('re-sorts by the new view counts', async () => {
    expect(await lakes({ sort: 'most-popular' })).toEqual([s.v.lakeDawn, s.v.lakeForest, s.v.mistyLake]);
    await sql`update videos set video_viewed = 10000 where video_id = ${s.v.mistyLake}`.execute(t.db);
    expect(await lakes({ sort: 'most-popular' })).toEqual([s.v.mistyLake, s.v.lakeDawn, s.v.lakeForest]);
  });

  it('drops a video its owner made private, and shows it again when public', async () => {
    await sql`update videos set is_private = 1 where video_id = ${s.v.lakeDawn}`.execute(t.db);
    expect(await lakes()).not.toContain(s.v.lakeDawn);
    await sql`update videos set is_private = 0 where video_id = ${s.v.lakeDawn}`.execute(t.db);
    expect(await lakes()).toContain(s.v.lakeDawn);
  });

  it('follows a change of the filtered columns (HD)', async () => {
    expect(await lakes({ type: 'hd' })).not.toContain(s.v.lakeForest);
    await sql`update videos set is_hd = 1 where video_id = ${s.v.lakeForest}`.execute(t.db);
    expect(await lakes({ type: 'hd' })).toContain(s.v.lakeForest);
  });

  it('lists a video linked to the category later, with its own columns', async () => {
    const forestPath = s.v.forestPath;
    const category = await sql<{
      id: number;
    }>`select category_id as id from categories where dir = 'lakes'`.execute(t.db);
    await sql`insert into video_categories (video_id, category_id) values (${forestPath}, ${category.rows[0]?.id})`.execute(
      t.db,
    );
    const copy = await sql<{ views: number; same: boolean }>`select vc.video_viewed as views,
        (vc.gender, vc.status_id, vc.is_private, vc.added_date, vc.duration, vc.is_hd, vc.is_vr)
          = (v.gender, v.status_id, v.is_private, v.added_date, v.duration, v.is_hd, v.is_vr) as same
      from video_categories vc join videos v using (video_id) where vc.video_id = ${forestPath}
        and vc.category_id = ${category.rows[0]?.id}`.execute(t.db);
    expect(copy.rows[0]).toEqual({ views: 300, same: true });
    expect(await lakes({ sort: 'most-popular' })).toContain(forestPath);
  });

  it('keeps a fresh video out until it is published', async () => {
    const category = await sql<{
      id: number;
    }>`select category_id as id from categories where dir = 'lakes'`.execute(t.db);
    const draft = await addVideo(t.db, {
      title: 'Lake in review',
      user_id: s.members.ann,
      views: 1,
      added: 0,
      status_id: 5,
      category_ids: [category.rows[0]?.id as number],
    });
    expect(await lakes()).not.toContain(draft);
    await sql`update videos set status_id = 1 where video_id = ${draft}`.execute(t.db);
    expect(await lakes()).toContain(draft);
  });
});
