import { z } from 'zod';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A category as a video carries it (§3). */
export const videoCategorySchema = z.object({
  dir: z.string(),
  title: z.string(),
});

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
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** The content source name that marks a member upload rather than a channel (§2). */
export const USER_UPLOAD_SOURCE = 'usersupload';
