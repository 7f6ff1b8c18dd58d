import { VIDEO_SORTS, type VideoListParams, videoListParamsSchema } from '@site/api';

/**
 * Reads the video list parameters of a listing URL (§2: `/`, `/videos/`, `/{sort}/{page}/` with optional
 * `date`, `type` and `duration` queries). Returns null when the URL names no valid listing.
 */
export function listParamsFromUrl(
  params: { sort?: string | undefined; page?: string | undefined },
  url: URL,
): VideoListParams | null {
  if (params.sort !== undefined && !(VIDEO_SORTS as readonly string[]).includes(params.sort)) return null;
  if (params.page !== undefined && !/^[1-9][0-9]{0,5}$/.test(params.page)) return null;
  const q = url.searchParams;
  const parsed = videoListParamsSchema.safeParse({
    sort: params.sort,
    page: params.page,
    type: q.get('type') ?? undefined,
    duration: q.get('duration') ?? undefined,
    date: q.get('date') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** The URL of a listing page; the query keeps only filters that are not 'all'. */
export function listUrl(p: Pick<VideoListParams, 'sort' | 'page' | 'type' | 'duration' | 'date'>): string {
  const q = new URLSearchParams();
  for (const key of ['type', 'duration', 'date'] as const) if (p[key] !== 'all') q.set(key, p[key]);
  const query = q.toString();
  return `/${p.sort}/${p.page}/${query ? `?${query}` : ''}`;
}
