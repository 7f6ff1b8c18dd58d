import { z } from 'zod';
import { countSchema, flagInputSchema, idParamSchema, idSchema, response } from './common.js';
import { TEXT_LIMITS, UPLOAD_LIMITS } from './constants.js';
import { GENDERS, UPLOAD_FORMATS } from './values.js';

/** A file or blob part of a multipart body (OpenAPI: string, binary). */
export const fileSchema = z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'a file');

/** Step 1 (act 1): the video file, with progress. */
export const videoUploadInputSchema = z.object({ file: fileSchema });
export type VideoUploadInput = z.input<typeof videoUploadInputSchema>;

export const videoUploadResponseSchema = response({
  upload_id: z.string(),
  filename: z.string(),
  /** Seconds, as the server measured it. */
  duration: countSchema,
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

/** Title and description limits beyond "required" are not shown in the spec (decision). */
export const UPLOAD_TEXT = { titleMin: 3, titleMax: 100, descriptionMax: 1000 } as const;

/** Step 2 (act 5): the uploaded video's fields (§3 "Uploaded video") and its preview screenshot. */
export const videoInfoInputSchema = z.object({
  upload_id: z.string().min(1),
  title: z.string().trim().min(UPLOAD_TEXT.titleMin).max(UPLOAD_TEXT.titleMax),
  description: z.string().trim().max(UPLOAD_TEXT.descriptionMax).default(''),
  categories: z.array(z.string()).min(UPLOAD_LIMITS.minCategories).max(UPLOAD_LIMITS.maxCategories),
  orientation: z.enum(GENDERS),
  /** 0 public, 1 private. */
  visibility: flagInputSchema.default(0),
  screenshot: fileSchema,
});
export type VideoInfoInput = z.input<typeof videoInfoInputSchema>;

/** The saved video goes to moderation (§4). */
export const videoInfoResponseSchema = response({ video_id: idSchema });
export type VideoInfoResponse = z.infer<typeof videoInfoResponseSchema>;

/** Acts 2 (delete) and 3 (privacy toggle) take the video id. */
export const videoEditInputSchema = z.object({ video_id: idParamSchema });
export type VideoEditInput = z.input<typeof videoEditInputSchema>;

/** Act 4 (re-add) takes a number of days, default 7 (§5). */
export const videoReaddInputSchema = z.object({
  video_id: idParamSchema,
  days: z.coerce.number().int().min(1).max(365).default(TEXT_LIMITS.readdDaysDefault),
});
export type VideoReaddInput = z.input<typeof videoReaddInputSchema>;

export const imageUploadInputSchema = z.object({ file: fileSchema });
export type ImageUploadInput = z.input<typeof imageUploadInputSchema>;

export const avatarResponseSchema = response({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
export const coverResponseSchema = response({ cover: z.string() });
export type CoverResponse = z.infer<typeof coverResponseSchema>;

/** §5: the video filename has only latin letters and numbers (before its extension, one of §9's formats). */
export function isValidUploadFilename(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  const base = name.slice(0, dot);
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[A-Za-z0-9]+$/.test(base) && (UPLOAD_FORMATS as readonly string[]).includes(ext);
}

/** §5/§9: the minimum length is 6 minutes for exclusive videos and 10 otherwise; the maximum is a decision. */
export function uploadDurationError(seconds: number, exclusive: boolean): 'too_short' | 'too_long' | null {
  const min = (exclusive ? UPLOAD_LIMITS.minMinutesExclusive : UPLOAD_LIMITS.minMinutesNonExclusive) * 60;
  if (seconds <= min) return 'too_short';
  if (seconds > UPLOAD_LIMITS.maxMinutes * 60) return 'too_long';
  return null;
}
