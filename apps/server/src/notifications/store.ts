import type { MemberNotification, NotificationKind } from '@site/api';
import { NOTIFICATIONS_PER_PAGE } from '@site/api';
import { channelHref, memberHref, modelHref, playlistHref, videoHref } from '@site/api/display';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { iso } from '../lib/time.js';

/** The member's unread notifications (the bell's count): the partial index notifications_unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The link of a comment's page: its thread's object (a video, model, channel, playlist or member). */
function commentHref(row: Row): { title: string; href: string } | null {
  switch (row.c_section) {
    case 'video':
      return row.cv_id !== null && row.cv_dir !== null
        ? { title: row.cv_title ?? '', href: videoHref({ video_id: row.cv_id, dir: row.cv_dir }) }
        : null;
    case 'model':
      return row.cm_dir !== null ? { title: row.cm_title ?? '', href: modelHref(row.cm_dir) } : null;
    case 'channel':
      return row.cc_dir !== null ? { title: row.cc_title ?? '', href: channelHref(row.cc_dir) } : null;
    case 'playlist':
      return row.cp_id !== null ? { title: row.cp_title ?? '', href: playlistHref(row.cp_id) } : null;
    case 'member':
      return row.cu_id !== null ? { title: row.cu_name ?? '', href: memberHref(row.cu_id) } : null;
    default:
      return null;
  }
}

interface Row {
  notification_id: number;
  user_id: number;
  kind: NotificationKind;
  created_at: Date | string;
  read_at: Date | string | null;
  reason: string | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_avatar: string | null;
  v_id: number | null;
  v_dir: string | null;
  v_title: string | null;
  c_section: string | null;
  cv_id: number | null;
  cv_dir: string | null;
  cv_title: string | null;
  cm_dir: string | null;
  cm_title: string | null;
  cc_dir: string | null;
  cc_title: string | null;
  cp_id: number | null;
  cp_title: string | null;
  cu_id: number | null;
  cu_name: string | null;
}

/** What a notification is about, with its link: the video, the uploads (a rejection), a comment's page. */
function subjectOf(row: Row): MemberNotification['subject'] {
  if (row.kind === 'upload_rejected' && row.v_title !== null) {
    return { title: row.v_title, href: memberHref(row.user_id, 'uploaded_videos') };
  }
  if (row.v_id !== null && row.v_dir !== null) {
    return { title: row.v_title ?? '', href: videoHref({ video_id: row.v_id, dir: row.v_dir }) };
  }
  if (row.c_section !== null) return commentHref(row);
  return null;
}

/** The member's notifications, newest first, `limit` from `offset`; `unreadOnly` for the digest. */
export async function listNotifications(
  db: Db,
  userId: number,
  { limit, offset = 0, unreadOnly = false }: { limit: number; offset?: number; unreadOnly?: boolean },
): Promise<MemberNotification[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('members as a', 'a.user_id', 'n.actor_id')
    .leftJoin('videos as v', 'v.video_id', 'n.video_id')
    .leftJoin('comments as c', 'c.comment_id', 'n.comment_id')
    .leftJoin('videos as cv', (j) => j.onRef('cv.video_id', '=', 'c.object_id').on('c.section', '=', 'video'))
    .leftJoin('models as cm', (j) => j.onRef('cm.model_id', '=', 'c.object_id').on('c.section', '=', 'model'))
    .leftJoin('channels as cc', (j) =>
      j.onRef('cc.channel_id', '=', 'c.object_id').on('c.section', '=', 'channel'),
    )
    .leftJoin('playlists as cp', (j) =>
      j.onRef('cp.playlist_id', '=', 'c.object_id').on('c.section', '=', 'playlist'),
    )
    .leftJoin('members as cu', (j) =>
      j.onRef('cu.user_id', '=', 'c.object_id').on('c.section', '=', 'member'),
    )
    .select([
      'n.notification_id',
      'n.user_id',
      'n.kind',
      'n.created_at',
      'n.read_at',
      'n.reason',
      'a.user_id as actor_id',
      'a.username as actor_name',
      'a.avatar as actor_avatar',
      'v.video_id as v_id',
      'v.dir as v_dir',
      'v.title as v_title',
      'c.section as c_section',
      'cv.video_id as cv_id',
      'cv.dir as cv_dir',
      'cv.title as cv_title',
      'cm.dir as cm_dir',
      'cm.title as cm_title',
      'cc.dir as cc_dir',
      'cc.title as cc_title',
      'cp.playlist_id as cp_id',
      'cp.title as cp_title',
      'cu.user_id as cu_id',
      'cu.username as cu_name',
    ])
    .where('n.user_id', '=', userId);
  if (unreadOnly) query = query.where('n.read_at', 'is', null);
  const rows = (await query
    .orderBy('n.notification_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()) as Row[];
  return rows.map((row) => ({
    id: row.notification_id,
    kind: row.kind,
    created_at: iso(row.created_at),
    read: row.read_at !== null,
    actor:
      row.actor_id !== null
        ? { user_id: row.actor_id, username: row.actor_name ?? '', avatar: row.actor_avatar }
        : null,
    subject: subjectOf(row),
    reason: row.reason,
  }));
}

/** One page of the list, with the totals. */
export async function notificationsPage(db: Db, userId: number, page: number) {
  const [totals, notifications, digest] = await Promise.all([
    db
      .selectFrom('notifications')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    listNotifications(db, userId, {
      limit: NOTIFICATIONS_PER_PAGE,
      offset: (page - 1) * NOTIFICATIONS_PER_PAGE,
    }),
    digestSetting(db, userId),
  ]);
  return {
    notifications,
    total: totals.total,
    unread: totals.unread,
    page,
    pages: Math.ceil(totals.total / NOTIFICATIONS_PER_PAGE),
    digest,
  };
}

/** Marks one of the member's notifications read; false when it is not theirs (or there is none). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('notification_id', '=', id)
    .where('user_id', '=', userId)
    .returning('notification_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks all the member's notifications read. */
export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Whether the member gets the daily e-mail digest (off by default). */
export async function digestSetting(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('digest')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.digest ?? false;
}

/**
 * Switches the digest. Switching it on starts its clock now: the first digest holds what comes after, not a
 * backlog of old unread notifications.
 */
export async function setDigest(db: Db, userId: number, digest: boolean): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, digest, digest_sent_at: sql`now()` })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        digest,
        digest_sent_at: sql`case when notification_settings.digest then notification_settings.digest_sent_at else now() end`,
      }),
    )
    .execute();
}
