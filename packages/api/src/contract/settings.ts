import { z } from '../zod.js';
import { boolInputSchema, dateTimeSchema, idParamSchema, idSchema, response } from './common.js';

/**
 * Account settings (#32 item 4): the privacy of the member's lists, their sessions, and the change of their
 * e-mail address. Members only, never cached (GET and POST /api/settings.php).
 */

/** Per list, whether it is the member's alone (true) or public (false, the default). */
export const privacySettingsSchema = z.object({
  favourites: z.boolean(),
  watch_later: z.boolean(),
  friends: z.boolean(),
  subscriptions: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** One open session of the member: the browser it was opened in, when; `current` is the one asking. */
export const accountSessionSchema = z.object({
  session_id: idSchema,
  user_agent: z.string(),
  created_at: dateTimeSchema,
  last_seen_at: dateTimeSchema,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** A scheduled deletion of the account: when it runs, and whether the member's uploads stay. */
export const accountDeletionSchema = z.object({
  due_at: dateTimeSchema,
  keep_uploads: z.boolean(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/**
 * The member's newest data export: `pending` while the job builds it, `ready` once its link was mailed
 * (downloadable until `expires_at`); `expired` after that.
 */
export const accountExportSchema = z.object({
  export_id: idSchema,
  state: z.enum(['pending', 'ready', 'expired']),
  requested_at: dateTimeSchema,
  expires_at: dateTimeSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** GET /api/settings.php: the member's settings. `pending_email`: a new address waiting for its link. */
export const accountSettingsResponseSchema = response({
  privacy: privacySettingsSchema,
  sessions: z.array(accountSessionSchema),
  email: z.string().nullable(),
  pending_email: z.string().nullable(),
  /** The scheduled deletion of the account, if any (null: none). */
  deletion: accountDeletionSchema.nullable(),
  /** The member's newest data export, if any. */
  export: accountExportSchema.nullable(),
});
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

/** POST `act=privacy`: the lists to switch (a list left out keeps its setting); answers all four. */
export const privacyInputSchema = z.object({
  favourites: boolInputSchema.optional(),
  watch_later: boolInputSchema.optional(),
  friends: boolInputSchema.optional(),
  subscriptions: boolInputSchema.optional(),
});
export type PrivacyInput = z.input<typeof privacyInputSchema>;
export const privacyResponseSchema = response({ privacy: privacySettingsSchema });
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;

/** POST `act=end_session`: signs one of the member's other sessions out; answers the sessions left. */
export const endSessionInputSchema = z.object({ session_id: idParamSchema });
export type EndSessionInput = z.input<typeof endSessionInputSchema>;
export const sessionsResponseSchema = response({ sessions: z.array(accountSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/**
 * POST `act=change_email`: the new address and the current password (a member without a password gives
 * none). A link goes to the new address; the address changes when it is opened.
 */
export const changeEmailInputSchema = z.object({
  email: z.string(),
  current_password: z.string().optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;
export const changeEmailResponseSchema = response({ pending_email: z.string() });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/**
 * POST `act=delete_account`: the current password (a member without one gives none) and whether the
 * uploads stay (`1`, shown as by a removed member) or go (`0`). The deletion runs when the grace period ends.
 */
export const scheduleDeletionInputSchema = z.object({
  current_password: z.string().optional(),
  keep_uploads: boolInputSchema,
});
export type ScheduleDeletionInput = z.input<typeof scheduleDeletionInputSchema>;
export const deletionResponseSchema = response({ deletion: accountDeletionSchema.nullable() });
export type DeletionResponse = z.infer<typeof deletionResponseSchema>;

/** POST `act=export`: queues the export of the member's data; answers it (pending). */
export const exportResponseSchema = response({ export: accountExportSchema });
export type ExportResponse = z.infer<typeof exportResponseSchema>;

/** GET /api/account_export.php?export_id= (the export's mailed link, a navigation): the ZIP. */
export const exportDownloadInputSchema = z.object({ export_id: idParamSchema });
export type ExportDownloadInput = z.input<typeof exportDownloadInputSchema>;
