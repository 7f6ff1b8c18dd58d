import {
  type ApiClient,
  CONTINUE_WATCHING,
  createApiClient,
  csrfFromCookie,
  resumablePosition,
  STORAGE_KEYS,
} from '@site/api';

/**
 * Continue watching (#32 item 3): where the viewer stopped in each video. A member's positions live on the
 * server (input.php `act=position`, read back by the video state and videos2_own `continue`); a visitor's in
 * localStorage under `watch_positions`, a JSON array `{ video_id, position, duration }` newest first, at most
 * CONTINUE_WATCHING.cap. The player reports where it stands; this saves it every
 * CONTINUE_WATCHING.saveEveryMs while it plays, and at once on pause and when the page is hidden (the
 * member's last save then goes with `keepalive`, so the browser delivers it after the page is gone).
 *
 * Loaded by the video page when playback starts and by home's row, never in a page's first JS.
 * Storage that is missing, full or unreadable never breaks a page: no positions, writes ignored.
 */

export interface StoredPosition {
  video_id: number;
  position: number;
  duration: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** The visitor's stored positions, newest first (bad entries skipped). */
export function localPositions(): StoredPosition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(STORAGE_KEYS.watchPositions) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (p): p is StoredPosition =>
      typeof p === 'object' &&
      p !== null &&
      Number.isInteger(p.video_id) &&
      p.video_id > 0 &&
      isSeconds(p.position) &&
      isSeconds(p.duration) &&
      p.duration > 0,
  );
}

/** The visitor's resumable position in a video, if any. */
export function localPosition(videoId: number): number | undefined {
  const found = localPositions().find((p) => p.video_id === videoId);
  return found && resumablePosition(found.position, found.duration) ? found.position : undefined;
}

/** Keeps a visitor's position on the device (the newest first, at most CONTINUE_WATCHING.cap). */
export function saveLocalPosition(entry: StoredPosition): void {
  const next = [entry, ...localPositions().filter((p) => p.video_id !== entry.video_id)].slice(
    0,
    CONTINUE_WATCHING.cap,
  );
  try {
    storage()?.setItem(STORAGE_KEYS.watchPositions, JSON.stringify(next));
  } catch {
    // Full or disabled storage: the position is not kept.
  }
}

/** The member's writes, each sent with `keepalive` so the last one outlives the page. */
const keepaliveApi: ApiClient = createApiClient({
  csrfToken: () => (typeof document === 'undefined' ? null : csrfFromCookie(document.cookie)),
  fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
});

export interface PositionSaver {
  /** Where the player stands now (s); saved when CONTINUE_WATCHING.saveEveryMs passed since the last save. */
  update: (position: number, duration: number) => void;
  /** Saves the latest position now, if it changed since the last save (pause, page hidden). */
  flush: () => void;
  /** Stops listening for the page being hidden (the page is left within the site). */
  stop: () => void;
}

export interface SaverOptions {
  videoId: number;
  /** A member's positions go to the server, a visitor's to the device. */
  member: boolean;
  /**
   * Called at a visitor's first save: the page puts the video in their watch history, which holds the
   * cards of home's Continue watching row (a visitor who stops before the view counts is still offered it).
   */
  onFirstLocalSave?: () => void;
  api?: ApiClient;
  now?: () => number;
}

/** Saves where the player stands: throttled while it plays, at once on pause and when the page is hidden. */
export function createPositionSaver({
  videoId,
  member,
  onFirstLocalSave,
  api = keepaliveApi,
  now = Date.now,
}: SaverOptions): PositionSaver {
  let latest: { position: number; duration: number } | null = null;
  let remembered = false;
  let saved = -1;
  // The first save comes a period after playback starts (a position at the very start is not kept anyway).
  let savedAt = now();
  const save = () => {
    if (!latest) return;
    const position = Math.floor(latest.position);
    const duration = Math.max(1, Math.ceil(latest.duration));
    if (position === saved) return;
    saved = position;
    savedAt = now();
    if (member) {
      api.actions
        .position({ video_id: videoId, position: Math.min(position, duration), duration })
        .catch(() => {
          // A position that did not save is not worth an error: the next one will.
        });
    } else {
      saveLocalPosition({ video_id: videoId, position, duration });
      if (!remembered) {
        remembered = true;
        onFirstLocalSave?.();
      }
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return {
    update: (position, duration) => {
      // The media's length is NaN until it is known: nothing to save yet.
      if (!(duration > 0)) return;
      latest = { position, duration };
      if (now() - savedAt >= CONTINUE_WATCHING.saveEveryMs) save();
    },
    flush: save,
    stop: () => {
      save();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
