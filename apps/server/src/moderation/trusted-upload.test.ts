import { videoUploadResponseSchema } from '@site/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { addCategory } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { clipBytes, placeUpload, type UploadsApp, uploadsApp } from '../uploads/fixtures.js';
import { writeSetting } from './settings.js';

/** The review hook in the real upload path (uploads/info.ts act 5): trusted members skip review when it is on. */

let t: TestDb;
let u: UploadsApp;
let trusted: { id: number; browser: Browser };
let plain: { id: number; browser: Browser };
let seed = 0;

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t, { minSecondsExclusive: 2, minSeconds: 4, maxSeconds: 60 });
  trusted = await signedIn(u.app, t, 'Veteran');
  plain = await signedIn(u.app, t, 'Newcomer');
  await t.db.updateTable('members').set({ is_trusted: 1 }).where('user_id', '=', trusted.id).execute();
  await addCategory(t.db, 'forests');
});

afterAll(() => closeAll(u?.app, t));

/** A playable upload of `who`, described with act 5; answers its video's status and its owner's count. */
async function describedUpload(who: { id: number; browser: Browser }) {
  seed += 1;
  const uploadId = await placeUpload(u.deps, who.id, await clipBytes(t.dataDir, 300 + seed, 5));
  const res = await who.browser.post(u.editPath, { act: '1', upload_id: uploadId });
  expect(res.statusCode, res.body).toBe(200);
  const videoId = videoUploadResponseSchema.parse(res.json()).video_id;
  await t.db
    .updateTable('videos')
    .set({ media: JSON.stringify({ rungs: ['240p'], posters: 2 }) })
    .where('video_id', '=', videoId)
    .execute();
  const info = await who.browser.post(u.editPath, {
    act: '5',
    upload_id: uploadId,
    title: `Quiet forest path ${seed}`,
    categories: 'forests',
    orientation: 'str',
    visibility: '0',
    exclusive: '0',
  });
  expect(info.statusCode, info.body).toBe(200);
  const video = await t.db
    .selectFrom('videos')
    .select(['status_id', 'reviewed_by'])
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  const owner = await t.db
    .selectFrom('members')
    .select('videos_count')
    .where('user_id', '=', who.id)
    .executeTakeFirstOrThrow();
  return { status: video.status_id, count: owner.videos_count };
}

describe('given the trusted_skip_review setting', () => {
  it('off: a trusted member’s described upload waits for review like anyone’s', async () => {
    expect(await describedUpload(trusted)).toEqual({ status: 0, count: 0 });
  });

  it('on: a trusted member’s upload goes live and counts at once; others still wait', async () => {
    const admin = await t.db
      .insertInto('members')
      .values({ username: 'Overseer', role: 'admin' })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await writeSetting(t.db, 'trusted_skip_review', 1, admin.user_id);
    expect(await describedUpload(trusted)).toEqual({ status: 1, count: 1 });
    expect(await describedUpload(plain)).toEqual({ status: 0, count: 0 });
  });
});
