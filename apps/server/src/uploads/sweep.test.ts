import { existsSync, mkdirSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../accounts/fixtures.js';
import { testMediaSettings } from '../media/settings.js';
import { openTestDb, type TestDb } from '../testing.js';
import { newUploadId, uploadInfoPath, uploadPath } from './files.js';
import { ageUpload, placeUpload } from './fixtures.js';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './sweep.js';

let t: TestDb;
let deps: { db: TestDb['db']; media: ReturnType<typeof testMediaSettings> };
let member: number;

beforeAll(async () => {
  t = await openTestDb();
  deps = { db: t.db, media: testMediaSettings(t.dataDir) };
  mkdirSync(deps.media.uploadsDir, { recursive: true });
  member = await addAccount(t.db, { username: 'Sweeper' });
});

afterAll(() => t?.close());

const DAY = STALE_UPLOAD_MS;
const has = (id: string) => existsSync(uploadPath(deps.media.uploadsDir, id));
const rowOf = (id: string) =>
  t.db.selectFrom('uploads').select('status').where('upload_id', '=', id).executeTakeFirst();

describe('given uploads abandoned and in use', () => {
  it('removes stale unfinished and old refused uploads and files no row names, and keeps the rest', async () => {
    const data = Buffer.alloc(100, 1);
    const staleUploading = await placeUpload(deps, member, data, { bytes: 50 });
    await ageUpload(deps, staleUploading, DAY + 60_000);
    const staleUploaded = await placeUpload(deps, member, data);
    await ageUpload(deps, staleUploaded, DAY + 60_000);
    const fresh = await placeUpload(deps, member, data, { bytes: 10 });
    await ageUpload(deps, fresh, DAY - 60_000);
    const oldRefused = await placeUpload(deps, member, data);
    await t.db
      .updateTable('uploads')
      .set({ status: 'rejected', error_code: 'too_long' })
      .where('upload_id', '=', oldRefused)
      .execute();
    await ageUpload(deps, oldRefused, DAY + 60_000);
    // A refusal whose file was left behind: the file goes now, the row (the uploader's error) stays a day.
    const newRefused = await placeUpload(deps, member, data);
    await t.db
      .updateTable('uploads')
      .set({ status: 'rejected', error_code: 'corrupted_file' })
      .where('upload_id', '=', newRefused)
      .execute();
    const accepted = await placeUpload(deps, member, data);
    await t.db.updateTable('uploads').set({ status: 'accepted' }).where('upload_id', '=', accepted).execute();
    await ageUpload(deps, accepted, 10 * DAY);

    const orphanOld = newUploadId();
    const orphanNew = newUploadId();
    const old = new Date(Date.now() - DAY - 60_000);
    for (const id of [orphanOld, orphanNew]) {
      await writeFile(uploadPath(deps.media.uploadsDir, id), 'x');
      await writeFile(uploadInfoPath(deps.media.uploadsDir, id), '{}');
    }
    await utimes(uploadPath(deps.media.uploadsDir, orphanOld), old, old);
    await utimes(uploadInfoPath(deps.media.uploadsDir, orphanOld), old, old);
    await writeFile(`${deps.media.uploadsDir}/not-an-upload.txt`, 'kept');
    await utimes(`${deps.media.uploadsDir}/not-an-upload.txt`, old, old);

    expect(await sweepStaleUploads(deps)).toBe(4);

    for (const id of [staleUploading, staleUploaded, oldRefused]) {
      expect(await rowOf(id)).toBeUndefined();
      expect(has(id)).toBe(false);
      expect(existsSync(uploadInfoPath(deps.media.uploadsDir, id))).toBe(false);
    }
    expect(await rowOf(fresh)).toEqual({ status: 'uploading' });
    expect(has(fresh)).toBe(true);
    expect(await rowOf(newRefused)).toEqual({ status: 'rejected' });
    expect(has(newRefused)).toBe(false);
    // An accepted upload is history: its row stays.
    expect(await rowOf(accepted)).toEqual({ status: 'accepted' });
    expect(has(orphanOld)).toBe(false);
    expect(has(orphanNew)).toBe(true);
    expect(existsSync(`${deps.media.uploadsDir}/not-an-upload.txt`)).toBe(true);

    // Nothing is left to sweep.
    expect(await sweepStaleUploads(deps)).toBe(0);
  });
});
