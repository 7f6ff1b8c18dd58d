import { z } from 'zod';
import { idSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { GENDERS, LANGUAGES, THEMES } from './values.js';

/** The signed-in member as the page knows them (§3 "Current user"). */
export const sessionUserSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  /** 6 allows privacy toggle, delete and re-add on own uploads. */
  status_id: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** App settings (§3). */
export const appSettingsSchema = z.object({
  gender: z.enum(GENDERS),
  theme: z.enum(THEMES),
  country_code: z.string(),
  lang: z.enum(LANGUAGES),
  allowed_langs: z.array(z.enum(LANGUAGES)),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** The login form (§3); `token` is the captcha provider's token (§7). Sent as usr, pwd, tok. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
  token: z.string().optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** The login answer: `message` is the server's banner text (§8), `user` the new session. */
export const loginResponseSchema = response({
  success: z.boolean().optional(),
  message: z.string().optional(),
  user: sessionUserSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the messaging-app login widget returns (§7); sent as it came. */
export const telegramLoginInputSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().min(1),
});
export type TelegramLoginInput = z.input<typeof telegramLoginInputSchema>;

/** A username of letters, digits, `_`, `-` and `.` (the "illegal characters" of §5, decision). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Sign up (§5): username min 3 without illegal characters, password min 5, a valid email, the captcha token. */
export const signupInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(TEXT_LIMITS.usernameMin)
    .max(TEXT_LIMITS.usernameMax)
    .regex(USERNAME_PATTERN),
  email: z.email(),
  password: z.string().min(TEXT_LIMITS.passwordMin),
  token: z.string().min(1),
});
export type SignupInput = z.input<typeof signupInputSchema>;

/** Password restore (§5): an email of more than 3 characters, else eml_invalid. */
export const restoreInputSchema = z.object({
  email: z.string().trim().min(TEXT_LIMITS.restoreEmailMin),
  token: z.string().min(1),
});
export type RestoreInput = z.input<typeof restoreInputSchema>;

export const signupResponseSchema = response({ user: sessionUserSchema.optional() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;
