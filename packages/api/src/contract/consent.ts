import { z } from '../zod.js';
import { dateTimeSchema, flagSchema, idParamSchema, idSchema, response } from './common.js';
import { fileSchema } from './upload.js';
import {
  CONSENT_STATUSES,
  PERFORMER_KINDS,
  PERFORMER_STATUSES,
  PERFORMERS_MAX,
  UPLOADER_NAME_MAX,
} from './values.js';

/**
 * Performers and consent records (#31 item 2): every upload names the people it depicts; each is a verified
 * uploader (by username, the uploader included) or one of the uploader's consent records (the performer's
 * legal name, date of birth, a picture of an identity document, the signed release, the recording date). A
 * record is a draft until every part is there and the performer was of age on the recording date; then it
 * is complete and no longer changes. Records are sealed at rest and opened only by custodians of records.
 */

/** A consent record as the uploader who keeps it sees it (the pictures are never sent back). */
export const consentRecordSchema = z.object({
  record_id: idSchema,
  status: z.enum(CONSENT_STATUSES),
  legal_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  /** The date of the recording the release covers, YYYY-MM-DD. */
  recorded_on: z.string().nullable(),
  /** 1: a picture of the performer's identity document is kept. */
  id_document: flagSchema,
  /** 1: a picture of the signed release is kept. */
  release: flagSchema,
  created_at: dateTimeSchema,
  completed_at: dateTimeSchema.nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/consent_records.php: the viewer's consent records, newest first. */
export const consentRecordsResponseSchema = response({ records: z.array(consentRecordSchema) });
export type ConsentRecordsResponse = z.infer<typeof consentRecordsResponseSchema>;

/**
 * POST /api/consent_records.php act `consent_save` (multipart): a new record (no `record_id`) or more of a
 * draft; what is sent replaces what was kept, what is absent stays. Complete once every part is there.
 */
export const consentSaveInputSchema = z.object({
  record_id: idParamSchema.optional(),
  /** The performer's name as on the identity document. */
  legal_name: z.string().trim().min(1).max(UPLOADER_NAME_MAX).optional(),
  /** YYYY-MM-DD; the performer must have been of age (UPLOADER_MIN_AGE) on `recorded_on`. */
  birth_date: z.iso.date().optional(),
  /** YYYY-MM-DD, not in the future. */
  recorded_on: z.iso.date().optional(),
  id_document: fileSchema.optional(),
  /** A picture (scan or photo) of the release the performer signed. */
  release: fileSchema.optional(),
});
export type ConsentSaveInput = z.input<typeof consentSaveInputSchema>;

/** The fields the uploader's form checks itself before a save: each may be blank in a draft. */
export const consentDraftFieldsSchema = z.object({
  legal_name: z.string().trim().max(UPLOADER_NAME_MAX),
  birth_date: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  recorded_on: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
});
export const consentSaveResponseSchema = response({ record: consentRecordSchema });
export type ConsentSaveResponse = z.infer<typeof consentSaveResponseSchema>;

/** One performer of a video: a verified uploader or a consent record, with its standing. */
export const performerSchema = z.object({
  kind: z.enum(PERFORMER_KINDS),
  /** The member's user id or the record's id. */
  id: idSchema,
  /** The username, or the record's legal name ('' when a draft has none yet). */
  name: z.string(),
  /** verified (an approved uploader), complete (a complete record), or what keeps it from publication. */
  status: z.enum(PERFORMER_STATUSES),
});
export type Performer = z.infer<typeof performerSchema>;

/**
 * POST /api/video_performers.php: the performers of the viewer's own video, before it is published; the
 * list replaces the one kept. Usernames and record ids comma-separated (a form has no lists).
 */
export const videoPerformersInputSchema = z.object({
  video_id: idParamSchema,
  usernames: z
    .string()
    .max(PERFORMERS_MAX * 40)
    .default(''),
  record_ids: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/)
    .default(''),
});
export type VideoPerformersInput = z.input<typeof videoPerformersInputSchema>;
/** GET /api/video_performers.php: the performers the viewer's own video names, as kept. */
export const videoPerformersQuerySchema = z.object({ video_id: idParamSchema });
export type VideoPerformersQuery = z.input<typeof videoPerformersQuerySchema>;
export const videoPerformersResponseSchema = response({ performers: z.array(performerSchema) });
export type VideoPerformersResponse = z.infer<typeof videoPerformersResponseSchema>;
