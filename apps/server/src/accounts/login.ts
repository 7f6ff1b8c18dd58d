import type { FieldError, LoginResponse, SessionUser } from '@site/api';
import { TEXT_LIMITS } from '@site/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaProvider } from '../captcha/index.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { clearSessionCookie, issueCsrf, setSessionCookie } from '../http/session.js';
import type { Viewer } from '../http/viewer.js';
import { deletionOf } from '../settings/deletion.js';
import { passwordError } from './credentials.js';
import { verifyDecoy, verifyPassword } from './passwords.js';
import { createSession, endSession } from './sessions.js';
import { standingRefusal } from './standing.js';
import { beginAttempt, clearAttempt, forgetFailures } from './throttle.js';
import { tokenHash } from './tokens.js';

/** What checks a captcha token (captcha/): the login asks for one when an account is under attack. */
export type CaptchaCheck = Pick<CaptchaProvider, 'verify'>;

/** The longest username a login reads (the password: TEXT_LIMITS.passwordMax, argon2 of a megabyte is a DoS). */
const USERNAME_MAX = 100;

const credentialsWrong: FieldError[] = [
  { field: 'usr', code: 'invalid_usr_or_pwd' },
  { field: 'pwd', code: 'invalid_usr_or_pwd' },
];

const sessionUser = (v: Pick<Viewer, 'user_id' | 'username' | 'avatar' | 'status_id'>): SessionUser => ({
  user_id: v.user_id,
  username: v.username,
  avatar: v.avatar,
  status_id: v.status_id,
});

/**
 * Signs the member in (both logins): a new session (a new token at every login: rotation) in the `sid`
 * cookie, the request's viewer set from the member (no second read), and a CSRF token bound to the new
 * session (the visitor's does not work for it). Answers the session user.
 */
export async function openSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Pick<Viewer, 'user_id' | 'username' | 'avatar' | 'status_id' | 'role'>,
): Promise<SessionUser> {
  const token = await createSession(db, member.user_id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  setSessionCookie(reply, token);
  const user = sessionUser(member);
  request.viewer = { ...user, role: member.role, session: tokenHash(token) };
  issueCsrf(request, reply);
  return user;
}

/**
 * Sign-in (§7 POST /api/login.php, the declared auth.login); sign-out is the declared auth.logout
 * (`logoutCall`). Who is asking and their CSRF token are declared calls (sessionRead, csrfRead).
 *
 * Login reads `usr` (trimmed, any case), `pwd` and `tok` (the captcha token); every failure carries
 * `success: false` (the declaration's `failureFields`). In order: a member already
 * signed in gets `already_logged`; a throttled address `too_many_attempts` (accounts/throttle.ts); an
 * unknown member or a wrong password `invalid_usr_or_pwd` on usr and pwd (as slow as a right one, and
 * counted); then, only with the right password, `disabled_user`, `banned`, `temp_banned` and
 * `not_confirmed`. Success opens a new session (the token is new at every login: rotation), sets the
 * `sid` cookie and a CSRF token bound to the new session, and answers the session user, with
 * `password_change_required: true` when the password breaks the rules of new passwords
 * (credentials.ts `passwordError`): it still signs in, and the page takes the member to the change form;
 * and `deletion_due_at` when the account's deletion is scheduled (settings/deletion.ts): the page says so.
 */
export function loginCall(db: Db, captcha: CaptchaCheck): CallHandler<'auth.login'> {
  return async ({ params, request, reply }) => {
    if (request.viewer) throw refuse(409, 'already_logged');
    const username = params.username?.trim();
    const { password, token } = params;
    if (username === undefined || password === undefined) {
      const missing: FieldError[] = [];
      if (username === undefined) missing.push({ field: 'usr', code: 'required' });
      if (password === undefined) missing.push({ field: 'pwd', code: 'required' });
      throw refuse(400, 'invalid_params', missing);
    }
    // §5: under 3 or 5 characters is invalid username or password (the client checks it first). 5, not
    // the 8 of new passwords: older passwords still sign in (and are asked to change, below).
    // A NUL byte is in no username and cannot be stored in PostgreSQL text (a 500 before, #11).
    if (
      username.includes('\u0000') ||
      username.length < TEXT_LIMITS.usernameMin ||
      password.length < TEXT_LIMITS.passwordMin ||
      username.length > USERNAME_MAX ||
      password.length > TEXT_LIMITS.passwordMax
    ) {
      throw refuse(401, 'invalid_usr_or_pwd', credentialsWrong);
    }

    const ip = request.ip;
    // Counted before the password is checked, so parallel guesses cannot all pass the check (#11).
    const state = await beginAttempt(db, username, ip);
    if (state.blocked) {
      await clearAttempt(db, state.attempt);
      throw refuse(429, 'too_many_attempts');
    }
    if (state.captchaRequired && !(token && (await captcha.verify(token, ip)))) {
      await clearAttempt(db, state.attempt);
      throw refuse(429, 'too_many_attempts', [{ field: 'tok', code: 'required' }]);
    }

    const member = await db
      .selectFrom('members')
      .select([
        'user_id',
        'username',
        'email',
        'avatar',
        'status_id',
        'role',
        'password_hash',
        'email_confirmed_at',
        'banned_until',
        'is_disabled',
      ])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    const matches = member?.password_hash
      ? await verifyPassword(member.password_hash, password)
      : await verifyDecoy(password);
    // A wrong password: the attempt's row stays as its failure.
    if (!member || !matches) throw refuse(401, 'invalid_usr_or_pwd', credentialsWrong);
    const standing = standingRefusal(member);
    if (standing || !member.email_confirmed_at) await clearAttempt(db, state.attempt);
    if (standing) throw refuse(403, standing);
    if (!member.email_confirmed_at) throw refuse(403, 'not_confirmed');

    await forgetFailures(db, username, ip);
    const body: LoginResponse = {
      code: 'success',
      success: true,
      user: await openSession(db, request, reply, member),
    };
    // A right password that the rules of new passwords refuse (older rules took 5 characters, and did
    // not look at the username, the e-mail or the common list): the page asks for a new one.
    if (passwordError('pwd', password, 'signup', member) !== null) body.password_change_required = true;
    // A scheduled deletion of the account (#32 item 4): the page says when and offers to cancel it.
    const deletion = await deletionOf(db, member.user_id);
    if (deletion) body.deletion_due_at = deletion.due_at;
    return body;
  };
}

/**
 * POST /api/logout.php (declared as auth.logout): ends the session if there is one, clears the `sid`
 * cookie and hands the visitor's CSRF token (the session's no longer works).
 */
export const logoutCall =
  (db: Db): CallHandler<'auth.logout'> =>
  async ({ request, reply }) => {
    if (request.viewer) await endSession(db, request.viewer.session);
    clearSessionCookie(reply);
    request.viewer = null;
    issueCsrf(request, reply);
    return { code: 'success' };
  };

/** GET /api/session.php (declared as auth.session): the session user and their role, nulls for a visitor. */
export const sessionRead: CallHandler<'auth.session'> = async ({ viewer }) => ({
  code: 'success',
  user: viewer ? sessionUser(viewer) : null,
  role: viewer?.role ?? null,
});

/** GET /api/csrf.php (declared as auth.csrf): hands a page without a token its CSRF token, also as a cookie. */
export const csrfRead: CallHandler<'auth.csrf'> = async ({ request, reply }) => ({
  code: 'success',
  token: issueCsrf(request, reply),
});
