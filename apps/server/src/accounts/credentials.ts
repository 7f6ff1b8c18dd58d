import { type FieldError, TEXT_LIMITS, USERNAME_PATTERN } from '@site/api';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * The rules of usernames, emails and new passwords (§5), shared by sign-up, password reset, password
 * change and profile edit, and the uniqueness checks (case-insensitive, as the unique indexes of
 * migration 0002 on lower(username) and lower(email) are).
 */

/** The longest password read: argon2 of a megabyte is a denial of service (as in login.ts). */
export const PASSWORD_MAX = 1024;
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

/**
 * The error of a new password, or null: `required`; too short (sign-up: `pwd_too_short`; forms:
 * `min_length`); longer than PASSWORD_MAX (`max_length`); one of the most common passwords
 * (`pwd_common`, common-passwords.ts).
 */
export function passwordError(
  field: string,
  value: string | undefined,
  style: ErrorStyle,
): FieldError | null {
  if (value === undefined || value === '') return { field, code: 'required' };
  const min = TEXT_LIMITS.passwordMin;
  if (value.length < min) {
    return { field, code: style === 'signup' ? 'pwd_too_short' : 'min_length', params: { length: min } };
  }
  if (value.length > PASSWORD_MAX) return { field, code: 'max_length', params: { length: PASSWORD_MAX } };
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
