/**
 * Who downloads instantly besides the owner and staff (README "Who downloads"): a member whose paid
 * period runs, a trusted member (`members.is_trusted`: uploads skip review), a member the messaging app
 * confirmed subscribed to the channel within the last day (subscription.ts) — these download every
 * video — and a member whose request to download this video was approved by staff.
 */
import type { Db } from '../db/database.js';
import { SUBSCRIPTION_GRANT_MS } from './subscription.js';

/** Whether the member downloads every video at `now` (cb.php act status answers it as `paid`). */
export async function downloadsEverything(db: Db, userId: number, now: number): Promise<boolean> {
  const member = await db
    .selectFrom('members')
    .select(['paid_until', 'is_trusted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!member) return false;
  if (member.is_trusted === 1) return true;
  if (member.paid_until && new Date(member.paid_until).getTime() > now) return true;
  const subscribed = await db
    .selectFrom('messenger_subscriptions')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('subscribed', '=', true)
    .where('checked_at', '>', new Date(now - SUBSCRIPTION_GRANT_MS))
    .executeTakeFirst();
  return subscribed !== undefined;
}

/** When the member's paid period ends or ended; null when they never paid. */
export async function paidUntil(db: Db, userId: number): Promise<Date | null> {
  const member = await db
    .selectFrom('members')
    .select('paid_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return member?.paid_until ? new Date(member.paid_until) : null;
}

export async function memberMayDownload(
  db: Db,
  userId: number,
  videoId: number,
  now: number,
): Promise<boolean> {
  if (await downloadsEverything(db, userId, now)) return true;
  const approved = await db
    .selectFrom('download_requests')
    .select('request_id')
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return approved !== undefined;
}
