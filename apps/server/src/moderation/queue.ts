import { MODERATION_PAGE_SIZE, type ReviewItem } from '@site/api';
import { performersOf } from '../consent/records.js';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import { expiryFromNow, signedMediaUrl } from '../media/urls.js';
import { isPlayable, posterFile, readVideoMedia } from '../media/video-media.js';
import type { Sealer } from '../security/sealed.js';
import { iso, offsetOf, type Q, secondsBetween, total } from './common.js';

/**
 * The review queue: videos awaiting review (status 0), longest waiting first, with their uploader and
 * signed media addresses (valid some hours, media/urls.ts) so staff can watch them and scrub them with
 * the storyboard before they are public.
 */
export async function reviewQueue(db: Q, secret: string, staffId: number, page: number, sealer?: Sealer) {
  const base = db
    .selectFrom('videos as v')
    .innerJoin('members as m', 'm.user_id', 'v.user_id')
    .where('v.status_id', '=', VIDEO_STATUS.moderation);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'v.video_id',
        'v.title',
        'v.description',
        'v.duration',
        'v.is_private',
        'v.updated_at',
        'v.media',
        'v.thumb',
        'v.user_id',
        'm.username',
        'm.is_trusted',
        eb
          .selectFrom('takedowns as t')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('t.user_id', '=', 'v.user_id')
          .where('t.restored_at', 'is', null)
          .as('strikes'),
      ])
      .orderBy('v.updated_at')
      .orderBy('v.video_id')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(page, MODERATION_PAGE_SIZE))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const performers = await performersOf(
    db,
    sealer,
    rows.map((r) => r.video_id),
  );
  const now = Date.now();
  const expires = expiryFromNow();
  const videos: ReviewItem[] = rows.map((r) => {
    const media = readVideoMedia(r.media);
    const url = (file: string) => signedMediaUrl(secret, r.video_id, file, expires, staffId);
    const poster = posterFile(media);
    return {
      video_id: r.video_id,
      title: r.title,
      description: r.description,
      duration: r.duration,
      is_private: isPrivate(r.is_private) ? 1 : 0,
      updated_at: iso(r.updated_at),
      waiting_seconds: secondsBetween(r.updated_at, now),
      uploader: {
        user_id: r.user_id,
        username: r.username,
        is_trusted: r.is_trusted === 1 ? 1 : 0,
        strikes: Number(r.strikes ?? 0),
      },
      // A catalogue video without uploaded media keeps its stored picture.
      poster: poster ? url(poster) : r.thumb || null,
      storyboard: media.storyboard ? url('storyboard.vtt') : null,
      hls: isPlayable(media) ? url('master.m3u8') : null,
      performers: performers.get(r.video_id) ?? [],
    };
  });
  return { videos, total: total(count), page };
}
