import { type OkResponse, TEXT_LIMITS, WEAK_PASSWORD_CODES } from '@site/api';
import { sql } from 'kysely';
import type { CallHandler } from '../http/call.js';
import { clearSessionCookie, issueCsrf } from '../http/session.js';
import { botDetected, errorsOf, mailFailed, refused, tooMany } from './answers.js';
import { EMAIL_MAX, passwordError } from './credentials.js';
import type { AccountLimiters } from './limits.js';
import { dropLinks, issueLink, linkMember, useLink } from './links.js';
import { restoreMail } from './mails.js';
import { hashPassword } from './passwords.js';
import type { AccountDeps } from './routes.js';
import { endOtherSessions } from './sessions.js';

/** Whitespace or control characters: never part of an address (and NUL breaks a PostgreSQL parameter). */
const NOT_IN_ADDRESS = /[\s\p{Cc}]/u;

const success: OkResponse = { code: 'success' };

/** The field codes of a weak new password that are also the answer's code (RESTORE_ERROR_CODES). */
const WEAK: ReadonlySet<string> = new Set(WEAK_PASSWORD_CODES);

/**
 * `act=restore` of POST /api/signup.php (§7, §5; the declared auth.restore): eml, tok. An email of 3 characters or fewer (or longer
 * than 254, or with spaces or control characters) is 400 `eml_invalid`; a missing tok 400 `required`.
 * Then the address's limit (429), the captcha (403 `bot_detected`), the member by email in any case
 * (404 `eml_not_found`, as §8 names it: this tells whether an address has an account, as sign-up's
 * `eml_taken` does anyway), the limit of mails to that address (429), and the mail: a single-use link to
 * `/restore/?token=…` that works for 1 hour. A new link ends the member's older restore links.
 */
export function restoreCall(deps: AccountDeps, limits: AccountLimiters): CallHandler<'auth.restore'> {
  return async ({ params, request }) => {
    const email = params.email?.trim() ?? '';
    const { token } = params;
    const emailBad =
      email.length < TEXT_LIMITS.restoreEmailMin || email.length > EMAIL_MAX || NOT_IN_ADDRESS.test(email);
    const errors = errorsOf([
      emailBad ? { field: 'eml', code: 'eml_invalid' } : null,
      token ? null : { field: 'tok', code: 'required' },
    ]);
    if (errors.length > 0 || !token) throw refused(400, emailBad ? 'eml_invalid' : 'invalid_params', errors);

    if (await limits.restoresByAddress.hit(request)) throw tooMany();
    if (!(await deps.captcha.verify(token, request.ip))) throw botDetected();
    const member = await deps.db
      .selectFrom('members')
      .select(['user_id', 'username', 'email'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (!member?.email) throw refused(404, 'eml_not_found', [{ field: 'eml', code: 'eml_not_found' }]);
    if (await limits.restoresByEmail.hit(request)) throw tooMany();

    const link = await deps.db.transaction().execute(async (trx) => {
      await dropLinks(trx, member.user_id, 'restore');
      return issueLink(trx, member.user_id, 'restore');
    });
    try {
      // To the address on file, not as typed.
      await deps.mailer.send(restoreMail(deps.siteUrl, member.email, member.username, link));
    } catch (error) {
      request.log.error({ err: error }, 'restore mail failed');
      await dropLinks(deps.db, member.user_id, 'restore');
      throw mailFailed();
    }
    return success;
  };
}

/**
 * `act=reset` of POST /api/signup.php (decision, the declared auth.reset: the page at
 * `/restore/?token=…` posts it): token (of the restore mail) and pwd (the new password). A token that is
 * not an open restore link (unknown, used, expired) is 400 `invalid_token` (checked first: a dead link
 * cannot be mended by another password); a weak new password (credentials.ts `passwordError`: under 8,
 * made of the member's username or e-mail, common) is 400 with its code (`pwd_too_short`,
 * `pwd_contains_username`, `pwd_contains_email`, `pwd_common`), a missing or over-long one (1024) 400
 * `invalid_password`, each with the field error on pwd (RESTORE_ERROR_CODES). Success, in one transaction: the link is used, the new argon2id hash stored, the member's
 * other restore links and ALL their sessions ended (whoever had the old password is signed out), and the
 * email confirmed if it was not (the link proved the mailbox). No session is opened: the member signs in.
 */
export function resetCall(deps: AccountDeps): CallHandler<'auth.reset'> {
  return async ({ params, request, reply, viewer }) => {
    const { token, password } = params;
    const invalidToken = () => refused(400, 'invalid_token', [{ field: 'token', code: 'invalid_token' }]);
    const userId = await linkMember(deps.db, token, 'restore');
    if (userId === null) throw invalidToken();
    const owner = await deps.db
      .selectFrom('members')
      .select(['username', 'email'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const bad = passwordError('pwd', password, 'signup', owner);
    if (bad || password === undefined) {
      // The contract's codes of a weak new password; invalid_password for a missing or over-long one.
      const code = bad && WEAK.has(bad.code) ? bad.code : 'invalid_password';
      throw refused(400, code, errorsOf([bad]));
    }

    const passwordHash = await hashPassword(password);
    const done = await deps.db.transaction().execute(async (trx) => {
      // Used here, atomically: of two requests with one link, one wins.
      if ((await useLink(trx, token, 'restore')) !== userId) return false;
      await trx
        .updateTable('members')
        .set({
          password_hash: passwordHash,
          email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
          updated_at: sql`now()`,
        })
        .where('user_id', '=', userId)
        .execute();
      await dropLinks(trx, userId, 'restore');
      await endOtherSessions(trx, userId, null);
      return true;
    });
    if (!done) throw invalidToken();
    if (viewer?.user_id === userId) {
      // This browser's own session ended with the others: its cookie goes, and a visitor's CSRF token comes.
      clearSessionCookie(reply);
      request.viewer = null;
      issueCsrf(request, reply);
    }
    return success;
  };
}
