import { describe, expect, it } from 'vitest';
import { isUnlisted, metaDescription, videoIdOf, videoPageStatus } from './video-route';

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
