import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CallHandler } from '../http/call.js';
import { unreadCount } from '../notifications/store.js';

/**
 * What waits for the member, for the header's badges: unread private messages, friend requests asked of
 * them and unread notifications (the bell, #32).
 */
export const counts =
  (db: Db): CallHandler<'profile.counts'> =>
  async ({ viewer }) => {
    const count = sql<number>`count(*)::int`.as('n');
    const [messages, requests, notifications] = await Promise.all([
      db
        .selectFrom('messages')
        .select(count)
        .where('to_user_id', '=', viewer.user_id)
        .where('is_read', '=', 0)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('friends')
        .select(count)
        .where('friend_id', '=', viewer.user_id)
        .where('status', '=', 0)
        .executeTakeFirstOrThrow(),
      unreadCount(db, viewer.user_id),
    ]);
    return {
      code: 'success',
      unread_messages: messages.n,
      friend_requests: requests.n,
      notifications,
    };
  };
