import type { VideoCardData } from '@site/ui';

/**
 * A visitor's watch history (§8 "a visitor's empty local watch history gives videos_not_found"; §9 "watch
 * history is stored locally; its cap is not shown"). Kept in localStorage under `watch_history` as a
 * JSON array of video cards, newest first, each video once (watching it again moves it to the top).
 *
 * Cap (decision): the newest {@link WATCH_HISTORY_CAP} = 100 videos are kept; older ones drop off.
 * Members' history lives on the server (videos2_own, section history); this is for visitors.
 *
 * Storage that is missing, full, disabled or holds something unreadable never breaks a page: reading
 * then gives an empty history (bad entries are skipped), and a failed write is ignored.
 */
export const WATCH_HISTORY_KEY = 'watch_history';
export const WATCH_HISTORY_CAP = 100;

/** The event sent on `window` after the history changes in this tab. */
export const WATCH_HISTORY_EVENT = 'watch-history-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

function toCard(value: unknown): VideoCardData | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const props = v.props as Record<string, unknown> | undefined;
  if (
    typeof v.video_id !== 'number' ||
    !Number.isInteger(v.video_id) ||
    v.video_id <= 0 ||
    typeof v.title !== 'string' ||
    typeof v.dir !== 'string' ||
    typeof v.thumb !== 'string' ||
    typeof v.duration !== 'number' ||
    typeof v.video_viewed !== 'number' ||
    typeof props !== 'object' ||
    props === null ||
    !isFlag(props.hd) ||
    !isFlag(props.vr) ||
    typeof v.user_id !== 'number' ||
    typeof v.display_name !== 'string' ||
    !isFlag(v.is_trusted)
  ) {
    return null;
  }
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    video_id: v.video_id,
    title: v.title,
    dir: v.dir,
    thumb: v.thumb,
    duration: v.duration,
    video_viewed: v.video_viewed,
    props: { hd: props.hd, vr: props.vr },
    user_id: v.user_id,
    display_name: v.display_name,
    is_trusted: v.is_trusted,
    content_source_dir: text(v.content_source_dir),
    content_source_name: text(v.content_source_name),
  };
}

/** The stored history, newest first; empty when there is none or it cannot be read. */
export function watchedVideos(): VideoCardData[] {
  const store = storage();
  if (!store) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(WATCH_HISTORY_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const cards: VideoCardData[] = [];
  for (const item of parsed) {
    const card = toCard(item);
    if (!card || seen.has(card.video_id)) continue;
    seen.add(card.video_id);
    cards.push(card);
    if (cards.length >= WATCH_HISTORY_CAP) break;
  }
  return cards;
}

/**
 * Records that the visitor watched `video` (the video page calls it): the card's fields go to the top of
 * the history, an earlier entry of the same video is removed, and only the newest 100 are kept.
 * Accepts any object with the card fields (a `VideoCard` or `VideoDetail` of @site/api).
 */
export function recordWatched(video: VideoCardData): void {
  const store = storage();
  const card = toCard(video);
  if (!store || !card) return;
  const next = [card, ...watchedVideos().filter((v) => v.video_id !== card.video_id)].slice(
    0,
    WATCH_HISTORY_CAP,
  );
  try {
    store.setItem(WATCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  try {
    window.dispatchEvent(new Event(WATCH_HISTORY_EVENT));
  } catch {
    // No window events (e.g. a worker): nothing listens.
  }
}

/** Forgets the whole history. */
export function clearWatchHistory(): void {
  try {
    storage()?.removeItem(WATCH_HISTORY_KEY);
    window.dispatchEvent(new Event(WATCH_HISTORY_EVENT));
  } catch {
    // Storage unavailable: nothing stored.
  }
}
