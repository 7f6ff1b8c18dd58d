/**
 * The sweep of abandoned uploads (README.md "Sweep"), run on a schedule by the lead's job runner:
 * - uploads still `uploading` or `uploaded` with no activity (`updated_at`: creation, each PATCH, the last
 *   byte) for `olderThanMs` lose their files and their rows;
 * - `rejected` uploads lose any file left behind (act 1 deletes it; a crash may not have), and their rows
 *   once older than `olderThanMs` (the uploader was answered at once; the list shows the error until then);
 * - files in the tus folder that no row names (a row removed with its member, a crash between the row and
 *   tus) are removed once older than `olderThanMs`.
 * Accepted uploads are kept: they are the member's upload history (their files are in storage).
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../deps/index.js';
import { isUploadId, removeUploadFiles } from './files.js';

export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Sweeps; returns how many uploads (rows, or files without a row) were removed. */
export async function sweepStaleUploads(
  deps: Pick<Deps, 'db' | 'media'>,
  olderThanMs: number = STALE_UPLOAD_MS,
): Promise<number> {
  const { db } = deps;
  const dir = deps.media.uploadsDir;
  const cutoff = new Date(Date.now() - olderThanMs);
  let removed = 0;

  const stale = await db
    .selectFrom('uploads')
    .select(['upload_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['uploading', 'uploaded']), eb('updated_at', '<', cutoff)]),
        eb('status', '=', 'rejected'),
      ]),
    )
    .execute();
  for (const row of stale) {
    await removeUploadFiles(dir, row.upload_id);
    const gone = await db
      .deleteFrom('uploads')
      .where('upload_id', '=', row.upload_id)
      .where('status', '=', row.status)
      .where('updated_at', '<', cutoff)
      .returning('upload_id')
      .executeTakeFirst();
    if (gone) removed++;
  }

  // Files no row names (tus keeps `<id>` and `<id>.json`).
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return removed;
  }
  const ids = [...new Set(names.map((n) => n.replace(/\.json$/, '')).filter(isUploadId))];
  if (ids.length === 0) return removed;
  const known = new Set(
    (
      await db
        .selectFrom('uploads')
        .select('upload_id')
        .where('upload_id', 'in', ids)
        .where('status', 'in', ['uploading', 'uploaded'])
        .execute()
    ).map((r) => r.upload_id),
  );
  for (const id of ids) {
    if (known.has(id)) continue;
    const times = await Promise.all(
      [id, `${id}.json`].map((n) =>
        stat(join(dir, n)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    if (Math.max(...times) >= cutoff.getTime()) continue;
    await removeUploadFiles(dir, id);
    removed++;
  }
  return removed;
}
