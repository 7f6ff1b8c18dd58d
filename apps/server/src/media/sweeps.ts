/**
 * The media pipeline's periodic chores, every minute in the serving process: re-added videos whose days
 * are over go back to deleted (video_edit.php act 4), and abandoned uploads are removed.
 */
import { expireReadded } from '../actions/index.js';
import type { Db } from '../db/database.js';

export const MEDIA_SWEEP_MS = 60_000;

/** Runs the sweeps now and then every `everyMs`; answers a stop function. */
export function startMediaSweeps(
  db: Db,
  onError: (error: unknown) => void,
  extra: Array<() => Promise<unknown>> = [],
  everyMs = MEDIA_SWEEP_MS,
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await expireReadded(db);
      for (const chore of extra) await chore();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
