import type { FieldError, VideoListParams, VideoListResponse, VideoSection } from '@site/api';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { viewerOf } from '../http/viewer.js';
import { Memo } from '../lib/memo.js';
import { expiryFromNow, mediaToken, PUBLIC_TOKEN } from '../media/urls.js';
import { isPlayable } from '../media/video-media.js';
import { seesUnpublished } from '../playback/access.js';
import { readPlaybackVideo } from '../playback/lookup.js';
import { closedList } from '../settings/privacy.js';
import { accessOf, findVideo, isPublic, videoFiles, withheld } from './detail.js';
import { withOwnerStates } from './owner.js';
import { type ListRequest, readListRequest } from './params.js';
import { withPositions } from './positions.js';
import { listVideos, totalKey } from './queries.js';
import { relatedVideos } from './related.js';

export interface VideoCallsOptions {
  /** How long a public listing's total is reused (default 60 s; 0 counts on every request). */
  totalsTtlMs?: number;
  /**
   * Signs the media addresses /api/videofile.php gives the owner and staff of a video that is not public
   * (media/urls.ts). Without it they get public addresses, which the media gate opens for their session.
   */
  secret?: string;
}

/**
 * How long a video's file list may be cached, whatever its path asks (the client asks 10 days): a video
 * made private or deleted stops being offered within it, and a list still growing (the download, the
 * storyboard come last) shows its new files.
 */
const FILE_LIST_LIFETIME = 60;

/** A missing object may appear later: its 404 is cached for at most ten minutes. */
const NOT_FOUND_LIFETIME = 600;

/** The sections the owner reads on videos2_own: their uploads (with private ones), collections, playlists. */
const OWN_SECTIONS: ReadonlySet<VideoSection> = new Set([
  'member',
  'favourites',
  'watch_later',
  'history',
  'feed',
  'continue',
  'playlist',
]);

/** The sections that are their member's alone (403 on the public path): history, feed, continue watching. */
const PRIVATE_SECTIONS: ReadonlySet<VideoSection> = new Set(['history', 'feed', 'continue']);

const listBody = (videos: VideoListResponse['videos'], total: number): VideoListResponse => ({
  videos,
  total_count: total,
  code: videos.length > 0 ? 'success' : 'videos_not_found',
});

/** `videos.get`: one video, as its viewer may see it (a withheld one without its media). */
export function videoDetail(db: Db): CallHandler<'videos.get'> {
  return async ({ params, lifetime, request, reply }) => {
    const stored = await findVideo(db, params.video_id, params.lang);
    const viewerId = viewerOf(request)?.user_id ?? null;
    const access = accessOf(stored, viewerId);
    if (!stored || access === 'missing') throw refuse(404, 'video_not_found');
    // The owner's view of their own private or moderated upload is theirs alone.
    const personal = stored.user_id === viewerId && !isPublic(stored);
    if (personal) cacheFor(reply, lifetime, { personal });
    const shown = access === 'full' ? stored.video : withheld(stored.video);
    const [video = shown] = personal ? await withOwnerStates(db, stored.user_id, [shown]) : [shown];
    return { video, code: 'success' };
  };
}

type VideoCallName = 'videos.get' | 'videos.list' | 'videos.listOwn' | 'videos.related' | 'videos.file';

/**
 * The declared video reads (contract/video-calls.ts) with their handlers. Every list reads its cards fresh
 * with its page (queries.ts), so an owner's status change shows at once; the public lists remember their
 * totals a while.
 */
export function videoCalls(
  db: Db,
  options: VideoCallsOptions = {},
): { [N in VideoCallName]: CallHandler<N> } {
  const totals = new Memo<number>(options.totalsTtlMs ?? 60_000, 10_000);
  return {
    'videos.get': videoDetail(db),
    'videos.file': videoFile(db, options.secret),
    'videos.list': async ({ params, lifetime }) => {
      const { object, date } = listObject(params);
      // A member's watch history, feed and positions are theirs alone: they read them on videos2_own.
      if (PRIVATE_SECTIONS.has(object.section)) throw refuse(403, 'no_permission');
      // Favourites and watch later made private (settings/privacy.ts) are read on videos2_own only.
      if (
        (object.section === 'favourites' || object.section === 'watch_later') &&
        (await closedList(db, object.id, object.section, null))
      )
        throw refuse(403, 'no_permission');
      const key = totalKey({ params, object, date });
      const known = totals.get(key);
      const list = await listVideos(db, { params, object, date, owner: null, knownTotal: known });
      if (!list.found) throw refuse(404, 'not_found').cachedFor(Math.min(lifetime, NOT_FOUND_LIFETIME));
      if (known === undefined) totals.set(key, list.total);
      return listBody(list.videos, list.total);
    },
    'videos.listOwn': async ({ params, lifetime, viewer }) => {
      const { object, date } = listObject(params);
      const errors: FieldError[] = [];
      // The owner's lists are never cached: the path's lifetime is always 0.
      if (lifetime !== 0) errors.push({ field: 'lifetime', code: 'invalid' });
      if (!OWN_SECTIONS.has(object.section)) errors.push({ field: 'section', code: 'unsupported' });
      if (errors.length > 0) throw refuse(400, 'invalid_params', errors);
      // A member list names its member: it must be the viewer (a playlist is checked against its owner).
      if ('id' in object && object.section !== 'playlist' && object.id !== viewer.user_id)
        throw refuse(403, 'no_permission');
      const list = await listVideos(db, { params, object, date, owner: viewer.user_id });
      if (!list.found) throw refuse(404, 'not_found');
      const cards = await withOwnerStates(db, viewer.user_id, list.videos);
      const shown = object.section === 'continue' ? await withPositions(db, viewer.user_id, cards) : cards;
      return listBody(shown, list.total);
    },
    'videos.related': async ({ params, lifetime }) => {
      const related = await relatedVideos(db, params);
      if (!related.found)
        throw refuse(404, 'video_not_found').cachedFor(Math.min(lifetime, NOT_FOUND_LIFETIME));
      return listBody(related.videos, related.total);
    },
  };
}

/** The object a list's section names and the date filter that applies, or 400 on a malformed object. */
function listObject(params: VideoListParams): ListRequest {
  const read = readListRequest(params);
  if (!read.ok) throw refuse(400, 'invalid_params', read.errors);
  return read.value;
}

/**
 * `videos.file`: a video's playable files. Its answer is cached for at most a minute, whatever lifetime
 * its query asks; what depends on the viewer is `private, no-store`.
 */
export function videoFile(db: Db, secret?: string): CallHandler<'videos.file'> {
  return async ({ params, lifetime, viewer, reply }) => {
    const videoId = params.video_id;
    const [stored, playback] = await Promise.all([findVideo(db, videoId), readPlaybackVideo(db, videoId)]);
    // Staff see what the owner sees (they review uploads); a deleted video stays withheld from everyone.
    const asOwner = stored && seesUnpublished(viewer, stored) ? stored.user_id : null;
    const access = accessOf(stored, asOwner ?? viewer?.user_id ?? null);
    if (!stored || !playback || access === 'missing') throw refuse(404, 'video_not_found');
    if (access === 'withheld') {
      throw stored.status_id === VIDEO_STATUS.deleted
        ? refuse(410, 'video_deleted')
        : refuse(403, 'no_permission');
    }
    // Not transcoded yet (or a row with no media at all): nothing to play.
    if (!playback.media_prefix || !isPlayable(playback.media)) throw refuse(409, 'not_ready');
    // Public: the stable public addresses, cached by path. Otherwise only the owner or staff get here:
    // signed addresses, an answer theirs alone.
    const open = isPublic(stored);
    const token =
      open || !secret || !viewer
        ? PUBLIC_TOKEN
        : mediaToken(secret, videoId, expiryFromNow(), viewer.user_id);
    cacheFor(reply, Math.min(lifetime, FILE_LIST_LIFETIME), { personal: !open });
    return videoFiles(videoId, playback.media, token);
  };
}
