import { type FieldError, type OkResponse, TEXT_LIMITS } from '@site/api';
import { profileEditInputSchema } from '@site/api/contract';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MembersTable } from '../db/schema.js';
import type { CallHandler } from '../http/call.js';
import { firstPerField } from '../http/fields.js';
import { errorsOf, refused } from './answers.js';
import { isUniqueViolation, passwordError, usernameError, usernameTaken } from './credentials.js';
import { dropLinks } from './links.js';
import { passwordChangedMail } from './mails.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { AccountDeps } from './routes.js';
import { endOtherSessions } from './sessions.js';
import { beginAttempt, clearAttempt, forgetFailures } from './throttle.js';

/**
 * `act=profile` of POST /api/member.php (§7 "Profile edit", "Change password"), for the signed-in member
 * only (declared calls: a visitor gets 401 `need_auth`, a missing or unknown section 400 on `section`):
 * - `section=edit`: the profile fields of the contract's profileEditInputSchema (see `profileEditCall`);
 * - `section=change_password`: current_password and new_password (see `changePasswordCall`).
 */

const success: OkResponse = { code: 'success' };

/** Control characters but tab and line breaks (NUL breaks a PostgreSQL parameter; none belongs in a profile). */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** The editable fields besides username, as the contract names them. */
const PROFILE_FIELDS = [
  'about_me',
  'birth_date',
  'city',
  'country',
  'education',
  'interests',
  'occupation',
  'website',
  'gender',
  'relationship',
  'orientation',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const NUMERIC = new Set<ProfileField>(['gender', 'relationship', 'orientation']);

/** The longest website kept (the contract sets none; a URL column should not hold a novel). */
const WEBSITE_MAX = 200;
/** The oldest birth date taken, and the youngest age: the site is for adults (decision). */
const BIRTH_MIN = '1900-01-01';
const MIN_AGE = 18;

/** Today's date minus `years`, as YYYY-MM-DD (UTC). */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** The field error of a zod issue: too_big is §5's max_length with its length; anything else invalid. */
function issueError(name: string, issue: { code: string; maximum?: unknown } | undefined): FieldError {
  if (issue?.code === 'too_big' && typeof issue.maximum === 'number') {
    return { field: name, code: 'max_length', params: { length: issue.maximum } };
  }
  return { field: name, code: 'invalid' };
}

/**
 * One profile field from its form string: the value to store (null clears it), or its error. Each is
 * checked by the contract's own schema for it, plus what the server adds: no control characters, a
 * website of http(s) only and at most WEBSITE_MAX, a real calendar date between BIRTH_MIN and MIN_AGE
 * years ago, a country in lower case.
 */
function readProfileField(name: ProfileField, raw: string): { value: string | number | null } | FieldError {
  const trimmed = raw.trim();
  if (trimmed === '') return { value: null };
  if (CONTROL.test(trimmed)) return { field: name, code: 'invalid' };
  let input: string | number = trimmed;
  if (NUMERIC.has(name)) input = /^[0-9]$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (name === 'country') input = trimmed.toLowerCase();
  const parsed = profileEditInputSchema.shape[name].safeParse(input);
  if (!parsed.success) return issueError(name, parsed.error.issues[0]);
  const value = parsed.data as string | number | undefined;
  if (value === undefined) return { value: null };
  if (name === 'website') {
    if (trimmed.length > WEBSITE_MAX)
      return { field: name, code: 'max_length', params: { length: WEBSITE_MAX } };
    if (!/^https?:\/\//i.test(trimmed)) return { field: name, code: 'invalid' };
  }
  if (name === 'birth_date') {
    const date = String(value);
    const real = new Date(`${date}T00:00:00Z`);
    const isReal = !Number.isNaN(real.getTime()) && real.toISOString().slice(0, 10) === date;
    if (!isReal || date < BIRTH_MIN || date > yearsAgo(MIN_AGE)) return { field: name, code: 'invalid' };
  }
  return { value };
}

/**
 * `section=edit` (the declared profile.edit): username (required, 3–25 of USERNAME_PATTERN: `required`,
 * `min_max_length`, `usr_bad_symbols`; another member's in any case: `usr_taken`) and the profile fields.
 * A field left out is kept as it is; a field sent empty is cleared. Every field error at once, 400
 * `invalid_params`.
 */
export function profileEditCall(deps: AccountDeps): CallHandler<'profile.edit'> {
  return async ({ params, viewer }) => {
    const username = params.username?.trim();
    const errors: FieldError[] = errorsOf([usernameError('username', username, 'form')]);
    const changes: Updateable<MembersTable> = {};
    for (const name of PROFILE_FIELDS) {
      const raw = params[name];
      if (raw === undefined) continue;
      const read = readProfileField(name, raw);
      if ('field' in read) errors.push(read);
      else Object.assign(changes, { [name]: read.value });
    }
    if (username && errors.length === 0 && (await usernameTaken(deps.db, username, viewer.user_id))) {
      errors.push({ field: 'username', code: 'usr_taken' });
    }
    if (errors.length > 0 || !username) throw refused(400, 'invalid_params', firstPerField(errors));
    try {
      await deps.db
        .updateTable('members')
        .set({ ...changes, username, updated_at: sql`now()` })
        .where('user_id', '=', viewer.user_id)
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw refused(400, 'invalid_params', [{ field: 'username', code: 'usr_taken' }]);
    }
    return success;
  };
}

/**
 * Checks the member's current password before a change of their credentials (the password here, the
 * e-mail address in settings/email.ts), counted in the login throttle (throttle.ts) under the member's
 * username and the request's address, so that a stolen session cannot guess it faster than a login could:
 * a throttled address, or an account under attack from many addresses, is 429 `too_many_attempts`, the
 * right password included; a wrong one is 400 `wrong_password` (field current_password) and stays counted.
 */
export async function checkCurrentPassword(
  db: Db,
  owner: { username: string; password_hash: string },
  current: string,
  ip: string,
): Promise<void> {
  // Counted before the password is checked, so parallel guesses cannot all pass the check (as login).
  const state = await beginAttempt(db, owner.username, ip);
  if (state.blocked || state.captchaRequired) {
    await clearAttempt(db, state.attempt);
    throw refused(429, 'too_many_attempts');
  }
  const right =
    current.length <= TEXT_LIMITS.passwordMax && (await verifyPassword(owner.password_hash, current));
  // A wrong password: the attempt's row stays as its failure.
  if (!right) throw refused(400, 'wrong_password', [{ field: 'current_password', code: 'wrong_password' }]);
  await forgetFailures(db, owner.username, ip);
}

/**
 * The current password a settings act asks for (a new e-mail address, the account's deletion): from a member
 * who has one, `required` (400 `invalid_password`), then checked as checkCurrentPassword does; a member who
 * signs in only through Google or the messaging app has none and is not asked.
 */
export async function confirmCurrentPassword(
  db: Db,
  owner: { username: string; password_hash: string | null },
  current: string | undefined,
  ip: string,
): Promise<void> {
  if (!owner.password_hash) return;
  if (!current) throw refused(400, 'invalid_password', [{ field: 'current_password', code: 'required' }]);
  await checkCurrentPassword(
    db,
    { username: owner.username, password_hash: owner.password_hash },
    current,
    ip,
  );
}

/**
 * `section=change_password` (the declared profile.changePassword): current_password and new_password. In order:
 * 1. the form's own rules, every field at once, 400 `invalid_password`: current_password `required` of a
 *    member who has a password (a member who signs in only through Google or the messaging app has none
 *    and sets a first one without it); new_password a new password (credentials.ts `passwordError`:
 *    `required`, `min_length` 8, `max_length` 1024, `pwd_contains_username`, `pwd_contains_email`,
 *    `pwd_common`);
 * 2. the current password, counted in the login throttle (throttle.ts) under the member's username and
 *    the request's address, so that a stolen session cannot guess it faster than a login could: a throttled
 *    address, or an account under attack from many addresses (where a login would ask for a captcha; this
 *    form has none), is 429 `too_many_attempts`, the right password included; a wrong one is 400
 *    `wrong_password` (field current_password) and stays counted, as a wrong login does;
 * 3. success stores the new hash, ends the member's OTHER sessions (this one stays signed in) and open
 *    restore links, and mails a notice to the member's address (best effort: a mail failure does not undo
 *    the change).
 */
export function changePasswordCall(deps: AccountDeps): CallHandler<'profile.changePassword'> {
  return async ({ params, request, viewer }) => {
    const { current_password: current, new_password: password } = params;
    const owner = await deps.db
      .selectFrom('members')
      .select(['username', 'email', 'password_hash'])
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirstOrThrow();
    const errors = errorsOf([
      owner.password_hash && !current ? { field: 'current_password', code: 'required' } : null,
      passwordError('new_password', password, 'form', owner),
    ]);
    if (errors.length > 0 || password === undefined) throw refused(400, 'invalid_password', errors);

    if (owner.password_hash && current) {
      const { username, password_hash } = owner;
      await checkCurrentPassword(deps.db, { username, password_hash }, current, request.ip);
    }

    const passwordHash = await hashPassword(password);
    const member = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('members')
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where('user_id', '=', viewer.user_id)
        .returning(['email', 'username'])
        .executeTakeFirstOrThrow();
      await endOtherSessions(trx, viewer.user_id, viewer.session);
      await dropLinks(trx, viewer.user_id, 'restore');
      return row;
    });
    if (member.email) {
      await deps.mailer
        .send(passwordChangedMail(deps.siteUrl, member.email, member.username))
        .catch((error: unknown) => request.log.warn({ err: error }, 'password change notice failed'));
    }
    return success;
  };
}
