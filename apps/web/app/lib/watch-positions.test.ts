// @vitest-environment jsdom
import type { ApiClient } from '@site/api';
import type { VideoCardData } from '@site/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localContinueCards } from '../components/listing/ContinueWatching';
import { recordWatched } from './watch-history';
import { createPositionSaver, localPosition, localPositions, saveLocalPosition } from './watch-positions';

const card = (id: number, duration = 600): VideoCardData => ({
  video_id: id,
  title: `Video ${id}`,
  dir: `video-${id}`,
  thumb: `/thumbs/${id}.jpg`,
  duration,
  video_viewed: 10,
  props: { hd: 0, vr: 0 },
  user_id: 7,
  display_name: 'ann',
  is_trusted: 0,
  content_source_dir: null,
  content_source_name: null,
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A clock the test moves. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('given a visitor whose player reports where it stands', () => {
  it('saves every 5 s while playing and at once on pause, on the device', () => {
    const time = clock();
    const saver = createPositionSaver({ videoId: 5, member: false, now: time.now });
    saver.update(1.2, 600);
    expect(localPositions()).toEqual([]);
    time.advance(5000);
    saver.update(6.4, 600);
    expect(localPositions()).toEqual([{ video_id: 5, position: 6, duration: 600 }]);
    time.advance(1000);
    saver.update(7.9, 600);
    expect(localPositions()[0]?.position).toBe(6);
    saver.flush();
    expect(localPositions()[0]?.position).toBe(7);
    saver.stop();
  });

  it('puts the video in the watch history at the first save, so the row offers it before the view counts', () => {
    const time = clock();
    const remember = vi.fn(() => recordWatched(card(8, 120)));
    const saver = createPositionSaver({
      videoId: 8,
      member: false,
      now: time.now,
      onFirstLocalSave: remember,
    });
    saver.update(3.4, 120);
    saver.flush();
    time.advance(5000);
    saver.update(9.1, 120);
    saver.flush();
    expect(remember).toHaveBeenCalledTimes(1);
    expect(localContinueCards()).toEqual([{ ...card(8, 120), position: 9 }]);
    saver.stop();
  });

  it('saves when the page is hidden or left', () => {
    const time = clock();
    const saver = createPositionSaver({ videoId: 5, member: false, now: time.now });
    saver.update(42.5, 600);
    window.dispatchEvent(new Event('pagehide'));
    expect(localPosition(5)).toBe(42);
    saver.stop();
  });

  it('resumes only between the start and end marks, and the row lists those videos latest first', () => {
    for (const id of [1, 2, 3, 4]) recordWatched(card(id));
    saveLocalPosition({ video_id: 1, position: 120, duration: 600 });
    saveLocalPosition({ video_id: 2, position: 2, duration: 600 });
    saveLocalPosition({ video_id: 3, position: 595, duration: 600 });
    saveLocalPosition({ video_id: 4, position: 5, duration: 10 });
    // A position of a video no longer in the local history has no card to show.
    saveLocalPosition({ video_id: 9, position: 60, duration: 600 });
    expect(localPosition(1)).toBe(120);
    expect(localPosition(2)).toBeUndefined();
    expect(localPosition(3)).toBeUndefined();
    // A 10-second clip keeps a usable middle.
    expect(localPosition(4)).toBe(5);
    expect(localContinueCards().map((c) => [c.video_id, c.position])).toEqual([
      [4, 5],
      [1, 120],
    ]);
  });

  it('reads unreadable storage as no positions', () => {
    localStorage.setItem('watch_positions', '{not json');
    expect(localPositions()).toEqual([]);
    localStorage.setItem(
      'watch_positions',
      JSON.stringify([{ video_id: 'x' }, { video_id: 3, position: -1 }]),
    );
    expect(localPositions()).toEqual([]);
  });
});

describe('given a member whose player reports where it stands', () => {
  it('sends the position to the server, in whole seconds, never past the duration', () => {
    const position = vi.fn(() => Promise.resolve({ code: 'success' as const }));
    const api = { actions: { position } } as unknown as ApiClient;
    const time = clock();
    const saver = createPositionSaver({ videoId: 8, member: true, api, now: time.now });
    time.advance(5000);
    saver.update(61.7, 599.4);
    expect(position).toHaveBeenCalledWith({ video_id: 8, position: 61, duration: 600 });
    saver.flush();
    expect(position).toHaveBeenCalledTimes(1);
    expect(localPositions()).toEqual([]);
    saver.stop();
  });
});
