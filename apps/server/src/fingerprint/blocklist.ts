import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { durationTolerance, isNearSame } from './match.js';

/**
 * The block list (README.md): removed videos whose uploads are refused again. `blockVideo` puts a video's
 * SHA-256 and fingerprint on it (moderation's takedown and an explicit "block" call it), `unblock` takes
 * it off, and the upload check asks `blockedByHash` and then `blockedByFingerprint`.
 */

export interface BlockEntry {
  blockId: number;
  videoId: number | null;
  contentHash: string | null;
  /** Whether near-same videos are refused too (false: only the same file, the video had no fingerprint). */
  fingerprinted: boolean;
  duration: number;
  reason: string;
  actorId: number | null;
  createdAt: Date;
}

const ENTRY_COLUMNS = [
  'block_id',
  'video_id',
  'content_hash',
  'duration',
  'reason',
  'actor_id',
  'created_at',
  sql<boolean>`fingerprint IS NOT NULL`.as('fingerprinted'),
] as const;

interface EntryRow {
  block_id: number;
  video_id: number | null;
  content_hash: string | null;
  duration: number;
  reason: string;
  actor_id: number | null;
  created_at: Date | string;
  fingerprinted: boolean;
}

const toEntry = (row: EntryRow): BlockEntry => ({
  blockId: row.block_id,
  videoId: row.video_id,
  contentHash: row.content_hash,
  fingerprinted: row.fingerprinted,
  duration: Number(row.duration),
  reason: row.reason,
  actorId: row.actor_id,
  createdAt: new Date(row.created_at),
});

/** Longest reason kept (the column's limit). */
export const REASON_MAX = 1000;

/**
 * Puts video `videoId`'s content hash and fingerprint on the block list, with the reason and the acting
 * moderator (null: the system). Blocking a video again keeps its first entry. Answers the entry, or null
 * when the video does not exist or has neither hash nor fingerprint (seeded and demo videos): nothing to
 * recognise it by. May run inside the caller's transaction (`db` may be a Transaction).
 */
export async function blockVideo(
  db: Db,
  videoId: number,
  reason: string,
  actorId: number | null = null,
): Promise<BlockEntry | null> {
  const video = await db
    .selectFrom('videos')
    .select(['content_hash', 'fingerprint', 'duration'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!video || (video.content_hash === null && video.fingerprint === null)) return null;
  const text = reason.trim().slice(0, REASON_MAX) || 'removed';
  await db
    .insertInto('blocked_videos')
    .values({
      content_hash: video.content_hash,
      fingerprint: video.fingerprint,
      duration: Math.max(1, video.duration),
      video_id: videoId,
      reason: text,
      actor_id: actorId,
    })
    .onConflict((oc) => oc.column('video_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('blocked_videos')
    .select(ENTRY_COLUMNS)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return row ? toEntry(row as EntryRow) : null;
}

/** Takes entries off the block list: the one of a video, or one by its id. Answers how many went. */
export async function unblock(db: Db, target: { videoId: number } | { blockId: number }): Promise<number> {
  const query = db.deleteFrom('blocked_videos');
  // The deleted rows are counted from RETURNING (PGlite reports no affected-row count for a DELETE).
  const rows = await ('videoId' in target
    ? query.where('video_id', '=', target.videoId)
    : query.where('block_id', '=', target.blockId)
  )
    .returning('block_id')
    .execute();
  return rows.length;
}

/** The block list, newest first. */
export async function listBlocks(db: Db, options: { limit?: number; offset?: number } = {}) {
  const rows = await db
    .selectFrom('blocked_videos')
    .select(ENTRY_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('block_id', 'desc')
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map((row) => toEntry(row as EntryRow));
}

/** The entry blocking exactly this file (its SHA-256), if any. */
export async function blockedByHash(db: Db, contentHash: string): Promise<BlockEntry | null> {
  const row = await db
    .selectFrom('blocked_videos')
    .select(ENTRY_COLUMNS)
    .where('content_hash', '=', contentHash)
    .orderBy('block_id')
    .limit(1)
    .executeTakeFirst();
  return row ? toEntry(row as EntryRow) : null;
}

/**
 * The entry blocking a near-same video: among the fingerprinted entries of about the same duration (an
 * index range), the first whose fingerprint is close (match.ts), if any.
 */
export async function blockedByFingerprint(
  db: Db,
  fingerprint: Uint8Array,
  duration: number,
): Promise<BlockEntry | null> {
  const tolerance = durationTolerance(duration);
  const candidates = await db
    .selectFrom('blocked_videos')
    .select([...ENTRY_COLUMNS, 'fingerprint'])
    .where('fingerprint', 'is not', null)
    .where('duration', '>=', duration - tolerance)
    .where('duration', '<=', duration + tolerance)
    .orderBy('block_id')
    .execute();
  for (const row of candidates) {
    const stored = row.fingerprint;
    if (
      stored &&
      isNearSame({ duration, fingerprint }, { duration: Number(row.duration), fingerprint: stored })
    ) {
      return toEntry(row as EntryRow);
    }
  }
  return null;
}
