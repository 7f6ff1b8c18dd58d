// @vitest-environment jsdom
import type { VideoCardData } from '@site/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearWatchHistory,
  recordWatched,
  WATCH_HISTORY_CAP,
  WATCH_HISTORY_EVENT,
  WATCH_HISTORY_KEY,
  watchedVideos,
} from './watch-history';

const card = (id: number, overrides: Partial<VideoCardData> = {}): VideoCardData => ({
  video_id: id,
  title: `Video ${id}`,
  dir: `video-${id}`,
  thumb: `/thumbs/${id}.jpg`,
  duration: 600,
  video_viewed: 10,
  props: { hd: 1, vr: 0 },
  user_id: 7,
  display_name: 'ann',
  is_trusted: 0,
  content_source_dir: null,
  content_source_name: null,
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('given a visitor watching videos', () => {
  it('keeps them newest first', () => {
    recordWatched(card(1));
    recordWatched(card(2));
    expect(watchedVideos().map((v) => v.video_id)).toEqual([2, 1]);
  });

  it('moves a video watched again to the top instead of listing it twice', () => {
    recordWatched(card(1));
    recordWatched(card(2));
    recordWatched(card(1, { title: 'Renamed' }));
    const videos = watchedVideos();
    expect(videos.map((v) => v.video_id)).toEqual([1, 2]);
    expect(videos[0]?.title).toBe('Renamed');
  });

  it(`keeps only the newest ${WATCH_HISTORY_CAP}`, () => {
    for (let id = 1; id <= WATCH_HISTORY_CAP + 5; id++) recordWatched(card(id));
    const videos = watchedVideos();
    expect(videos).toHaveLength(WATCH_HISTORY_CAP);
    expect(videos[0]?.video_id).toBe(WATCH_HISTORY_CAP + 5);
    expect(videos.at(-1)?.video_id).toBe(6);
  });

  it('stores the card fields only, so a full video detail can be passed', () => {
    recordWatched({ ...card(3), description: 'long text', categories: [] } as VideoCardData);
    const stored = JSON.parse(localStorage.getItem(WATCH_HISTORY_KEY) ?? '[]');
    expect(stored[0]).not.toHaveProperty('description');
    expect(stored[0]).toMatchObject({ video_id: 3, title: 'Video 3', props: { hd: 1, vr: 0 } });
  });

  it('tells the page when the history changes, and can forget it', () => {
    const listener = vi.fn();
    window.addEventListener(WATCH_HISTORY_EVENT, listener);
    recordWatched(card(1));
    clearWatchHistory();
    window.removeEventListener(WATCH_HISTORY_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(watchedVideos()).toEqual([]);
  });
});

describe('given storage that cannot be trusted', () => {
  it('reads unreadable JSON or a non-list as an empty history', () => {
    localStorage.setItem(WATCH_HISTORY_KEY, '{not json');
    expect(watchedVideos()).toEqual([]);
    localStorage.setItem(WATCH_HISTORY_KEY, '{"video_id":1}');
    expect(watchedVideos()).toEqual([]);
  });

  it('skips broken entries and repeated ones but keeps the good', () => {
    localStorage.setItem(
      WATCH_HISTORY_KEY,
      JSON.stringify([card(1), { video_id: 'x' }, null, card(1), { ...card(2), props: { hd: 5 } }, card(3)]),
    );
    expect(watchedVideos().map((v) => v.video_id)).toEqual([1, 3]);
  });

  it('records over a corrupt history, and ignores a full storage', () => {
    localStorage.setItem(WATCH_HISTORY_KEY, 'garbage');
    recordWatched(card(4));
    expect(watchedVideos().map((v) => v.video_id)).toEqual([4]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordWatched(card(5))).not.toThrow();
    expect(watchedVideos().map((v) => v.video_id)).toEqual([4]);
  });
});
