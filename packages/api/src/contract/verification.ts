import { z } from '../zod.js';
import { countSchema, dateTimeSchema, flagSchema, idParamSchema, idSchema, response } from './common.js';
import { memberRefSchema } from './moderation.js';
import { fileSchema } from './upload.js';
import {
  CONTENT_PROVIDER_TERMS_VERSION,
  MODERATION_TEXT_MAX,
  UPLOADER_DECISIONS,
  UPLOADER_IMAGES,
  UPLOADER_NAME_MAX,
  UPLOADER_QUEUE_STATUSES,
  UPLOADER_STATUSES,
} from './values.js';

/**
 * Verified uploaders (#31): a member applies at /verify-uploader/ (legal name, date of birth, a picture of
 * an identity document, a selfie, the content-provider terms of CONTENT_PROVIDER_TERMS_VERSION accepted);
 * what is sent is kept as a draft until the member submits it whole; staff approve or reject it (with a
 * reason) in the console, or the identity-verification provider decides. While the site's setting
 * UPLOADS_VERIFIED_ONLY is on, only approved members upload. The pictures are checked by content,
 * re-encoded, sealed at rest and shown to staff only.
 */

/** A member's application as the member sees it (`none`: never started). */
export const uploaderApplicationSchema = z.object({
  status: z.enum(UPLOADER_STATUSES),
  /** 1: uploads on this site need an approved application (the setting UPLOADS_VERIFIED_ONLY). */
  required: flagSchema,
  legal_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  /** 1: a picture of an identity document is stored. */
  id_document: flagSchema,
  /** 1: a selfie is stored. */
  selfie: flagSchema,
  /** The version of the content-provider terms accepted, and when (null: not accepted). */
  terms_version: z.string().nullable(),
  terms_accepted_at: dateTimeSchema.nullable(),
  /** The version in force, which the form shows and a submission must have accepted. */
  current_terms_version: z.string(),
  submitted_at: dateTimeSchema.nullable(),
  decided_at: dateTimeSchema.nullable(),
  /** Why it was rejected (shown with the rejection). */
  reason: z.string().nullable(),
});
export type UploaderApplication = z.infer<typeof uploaderApplicationSchema>;
export const uploaderApplicationResponseSchema = response({ application: uploaderApplicationSchema });
export type UploaderApplicationResponse = z.infer<typeof uploaderApplicationResponseSchema>;

/**
 * POST /api/uploader_verification.php, acts `save` (the draft: what is sent replaces what was kept, what is
 * absent stays) and `submit` (the same fields, then the whole application must be complete).
 */
export const uploaderApplicationInputSchema = z.object({
  /** The name as on the identity document. */
  legal_name: z.string().trim().min(1).max(UPLOADER_NAME_MAX).optional(),
  /** YYYY-MM-DD; the member must be of age (UPLOADER_MIN_AGE). */
  birth_date: z.iso.date().optional(),
  /** The version of the content-provider terms the member accepts: the one in force. */
  accept_terms: z.literal(CONTENT_PROVIDER_TERMS_VERSION).optional(),
  /** A picture of the identity document (passport, identity card, driving licence). */
  id_document: fileSchema.optional(),
  /** A picture of the member's face, holding the document. */
  selfie: fileSchema.optional(),
});
export type UploaderApplicationInput = z.input<typeof uploaderApplicationInputSchema>;
/** The application page's own check of its two text fields: blank is a draft's, else as the call's. */
export const uploaderDraftFieldsSchema = z.object({
  legal_name: z.string().trim().max(UPLOADER_NAME_MAX),
  birth_date: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
});

/** GET /api/moderation/uploaders.php: the applications of one status (default pending: oldest first). */
export const moderationUploadersQuerySchema = z.object({
  status: z.enum(UPLOADER_QUEUE_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type ModerationUploadersQuery = z.input<typeof moderationUploadersQuerySchema>;
export const uploaderItemSchema = z.object({
  application_id: idSchema,
  member: memberRefSchema,
  status: z.enum(UPLOADER_QUEUE_STATUSES),
  legal_name: z.string(),
  birth_date: z.string(),
  terms_version: z.string(),
  terms_accepted_at: dateTimeSchema,
  submitted_at: dateTimeSchema,
  decided_at: dateTimeSchema.nullable(),
  /** Staff who decided; null for the provider's decision or none yet. */
  decided_by: memberRefSchema.nullable(),
  reason: z.string().nullable(),
  /** `local` (staff review) or the identity-verification provider's name. */
  provider: z.string(),
  /** The pictures for staff (never public): GET /api/moderation/uploader-image.php. */
  id_document: z.string(),
  selfie: z.string(),
});
export type UploaderItem = z.infer<typeof uploaderItemSchema>;
export const moderationUploadersResponseSchema = response({
  applications: z.array(uploaderItemSchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationUploadersResponse = z.infer<typeof moderationUploadersResponseSchema>;

/** GET /api/moderation/uploader-image.php?application_id=&image=: one picture (staff only, never cached). */
export const uploaderImageQuerySchema = z.object({
  application_id: idParamSchema,
  image: z.enum(UPLOADER_IMAGES),
});

/** act uploader_decide: approve or reject (a reason is required to reject); mailed to the member. */
export const uploaderDecideInputSchema = z.object({
  application_id: idParamSchema,
  decision: z.enum(UPLOADER_DECISIONS),
  /** Why it is rejected (required then), mailed and shown to the member. */
  reason: z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .max(MODERATION_TEXT_MAX)
    .optional(),
});
export type UploaderDecideInput = z.input<typeof uploaderDecideInputSchema>;
export const uploaderDecideResponseSchema = response({ application: uploaderItemSchema });
export type UploaderDecideResponse = z.infer<typeof uploaderDecideResponseSchema>;
