import type { VideoCard as Card, VideoListResponse } from '@site/api';
import { queryOptions } from '@tanstack/react-query';

/** The fields of a video card the floor shows, from the site's own list answer (§7 videos2). */
export type VideoCard = Pick<Card, 'video_id' | 'title' | 'dir' | 'thumb' | 'duration' | 'video_viewed'>;

/**
 * Where the list is read: on the server, the real site (`SITE_URL`, the same demo content); in the browser,
 * the floor's own origin, which passes `/api/` on to the site.
 */
const apiOrigin = () => (import.meta.env.SSR ? (process.env.SITE_URL ?? '') : '');

/** The first 60 of a list, newest first: every video (`all.0`) or a category's (`category.<dir>`). */
export function videoList(section: 'all' | 'category', objectId: string) {
  return queryOptions({
    queryKey: ['videos', section, objectId],
    queryFn: async (): Promise<VideoListResponse> => {
      const res = await fetch(
        `${apiOrigin()}/api/json/videos2/14400/str/latest-updates/60/${section}.${objectId}.1.all.all.all.json`,
      );
      if (!res.ok) throw new Error(`video list: HTTP ${res.status}`);
      return (await res.json()) as VideoListResponse;
    },
  });
}

/** 754 → "12:34". */
export function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

const views = new Intl.NumberFormat('en');
export const viewCount = (n: number) => `${views.format(n)} views`;
