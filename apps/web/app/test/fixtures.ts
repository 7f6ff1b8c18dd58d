import type { MemberProfile, ThreadComment, VideoCard } from '@site/api';

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

/** Member 7 (ann)'s profile as the member call returns it; tests override what they check. */
export const profileFixture = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  user_id: 7,
  username: 'ann',
  avatar: null,
  gender: 2,
  country: 'de',
  is_trusted: 0,
  statistics: { videos: 3, viewed: 1200, subscribers: 4 },
  cover: null,
  self: 0,
  added_date: '2025-01-02T10:00:00Z',
  about_me: null,
  age: null,
  birth_date: null,
  city: null,
  education: null,
  interests: null,
  occupation: null,
  website: null,
  relationship: null,
  orientation: null,
  ...overrides,
});

/** A top-level comment of a thread, with no replies, votes 4/1. */
export const commentFixture = (
  id: number,
  user_id: number,
  username: string,
  text: string,
  overrides: Partial<ThreadComment> = {},
): ThreadComment => ({
  comment_id: id,
  user_id,
  username,
  avatar: null,
  comment: text,
  likes: 4,
  dislikes: 1,
  added_date: '2026-10-02T10:00:00Z',
  parent_id: null,
  deleted: 0,
  my_vote: null,
  edited: 0,
  replies: [],
  reply_count: 0,
  ...overrides,
});
