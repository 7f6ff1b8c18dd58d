import { z } from '../zod.js';
import { countSchema, dirSchema, idSchema, response } from './common.js';
import { LANGUAGES } from './values.js';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A category as a video carries it (§3). */
export const videoCategorySchema = z.object({
  dir: z.string(),
  title: z.string(),
});
export type VideoCategory = z.infer<typeof videoCategorySchema>;

/**
 * What only a video's owner reads of it (their uploads list, and the video itself): the upload it came
 * from (to edit its words, act 5), the moderator's reason when it was rejected, and until when a re-added
 * video stays (act 4) before it is deleted again.
 */
export const videoOwnerStateSchema = z.object({
  upload_id: z.string().nullable(),
  reject_reason: z.string().nullable(),
  visible_until: z.string().nullable(),
});
export type VideoOwnerState = z.infer<typeof videoOwnerStateSchema>;

/**
 * A video as the listing card needs it (§2 "Video listing card", §3 "Video").
 * `content_source_*` is set for channel content; a source named `usersupload` is a member upload.
 */
export const videoCardSchema = z.object({
  video_id: z.number().int().positive(),
  title: z.string(),
  dir: z.string(),
  thumb: z.string(),
  duration: z.number().int().nonnegative(),
  video_viewed: z.number().int().nonnegative(),
  added_date: z.string(),
  status_id: z.number().int(),
  is_private: flag,
  props: z.object({ hd: flag, vr: flag }),
  statistics: z.object({
    likes: z.number().int().nonnegative(),
    dislikes: z.number().int().nonnegative(),
  }),
  user_id: z.number().int().nonnegative(),
  display_name: z.string(),
  is_trusted: flag,
  content_source_id: z.number().int().nonnegative().nullable(),
  content_source_dir: z.string().nullable(),
  content_source_name: z.string().nullable(),
  /** A short muted hover-preview clip (§2 card preview), when the video has one. */
  preview: z.string().optional(),
  /** Given to the video's owner only. */
  owner: videoOwnerStateSchema.optional(),
  /** Where the viewer stopped in it (s): only in their own continue-watching list (#32 item 3). */
  position: countSchema.optional(),
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** A model as a video names it: with its subscribers (§3). */
export const videoModelSchema = z.object({
  dir: dirSchema,
  title: z.string(),
  statistics: z.object({ subscribers: countSchema }),
});

/** The channel of a video, with its subscribers (§3). */
export const videoChannelSchema = z.object({
  dir: dirSchema,
  title: z.string(),
  statistics: z.object({ subscribers: countSchema }),
});

/** The member who uploaded a video, with subscribers_count (§3). */
export const videoUserSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  subscribers_count: countSchema,
});

/**
 * The video page's video (§3): the card plus per-language titles, the storage hints (`video_dir`, `scr`,
 * `sg_id`, `custom3`), its categories, models, channel and uploader.
 */
export const videoDetailSchema = videoCardSchema.extend({
  titles: z.partialRecord(z.enum(LANGUAGES), z.string()),
  description: z.string(),
  video_dir: z.string(),
  scr: z.string(),
  sg_id: z.number().int().nonnegative(),
  custom3: z.string(),
  categories: z.array(videoCategorySchema),
  models: z.array(videoModelSchema),
  channel: videoChannelSchema.nullable(),
  user: videoUserSchema.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const videoResponseSchema = response({ video: videoDetailSchema });
export type VideoResponse = z.infer<typeof videoResponseSchema>;

/**
 * GET /api/video_state.php?video_id= (members only, never cached): the member's own vote on the video
 * (1 like, 0 dislike, null none), and which of their lists already hold it (their playlists by id), so
 * the video page shows their vote pressed and the add-to modal what is already added (#25).
 */
export const videoStateResponseSchema = response({
  vote: z.union([z.literal(0), z.literal(1)]).nullable(),
  favourites: z.boolean(),
  watch_later: z.boolean(),
  playlists: z.array(idSchema),
  /** Where the member stopped in this video (s; #32 item 3), null when never or when they finished it. */
  position: countSchema.nullable(),
});
export type VideoStateResponse = z.infer<typeof videoStateResponseSchema>;

/** One playable file of /api/videofile.php; `video_url` is base64-encoded (decision, README). */
export const videoFileSchema = z.object({
  video_url: z.string(),
  format: z.string(),
  quality: z.string(),
  /** The file's size in bytes, where known (the MP4 downloads: the member's choice of quality, #32). */
  size: z.number().int().nonnegative().optional(),
});
export type VideoFile = z.infer<typeof videoFileSchema>;

/** /api/videofile.php answers a list whose first item is the file to play (§7). */
export const videoFileResponseSchema = z.array(videoFileSchema).min(1);
export type VideoFileResponse = z.infer<typeof videoFileResponseSchema>;

/** An advertised video of the slider (§3). */
export const sliderVideoSchema = z.object({
  url: z.string(),
  thumb: z.string(),
  title: z.string(),
});
export type SliderVideo = z.infer<typeof sliderVideoSchema>;

/** The slider's answer (§7 slider): the gender section's advertised videos, in their set order. */
export const sliderResponseSchema = response({ videos: z.array(sliderVideoSchema) });
export type SliderResponse = z.infer<typeof sliderResponseSchema>;
