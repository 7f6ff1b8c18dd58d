import type { MemberNotification } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { listNotifications } from './store.js';

/** Hours between two digests of one member. */
export const DIGEST_HOURS = 24;
/** The most notifications one digest lists (the rest: "and N more" with the page's link). */
export const DIGEST_MAX = 50;

/** One notification as a line of the digest (mails are in English, as the site's other mails). */
export function digestLine(n: MemberNotification): string {
  const who = n.actor?.username ?? 'Someone';
  const what = n.subject ? `"${n.subject.title.replace(/[\r\n]+/g, ' ')}"` : 'a page since removed';
  switch (n.kind) {
    case 'new_video':
      return `${who} published a new video: ${what}`;
    case 'comment_reply':
      return `${who} replied to your comment on ${what}`;
    case 'comment_like':
      return `${who} liked your comment on ${what}`;
    case 'comment_dislike':
      return `${who} disliked your comment on ${what}`;
    case 'friend_request':
      return `${who} asked to be your friend`;
    case 'friend_accept':
      return `${who} accepted your friend request`;
    case 'upload_approved':
      return `Your video ${what} was approved and is on the site`;
    case 'upload_rejected':
      return `Your video ${what} was not approved: ${(n.reason ?? '').replace(/[\r\n]+/g, ' ')}`;
    case 'download_approved':
      return `Your download request for ${what} was approved`;
    case 'download_rejected':
      return `Your download request for ${what} was not approved`;
  }
}

/** The digest mail of one member's unread notifications (newest first). */
export function digestMail(
  siteUrl: string,
  to: string,
  username: string,
  notifications: readonly MemberNotification[],
  unread: number,
): MailMessage {
  const more = unread - notifications.length;
  return {
    to,
    subject: unread === 1 ? 'You have 1 unread notification' : `You have ${unread} unread notifications`,
    text: [
      `Hello ${username},`,
      '',
      ...notifications.map((n) => {
        const line = `- ${digestLine(n)}`;
        if (n.subject) return `${line}\n  ${siteUrl}${n.subject.href}`;
        if (n.actor) return `${line}\n  ${siteUrl}/members/${n.actor.user_id}/`;
        return line;
      }),
      ...(more > 0 ? ['', `and ${more} more.`] : []),
      '',
      `All your notifications: ${siteUrl}/notifications/`,
      `You get this mail once a day because you switched the digest on; switch it off there.`,
    ].join('\n'),
  };
}

/**
 * Mails the daily digest: every member who switched it on, whose last digest (or switching on) is
 * DIGEST_HOURS old and who has unread notifications since, with a confirmed address and an account not
 * switched off, gets one mail of those notifications. Each member's clock is moved first (one statement),
 * so two processes sweeping at once mail a member once. A chore of the serving process (main.ts). Answers
 * how many members were mailed.
 */
export async function sendDigests(deps: { db: Db; mailer: Mailer; siteUrl: string }): Promise<number> {
  const due = await deps.db
    .updateTable('notification_settings as s')
    .set({ digest_sent_at: sql`now()` })
    .from('members as m')
    .whereRef('m.user_id', '=', 's.user_id')
    .where('s.digest', '=', true)
    .where('s.digest_sent_at', '<=', sql<Date>`now() - make_interval(hours => ${DIGEST_HOURS})`)
    .where('m.email', 'is not', null)
    .where('m.email_confirmed_at', 'is not', null)
    .where('m.is_disabled', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('notifications as n')
          .select('n.notification_id')
          .whereRef('n.user_id', '=', 's.user_id')
          .where('n.read_at', 'is', null)
          .whereRef('n.created_at', '>', 's.digest_sent_at'),
      ),
    )
    .returning(['m.user_id', 'm.email', 'm.username'])
    .execute();
  let mailed = 0;
  for (const member of due) {
    if (!member.email) continue;
    const [notifications, count] = await Promise.all([
      listNotifications(deps.db, member.user_id, { limit: DIGEST_MAX, unreadOnly: true }),
      deps.db
        .selectFrom('notifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', member.user_id)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    if (notifications.length === 0) continue;
    await deps.mailer.send(digestMail(deps.siteUrl, member.email, member.username, notifications, count.n));
    mailed += 1;
  }
  return mailed;
}
