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

/** GET /api/settings.php: the member's settings. `pending_email`: a new address waiting for its link. */
export const accountSettingsResponseSchema = response({
  privacy: privacySettingsSchema,
  sessions: z.array(accountSessionSchema),
  email: z.string().nullable(),
  pending_email: z.string().nullable(),
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
