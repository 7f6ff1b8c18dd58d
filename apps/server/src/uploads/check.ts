/**
 * POST /api/video_edit.php act 1 (`upload_id`): the check of a finished tus upload, by content, and the
 * start of its processing (README.md "Act 1").
 *
 * The viewer's upload (404 `not_found` otherwise) must have every byte (409 `upload_error` while
 * `uploading`). It is probed by content (`corrupted_file`), its duration must be above the smaller of the
 * two minimums (`too_short`) and at most the maximum (`too_long`), and the SHA-256 of its bytes must not be
 * the `content_hash` of an existing video that did not fail (`duplicate_video`). Neither the file (SHA-256) nor
 * a near-same video (perceptual fingerprint, src/fingerprint) may be on the block list of removed videos
 * (`blocked_video`); the fingerprint is kept with the video for a later block. A refusal is answered 422
 * with its code; the upload becomes `rejected` and its file is deleted. On success the file moves into
 * storage as the video's source, and one transaction creates the video (status processing), marks the
 * upload `accepted` and queues its transcode. Sending it again answers the same (success or refusal).
 */
import { rm } from 'node:fs/promises';
import type { VideoUploadResponse } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import { blockedByFingerprint, blockedByHash, videoFingerprint } from '../fingerprint/index.js';
import { type CallHandler, Refusal } from '../http/call.js';
import { titleSlug } from '../lib/slug.js';
import { enqueueTranscode, sourceKey, videoMediaPrefix } from '../media/pipeline.js';
import { isHd, isMediaError, isVr, type ProbeResult, probe } from '../media/transcode/index.js';
import { receivedBytes, removeUploadFiles, sha256File, uploadInfoPath, uploadPath } from './files.js';

/** What a check came to. */
export type CheckOutcome =
  | { kind: 'not_found' }
  | { kind: 'uploading' }
  | { kind: 'refused'; code: string }
  | { kind: 'accepted'; body: VideoUploadResponse };

/**
 * The perceptual fingerprint of an upload, or null when its frames cannot be read (the video is then only
 * recognised by its hash; its transcode judges whether it is readable). A missing ffmpeg or a cancelled
 * run is the server's fault and is thrown, as for the probe.
 */
async function fingerprintOf(file: string, info: ProbeResult): Promise<Buffer | null> {
  try {
    return await videoFingerprint(file, info.durationSeconds, { videoStream: info.videoStream });
  } catch (error) {
    if (isMediaError(error) && error.code !== 'tool_missing' && error.code !== 'aborted') return null;
    throw error;
  }
}

/** What a check reads and writes: the database, the upload folders and the media storage. */
export type CheckDeps = Pick<Deps, 'db' | 'media' | 'storage'>;

/** The refusals of act 1 (§8 upload codes) that are the file's fault. */
export type RefusalCode =
  | 'corrupted_file'
  | 'upload_error'
  | 'too_short'
  | 'too_long'
  | 'duplicate_video'
  | 'blocked_video';

/** The title of a new upload: its file name without the extension (act 5 sets the real one). */
export const titleOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(0, dot) : filename;
};

/** The dir of an uploaded video: the slug of its title. */
export const slugOf = (title: string): string => titleSlug(title, 'video');

/** Whether a video with this source hash exists (any status but failed: a failed one may be sent again). */
async function isDuplicate(db: Db, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('video_id')
    .where('content_hash', '=', hash)
    .where('status_id', '<>', VIDEO_STATUS.failed)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The upload refused: `rejected` with its code, its files gone. */
async function refuse(deps: CheckDeps, id: string, code: RefusalCode): Promise<CheckOutcome> {
  await deps.db
    .updateTable('uploads')
    .set({ status: 'rejected', error_code: code, updated_at: sql`now()` })
    .where('upload_id', '=', id)
    .where('status', 'in', ['uploading', 'uploaded'])
    .execute();
  await removeUploadFiles(deps.media.uploadsDir, id);
  return { kind: 'refused', code };
}

/** Thrown in the transaction when the upload is no longer `uploaded` (checked elsewhere meanwhile). */
class UploadMoved extends Error {}

interface UploadRow {
  upload_id: string;
  filename: string;
  size: string | number;
  status: 'uploading' | 'uploaded' | 'accepted' | 'rejected';
  error_code: string | null;
  video_id: number | null;
  duration: number | null;
}

async function findUpload(db: Db, id: string, userId: number): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .select(['upload_id', 'filename', 'size', 'status', 'error_code', 'video_id', 'duration'])
    .where('upload_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The answer of an upload already checked, or null when it still needs its check. */
function settled(row: UploadRow): CheckOutcome | null {
  if (row.status === 'accepted') {
    if (row.video_id === null) return { kind: 'not_found' };
    return {
      kind: 'accepted',
      body: {
        code: 'success',
        upload_id: row.upload_id,
        filename: row.filename,
        duration: row.duration ?? 0,
        video_id: row.video_id,
      },
    };
  }
  if (row.status === 'rejected') return { kind: 'refused', code: row.error_code ?? 'upload_error' };
  return null;
}

/** Checks the upload `id` of member `userId` and, when it passes, makes its video. */
export async function checkUpload(deps: CheckDeps, userId: number, id: string): Promise<CheckOutcome> {
  const { db, media } = deps;
  const row = await findUpload(db, id, userId);
  if (!row) return { kind: 'not_found' };
  const done = settled(row);
  if (done) return done;
  const file = uploadPath(media.uploadsDir, id);
  const size = Number(row.size);
  const received = await receivedBytes(media.uploadsDir, id);
  if (row.status === 'uploading') {
    // The last byte's hook may have failed to mark it: the file itself says whether every byte is here.
    if (received !== size) return { kind: 'uploading' };
  }
  if (received !== size) return refuse(deps, id, 'upload_error');

  let info: ProbeResult;
  try {
    info = await probe(file);
  } catch (error) {
    // A missing tool is the server's fault: the upload stays, to be checked again.
    if (isMediaError(error) && error.code !== 'tool_missing' && error.code !== 'aborted') {
      return refuse(deps, id, error.uploadCode);
    }
    throw error;
  }
  const seconds = info.durationSeconds;
  if (seconds > media.maxSeconds) return refuse(deps, id, 'too_long');
  if (seconds <= Math.min(media.minSeconds, media.minSecondsExclusive)) return refuse(deps, id, 'too_short');
  const hash = await sha256File(file);
  // A removed video sent again is blocked_video (before duplicate_video: its row still holds the hash).
  if (await blockedByHash(db, hash)) return refuse(deps, id, 'blocked_video');
  if (await isDuplicate(db, hash)) return refuse(deps, id, 'duplicate_video');
  const fingerprint = await fingerprintOf(file, info);
  if (fingerprint && (await blockedByFingerprint(db, fingerprint, seconds))) {
    return refuse(deps, id, 'blocked_video');
  }

  // The video's id comes first, so its source is in storage before the transcode job can be seen.
  const next = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('videos', 'video_id'))::int as id`.execute(db);
  const videoId = (next.rows[0] as { id: number }).id;
  const duration = Math.max(1, Math.round(seconds));
  const title = titleOf(row.filename);
  await deps.storage.putFile(sourceKey(videoId), file, { move: true });
  let outcome: 'ok' | 'duplicate';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      // Two uploads of the same file at once: one passes, the other is the duplicate.
      await sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`.execute(trx);
      if (await isDuplicate(trx, hash)) return 'duplicate' as const;
      await trx
        .insertInto('videos')
        .values({
          video_id: videoId,
          title,
          dir: slugOf(title),
          user_id: userId,
          duration,
          is_hd: isHd(info) ? 1 : 0,
          is_vr: isVr(info) ? 1 : 0,
          status_id: VIDEO_STATUS.processing,
          media_prefix: videoMediaPrefix(videoId),
          content_hash: hash,
          fingerprint,
          gender: 'str',
          is_private: 0,
          content_source_id: null,
        })
        .execute();
      const marked = await trx
        .updateTable('uploads')
        .set({ status: 'accepted', video_id: videoId, duration, updated_at: sql`now()` })
        .where('upload_id', '=', id)
        .where('status', 'in', ['uploading', 'uploaded'])
        .returning('upload_id')
        .executeTakeFirst();
      if (!marked) throw new UploadMoved();
      await enqueueTranscode(trx, videoId);
      return 'ok' as const;
    });
  } catch (error) {
    await deps.storage.delete(sourceKey(videoId)).catch(() => undefined);
    if (error instanceof UploadMoved) {
      const now = await findUpload(db, id, userId);
      return (now && settled(now)) ?? { kind: 'not_found' };
    }
    await refuse(deps, id, 'upload_error');
    throw error;
  }
  if (outcome === 'duplicate') {
    await deps.storage.delete(sourceKey(videoId));
    return refuse(deps, id, 'duplicate_video');
  }
  await rm(uploadInfoPath(media.uploadsDir, id), { force: true });
  return {
    kind: 'accepted',
    body: { code: 'success', upload_id: id, filename: row.filename, duration, video_id: videoId },
  };
}

/**
 * Act 1 (`uploads.check`). A check runs once at a time per upload in this process: a second request for the
 * same upload while the first runs waits for it and gets the same answer.
 */
export function checkUploadCall(deps: CheckDeps): CallHandler<'uploads.check'> {
  const running = new Map<string, Promise<CheckOutcome>>();
  return async ({ params, viewer }) => {
    const key = `${viewer.user_id}:${params.upload_id}`;
    let pending = running.get(key);
    if (!pending) {
      pending = checkUpload(deps, viewer.user_id, params.upload_id).finally(() => running.delete(key));
      running.set(key, pending);
    }
    const outcome = await pending;
    switch (outcome.kind) {
      case 'accepted':
        return outcome.body;
      case 'not_found':
        throw new Refusal(404, 'not_found');
      case 'uploading':
        throw new Refusal(409, 'upload_error');
      case 'refused':
        throw new Refusal(422, outcome.code);
    }
  };
}
