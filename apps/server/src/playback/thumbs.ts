/**
 * The thumbnails of the seeded videos (`/media/thumbs/<video_id>.jpg`, written by seed/images.ts), decided
 * per request like the rest of a video's media (L2 of #24): a public video's to anyone, cached an hour; a
 * private or pending one's only to its owner and staff, privately; a deleted one's to nobody. The other
 * files of the media folder (avatars, covers, model portraits) stay plain static files.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { viewerOf } from '../http/viewer.js';
import { refuseObject } from '../media/storage/route.js';
import { isPublicVideo, seesUnpublished } from './access.js';
import { HOUR, publicCacheControl } from './files.js';
import { createVideoLookup } from './lookup.js';

const THUMB_FILE = /^([1-9]\d{0,9})\.jpg$/;

export function thumbnailRoutes(
  app: FastifyInstance,
  deps: { db: Db; mediaDir: string },
  options: { cacheMs?: number } = {},
): void {
  // The gate's short cache of public videos: a video made private stops answering within seconds.
  const lookup = createVideoLookup(deps.db, { ttlMs: options.cacheMs });
  app.get<{ Params: { file: string } }>('/media/thumbs/:file', async (request, reply) => {
    const match = THUMB_FILE.exec(request.params.file);
    const videoId = match ? Number(match[1]) : Number.NaN;
    const video = Number.isSafeInteger(videoId) && videoId < 2 ** 31 ? await lookup(videoId) : null;
    // Refused the way a missing file is: the address tells nothing of a video one may not see.
    if (!video) return refuseObject(reply, 404);
    const open = isPublicVideo(video);
    if (!open && !seesUnpublished(viewerOf(request), video)) return refuseObject(reply, 404);
    const path = join(deps.mediaDir, 'thumbs', `${videoId}.jpg`);
    const file = await stat(path).catch(() => null);
    if (!file?.isFile()) return refuseObject(reply, 404);
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', file.size)
      .header('cache-control', open ? publicCacheControl(HOUR) : `private, max-age=${HOUR}`)
      .header('last-modified', file.mtime.toUTCString())
      .send(createReadStream(path));
  });
}
