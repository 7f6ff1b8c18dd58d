import { TEXT_LIMITS } from './contract/constants.js';
import type { FieldError } from './contract/responses.js';

/** The default error code of §4 and §8. */
export const GENERAL_ERROR = 'general_error';
/** A required parameter was missing: logged to the console, nothing called (§5). */
export const MISSING_PARAMS = 'missing_params';
export const SUCCESS_CODE = 'success';
/**
 * Any write (every non-GET call) without a valid `x-csrf-token` is refused with 403 `invalid_csrf`: the
 * token is missing, or belongs to another session (login and logout issue a new one). A client with a
 * `csrfToken` fetches a fresh one and sends the write again by itself (`csrfRetry`); a second refusal reaches
 * the caller.
 */
export const INVALID_CSRF_CODE = 'invalid_csrf';

/** A failed call: carries its error code (§8 of docs/product.md), the HTTP status and any field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(`API error ${code} (HTTP ${status})`);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The code of any thrown value: an ApiError's own, else general_error. */
export function errorCode(error: unknown): string {
  return isApiError(error) && error.code ? error.code : GENERAL_ERROR;
}

/** Whether a thrown value is the 403 `invalid_csrf` refusal of a write. */
export function isInvalidCsrf(error: unknown): error is ApiError {
  return isApiError(error) && error.code === INVALID_CSRF_CODE;
}

/** The listing message key of §8: any code containing `not_found` folds to `not_found`. */
export function listingErrorKey(code: string | undefined): string {
  const c = code || GENERAL_ERROR;
  return `listing.error.${c.includes('not_found') ? 'not_found' : c}`;
}

/** Listing codes §8 names (any other code is keyed as it comes). */
export const LISTING_ERROR_CODES = [GENERAL_ERROR, 'no_permission', 'empty_history', 'not_found'] as const;
/** A visitor's empty local watch history (§8). */
export const EMPTY_LOCAL_HISTORY_CODE = 'videos_not_found';

const codeOf = (code: string | undefined) => code || GENERAL_ERROR;

/** Vote notifications (§8): vote_success, vote_{code}; default vote_general_error. need_auth: vote requires login. */
export function voteMessageKey(code: string | undefined): string {
  return `vote_${codeOf(code)}`;
}
export const VOTE_ERROR_CODES = ['need_auth', 'already_voted', GENERAL_ERROR] as const;

/** `self_subscribe`: a member cannot subscribe to themself (§6). */
export const SUBSCRIBE_ERROR_CODES = [
  'need_auth',
  'already_subscribed',
  'not_subscribed',
  'self_subscribe',
  GENERAL_ERROR,
] as const;

/** Add-to notifications (§8): add_to_{target}_success on success, add_to_{code} otherwise. */
export function addToMessageKey(target: string, code: string | undefined): string {
  const c = codeOf(code);
  return c === SUCCESS_CODE ? `add_to_${target}_success` : `add_to_${c}`;
}
/** "Already added" per target (§8); `not_owner`: the playlist is not the member's. */
export const ADD_TO_ERROR_CODES = [
  'already_in_favourites',
  'already_in_watch_later',
  'already_in_playlist',
  'not_owner',
  'need_auth',
  GENERAL_ERROR,
] as const;

/** Remove-from notifications (§8): remove_from_{code}; success is remove_from_success. */
export function removeFromMessageKey(code: string | undefined): string {
  return `remove_from_${codeOf(code)}`;
}
export const REMOVE_FROM_ERROR_CODES = [
  'nothing_to_remove',
  'not_owner',
  'need_auth',
  GENERAL_ERROR,
] as const;

/** Add-friend notifications (§8): add_friend_success, add_friend_{code}. */
export function addFriendMessageKey(code: string | undefined): string {
  return `add_friend_${codeOf(code)}`;
}
export const ADD_FRIEND_ERROR_CODES = ['already_friends', 'self_friend', 'need_auth', GENERAL_ERROR] as const;

/**
 * Playlist notifications: deleting says remove_playlist_success (§8); creating and updating
 * playlist_new_success and playlist_upd_success; failures playlist_{code}, where playlist_not_owner is
 * "you are not the owner of this playlist".
 */
export function playlistMessageKey(action: 'new' | 'upd' | 'del', code: string | undefined): string {
  const c = codeOf(code);
  if (c !== SUCCESS_CODE) return `playlist_${c}`;
  return action === 'del' ? 'remove_playlist_success' : `playlist_${action}_success`;
}

/** Comment notifications: comment_success, or the code (need_auth, comment_limit, forbidden_words, …). */
export function commentMessageKey(code: string | undefined): string {
  const c = codeOf(code);
  return c === SUCCESS_CODE ? 'comment_success' : c;
}
export const COMMENT_ERROR_CODES = [
  'need_auth',
  'comment_limit',
  'forbidden_words',
  'min_max_length',
] as const;

/** Message notifications: send_message_success, or the code (forbidden_words, need_auth, …). */
export function messageMessageKey(code: string | undefined): string {
  const c = codeOf(code);
  return c === SUCCESS_CODE ? 'send_message_success' : c;
}

/** Contact form: contactus_success, else the code. */
export function contactMessageKey(code: string | undefined): string {
  const c = codeOf(code);
  return c === SUCCESS_CODE ? 'contactus_success' : c;
}
/** Contact form codes of §8; bot_detected is a failed captcha, too_many_attempts its rate limit. */
export const CONTACT_ERROR_CODES = [
  'invalid_file_type',
  'file_too_large',
  'max_length',
  'bot_detected',
  'too_many_attempts',
] as const;

/** Login codes of §8. banned, temp_banned and disabled_user have empty texts: the server's banner shows. */
export const LOGIN_ERROR_CODES = [
  'invalid_usr_or_pwd',
  'not_confirmed',
  'too_many_attempts',
  'banned',
  'temp_banned',
  'disabled_user',
  'already_logged',
] as const;
export const LOGIN_SILENT_CODES = ['banned', 'temp_banned', 'disabled_user'] as const;

/**
 * The codes of a new password the rules refuse (decisions beside §8's pwd_too_short, which is now under
 * TEXT_LIMITS.passwordNewMin): `pwd_common`, one of the most common passwords; `pwd_contains_username`,
 * equal to or containing the username; `pwd_contains_email`, equal to or containing the e-mail address or
 * its part before the `@` (any case). Field codes of sign-up, reset and change; top-level codes of
 * sign-up and reset.
 */
export const WEAK_PASSWORD_CODES = [
  'pwd_too_short',
  'pwd_common',
  'pwd_contains_username',
  'pwd_contains_email',
] as const;

/**
 * Sign-up codes of §8; bot_detected (a failed captcha token) has an empty text. The weak-password codes
 * (WEAK_PASSWORD_CODES); too_many_attempts: sign-ups from the address are rate limited.
 */
export const SIGNUP_ERROR_CODES = [
  'eml_invalid',
  'eml_taken',
  'usr_taken',
  'usr_bad_symbols',
  'usr_too_short',
  ...WEAK_PASSWORD_CODES,
  'bot_detected',
  'too_many_attempts',
] as const;

/**
 * Password restore codes of §8, for both steps: the restore mail (eml_invalid, eml_not_found,
 * bot_detected for a failed captcha, too_many_attempts when rate limited) and the new password of its link
 * (`auth.reset`: invalid_token for a replayed or expired link, invalid_password, the weak-password codes).
 */
export const RESTORE_ERROR_CODES = [
  'eml_invalid',
  'eml_not_found',
  'invalid_password',
  'invalid_token',
  ...WEAK_PASSWORD_CODES,
  'bot_detected',
  'too_many_attempts',
] as const;

/**
 * Password change codes (`profile.changePassword`, decisions): invalid_password, with field errors on
 * current_password (`required`) and new_password (§5 form keys and WEAK_PASSWORD_CODES but pwd_too_short);
 * wrong_password, the current password is wrong (field current_password); too_many_attempts, too many
 * wrong current passwords (the login throttle).
 */
export const CHANGE_PASSWORD_ERROR_CODES = [
  'invalid_password',
  'wrong_password',
  'too_many_attempts',
] as const;

/** Upload codes of §8: the notification for the server code is shown. */
export const UPLOAD_ERROR_CODES = [
  'bad_filename',
  'corrupted_file',
  'duplicate_video',
  'size_limit',
  'upload_error',
  'screen_upload_error',
  /** Decisions: §9's minimum and maximum length. */
  'too_short',
  'too_long',
  /** Decision (#12): the same or a near-same video was removed and is on the block list. */
  'blocked_video',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/** Payment: paid_user means already paid (§4, §8). */
export const PAID_USER_CODE = 'paid_user';

function knownKey(list: readonly string[], code: string | undefined): string {
  return code && list.includes(code) ? code : GENERAL_ERROR;
}

/** The message key of a login failure: the code itself when §8 names it, else general_error. */
export function loginErrorKey(code: string | undefined): string {
  return knownKey(LOGIN_ERROR_CODES, code);
}
export function signupErrorKey(code: string | undefined): string {
  return knownKey(SIGNUP_ERROR_CODES, code);
}
export function restoreErrorKey(code: string | undefined): string {
  return knownKey(RESTORE_ERROR_CODES, code);
}
export function uploadErrorKey(code: string | undefined): string {
  return knownKey(UPLOAD_ERROR_CODES, code);
}

/**
 * §5 login rule, checked before any call: a username under 3 or a password under 5 (TEXT_LIMITS.passwordMin,
 * the old minimum: older passwords still sign in) is invalid_usr_or_pwd.
 */
export function loginLocalError(username: string, password: string): 'invalid_usr_or_pwd' | null {
  return username.trim().length < TEXT_LIMITS.usernameMin || password.length < TEXT_LIMITS.passwordMin
    ? 'invalid_usr_or_pwd'
    : null;
}

/** The form message keys of §5 and §8. */
export const FORM_ERROR_KEYS = [
  'required',
  'email',
  'min_length',
  'max_length',
  'min_max_length',
  'categories_min',
  'categories_max',
  'need_auth',
  'invalid_link',
] as const;

/** Maps a field error code (the server's key, or a zod issue code from the client) to its form message key. */
export function formErrorKey(error: Pick<FieldError, 'code' | 'params'>): string {
  const p = error.params ?? {};
  switch (error.code) {
    case 'too_small':
      return p.max !== undefined ? 'min_max_length' : 'min_length';
    case 'too_big':
      return p.min !== undefined ? 'min_max_length' : 'max_length';
    case 'invalid_format':
      return p.format === 'email' ? 'email' : error.code;
    case 'invalid_type':
      return 'required';
    default:
      return error.code;
  }
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * §5/§8: the server's field-error list as a per-field map of translated messages. The first error of a
 * field wins; `translate` receives the message key and its parameters (length, min, max).
 */
export function fieldErrorMessages(
  errors: readonly FieldError[] | undefined,
  translate: Translate = (key) => key,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors ?? []) {
    if (error.field in out) continue;
    out[error.field] = translate(formErrorKey(error), error.params);
  }
  return out;
}
