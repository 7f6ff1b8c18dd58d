/**
 * Test fixtures of the playback suites: a small app with sessions, the video reads and the media gate
 * (so the gate's options and the videofile secret are the test's, whatever app.ts wires), members signed
 * in by a session cookie, and videos with media files in storage.
 */
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { createSession, sessionViewer } from '../accounts/sessions.js';
import type { Db } from '../db/database.js';
import type { MemberRole } from '../db/schema.js';
import { serveCalls } from '../http/call.js';
import { SESSION_COOKIE, sessionPlugin } from '../http/session.js';
import { videoMediaPrefix } from '../media/pipeline.js';
import type { MediaStorage } from '../media/storage/types.js';
import type { VideoMedia } from '../media/video-media.js';
import { type MediaGateOptions, mediaGateRoutes } from '../playback/gate.js';
import { addMember, addVideo, type VideoSpec } from './fixtures.js';
import { videoCalls } from './routes.js';

export const SECRET = 'playback-test-secret-of-enough-length';

export async function playbackApp(
  db: Db,
  storage: MediaStorage,
  gate: MediaGateOptions = { cacheMs: 0 },
): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 } });
  await app.register(fastifyEtag, { weak: true });
  await sessionPlugin(app, { viewerOf: (token) => sessionViewer(db, token), secret: SECRET });
  serveCalls(app, videoCalls(db, { secret: SECRET }));
  mediaGateRoutes(app, { db, secret: SECRET, storage }, gate);
  return app;
}

/** A member with a session: the cookie header that signs them in. */
export async function signedIn(
  db: Db,
  username: string,
  extra: { role?: MemberRole; paid_until?: Date | null } = {},
): Promise<{ id: number; cookie: string }> {
  const id = await addMember(db, username);
  if (extra.role || extra.paid_until !== undefined) {
    await db
      .updateTable('members')
      .set({ role: extra.role ?? 'member', paid_until: extra.paid_until ?? null })
      .where('user_id', '=', id)
      .execute();
  }
  const token = await createSession(db, id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A finished transcode of a 480p video: every product. */
export const FULL_MEDIA: Partial<VideoMedia> = {
  rungs: ['240p', '480p'],
  posters: 2,
  preview: true,
  storyboard: true,
  download: true,
  progress: 100,
  width: 854,
  height: 480,
};

export const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=500000\n240p/index.m3u8\n';
export const RUNG = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\n0000.ts\n#EXT-X-ENDLIST\n';
export const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n';
export const SEGMENT = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
export const MP4 = Buffer.from('mp4-download-bytes');

/** A video whose media folder `videos/<id>` holds the files of FULL_MEDIA (or `media` as given). */
export async function addMediaVideo(
  db: Db,
  storage: MediaStorage,
  spec: VideoSpec,
  media: Partial<VideoMedia> = FULL_MEDIA,
): Promise<number> {
  const id = await addVideo(db, spec);
  const prefix = videoMediaPrefix(id);
  await db
    .updateTable('videos')
    .set({ media_prefix: prefix, media: JSON.stringify(media) })
    .where('video_id', '=', id)
    .execute();
  const files: Record<string, Buffer | string> = {
    'master.m3u8': MASTER,
    '240p/index.m3u8': RUNG,
    '240p/0000.ts': SEGMENT,
    'posters/1.jpg': 'jpeg-1',
    'preview.mp4': 'preview',
    'storyboard.jpg': 'sprite',
    'storyboard.vtt': VTT,
    // Present in the folder, but not a media name: the gate must never serve it.
    'notes.txt': 'private notes',
  };
  if (media.download) files['download.mp4'] = MP4;
  for (const [file, body] of Object.entries(files)) {
    await storage.put(`${prefix}/${file}`, Buffer.isBuffer(body) ? body : Buffer.from(body));
  }
  return id;
}

/** GET (or another method) with an optional cookie. */
export function fetchAs(
  app: FastifyInstance,
  url: string,
  cookie?: string,
  extra: Omit<InjectOptions, 'url'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    ...extra,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(extra.headers ?? {}) },
  });
}
