import type { VideoListParams } from './params.js';

/**
 * The cached paths of §7. Each starts with its lifetime segment so a CDN can cache by path; the server
 * parses the same shapes, so the builders here and the server's routes cannot drift apart.
 */
export const paths = {
  videos2: (lifetime: number, p: VideoListParams): string =>
    `/api/json/videos2/${lifetime}/${p.gender}/${p.sort}/${p.count}/${p.section}.${p.object_id}.${p.page}.${p.type}.${p.duration}.${p.date}.json`,
} as const;

/** The Fastify-style route pattern of each cached path, for the server. */
export const routePatterns = {
  videos2: '/api/json/videos2/:lifetime/:gender/:sort/:count/:tail',
} as const;

const videos2Tail =
  /^(?<section>[^.]+)\.(?<object_id>[^.]+)\.(?<page>[^.]+)\.(?<type>[^.]+)\.(?<duration>[^.]+)\.(?<date>[^.]+)\.json$/;

/** Splits the dotted tail `{section}.{object_id}.{page}.{type}.{duration}.{date}.json` of videos2. */
export function parseVideos2Tail(tail: string): Record<string, string> | null {
  const groups = videos2Tail.exec(tail)?.groups;
  return groups ? { ...groups } : null;
}
