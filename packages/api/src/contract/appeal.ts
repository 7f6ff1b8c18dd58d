import { z } from '../zod.js';
import { countSchema, dateTimeSchema, flagSchema, idParamSchema, idSchema, response } from './common.js';
import { memberRefSchema } from './moderation.js';
import { fileSchema } from './upload.js';
import {
  APPEAL_DECISIONS,
  APPEAL_NAME_MAX,
  APPEAL_STATEMENT_MAX,
  APPEAL_STATEMENT_MIN,
  APPEAL_STATUSES,
  MODERATION_TEXT_MAX,
} from './values.js';

/**
 * Removal appeals (#31): a person depicted in a video asks for its removal through the public form
 * (/appeal/, POST /api/removal_appeal.php, no account needed), with a picture proving who they are (checked
 * by content, re-encoded, shown to staff only). The video is hidden at once while the setting
 * `appeal_hides_video` is on; staff restore it or remove it in the console (act `appeal_decide`), and the
 * appellant is mailed the outcome.
 */

const lines = (min: number, max: number) =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(min)
    .max(max);

/** POST /api/removal_appeal.php (multipart): the public form. */
export const appealInputSchema = z.object({
  video_id: idParamSchema,
  /** The appellant's name as on their proof of identity. */
  name: z.string().trim().min(1).max(APPEAL_NAME_MAX),
  /** Where the outcome is mailed; at most 254 characters. */
  email: z.string().trim().pipe(z.email().max(254)),
  /** Why the video should be removed: that they are in it and did not consent. */
  statement: lines(APPEAL_STATEMENT_MIN, APPEAL_STATEMENT_MAX),
  captcha: z.string().min(1),
  /** A picture of an identity document (or of the appellant holding it): required. */
  file: fileSchema,
});
export type AppealInput = z.input<typeof appealInputSchema>;
export const appealResponseSchema = response({
  appeal_id: idSchema,
  /** 1: the video was hidden at once, pending review. */
  hidden: flagSchema,
});
export type AppealResponse = z.infer<typeof appealResponseSchema>;

/** GET /api/moderation/appeals.php: the appeals of one status (default pending), pending oldest first. */
export const moderationAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type ModerationAppealsQuery = z.input<typeof moderationAppealsQuerySchema>;
export const appealItemSchema = z.object({
  appeal_id: idSchema,
  video_id: idSchema,
  video_title: z.string(),
  uploader: memberRefSchema.nullable(),
  name: z.string(),
  email: z.string(),
  statement: z.string(),
  status: z.enum(APPEAL_STATUSES),
  /** 1: the video was hidden when the appeal came (and stays hidden until a decision). */
  hid_video: flagSchema,
  created_at: dateTimeSchema,
  decided_at: dateTimeSchema.nullable(),
  decided_by: memberRefSchema.nullable(),
  /** The staff's note to the appellant, mailed with the outcome. */
  note: z.string().nullable(),
  /** The proof picture for staff (never public): GET /api/moderation/appeal-proof.php?appeal_id=. */
  proof: z.string(),
});
export type AppealItem = z.infer<typeof appealItemSchema>;
export const moderationAppealsResponseSchema = response({
  appeals: z.array(appealItemSchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationAppealsResponse = z.infer<typeof moderationAppealsResponseSchema>;

/** GET /api/moderation/appeal-proof.php?appeal_id=: the proof picture (staff only, never cached). */
export const appealProofQuerySchema = z.object({ appeal_id: idParamSchema });

/** act appeal_decide: restore the video (the appeal is turned down) or remove it; mailed to the appellant. */
export const appealDecideInputSchema = z.object({
  appeal_id: idParamSchema,
  decision: z.enum(APPEAL_DECISIONS),
  /** Optional words to the appellant. */
  note: lines(0, MODERATION_TEXT_MAX).optional(),
});
export type AppealDecideInput = z.input<typeof appealDecideInputSchema>;
export const appealDecideResponseSchema = response({ appeal: appealItemSchema });
export type AppealDecideResponse = z.infer<typeof appealDecideResponseSchema>;
