import { type FieldError, TEXT_LIMITS, USERNAME_PATTERN } from '@site/api';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * The rules of usernames, emails and new passwords (§5, and the stricter rules of new passwords), shared by
 * sign-up, password reset, password change, profile edit and the login's password_change_required, and
 * the uniqueness checks (case-insensitive, as the unique indexes of
 * migration 0002 on lower(username) and lower(email) are).
 */

/** The longest email address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Which vocabulary a form's field errors use: sign-up's §8 codes, or §5's form message keys. */
export type ErrorStyle = 'signup' | 'form';

/**
 * The error code of a new username, or null when it is good: `required`, too short (sign-up:
 * `usr_too_short`; forms: `min_max_length`), too long, `usr_bad_symbols` outside USERNAME_PATTERN.
 */
export function usernameError(
  field: string,
  value: string | undefined,
  style: ErrorStyle,
): FieldError | null {
  if (value === undefined || value === '') return { field, code: 'required' };
  const { usernameMin: min, usernameMax: max } = TEXT_LIMITS;
  if (value.length < min || value.length > max) {
    if (style === 'form') return { field, code: 'min_max_length', params: { min, max } };
    return value.length < min
      ? { field, code: 'usr_too_short', params: { length: min } }
      : { field, code: 'max_length', params: { length: max } };
  }
  if (!USERNAME_PATTERN.test(value)) return { field, code: 'usr_bad_symbols' };
  return null;
}

const emailSchema = z.email().max(EMAIL_MAX);

/** The error of a new email address (sign-up), or null: `required`, else `eml_invalid`. */
export function emailError(field: string, value: string | undefined): FieldError | null {
  if (value === undefined || value === '') return { field, code: 'required' };
  return emailSchema.safeParse(value).success ? null : { field, code: 'eml_invalid' };
}

/** Whose a new password is: it may not be made of their username or e-mail address. */
export interface PasswordOwner {
  username?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * Whether a password is made of a part of its owner's identity, in any case: equal to it, or containing
 * it when the part is at least as long as the shortest username (TEXT_LIMITS.usernameMin), so that a
 * two-letter address like `jo@…` does not forbid every password with "jo" in it.
 */
function madeOf(password: string, part: string | null | undefined): boolean {
  const own = part?.trim().toLowerCase();
  if (!own) return false;
  const lower = password.toLowerCase();
  return lower === own || (own.length >= TEXT_LIMITS.usernameMin && lower.includes(own));
}

/**
 * The error of a NEW password (sign-up, reset, change), or null, in this order: `required`; under
 * TEXT_LIMITS.passwordNewMin (sign-up and reset: `pwd_too_short`; the profile form: `min_length`, both
 * `{length}`); over TEXT_LIMITS.passwordMax (`max_length`: argon2 of a megabyte is a denial of service);
 * equal to or containing the username (`pwd_contains_username`) or the e-mail address or its part before
 * the `@` (`pwd_contains_email`), in any case; one of the most common passwords (`pwd_common`,
 * common-passwords.ts). The login asks it of the password given too: a stored password that breaks these
 * rules (older rules took 5 characters) still signs in, and the member is asked to change it.
 */
export function passwordError(
  field: string,
  value: string | undefined,
  style: ErrorStyle,
  owner: PasswordOwner,
): FieldError | null {
  if (value === undefined || value === '') return { field, code: 'required' };
  const { passwordNewMin: min, passwordMax: max } = TEXT_LIMITS;
  if (value.length < min) {
    return { field, code: style === 'signup' ? 'pwd_too_short' : 'min_length', params: { length: min } };
  }
  if (value.length > max) return { field, code: 'max_length', params: { length: max } };
  if (madeOf(value, owner.username)) return { field, code: 'pwd_contains_username' };
  const email = owner.email ?? '';
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  if (madeOf(value, email) || madeOf(value, local)) return { field, code: 'pwd_contains_email' };
  if (isCommonPassword(value)) return { field, code: 'pwd_common' };
  return null;
}

/** Whether another member (not `except`) has this username, in any case. */
export async function usernameTaken(db: Db, username: string, except?: number): Promise<boolean> {
  let q = db
    .selectFrom('members')
    .select('user_id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (except !== undefined) q = q.where('user_id', '<>', except);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Whether a member has this email address, in any case. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('user_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a database error is a unique violation (two sign-ups of one name at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
