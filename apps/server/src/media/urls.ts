/**
 * The addresses of a video's media (#7), served by the media gate (src/playback):
 *
 *   /media/v/<video_id>/p/<file>               public: works while the video is public (active, not
 *                                             private); stable, so lists and a CDN can cache it
 *   /media/v/<video_id>/<exp>.<uid>.<sig>/<file>
 *                                             signed: given to the video's owner and to staff, bound to that
 *                                             member: works until <exp> (epoch seconds) only in a request
 *                                             of member <uid> who still sees the video (playback/access.ts)
 *
 * `<file>` is a path inside the video's media folder (`master.m3u8`, `240p/index.m3u8`, `240p/0001.ts`,
 * `posters/2.jpg`, …). The token is a path segment, not a query, so the relative entries of HLS playlists
 * and of the storyboard VTT resolve under it with no rewriting. The signature is an HMAC-SHA256 of a
 * purpose label, the video id, the expiry and the member (so one token covers one video's files for one
 * member and nothing else: a leaked address opens nothing for anyone else).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MEDIA_GATE_PREFIX = '/media/v/';
const LABEL = 'video-media:v2';
/** The token of public addresses. */
export const PUBLIC_TOKEN = 'p';

function mac(secret: string, videoId: number, expires: number, userId: number): string {
  return createHmac('sha256', secret)
    .update(`${LABEL}\n${videoId}\n${expires}\n${userId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A public address of a file of a public video. */
export function publicMediaUrl(videoId: number, file: string): string {
  return `${MEDIA_GATE_PREFIX}${videoId}/${PUBLIC_TOKEN}/${file}`;
}

/** The token of a signed address for member `userId`, valid until `expires` (epoch seconds). */
export function mediaToken(secret: string, videoId: number, expires: number, userId: number): string {
  return `${expires}.${userId}.${mac(secret, videoId, expires, userId)}`;
}

/** A signed address of a file of a video for member `userId`, valid until `expires` (epoch seconds). */
export function signedMediaUrl(
  secret: string,
  videoId: number,
  file: string,
  expires: number,
  userId: number,
): string {
  return `${MEDIA_GATE_PREFIX}${videoId}/${mediaToken(secret, videoId, expires, userId)}/${file}`;
}

/**
 * What a token grants: public access, access for one member until an expiry, or nothing (forged,
 * malformed, expired).
 */
export type TokenGrant = { kind: 'public' } | { kind: 'signed'; expires: number; userId: number } | null;

/** Checks a token for a video at `nowMs`; constant-time on the signature. */
export function checkMediaToken(
  secret: string,
  videoId: number,
  token: string,
  nowMs = Date.now(),
): TokenGrant {
  if (token === PUBLIC_TOKEN) return { kind: 'public' };
  const m = /^(\d{1,12})\.(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const expires = Number(m[1]);
  const userId = Number(m[2]);
  if (expires * 1000 <= nowMs) return null;
  const want = Buffer.from(mac(secret, videoId, expires, userId));
  const got = Buffer.from(m[3] as string);
  return want.length === got.length && timingSafeEqual(want, got)
    ? { kind: 'signed', expires, userId }
    : null;
}

/**
 * How long signed addresses given to owners and moderators last (seconds; rounded up to the hour, so 1 to
 * 2 hours): a page open that long asks again.
 */
export const SIGNED_MEDIA_SECONDS = 3600;

/** An expiry `seconds` from now, rounded up to the hour so repeated answers share one address. */
export function expiryFromNow(seconds: number = SIGNED_MEDIA_SECONDS, nowMs = Date.now()): number {
  return Math.ceil((nowMs / 1000 + seconds) / 3600) * 3600;
}
