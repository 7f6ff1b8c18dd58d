import { describe, expect, it } from 'vitest';
import {
  isUnlisted,
  metaDescription,
  playlistIdOf,
  playlistPosition,
  playlistVideoHref,
  videoIdOf,
  videoPageStatus,
} from './video-route';

describe('given a video path', () => {
  it('reads a positive id, and nothing else', () => {
    expect(videoIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '01', '4.2', 'abc', '12345678901']) {
      expect(videoIdOf(bad)).toBeNull();
    }
  });

  it('answers 410 for a deleted video and keeps deleted and private ones out of search engines', () => {
    expect(videoPageStatus({ status_id: 5 })).toBe(410);
    expect(videoPageStatus({ status_id: 1 })).toBe(200);
    expect(isUnlisted({ status_id: 5, is_private: 0 })).toBe(true);
    expect(isUnlisted({ status_id: 1, is_private: 1 })).toBe(true);
    expect(isUnlisted({ status_id: 1, is_private: 0 })).toBe(false);
  });
});

describe('given a video description', () => {
  it('uses it on one line, or the title when there is none', () => {
    expect(metaDescription({ title: 'Lake', description: 'Calm\n\nwater  at dawn' })).toBe(
      'Calm water at dawn',
    );
    expect(metaDescription({ title: 'Lake', description: '  ' })).toBe('Lake');
  });

  it('cuts a long one at a word, under 160 characters', () => {
    const long = 'word '.repeat(60);
    const text = metaDescription({ title: 'x', description: long });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('given ?playlist= on a video page', () => {
  it('reads a positive playlist id, and nothing else', () => {
    expect(playlistIdOf(new URLSearchParams('playlist=9'))).toBe(9);
    expect(playlistIdOf(new URLSearchParams(''))).toBeNull();
    expect(playlistIdOf(new URLSearchParams('playlist=x'))).toBeNull();
  });

  it('links the videos of the playlist keeping ?playlist=', () => {
    expect(playlistVideoHref({ video_id: 43, dir: 'pond' }, 9)).toBe('/videos/43/pond/?playlist=9');
  });

  it('finds the videos before and after the current one', () => {
    const videos = [{ video_id: 1 }, { video_id: 2 }, { video_id: 3 }];
    expect(playlistPosition(videos, 2)).toEqual({
      index: 1,
      previous: { video_id: 1 },
      next: { video_id: 3 },
    });
    expect(playlistPosition(videos, 1)).toEqual({ index: 0, previous: null, next: { video_id: 2 } });
    expect(playlistPosition(videos, 3)).toEqual({ index: 2, previous: { video_id: 2 }, next: null });
    // A video not in the loaded part of the playlist: the playlist starts again at its first video.
    expect(playlistPosition(videos, 99)).toEqual({ index: -1, previous: null, next: { video_id: 1 } });
  });
});
