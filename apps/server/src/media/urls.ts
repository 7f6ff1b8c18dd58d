/**
 * The addresses of a video's media (#7), served by the media gate (src/playback):
 *
 *   /media/v/<video_id>/p/<file>               public: works while the video is public (active, not
 *                                             private); stable, so lists and a CDN can cache it
 *   /media/v/<video_id>/<exp>.<sig>/<file>     signed: works until <exp> (epoch seconds) while the video is
 *                                             not deleted; given to its owner and to moderators
 *
 * `<file>` is a path inside the video's media folder (`master.m3u8`, `240p/index.m3u8`, `240p/0001.ts`,
 * `posters/2.jpg`, …). The token is a path segment, not a query, so the relative entries of HLS playlists
 * and of the storyboard VTT resolve under it with no rewriting. The signature is an HMAC-SHA256 of a
 * purpose label, the video id and the expiry (so one token covers one video's files and nothing else).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MEDIA_GATE_PREFIX = '/media/v/';
const LABEL = 'video-media:v1';
/** The token of public addresses. */
export const PUBLIC_TOKEN = 'p';

function mac(secret: string, videoId: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`${LABEL}\n${videoId}\n${expires}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A public address of a file of a public video. */
export function publicMediaUrl(videoId: number, file: string): string {
  return `${MEDIA_GATE_PREFIX}${videoId}/${PUBLIC_TOKEN}/${file}`;
}

/** The token of a signed address valid until `expires` (epoch seconds). */
export function mediaToken(secret: string, videoId: number, expires: number): string {
  return `${expires}.${mac(secret, videoId, expires)}`;
}

/** A signed address of a file of any video that is not deleted, valid until `expires` (epoch seconds). */
export function signedMediaUrl(secret: string, videoId: number, file: string, expires: number): string {
  return `${MEDIA_GATE_PREFIX}${videoId}/${mediaToken(secret, videoId, expires)}/${file}`;
}

/** What a token grants: public access, access until an expiry, or nothing (forged, malformed, expired). */
export type TokenGrant = { kind: 'public' } | { kind: 'signed'; expires: number } | null;

/** Checks a token for a video at `nowMs`; constant-time on the signature. */
export function checkMediaToken(
  secret: string,
  videoId: number,
  token: string,
  nowMs = Date.now(),
): TokenGrant {
  if (token === PUBLIC_TOKEN) return { kind: 'public' };
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const expires = Number(m[1]);
  if (expires * 1000 <= nowMs) return null;
  const want = Buffer.from(mac(secret, videoId, expires));
  const got = Buffer.from(m[2] as string);
  return want.length === got.length && timingSafeEqual(want, got) ? { kind: 'signed', expires } : null;
}

/** How long signed addresses given to owners and moderators last (seconds). */
export const SIGNED_MEDIA_SECONDS = 6 * 3600;

/** An expiry `seconds` from now, rounded up to the hour so repeated answers share one address. */
export function expiryFromNow(seconds: number = SIGNED_MEDIA_SECONDS, nowMs = Date.now()): number {
  return Math.ceil((nowMs / 1000 + seconds) / 3600) * 3600;
}
