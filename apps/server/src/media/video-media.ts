/**
 * What of a video's media is ready, as stored in `videos.media` (jsonb, migration 0013) and kept up to
 * date by the transcoding job as each product is finished. Files live in storage under the video's
 * `media_prefix` folder (media/transcode README: `master.m3u8`, `<rung>/index.m3u8`, `posters/<n>.jpg`,
 * `preview.mp4`, `storyboard.jpg` + `.vtt`, `download.mp4`).
 */
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';

export const videoMediaSchema = z.object({
  /** Finished HLS rungs, lowest first ("240p", "360p", …): the video plays once there is one. */
  rungs: z.array(z.string().regex(/^\d+p$/)).default([]),
  /** How many poster candidates exist (`posters/1.jpg` … `posters/<n>.jpg`). */
  posters: z.number().int().nonnegative().default(0),
  /** The candidate the uploader picked (1-based); 0: none picked (the first is shown). */
  poster: z.number().int().nonnegative().default(0),
  /** The uploader sent their own screenshot (`poster.jpg`), shown instead of a candidate. */
  customPoster: z.boolean().default(false),
  preview: z.boolean().default(false),
  storyboard: z.boolean().default(false),
  download: z.boolean().default(false),
  /**
   * The MP4s a member may choose from (#32 item 8), lowest first: one per rung, each the rung's segments
   * remuxed. The tallest up to 720p is `download.mp4` (the one older videos have alone), the others
   * `downloads/<rung>.mp4`. Empty for media made before the choice: then `download.mp4` alone is offered.
   */
  downloads: z
    .array(
      z.object({
        quality: z.string().regex(/^\d{1,4}p$/),
        file: z.string().regex(/^(?:download|downloads\/\d{1,4}p)\.mp4$/),
        width: z.number().int().nonnegative(),
        height: z.number().int().nonnegative(),
        /** Bytes. */
        size: z.number().int().nonnegative(),
      }),
    )
    .default([]),
  /** The uploader has sent the info step (title, categories…): with a rung ready, it goes to review. */
  described: z.boolean().default(false),
  /** Transcoding progress, 0–100 (100 once every product is done). */
  progress: z.number().int().min(0).max(100).default(0),
  /** Tallest rung's size, once known. */
  width: z.number().int().nonnegative().default(0),
  height: z.number().int().nonnegative().default(0),
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

/** The stored value read leniently: anything unreadable counts as "nothing ready". */
export function readVideoMedia(value: unknown): VideoMedia {
  const parsed = videoMediaSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : videoMediaSchema.parse({});
}

/** Whether a video with these media can be played (its lowest rung is listed in master.m3u8). */
export const isPlayable = (media: VideoMedia): boolean => media.rungs.length > 0;

/** One MP4 a member may download: its quality ("480p"), file in the media folder and size (bytes, when known). */
export interface DownloadRendition {
  quality: string;
  file: string;
  size: number | null;
}

/**
 * The MP4s of a video a member may choose from, lowest first: those the transcode recorded, or, for media
 * made before the choice, `download.mp4` alone as the rung it was remuxed from (the tallest up to 720p,
 * else the lowest); none while there is no MP4.
 */
export function downloadRenditions(media: VideoMedia): DownloadRendition[] {
  if (!media.download) return [];
  if (media.downloads.length > 0) {
    return media.downloads.map(({ quality, file, size }) => ({ quality, file, size }));
  }
  const heights = media.rungs.map((r) => Number.parseInt(r, 10)).sort((a, b) => a - b);
  const upTo720 = heights.filter((h) => h <= 720);
  const height = upTo720.length > 0 ? upTo720[upTo720.length - 1] : heights[0];
  return [{ quality: height === undefined ? 'auto' : `${height}p`, file: 'download.mp4', size: null }];
}

/** The storage key of the poster shown for the video (relative to its media folder), or null. */
export function posterFile(media: VideoMedia): string | null {
  if (media.customPoster) return 'poster.jpg';
  if (media.posters === 0) return null;
  const pick = media.poster >= 1 && media.poster <= media.posters ? media.poster : 1;
  return `posters/${pick}.jpg`;
}

/**
 * The poster address stored in `videos.thumb` and `videos.scr` for an uploaded video: the public media
 * address of its picked poster (the media gate also lets the owner and staff fetch it while the video is
 * not public), or '' while there is none.
 */
export function posterAddress(videoId: number, media: VideoMedia): string {
  const file = posterFile(media);
  return file ? `/media/v/${videoId}/p/${file}` : '';
}

/**
 * The SQL value of `videos.media` with `patch` merged in (jsonb `||`): every writer (the transcoding job,
 * the demo clips, the info step) merges what it knows, so concurrent writers never undo each other.
 */
export function mergedMedia(patch: Partial<VideoMedia>): RawBuilder<string> {
  return sql<string>`media || ${JSON.stringify(patch)}::jsonb`;
}
