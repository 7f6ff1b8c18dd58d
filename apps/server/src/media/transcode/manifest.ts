import { z } from 'zod';

/**
 * What a finished transcode produced, with every path relative to the output folder. The job that runs
 * `transcode` stores these facts (duration, HD and VR flags) and publishes the files.
 */

export const rungResultSchema = z.object({
  name: z.string().regex(/^\d+p$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The rung's media playlist, e.g. "240p/index.m3u8". */
  playlist: z.string().regex(/^\d+p\/index\.m3u8$/),
  /** Measured on the segments (bits per second): the peak and the mean, as the master playlist says. */
  bandwidth: z.number().int().positive(),
  averageBandwidth: z.number().int().positive(),
  /** RFC 6381 codecs of the rung, e.g. "avc1.4d401e,mp4a.40.2" (no audio codec when the source has none). */
  codecs: z.string().min(1),
  frameRate: z.number().positive(),
  videoBitrate: z.number().int().positive(),
  audioBitrate: z.number().int().positive().nullable(),
  segments: z.number().int().positive(),
});
export type RungResult = z.infer<typeof rungResultSchema>;

export const transcodeManifestSchema = z.object({
  duration: z.number().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  hd: z.boolean(),
  vr: z.boolean(),
  audio: z.boolean(),
  /** Lowest first. */
  rungs: z.array(rungResultSchema).min(1),
  master: z.literal('master.m3u8'),
  download: z.object({
    file: z.literal('download.mp4'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The rung whose stream the MP4 carries (the largest up to 720p, copied, not encoded again). */
    rung: z.string(),
  }),
  /** Every rung as an MP4 (#32 item 8), lowest first: `download.mp4` for the rung above, else `downloads/<rung>.mp4`. */
  downloads: z
    .array(
      z.object({
        quality: z.string().regex(/^\d+p$/),
        file: z.string().regex(/^(?:download|downloads\/\d+p)\.mp4$/),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        size: z.number().int().positive(),
      }),
    )
    .min(1),
  /** "posters/1.jpg" … in the order of their times in the video. */
  posters: z.array(z.string().regex(/^posters\/\d+\.jpg$/)).min(1),
  preview: z.literal('preview.mp4'),
  storyboard: z.object({
    image: z.literal('storyboard.jpg'),
    vtt: z.literal('storyboard.vtt'),
    interval: z.number().positive(),
    tiles: z.number().int().positive(),
    tileWidth: z.number().int().positive(),
    tileHeight: z.number().int().positive(),
    columns: z.number().int().positive(),
    rows: z.number().int().positive(),
  }),
});
export type TranscodeManifest = z.infer<typeof transcodeManifestSchema>;
