import { type FieldError, SIGNUP_ERROR_CODES, type SignupResponse } from '@site/api';
import { sql } from 'kysely';
import type { CallHandler } from '../http/call.js';
import { botDetected, errorsOf, mailFailed, refused, tooMany } from './answers.js';
import {
  emailError,
  emailTaken,
  isUniqueViolation,
  passwordError,
  usernameError,
  usernameTaken,
} from './credentials.js';
import type { AccountLimiters } from './limits.js';
import { issueLink, useLink } from './links.js';
import { confirmMail } from './mails.js';
import { hashPassword } from './passwords.js';
import type { AccountDeps } from './routes.js';

/** The top-level code of refused field errors: the first that the sign-up codes (SIGNUP_ERROR_CODES) name. */
function signupCode(errors: FieldError[]): string {
  const known: readonly string[] = SIGNUP_ERROR_CODES;
  return errors.find((e) => known.includes(e.code))?.code ?? 'invalid_params';
}

/** Which of a new member's username and email are taken (in any case). */
async function takenErrors(deps: AccountDeps, username: string, email: string): Promise<FieldError[]> {
  const [usr, eml] = await Promise.all([usernameTaken(deps.db, username), emailTaken(deps.db, email)]);
  return errorsOf([
    usr ? { field: 'usr', code: 'usr_taken' } : null,
    eml ? { field: 'eml', code: 'eml_taken' } : null,
  ]);
}

/**
 * `act=signup` of POST /api/signup.php (§7, the declared auth.signup): usr, eml, pwd, tok. In order:
 * 1. a signed-in member: 409 `already_logged`;
 * 2. the form's own rules, every field at once (400): usr (trimmed) 3–25 of USERNAME_PATTERN
 *    (`usr_too_short`, `max_length`, `usr_bad_symbols`), eml (`eml_invalid`), pwd a new password
 *    (credentials.ts `passwordError`: `pwd_too_short` under 8, `max_length`, `pwd_contains_username`,
 *    `pwd_contains_email`, `pwd_common`), tok (`required`); these cost nothing and tell nothing
 *    about other accounts, so they are answered before the captcha is spent;
 * 3. the address's sign-up limit (429 `too_many_attempts`), then the captcha (403 `bot_detected`);
 * 4. availability, both at once (400 `usr_taken`, `eml_taken`): only after a solved captcha, so it cannot
 *    be probed for free;
 * 5. the member is stored (argon2id hash, email not confirmed) with a confirmation link (48 h), the mail is
 *    sent, and the answer is `{ code: 'success' }` without a session: the member signs in once confirmed.
 */
export function signupCall(deps: AccountDeps, limits: AccountLimiters): CallHandler<'auth.signup'> {
  return async ({ params, request, viewer }) => {
    if (viewer) throw refused(409, 'already_logged');
    const username = params.username?.trim();
    const email = params.email?.trim();
    const { password, token } = params;
    const errors = errorsOf([
      usernameError('usr', username, 'signup'),
      emailError('eml', email),
      passwordError('pwd', password, 'signup', { username, email }),
      token ? null : { field: 'tok', code: 'required' },
    ]);
    if (errors.length > 0 || !username || !email || !password || !token) {
      throw refused(400, signupCode(errors), errors);
    }

    if (await limits.signups.spent(request)) throw tooMany();
    if (!(await deps.captcha.verify(token, request.ip))) throw botDetected();
    const taken = await takenErrors(deps, username, email);
    if (taken.length > 0) throw refused(400, signupCode(taken), taken);

    const passwordHash = await hashPassword(password);
    let created: { userId: number; link: string };
    try {
      created = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('members')
          .values({ username, email, password_hash: passwordHash, email_confirmed_at: null })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        return { userId: row.user_id, link: await issueLink(trx, row.user_id, 'confirm') };
      });
    } catch (error) {
      // Another sign-up took the name or address between the check and the insert.
      if (!isUniqueViolation(error)) throw error;
      const now = await takenErrors(deps, username, email);
      const lost = now.length > 0 ? now : [{ field: 'usr', code: 'usr_taken' }];
      throw refused(400, signupCode(lost), lost);
    }

    try {
      await deps.mailer.send(confirmMail(deps.siteUrl, email, username, created.link));
    } catch (error) {
      // Without the mail the account could never be confirmed: it is taken back, the name and address freed.
      request.log.error({ err: error }, 'sign-up mail failed');
      await deps.db.deleteFrom('members').where('user_id', '=', created.userId).execute();
      throw mailFailed();
    }
    await limits.signups.hit(request);
    const body: SignupResponse = { code: 'success' };
    return body;
  };
}

/** The page the confirmation link lands on (apps/web routes/email-confirmation.tsx). */
export const CONFIRMATION_PAGE = '/email-confirmation/';

/**
 * GET /api/confirm.php?token=… (the declared auth.confirmUrl: the link of the confirmation mail, opened in
 * a browser): uses the link once, marks the email confirmed and redirects (303) to
 * `/email-confirmation/?status=confirmed`, which says so and offers the sign-in. An unknown, used or
 * expired token, or anything that is not a token, redirects to `?status=invalid`, which says the link no
 * longer works (#25 item 2: not raw JSON).
 */
export function confirmCall(deps: AccountDeps): CallHandler<'auth.confirmUrl'> {
  return async ({ params, reply }) => {
    const confirmed = await deps.db.transaction().execute(async (trx) => {
      const userId = await useLink(trx, params.token, 'confirm');
      if (userId === null) return false;
      await trx
        .updateTable('members')
        .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
        .where('user_id', '=', userId)
        .execute();
      return true;
    });
    // A navigation: the redirect is the answer (sent here), no JSON follows.
    reply.redirect(`${CONFIRMATION_PAGE}?status=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    return undefined;
  };
}
