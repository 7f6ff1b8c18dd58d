/**
 * Who may fetch a video's media through the gate (see README.md):
 * - the public token (`p`) while the video is public (active, not private);
 * - whatever the token, the signed-in owner or a moderator/admin while the video is not deleted (so owners
 *   see the posters of their pending uploads in lists, which carry public addresses); with a valid signed
 *   token of theirs (bound to the member it was given to) the answer may be cached until it expires.
 * Decided per request: a video made private or deleted, or staff who lose the role, stop at once (within
 * the lookup's few seconds).
 */
import { VIDEO_STATUS } from '../db/schema.js';
import { isStaff, type Viewer } from '../http/viewer.js';
import type { TokenGrant } from '../media/urls.js';

/** The facts of a video access depends on. */
export interface AccessFacts {
  status_id: number;
  is_private: boolean;
  user_id: number;
}

/** How a request got in: it decides the caching of the answer. */
export type GateAccess = { kind: 'public' } | { kind: 'signed'; expires: number } | { kind: 'session' };

export const isPublicVideo = (video: AccessFacts): boolean =>
  video.status_id === VIDEO_STATUS.active && !video.is_private;

/** The owner, or staff (who review uploads): they see a video that is not public, unless it is deleted. */
export const seesUnpublished = (
  viewer: Pick<Viewer, 'user_id' | 'role'> | null,
  video: AccessFacts,
): boolean =>
  viewer !== null &&
  video.status_id !== VIDEO_STATUS.deleted &&
  (viewer.user_id === video.user_id || isStaff(viewer));

/** How the request may fetch the video's media, or null: refused. */
export function gateAccess(
  video: AccessFacts,
  grant: TokenGrant,
  viewer: Pick<Viewer, 'user_id' | 'role'> | null,
): GateAccess | null {
  if (grant?.kind === 'public' && isPublicVideo(video)) return { kind: 'public' };
  if (!seesUnpublished(viewer, video)) return null;
  // A signed token opens only for the member it was given to, who must still see the video.
  if (grant?.kind === 'signed' && grant.userId === viewer?.user_id) {
    return { kind: 'signed', expires: grant.expires };
  }
  return { kind: 'session' };
}
