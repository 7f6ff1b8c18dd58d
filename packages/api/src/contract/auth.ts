import { z } from '../zod.js';
import { idSchema, response } from './common.js';
import { TEXT_LIMITS } from './constants.js';
import { GENDERS, LANGUAGES, MEMBER_ROLES, THEMES, USERNAME_PATTERN } from './values.js';

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

/**
 * The login answer: `message` is the server's banner text (§8), `user` the new session.
 * `password_change_required` (decision): true when the password given is right but breaks the rules of new
 * passwords (shorter than TEXT_LIMITS.passwordNewMin, made of the username or e-mail, or common): the
 * member is signed in and the page takes them to the change-password form. Absent otherwise.
 */
export const loginResponseSchema = response({
  success: z.boolean().optional(),
  message: z.string().optional(),
  user: sessionUserSchema.optional(),
  password_change_required: z.boolean().optional(),
  /** The account's deletion is scheduled for then (#32 item 4): the page says so and offers to cancel it. */
  deletion_due_at: z.string().optional(),
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

/**
 * A new password (sign-up, reset, change): TEXT_LIMITS.passwordNewMin to passwordMax characters. The server
 * also refuses one made of the username or e-mail (`pwd_contains_username`, `pwd_contains_email`) or a
 * common one (`pwd_common`).
 */
export const newPasswordSchema = z.string().min(TEXT_LIMITS.passwordNewMin).max(TEXT_LIMITS.passwordMax);

/** Sign up (§5): username min 3 without illegal characters, a new password, a valid email, the captcha token. */
export const signupInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(TEXT_LIMITS.usernameMin)
    .max(TEXT_LIMITS.usernameMax)
    .regex(USERNAME_PATTERN),
  email: z.email(),
  password: newPasswordSchema,
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

/**
 * The new password after the restore mail: `token` comes from the mail's link `/restore/?token=…`,
 * `password` is a new password (newPasswordSchema). Sent as act reset, token, pwd on /api/signup.php
 * (decision).
 */
export const resetInputSchema = z.object({
  token: z.string().trim().min(1),
  password: newPasswordSchema,
});
export type ResetInput = z.input<typeof resetInputSchema>;

export { CSRF_COOKIE, CSRF_HEADER, csrfFromCookie } from './csrf.js';

/**
 * GET /api/session.php: who is asking (never cached): the session user and their role, both null for a
 * visitor. The page asks it once when it renders (the session cookie is httpOnly).
 */
export const sessionResponseSchema = response({
  user: sessionUserSchema.nullable(),
  role: z.enum(MEMBER_ROLES).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/csrf.php: a CSRF token for the current session (or visitor), never cached. */
export const csrfResponseSchema = response({ token: z.string().min(1) });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

/** The parameters of an ALTCHA v2 challenge (altcha-lib 2.x `createChallenge`); other fields pass through. */
export const captchaParametersSchema = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  /** Unix seconds after which the challenge (and a token solving it) is refused. */
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/**
 * GET /api/captcha.php: a fresh ALTCHA v2 challenge for the captcha widget, which consumes it as it is
 * (so unknown fields pass through). The body is the challenge itself, without `code`. The widget's solution
 * (base64 of `{ challenge, solution }`) is what login, sign-up and restore send as `tok` and the report form
 * as `captcha`. A server whose captcha has no challenge answers 404 `not_found`.
 */
export const captchaChallengeSchema = z.looseObject({
  parameters: captchaParametersSchema,
  signature: z.string().optional(),
  codeChallenge: z
    .looseObject({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
