import {
  ACCOUNT_EXPORT_DAYS,
  ACCOUNT_EXPORTS_A_DAY,
  type AccountExport,
  type ExportResponse,
} from '@site/api';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../accounts/credentials.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { defineQueue, enqueue } from '../jobs/queue.js';
import { type JobRegistration, jobHandler } from '../jobs/registry.js';
import { iso } from '../lib/time.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { SETTINGS_PAGE } from './email.js';

/**
 * The export of a member's data (#32 item 4): the `account-export` job builds a ZIP of JSON files and mails
 * its link, which downloads it for that member only until it expires (README.md, "Data export").
 */

export const accountExportQueue = defineQueue({
  name: 'account-export',
  schema: z.object({ exportId: z.number().int().positive() }),
  maxAttempts: 5,
});

/** Where the export's link sends anyone it does not serve. */
export const EXPORT_UNAVAILABLE = `${SETTINGS_PAGE}?export=unavailable`;

/** The member's newest export, or null. */
export async function latestExport(db: Db, userId: number): Promise<AccountExport | null> {
  const row = await db
    .selectFrom('account_exports')
    .select(['export_id', 'requested_at', 'ready_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('export_id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now();
  return {
    export_id: row.export_id,
    state: row.ready_at === null ? 'pending' : expired ? 'expired' : 'ready',
    requested_at: iso(row.requested_at),
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
  };
}

/**
 * `act=export` (settings.requestExport): 429 `too_many_attempts` while an export of the member is being
 * built (one at a time, also the partial unique index) or after ACCOUNT_EXPORTS_A_DAY in 24 hours; else
 * a new export is queued and answered (pending).
 */
export function requestExportCall(db: Db): CallHandler<'settings.requestExport'> {
  return async ({ viewer }) => {
    const recent = await db
      .selectFrom('account_exports')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>(sql`case when ready_at is null then 1 end`).as('pending'),
      ])
      .where('user_id', '=', viewer.user_id)
      .where('requested_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.pending) > 0 || Number(recent.n) >= ACCOUNT_EXPORTS_A_DAY)
      throw refuse(429, 'too_many_attempts');
    try {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('account_exports')
          .values({ user_id: viewer.user_id })
          .returning('export_id')
          .executeTakeFirstOrThrow();
        await enqueue(trx, accountExportQueue, { exportId: row.export_id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(429, 'too_many_attempts');
      throw error;
    }
    const made = await latestExport(db, viewer.user_id);
    if (!made) throw new Error('The export was not recorded');
    const body: ExportResponse = { code: 'success', export: made };
    return body;
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The member's data as named JSON files: what the ZIP holds. */
export async function exportFiles(db: Db, userId: number): Promise<Record<string, unknown>> {
  const profile = await db
    .selectFrom('members')
    .select([
      'user_id',
      'username',
      'email',
      'created_at',
      'avatar',
      'gender',
      'country',
      'about_me',
      'birth_date',
      'city',
      'education',
      'interests',
      'occupation',
      'website',
      'relationship',
      'orientation',
      'paid_until',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const [videos, comments, messages, playlists, favourites, watchLater, subscriptions, friends, history] =
    await Promise.all([
      db
        .selectFrom('videos')
        .select([
          'video_id',
          'title',
          'description',
          'dir',
          'duration',
          'added_date',
          'status_id',
          'is_private',
        ])
        .where('user_id', '=', userId)
        .orderBy('video_id')
        .execute(),
      db
        .selectFrom('comments')
        .select(['comment_id', 'section', 'object_id', 'parent_id', 'comment', 'added_date', 'edited_at'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('comment_id')
        .execute(),
      db
        .selectFrom('messages as m')
        .innerJoin('members as f', 'f.user_id', 'm.from_user_id')
        .innerJoin('members as t', 't.user_id', 'm.to_user_id')
        .select(['m.m_id', 'f.username as from', 't.username as to', 'm.message', 'm.created_at'])
        .where((eb) => eb.or([eb('m.from_user_id', '=', userId), eb('m.to_user_id', '=', userId)]))
        .orderBy('m.m_id')
        .execute(),
      db
        .selectFrom('playlists')
        .select(['playlist_id', 'title', 'description', 'visible', 'created_at'])
        .select((eb) =>
          sql<number[]>`coalesce((${eb
            .selectFrom('playlist_videos as pv')
            .select(sql`array_agg(pv.video_id order by pv.position)`.as('ids'))
            .whereRef('pv.playlist_id', '=', 'playlists.playlist_id')}), '{}')`.as('video_ids'),
        )
        .where('user_id', '=', userId)
        .orderBy('playlist_id')
        .execute(),
      db
        .selectFrom('favourites')
        .select(['video_id', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at')
        .execute(),
      db
        .selectFrom('watch_later')
        .select(['video_id', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at')
        .execute(),
      db
        .selectFrom('subscriptions')
        .select(['section', 'object_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('friends as fr')
        .innerJoin('members as m', 'm.user_id', 'fr.friend_id')
        .select(['m.username', 'fr.status', 'fr.created_at'])
        .where('fr.user_id', '=', userId)
        .orderBy('fr.created_at')
        .execute(),
      db
        .selectFrom('history')
        .select(['video_id', 'viewed_at'])
        .where('user_id', '=', userId)
        .orderBy('viewed_at')
        .execute(),
    ]);
  return {
    'profile.json': profile,
    'videos.json': videos,
    'comments.json': comments,
    'messages.json': messages,
    'playlists.json': playlists,
    'favourites.json': favourites,
    'watch_later.json': watchLater,
    'subscriptions.json': subscriptions,
    'friends.json': friends,
    'history.json': history,
  };
}

export function exportReadyMail(
  siteUrl: string,
  to: string,
  username: string,
  exportId: number,
): MailMessage {
  const link = `${siteUrl}/api/account_export.php?export_id=${exportId}`;
  return {
    to,
    subject: 'Your data export is ready',
    text: [
      `Hello ${username},`,
      '',
      `The export of your account's data is ready. Sign in and open this link to download it (a ZIP file, for ${ACCOUNT_EXPORT_DAYS} days):`,
      link,
      '',
      'Only you can download it, signed in to your account.',
    ].join('\n'),
  };
}

/**
 * Builds the export (idempotent: nothing once it is ready): the ZIP stored, the link mailed (a failure
 * throws, so the job tries again), then marked ready until ACCOUNT_EXPORT_DAYS from now. Expired exports'
 * ZIPs of every member are dropped on the way.
 */
export async function buildExport(
  db: Db,
  mail: { mailer: Mailer; siteUrl: string },
  exportId: number,
): Promise<boolean> {
  await db
    .updateTable('account_exports')
    .set({ data: null })
    .where('expires_at', '<=', sql<Date>`now()`)
    .where('data', 'is not', null)
    .execute();
  const row = await db
    .selectFrom('account_exports as e')
    .innerJoin('members as m', 'm.user_id', 'e.user_id')
    .select(['e.user_id', 'e.ready_at', 'm.username', 'm.email'])
    .where('e.export_id', '=', exportId)
    .executeTakeFirst();
  if (!row || row.ready_at !== null) return false;
  const files = await exportFiles(db, row.user_id);
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, value]) => [name, json(value)])));
  await db.updateTable('account_exports').set({ data: zip }).where('export_id', '=', exportId).execute();
  if (row.email) await mail.mailer.send(exportReadyMail(mail.siteUrl, row.email, row.username, exportId));
  await db
    .updateTable('account_exports')
    .set({
      ready_at: sql`now()`,
      expires_at: sql`now() + make_interval(days => ${ACCOUNT_EXPORT_DAYS})`,
    })
    .where('export_id', '=', exportId)
    .execute();
  return true;
}

/** The export job: builds the ZIP and mails its link. */
export function accountExportJob(deps: { db: Db; mailer: Mailer; siteUrl: string }): JobRegistration {
  return jobHandler(accountExportQueue, async ({ exportId }) => {
    await buildExport(deps.db, deps, exportId);
  });
}

/**
 * GET /api/account_export.php?export_id= (settings.exportUrl, the mailed link, opened in a browser): the ZIP
 * to the signed-in member whose export it is, while it has not expired (never cached); anyone else, an
 * unknown, unfinished or expired export: 303 to the settings page with `?export=unavailable`.
 */
export function exportDownloadCall(db: Db): CallHandler<'settings.exportUrl'> {
  return async ({ params, viewer, reply }) => {
    const row = viewer
      ? await db
          .selectFrom('account_exports')
          .select(['data'])
          .where('export_id', '=', params.export_id)
          .where('user_id', '=', viewer.user_id)
          .where('ready_at', 'is not', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .executeTakeFirst()
      : undefined;
    if (!row?.data) {
      reply.redirect(EXPORT_UNAVAILABLE, 303);
      return undefined;
    }
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="account-export-${params.export_id}.zip"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.data));
    return undefined;
  };
}
