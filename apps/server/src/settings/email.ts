import type { ChangeEmailResponse } from '@site/api';
import { sql } from 'kysely';
import { mailFailed, refused } from '../accounts/answers.js';
import { emailError, emailTaken, isUniqueViolation } from '../accounts/credentials.js';
import { dropLinks, issueLink, useEmailLink } from '../accounts/links.js';
import { confirmCurrentPassword } from '../accounts/profile.js';
import type { AccountDeps } from '../accounts/routes.js';
import type { Db } from '../db/database.js';
import type { CallHandler } from '../http/call.js';
import type { MailMessage } from '../mail/index.js';

/** The settings page the link lands on (apps/web routes/account-settings.tsx), with `?email=` its outcome. */
export const SETTINGS_PAGE = '/my_settings/';

/** How many change links one member may have sent in an hour (each is a mail to an address they typed). */
const LINKS_AN_HOUR = 5;

/** An address as the old mailbox's notice shows it: the first character of each part, the domain's end. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

export function emailChangeMail(siteUrl: string, to: string, username: string, token: string): MailMessage {
  const link = `${siteUrl}/api/confirm_email.php?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new email address',
    text: [
      `Hello ${username},`,
      '',
      'To use this address for your account, open this link (it works once, for 24 hours):',
      link,
      '',
      'Your account keeps its current address until then. If you did not ask for it, ignore this message.',
    ].join('\n'),
  };
}

export function emailChangeNotice(siteUrl: string, to: string, username: string, next: string): MailMessage {
  return {
    to,
    subject: 'A change of your email address was asked',
    text: [
      `Hello ${username},`,
      '',
      `Someone signed in to your account asked to change its email address to ${maskedAddress(next)}.`,
      'The address changes only when the link sent there is opened.',
      `If it was not you, change your password at ${siteUrl}${SETTINGS_PAGE} and sign out your other sessions.`,
    ].join('\n'),
  };
}

/** The member's newest open change link's address, or null. */
export async function pendingEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * `act=change_email` (settings.changeEmail): in order, 400 on the form (`email` required or not an address:
 * `eml_invalid`; `current_password` required of a member who has a password: `invalid_password`); the
 * current password through the login's throttle (429 `too_many_attempts`, 400 `wrong_password`); 429 after
 * LINKS_AN_HOUR links in an hour; 400 `eml_taken` for an address any member has (the member's own
 * included), in any case. Then the member's older change links end, a link goes to the new address (503
 * `general_error`, the link taken back, when it cannot be sent) and a notice to the old one (best effort).
 */
export function changeEmailCall(deps: AccountDeps): CallHandler<'settings.changeEmail'> {
  return async ({ params, viewer, request }) => {
    const email = (params.email ?? '').trim();
    const owner = await deps.db
      .selectFrom('members')
      .select(['username', 'email', 'password_hash'])
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirstOrThrow();
    const emailProblem = emailError('email', email);
    if (emailProblem) throw refused(400, 'eml_invalid', [{ field: 'email', code: emailProblem.code }]);
    await confirmCurrentPassword(deps.db, owner, params.current_password, request.ip);
    const recent = await deps.db
      .selectFrom('member_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', viewer.user_id)
      .where('purpose', '=', 'email')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= LINKS_AN_HOUR) throw refused(429, 'too_many_attempts');
    if (await emailTaken(deps.db, email))
      throw refused(400, 'eml_taken', [{ field: 'email', code: 'eml_taken' }]);

    const token = await deps.db.transaction().execute(async (trx) => {
      await dropLinks(trx, viewer.user_id, 'email');
      return issueLink(trx, viewer.user_id, 'email', email);
    });
    try {
      await deps.mailer.send(emailChangeMail(deps.siteUrl, email, owner.username, token));
    } catch (error) {
      request.log.warn({ err: error }, 'e-mail change link failed');
      await dropLinks(deps.db, viewer.user_id, 'email');
      throw mailFailed();
    }
    if (owner.email) {
      await deps.mailer
        .send(emailChangeNotice(deps.siteUrl, owner.email, owner.username, email))
        .catch((error: unknown) => request.log.warn({ err: error }, 'e-mail change notice failed'));
    }
    const body: ChangeEmailResponse = { code: 'success', pending_email: email };
    return body;
  };
}

/**
 * GET /api/confirm_email.php?token=… (settings.confirmEmailUrl, the link of the change's mail, opened in a
 * browser): uses the link once and, unless another member took the address meanwhile, makes it the
 * member's (confirmed: the link proved the mailbox), ending their other change links; 303 to the settings
 * page with `?email=changed`, else `?email=invalid`. Whoever opens it needs no session: the link is the proof.
 */
export function confirmEmailCall(deps: Pick<AccountDeps, 'db'>): CallHandler<'settings.confirmEmailUrl'> {
  return async ({ params, reply }) => {
    let changed = false;
    try {
      changed = await deps.db.transaction().execute(async (trx) => {
        const link = await useEmailLink(trx, params.token);
        if (!link || (await emailTaken(trx, link.email))) return false;
        await trx
          .updateTable('members')
          .set({ email: link.email, email_confirmed_at: sql`now()`, updated_at: sql`now()` })
          .where('user_id', '=', link.user_id)
          .execute();
        await dropLinks(trx, link.user_id, 'email');
        return true;
      });
    } catch (error) {
      // A race lost to another member's confirmation of the same address (the unique index).
      if (!isUniqueViolation(error)) throw error;
    }
    reply.redirect(`${SETTINGS_PAGE}?email=${changed ? 'changed' : 'invalid'}`, 303);
    return undefined;
  };
}
