import { LANGUAGES, type Language, USER_UPLOAD_SOURCE, type VideoDetail, type VideoFile } from '@site/api';
import { encodeVideoUrl, withDownloadFlag } from '@site/api/display';
import { sql } from 'kysely';
import { categoryTitle } from '../catalog/queries.js';
import type { Db } from '../db/database.js';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import { MEDIA_GATE_PREFIX } from '../media/urls.js';
import { downloadRenditions, type VideoMedia } from '../media/video-media.js';
import { CARD_JOINS, type CardRow, cardColumns, toCard } from './cards.js';

/** The video page's row: the card plus what only the page shows. */
interface DetailRow extends CardRow {
  titles: Record<string, unknown>;
  description: string;
  video_dir: string;
  scr: string;
  sg_id: number;
  custom3: string;
  categories: { dir: string; title: string }[];
  models: { dir: string; title: string; subscribers: number }[];
  channel_subscribers: number | null;
  avatar: string | null;
  user_subscribers: number;
}

/** A video as stored, whatever its state; the route decides what a viewer may see (§4). */
export interface StoredVideo {
  video: VideoDetail;
  status_id: number;
  is_private: boolean;
  user_id: number;
  is_hd: boolean;
}

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/**
 * One video with its categories, models (with subscribers), channel (with subscribers) and uploader (with
 * subscribers_count), in one statement; null when there is no such video. Its title and its categories'
 * are in `lang` where they have one (English otherwise); `titles` holds every language's.
 */
export async function findVideo(db: Db, videoId: number, lang: Language = 'en'): Promise<StoredVideo | null> {
  const category = categoryTitle(lang);
  const result = await sql<DetailRow>`
    select ${cardColumns(lang)}, v.titles, v.description, v.video_dir, v.scr, v.sg_id, v.custom3,
      c.subscribers as channel_subscribers, m.avatar, m.subscribers as user_subscribers,
      (select coalesce(json_agg(json_build_object('dir', k.dir, 'title', ${category}) order by ${category}, k.dir), '[]'::json)
         from video_categories vc join categories k on k.category_id = vc.category_id
         where vc.video_id = v.video_id) as categories,
      (select coalesce(json_agg(json_build_object('dir', o.dir, 'title', o.title, 'subscribers', o.subscribers)
           order by o.title, o.dir), '[]'::json)
         from video_models vm join models o on o.model_id = vm.model_id
         where vm.video_id = v.video_id) as models
    from videos v ${CARD_JOINS}
    where v.video_id = ${videoId}`.execute(db);
  const row = result.rows[0];
  if (!row) return null;

  const titles: VideoDetail['titles'] = {};
  for (const [lang, title] of Object.entries(row.titles ?? {})) {
    if (isLanguage(lang) && typeof title === 'string') titles[lang] = title;
  }
  const isChannel = row.source_dir !== null && row.source_dir !== USER_UPLOAD_SOURCE;
  const video: VideoDetail = {
    ...toCard(row),
    titles,
    description: row.description,
    video_dir: row.video_dir,
    scr: row.scr,
    sg_id: row.sg_id,
    custom3: row.custom3,
    categories: row.categories,
    models: row.models.map((m) => ({
      dir: m.dir,
      title: m.title,
      statistics: { subscribers: m.subscribers },
    })),
    channel:
      isChannel && row.source_dir !== null && row.source_title !== null
        ? {
            dir: row.source_dir,
            title: row.source_title,
            statistics: { subscribers: row.channel_subscribers ?? 0 },
          }
        : null,
    user: {
      user_id: row.user_id,
      username: row.username,
      avatar: row.avatar,
      subscribers_count: row.user_subscribers,
    },
  };
  return {
    video,
    status_id: row.status_id,
    is_private: isPrivate(row.is_private),
    user_id: row.user_id,
    is_hd: row.is_hd === 1,
  };
}

/** Active and not private: what anyone may see, whoever asks. */
export const isPublic = (stored: StoredVideo): boolean =>
  stored.status_id === VIDEO_STATUS.active && !stored.is_private;

/**
 * What a viewer may see of a video (§4):
 * - `full`: active and public, or the viewer's own upload (in moderation or private: not deleted);
 * - `withheld`: deleted (status 5), or private for anyone but its owner: the card's words only, so the page
 *   can say "deleted" or "private", and none of its media (thumbnail, storage hints) or relations;
 * - `missing`: no such video, or one in moderation that is not the viewer's.
 */
export function accessOf(
  stored: StoredVideo | null,
  viewerId: number | null,
): 'full' | 'withheld' | 'missing' {
  if (!stored) return 'missing';
  const own = viewerId !== null && viewerId === stored.user_id;
  if (stored.status_id === VIDEO_STATUS.deleted) return 'withheld';
  if (stored.status_id !== VIDEO_STATUS.active) return own ? 'full' : 'missing';
  if (stored.is_private) return own ? 'full' : 'withheld';
  return 'full';
}

/** The card's words of a withheld video, without media or relations (see accessOf). */
export function withheld(video: VideoDetail): VideoDetail {
  // The hover preview is media too (#11: a private video's preview address was answered to anyone).
  const { preview: _preview, ...words } = video;
  return {
    ...words,
    thumb: '',
    titles: {},
    description: '',
    video_dir: '',
    scr: '',
    sg_id: 0,
    custom3: '',
    categories: [],
    models: [],
    channel: null,
  };
}

/**
 * The files of a video with playable media, for /api/videofile.php (§7), each `video_url` base64-encoded
 * (`decodeVideoUrl`): first the HLS master playlist (what the player plays), then the MP4 download and the
 * storyboard VTT once they exist. The download's address is the player file with `?download=1` (§4), which
 * the gate answers with the MP4 only to those who may download it: the list, the same for everyone, names
 * no file that is not theirs. Every address is under the media gate with `token` (media/urls.ts: `p` for
 * a public video, else a signed token).
 */
export function videoFiles(videoId: number, media: VideoMedia, token: string): VideoFile[] {
  const path = (file: string) => `${MEDIA_GATE_PREFIX}${videoId}/${token}/${file}`;
  const address = (file: string) => encodeVideoUrl(path(file));
  const files: VideoFile[] = [{ video_url: address('master.m3u8'), format: 'hls', quality: 'auto' }];
  // The MP4s (#32 item 8): the default one first (the player file with the flag, §4), then every other
  // quality with `quality=` beside the flag, lowest first; each with its size once known.
  const renditions = downloadRenditions(media);
  const first = renditions.find((r) => r.file === 'download.mp4') ?? renditions.at(-1);
  for (const rendition of first ? [first, ...renditions.filter((r) => r !== first)] : []) {
    const flagged = withDownloadFlag(path('master.m3u8'));
    files.push({
      video_url: encodeVideoUrl(
        rendition === first ? flagged : `${flagged}&quality=${encodeURIComponent(rendition.quality)}`,
      ),
      format: 'mp4',
      quality: rendition.quality,
      ...(rendition.size === null ? {} : { size: rendition.size }),
    });
  }
  if (media.storyboard) {
    files.push({ video_url: address('storyboard.vtt'), format: 'vtt', quality: 'storyboard' });
  }
  return files;
}
