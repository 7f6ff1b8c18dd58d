import type { VideoCard } from '@site/api';

/**
 * Test data (not a test): a video card as the list calls return it. Tests give only the fields they
 * check; `title` alone also sets `dir` (its lower-case words joined by `-`).
 */
export function videoFixture(id: number, overrides: Partial<VideoCard> = {}): VideoCard {
  const title = overrides.title ?? `Harbor walk ${id}`;
  return {
    video_id: id,
    title,
    dir: title.toLowerCase().replace(/\s+/g, '-'),
    thumb: `/media/v/${id}/thumb.jpg`,
    duration: 700,
    video_viewed: 25,
    added_date: '2026-10-01T10:00:00Z',
    status_id: 1,
    is_private: 0,
    props: { hd: 0, vr: 0 },
    statistics: { likes: 1, dislikes: 0 },
    user_id: 5,
    display_name: 'maple',
    is_trusted: 0,
    content_source_id: null,
    content_source_dir: null,
    content_source_name: null,
    ...overrides,
  };
}

/** A list call's answer for `videos` (`videos_not_found` when empty). */
export const listOf = (videos: VideoCard[], total = videos.length) => ({
  videos,
  total_count: total,
  code: videos.length > 0 ? 'success' : 'videos_not_found',
});
