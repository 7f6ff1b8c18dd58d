import { z } from '../zod.js';
import { countSchema, flagInputSchema, idParamSchema, idSchema, response } from './common.js';
import { TEXT_LIMITS, UPLOAD_LIMITS } from './constants.js';
import {
  GENDERS,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  UPLOAD_ID_PATTERN,
  UPLOAD_STATUSES,
  UPLOAD_TEXT,
} from './values.js';

/** A file or blob part of a multipart body (OpenAPI: string, binary). */
export const fileSchema = z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'a file');

/**
 * Videos arrive over tus (ENDPOINTS.tus, resumable, up to 10 GB, §9), created with the metadata
 * `filename` (latin letters and digits, one of §9's extensions). The tus id is the upload id.
 */
export const uploadIdSchema = z.string().regex(UPLOAD_ID_PATTERN, 'an upload id');

/**
 * Step 1 (act 1, form): once tus has every byte, the server checks the file by content (format,
 * corruption, duration, duplicate) and starts processing it.
 */
export const videoUploadInputSchema = z.object({ upload_id: uploadIdSchema });
export type VideoUploadInput = z.input<typeof videoUploadInputSchema>;

export const videoUploadResponseSchema = response({
  upload_id: z.string(),
  filename: z.string(),
  /** Seconds, as the server measured it. */
  duration: countSchema,
  /** The video being made of it (status processing until it plays, then awaiting review). */
  video_id: idSchema,
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

/**
 * Step 2 (act 5, multipart): the uploaded video's fields (§3 "Uploaded video") and its preview screenshot:
 * one of the server's poster candidates (`poster`, 1-based) or the uploader's own image (`screenshot`).
 * `exclusive` videos may be shorter (§9: over 6 minutes instead of 10).
 */
export const videoInfoInputSchema = z.object({
  upload_id: uploadIdSchema,
  title: z.string().trim().min(UPLOAD_TEXT.titleMin).max(UPLOAD_TEXT.titleMax),
  description: z.string().trim().max(UPLOAD_TEXT.descriptionMax).default(''),
  /**
   * Category dirs: a list in the client, sent comma-separated (a form has no lists); the server reads the
   * dirs and their count from the text (§5 `categories_min`, `categories_max`).
   */
  categories: z.union([
    z.array(z.string()).min(UPLOAD_LIMITS.minCategories).max(UPLOAD_LIMITS.maxCategories),
    z.string(),
  ]),
  orientation: z.enum(GENDERS),
  /** 0 public, 1 private. */
  visibility: flagInputSchema.default(0),
  exclusive: flagInputSchema.default(0),
  poster: z.coerce.number().int().min(1).max(20).optional(),
  screenshot: fileSchema.optional(),
});
export type VideoInfoInput = z.input<typeof videoInfoInputSchema>;

/** The saved video goes to moderation (§4). */
export const videoInfoResponseSchema = response({ video_id: idSchema });
export type VideoInfoResponse = z.infer<typeof videoInfoResponseSchema>;

/** The words of a described upload, as its owner last sent them (act 5): the edit form starts from them. */
export const uploadInfoSchema = z.object({
  description: z.string(),
  /** Category dirs. */
  categories: z.array(z.string()),
  orientation: z.enum(GENDERS),
  visibility: z.union([z.literal(0), z.literal(1)]),
  exclusive: z.union([z.literal(0), z.literal(1)]),
});
export type UploadInfo = z.infer<typeof uploadInfoSchema>;

export const uploadStateSchema = z.object({
  upload_id: z.string(),
  filename: z.string(),
  /** Bytes. */
  size: countSchema,
  status: z.enum(UPLOAD_STATUSES),
  /** Bytes received while uploading; transcoding progress while processing; 100 after. */
  percent: z.number().int().min(0).max(100),
  video_id: idSchema.nullable(),
  title: z.string().nullable(),
  /** Once described (act 5): the rest of its words, to edit them. */
  info: uploadInfoSchema.nullable(),
  /** The poster candidates' addresses (empty until the first ones are made). */
  posters: z.array(z.string()),
  /** The picked candidate (1-based), 0 when none was picked. */
  poster: countSchema,
  /** The video plays (its first rung is ready). */
  playable: z.boolean(),
  error_code: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** Milliseconds since the epoch. */
  created_at: countSchema,
});
export type UploadState = z.infer<typeof uploadStateSchema>;

/** GET /api/uploads.php (optionally `?upload_id=`): the member's own uploads, newest first (never cached). */
export const uploadsQuerySchema = z.object({ upload_id: uploadIdSchema.optional() });
export type UploadsQuery = z.input<typeof uploadsQuerySchema>;
export const uploadsResponseSchema = response({ uploads: z.array(uploadStateSchema) });
export type UploadsResponse = z.infer<typeof uploadsResponseSchema>;

/** POST /api/moderation.php: a moderator approves a video awaiting review, or rejects it with a reason. */
export { MODERATION_REASON_MAX } from './values.js';
export const moderationApproveInputSchema = z.object({ video_id: idParamSchema });
export type ModerationApproveInput = z.input<typeof moderationApproveInputSchema>;
export const moderationRejectInputSchema = z.object({
  video_id: idParamSchema,
  reason: z.string().trim().min(MODERATION_REASON_MIN).max(MODERATION_REASON_MAX),
});
export type ModerationRejectInput = z.input<typeof moderationRejectInputSchema>;
export const moderationResponseSchema = response({ video_id: idSchema, status_id: countSchema });
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

/** Acts 2 (delete) and 3 (privacy toggle) take the video id. */
export const videoEditInputSchema = z.object({ video_id: idParamSchema });
export type VideoEditInput = z.input<typeof videoEditInputSchema>;

/** Act 4 (re-add) takes a number of days, default 7 (§5). */
export const videoReaddInputSchema = z.object({
  video_id: idParamSchema,
  days: z.coerce.number().int().min(1).max(365).default(TEXT_LIMITS.readdDaysDefault),
});
export type VideoReaddInput = z.input<typeof videoReaddInputSchema>;

/** An avatar or a cover: the picture in `imgfile` (a cover at least 1250×250, §5). */
export const imageUploadInputSchema = z.object({ imgfile: fileSchema });
export type ImageUploadInput = z.input<typeof imageUploadInputSchema>;

export const avatarResponseSchema = response({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
export const coverResponseSchema = response({ cover: z.string() });
export type CoverResponse = z.infer<typeof coverResponseSchema>;
