import type { VideoOwnerState } from '@site/api';
import type { Db } from '../db/database.js';

/**
 * What only the owner reads of their videos (contract `videoOwnerStateSchema`): the upload each came from,
 * the moderator's reason when it was rejected, and until when a re-added one stays. Added to the cards the
 * owner reads (never to a cached card: the card cache is shared by every viewer).
 */
export async function ownerStates(db: Db, ownerId: number, videoIds: readonly number[]) {
  const states = new Map<number, VideoOwnerState>();
  if (videoIds.length === 0) return states;
  const rows = await db
    .selectFrom('videos as v')
    .leftJoin('uploads as u', 'u.video_id', 'v.video_id')
    .select(['v.video_id', 'v.reject_reason', 'v.visible_until', 'u.upload_id'])
    .where('v.user_id', '=', ownerId)
    .where('v.video_id', 'in', [...videoIds])
    .execute();
  for (const row of rows) {
    states.set(row.video_id, {
      upload_id: row.upload_id ?? null,
      reject_reason: row.reject_reason,
      visible_until: row.visible_until ? new Date(row.visible_until).toISOString() : null,
    });
  }
  return states;
}

/** The owner's own videos among `videos`, each with its owner state; the others as they are. */
export async function withOwnerStates<T extends { video_id: number; user_id: number }>(
  db: Db,
  ownerId: number,
  videos: readonly T[],
): Promise<(T & { owner?: VideoOwnerState })[]> {
  const ids = videos.filter((v) => v.user_id === ownerId).map((v) => v.video_id);
  const states = await ownerStates(db, ownerId, ids);
  return videos.map((v) => {
    const owner = states.get(v.video_id);
    return owner ? { ...v, owner } : v;
  });
}
