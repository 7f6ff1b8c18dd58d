import { positionsOf } from '../actions/position.js';
import type { Db } from '../db/database.js';

/** The member's cards, each with where they stopped in it (their continue-watching list, #32 item 3). */
export async function withPositions<T extends { video_id: number }>(
  db: Db,
  userId: number,
  videos: readonly T[],
): Promise<(T & { position?: number })[]> {
  const positions = await positionsOf(
    db,
    userId,
    videos.map((v) => v.video_id),
  );
  return videos.map((v) => {
    const position = positions.get(v.video_id);
    return position === undefined ? v : { ...v, position };
  });
}
