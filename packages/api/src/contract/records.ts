import { z } from '../zod.js';
import {
  countSchema,
  dateTimeSchema,
  flagInputSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  response,
} from './common.js';
import { memberRefSchema } from './moderation.js';
import { CONSENT_IMAGES, CONSENT_STATUSES } from './values.js';

/**
 * Custodians of records (#31 item 2, §6): members an admin makes custodians open the sealed consent records
 * and export the §2257 index; every view and export is audited.
 */

/** GET /api/records/record.php?record_id=: one consent record opened (custodians only). */
export const custodianRecordQuerySchema = z.object({ record_id: idParamSchema });
export type CustodianRecordQuery = z.input<typeof custodianRecordQuerySchema>;
export const custodianRecordSchema = z.object({
  record_id: idSchema,
  status: z.enum(CONSENT_STATUSES),
  /** The uploader who keeps it. */
  keeper: memberRefSchema,
  legal_name: z.string(),
  birth_date: z.string(),
  recorded_on: z.string(),
  created_at: dateTimeSchema,
  completed_at: dateTimeSchema.nullable(),
  /** The videos that name it. */
  video_ids: z.array(idSchema),
  /** The pictures (GET /api/records/image.php), null when none is kept. */
  id_document: z.string().nullable(),
  release: z.string().nullable(),
});
export type CustodianRecord = z.infer<typeof custodianRecordSchema>;
export const custodianRecordResponseSchema = response({ record: custodianRecordSchema });
export type CustodianRecordResponse = z.infer<typeof custodianRecordResponseSchema>;

/** GET /api/records/records.php?page=: every consent record, newest first (custodians only). */
export const custodianRecordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type CustodianRecordsQuery = z.input<typeof custodianRecordsQuerySchema>;
/** A record in the custodians' list: opened from its seal, without its pictures (`records.record`). */
export const custodianRecordItemSchema = custodianRecordSchema.omit({ id_document: true, release: true });
export type CustodianRecordItem = z.infer<typeof custodianRecordItemSchema>;
export const custodianRecordsResponseSchema = response({
  records: z.array(custodianRecordItemSchema),
  total: countSchema,
  page: countSchema,
});
export type CustodianRecordsResponse = z.infer<typeof custodianRecordsResponseSchema>;
/** The custodians' list shows this many records a page. */
export const CUSTODIAN_RECORDS_PER_PAGE = 50;

/** GET /api/records/image.php?record_id=&image=: one picture of a record (custodians only, never cached). */
export const custodianImageQuerySchema = z.object({
  record_id: idParamSchema,
  image: z.enum(CONSENT_IMAGES),
});

/** act custodian (admins): make a member a custodian of records, or no longer. */
export const custodianInputSchema = z.object({ user_id: idParamSchema, custodian: flagInputSchema });
export type CustodianInput = z.input<typeof custodianInputSchema>;
export const custodianResponseSchema = response({ user_id: idSchema, custodian: flagSchema });
export type CustodianResponse = z.infer<typeof custodianResponseSchema>;
