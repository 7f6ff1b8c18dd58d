/**
 * The media gate (#7): GET and HEAD of `/media/v/<video_id>/<token>/<file>` (media/urls.ts), serving a
 * video's transcoded media from storage to those allowed to see it (access.ts). See README.md.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps/index.js';
import { viewerOf } from '../http/viewer.js';
import { storageKeySchema } from '../media/storage/keys.js';
import { refuseObject } from '../media/storage/route.js';
import { checkMediaToken, MEDIA_GATE_PREFIX } from '../media/urls.js';
import { downloadRenditions } from '../media/video-media.js';
import { type GateAccess, gateAccess } from './access.js';
import { deliver, REDIRECT_URL_SECONDS } from './deliver.js';
import { canDownload, downloadName } from './download.js';
import { fileLifetime, HOUR, isMediaFile, publicCacheControl } from './files.js';
import { createVideoLookup, type PlaybackVideo } from './lookup.js';

export interface MediaGateOptions {
  /** How long a video's facts are reused between requests (default 5 s; 0: read every time). */
  cacheMs?: number | undefined;
  /** The clock, milliseconds since the epoch (tests). */
  now?: (() => number) | undefined;
}

interface GateRoute {
  Params: { videoId: string; token: string; '*': string };
  Querystring: { download?: string | string[]; quality?: string | string[] };
}

const MAX_VIDEO_ID = 2 ** 31 - 1;

function videoIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_VIDEO_ID ? id : null;
}

/** The Cache-Control of a file answer, and of an S3 redirect to it, for how the request got in. */
function caching(access: GateAccess, lifetime: number, nowMs: number) {
  if (access.kind === 'public') {
    return {
      cacheControl: publicCacheControl(lifetime),
      redirectCacheControl: publicCacheControl(Math.min(lifetime, HOUR)),
      urlSeconds: REDIRECT_URL_SECONDS,
    };
  }
  // Signed or session access is the asker's alone; a signed answer lives no longer than its token.
  const remaining = access.kind === 'signed' ? Math.max(0, access.expires - Math.floor(nowMs / 1000)) : HOUR;
  const maxAge = Math.min(lifetime, remaining, HOUR);
  return {
    cacheControl: `private, max-age=${Math.min(lifetime, remaining)}`,
    redirectCacheControl: `private, max-age=${maxAge}`,
    urlSeconds: Math.min(REDIRECT_URL_SECONDS, Math.max(60, remaining)),
  };
}

const wantsDownload = (query: GateRoute['Querystring']): boolean =>
  query.download === '1' || (Array.isArray(query.download) && query.download.includes('1'));

/**
 * The MP4 (`download.mp4`, with or without the flag) or `?download=1` on the player file: the MP4 as an
 * attachment, only for those who may download (§6: paid, an approved description, the instant rules), never
 * cached by anyone else. Its address alone gets nobody the file. `quality=<rung>` (#32 item 8) picks one
 * of the video's MP4s (media `downloads`), else the default one; a quality the video has no MP4 of is 404
 * `quality_not_found`, after the same checks (so it tells nobody else what exists).
 */
async function sendDownload(
  request: FastifyRequest<GateRoute>,
  reply: FastifyReply,
  deps: Pick<Deps, 'db' | 'storage'>,
  video: PlaybackVideo,
  prefix: string,
  nowMs: number,
) {
  const viewer = viewerOf(request);
  if (!viewer) return refuseObject(reply, 401);
  if (!(await canDownload(deps.db, viewer, video, nowMs))) return refuseObject(reply, 403);
  const renditions = downloadRenditions(video.media);
  if (renditions.length === 0) return refuseObject(reply, 404);
  const quality = request.query.quality;
  const chosen =
    quality === undefined
      ? (renditions.find((r) => r.file === 'download.mp4') ?? renditions.at(-1))
      : typeof quality === 'string'
        ? renditions.find((r) => r.quality === quality)
        : undefined;
  if (!chosen) return refuseObject(reply, 404, 'quality_not_found');
  return deliver(request, reply, deps.storage, {
    key: `${prefix}/${chosen.file}`,
    file: 'download.mp4',
    cacheControl: 'private, no-store',
    redirectCacheControl: 'private, no-store',
    urlSeconds: HOUR,
    download: downloadName(video, typeof quality === 'string' ? chosen.quality : undefined),
  });
}

/** Registers the media gate: GET and HEAD of `/media/v/:videoId/:token/*`. */
export function mediaGateRoutes(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'secret' | 'storage'>,
  options: MediaGateOptions = {},
): void {
  const now = options.now ?? Date.now;
  const lookup = createVideoLookup(deps.db, { ttlMs: options.cacheMs, now });

  app.route<GateRoute>({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_GATE_PREFIX}:videoId/:token/*`,
    handler: async (request, reply) => {
      const { videoId: idText, token } = request.params;
      const file = request.params['*'];
      const videoId = videoIdOf(idText);
      if (videoId === null || !isMediaFile(file)) return refuseObject(reply, 404);

      const video = await lookup(videoId);
      const prefix = video?.media_prefix;
      const key = `${prefix}/${file}`;
      if (!video || !prefix || !storageKeySchema.safeParse(key).success) return refuseObject(reply, 404);

      const at = now();
      const access = gateAccess(video, checkMediaToken(deps.secret, videoId, token, at), viewerOf(request));
      if (!access) return refuseObject(reply, 403);

      if (file === 'download.mp4' || (file === 'master.m3u8' && wantsDownload(request.query))) {
        return sendDownload(request, reply, deps, video, prefix, at);
      }
      return deliver(request, reply, deps.storage, {
        key,
        file,
        ...caching(access, fileLifetime(file, video.media), at),
      });
    },
  });
}
