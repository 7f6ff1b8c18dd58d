import {
  CHANGE_PASSWORD_ERROR_CODES,
  LOGIN_ERROR_CODES,
  SIGNUP_ERROR_CODES,
  WEAK_PASSWORD_CODES,
} from '../errors.js';
import { z } from '../zod.js';
import {
  loginInputSchema,
  loginResponseSchema,
  resetInputSchema,
  restoreInputSchema,
  signupInputSchema,
  signupResponseSchema,
  telegramLoginInputSchema,
} from './auth.js';
import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';
import { changePasswordInputSchema, profileEditInputSchema } from './member.js';
import { ROUTE_FUNCTIONS } from './route-functions.js';

/** The ban codes both logins answer for the right member (§8). */
const STANDING_CODES = ['banned', 'temp_banned', 'disabled_user'] as const;

/** The account calls of §7 declared once (call.ts). */
export const AUTH_CALLS = declareCalls({
  /** Sign-out (decision: §4 only says the page reloads): an empty form, with the CSRF token like every write. */
  'auth.logout': {
    method: 'post',
    path: '/api/logout.php',
    access: 'public',
    response: okResponseSchema,
    errors: [],
    lifetime: 0,
  },
  /** Sign-in with a username and password; `token` is the captcha's, asked for when an account is under attack. */
  'auth.login': {
    method: 'post',
    path: '/api/login.php',
    access: 'public',
    params: loginInputSchema,
    formFields: { username: 'usr', password: 'pwd', token: 'tok' },
    accountFieldRules: true,
    failureFields: { success: false },
    precheck: ROUTE_FUNCTIONS.loginPrecheck,
    response: loginResponseSchema,
    errors: LOGIN_ERROR_CODES,
    lifetime: 0,
  },
  /** Sign-in with the messaging-app widget's data, sent as it came (fields the app adds later too). */
  'auth.telegram': {
    method: 'post',
    path: '/api/login.tg.php',
    access: 'public',
    params: telegramLoginInputSchema,
    accountFieldRules: true,
    failureFields: { success: false },
    response: loginResponseSchema,
    errors: ['not_found', 'already_logged', 'invalid_signature', ...STANDING_CODES, 'general_error'],
    lifetime: 0,
  },
  /**
   * The social sign-in of §7: a navigation to the provider (302), which comes back to the same path. The
   * page adds `?return=<path>`, where the member lands after signing in.
   */
  'auth.socialLoginUrl': {
    method: 'get',
    path: '/api/login.g.php',
    access: 'public',
    redirect: 302,
    response: z.undefined(),
    errors: ['not_found'],
    lifetime: 0,
  },
  'auth.signup': {
    method: 'post',
    path: '/api/signup.php',
    act: 'signup',
    access: 'public',
    params: signupInputSchema,
    formFields: { username: 'usr', email: 'eml', password: 'pwd', token: 'tok' },
    accountFieldRules: true,
    response: signupResponseSchema,
    errors: [...SIGNUP_ERROR_CODES, 'already_logged', 'general_error'],
    lifetime: 0,
  },
  /** Password restore (the path is not shown in §7: decision): the mail with the restore link. */
  'auth.restore': {
    method: 'post',
    path: '/api/signup.php',
    act: 'restore',
    access: 'public',
    params: restoreInputSchema,
    formFields: { email: 'eml', token: 'tok' },
    accountFieldRules: true,
    precheck: ROUTE_FUNCTIONS.restorePrecheck,
    response: okResponseSchema,
    errors: ['eml_invalid', 'eml_not_found', 'bot_detected', 'too_many_attempts', 'general_error'],
    lifetime: 0,
  },
  /** The new password after the restore mail (decision): `token` from the mail's link `/restore/?token=…`. */
  'auth.reset': {
    method: 'post',
    path: '/api/signup.php',
    act: 'reset',
    access: 'public',
    params: resetInputSchema,
    formFields: { password: 'pwd' },
    accountFieldRules: true,
    response: okResponseSchema,
    errors: ['invalid_token', 'invalid_password', ...WEAK_PASSWORD_CODES],
    lifetime: 0,
  },
  /**
   * The link of the confirmation mail: a navigation that confirms the address and redirects (303) to
   * `/email-confirmation/?status=confirmed`, or `?status=invalid` for a used, expired or unknown token.
   */
  'auth.confirmUrl': {
    method: 'get',
    path: '/api/confirm.php',
    access: 'public',
    redirect: 303,
    params: z.object({ token: z.string().min(1) }),
    accountFieldRules: true,
    response: z.undefined(),
    errors: [],
    lifetime: 0,
  },
  /** §7 "Profile edit": a field left out is kept, one sent empty is cleared. */
  'profile.edit': {
    method: 'post',
    path: '/api/member.php',
    act: 'profile',
    section: 'edit',
    access: 'member',
    params: profileEditInputSchema,
    accountFieldRules: true,
    response: okResponseSchema,
    errors: [],
    lifetime: 0,
  },
  /** §7 "Change password": `current_password` is required of a member who has one. */
  'profile.changePassword': {
    method: 'post',
    path: '/api/member.php',
    act: 'profile',
    section: 'change_password',
    access: 'member',
    params: changePasswordInputSchema,
    accountFieldRules: true,
    response: okResponseSchema,
    errors: CHANGE_PASSWORD_ERROR_CODES,
    lifetime: 0,
  },
});
