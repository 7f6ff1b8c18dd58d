import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletion, type DeletionResponse } from '@site/api';
import { sql } from 'kysely';
import { z } from 'zod';
import { refused } from '../accounts/answers.js';
import { confirmCurrentPassword } from '../accounts/profile.js';
import type { AccountDeps } from '../accounts/routes.js';
import { endOtherSessions } from '../accounts/sessions.js';
import { freeUsername } from '../accounts/usernames.js';
import { changeVideo } from '../actions/counters.js';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { CallHandler } from '../http/call.js';
import { defineQueue, enqueue } from '../jobs/queue.js';
import { type JobRegistration, jobHandler } from '../jobs/registry.js';
import { iso } from '../lib/time.js';
import type { MailMessage } from '../mail/index.js';
import { removeVideoFiles } from '../media/pipeline.js';
import type { MediaStorage } from '../media/storage/index.js';
import { SETTINGS_PAGE } from './email.js';

/**
 * Account deletion with a grace period (#32 item 4): scheduled by the member with their password, cancelled
 * by them until it is due, then run by the `account-deletion` job (README.md, "Account deletion").
 */

/** The job that runs a deletion once its grace period is over (queued to run then). */
export const accountDeletionQueue = defineQueue({
  name: 'account-deletion',
  schema: z.object({ userId: z.number().int().positive() }),
  maxAttempts: 5,
});

/** The grace period's default, in seconds (§9-style: ACCOUNT_DELETION_GRACE_DAYS). */
export const ACCOUNT_DELETION_GRACE_SECONDS = ACCOUNT_DELETION_GRACE_DAYS * 86_400;

/** The deletion job's singleton key is this and the member's id: one job per member. */
const KEY_PREFIX = 'user:';
const singletonKey = (userId: number) => `${KEY_PREFIX}${userId}`;

/** The member's deletion still to run, or null. */
export async function deletionOf(db: Db, userId: number): Promise<AccountDeletion | null> {
  const row = await db
    .selectFrom('account_deletions')
    .select(['due_at', 'keep_uploads'])
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return row ? { due_at: iso(row.due_at), keep_uploads: row.keep_uploads } : null;
}

export function deletionScheduledMail(
  siteUrl: string,
  to: string,
  username: string,
  deletion: AccountDeletion,
): MailMessage {
  const when = new Date(deletion.due_at).toUTCString();
  return {
    to,
    subject: 'Your account is scheduled for deletion',
    text: [
      `Hello ${username},`,
      '',
      `Your account will be deleted on ${when}.`,
      deletion.keep_uploads
        ? 'Your uploads will stay on the site, shown as by a removed member.'
        : 'Your uploads will be removed with it.',
      '',
      `Until then you can cancel it: sign in and open ${siteUrl}${SETTINGS_PAGE}.`,
      'If you did not ask for it, sign in, cancel it and change your password.',
    ].join('\n'),
  };
}

/**
 * `act=delete_account` (settings.scheduleDeletion): in order, 400 `invalid_params` on `keep_uploads` (`1` or
 * `0`); 400 `invalid_password` (`required`) without the current password of a member who has one; the
 * password through the login throttle (429 `too_many_attempts`, 400 `wrong_password`). Then the deletion is
 * scheduled for `now + grace` (scheduling again keeps the first date and choice), every OTHER session of the
 * member ends (the asking one stays, to see the date and cancel), the job is queued for the date, and a mail
 * names the date (best effort).
 */
export function scheduleDeletionCall(
  deps: AccountDeps,
  graceSeconds: number,
): CallHandler<'settings.scheduleDeletion'> {
  return async ({ params, viewer, request }) => {
    const keep = params.keep_uploads;
    if (keep !== '1' && keep !== '0')
      throw refused(400, 'invalid_params', [
        { field: 'keep_uploads', code: keep === undefined ? 'required' : 'invalid' },
      ]);
    const owner = await deps.db
      .selectFrom('members')
      .select(['username', 'email', 'password_hash'])
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirstOrThrow();
    await confirmCurrentPassword(deps.db, owner, params.current_password, request.ip);
    const { deletion, created } = await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('account_deletions')
        .values({
          user_id: viewer.user_id,
          due_at: sql<Date>`now() + make_interval(secs => ${graceSeconds})`,
          keep_uploads: keep === '1',
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      const scheduled = await deletionOf(trx, viewer.user_id);
      if (!scheduled) throw new Error('The account deletion was not scheduled');
      await enqueue(
        trx,
        accountDeletionQueue,
        { userId: viewer.user_id },
        { runAt: new Date(scheduled.due_at), singletonKey: singletonKey(viewer.user_id) },
      );
      return { deletion: scheduled, created: inserted !== undefined };
    });
    await endOtherSessions(deps.db, viewer.user_id, viewer.session);
    if (created && owner.email) {
      await deps.mailer
        .send(deletionScheduledMail(deps.siteUrl, owner.email, owner.username, deletion))
        .catch((error: unknown) => request.log.warn({ err: error }, 'account deletion mail failed'));
    }
    const body: DeletionResponse = { code: 'success', deletion };
    return body;
  };
}

/**
 * Cancels the member's scheduled deletion and its queued job; none to cancel is no error. Once the job has
 * begun to run it (`started_at`, set by `runDeletion`'s claim), 409 `deletion_started`: the account is
 * being deleted. The claim and this delete take the same row, so one of them wins, never half of each.
 */
export async function cancelDeletion(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_deletions')
      .where('user_id', '=', userId)
      .where('done_at', 'is', null)
      .where('started_at', 'is', null)
      .execute();
    const running = await deletionOf(trx, userId);
    if (running) throw refused(409, 'deletion_started');
    await trx
      .deleteFrom('jobs')
      .where('queue', '=', accountDeletionQueue.name)
      .where('singleton_key', '=', singletonKey(userId))
      .where('state', '=', 'queued')
      .execute();
  });
}

/** What running a deletion needs: the database and the media storage (the removed uploads' files). */
export interface DeletionDeps {
  db: Db;
  storage: MediaStorage;
}

/**
 * With `keep_uploads` off, the member's uploads leave the site and the storage: every video of theirs
 * becomes deleted (status 5) and loses its media folder (`media_prefix` null: the media gate answers 404
 * for its files), in one transaction; then each video's files are removed from the storage (folder and
 * source, `removeVideoFiles`). Idempotent: a retry after a storage failure removes whatever is left.
 */
async function removeUploads({ db, storage }: DeletionDeps, userId: number): Promise<void> {
  const videos = await db.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom('videos')
      .select(['video_id', 'status_id'])
      .where('user_id', '=', userId)
      .execute();
    for (const { video_id, status_id } of all)
      if (status_id !== VIDEO_STATUS.deleted)
        await changeVideo(trx, video_id, {
          status_id: VIDEO_STATUS.deleted,
          visible_until: null,
          updated_at: sql`now()`,
        });
    await trx.updateTable('videos').set({ media_prefix: null }).where('user_id', '=', userId).execute();
    return all;
  });
  for (const { video_id } of videos) await removeVideoFiles(storage, video_id);
}

/**
 * Runs a due deletion (idempotent: nothing when it was cancelled, is not due yet, or ran; claimed first, so
 * no cancel comes after it has begun): the member's
 * uploads leave the site, and their files the storage, unless kept (`removeUploads`, first); their
 * sessions, links, lists, subscriptions, friendships, messages, playlists, notifications, blocks, settings
 * and exports are deleted; the member row stays (kept videos and comments name it) under a new name
 * `removed_<id>`, without e-mail, password, profile, avatar or sign-in links, disabled and marked
 * `deleted_at`. Answers whether it ran.
 */
export async function runDeletion(deps: DeletionDeps, userId: number): Promise<boolean> {
  const { db } = deps;
  // The claim: from here the member can no longer cancel (cancelDeletion). A retry finds it claimed and
  // goes on; a cancel that took the row first leaves nothing to claim.
  const due = await db
    .updateTable('account_deletions')
    .set({ started_at: sql`coalesce(started_at, now())` })
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .where('due_at', '<=', sql<Date>`now()`)
    .returning('keep_uploads')
    .executeTakeFirst();
  if (!due) return false;
  // Before the rest: a failure here leaves the deletion due, so a retry (or the sweep) runs it again.
  if (!due.keep_uploads) await removeUploads(deps, userId);
  const name = await freeUsername(db, `removed_${userId}`, `removed_${userId}`);
  await db.transaction().execute(async (trx) => {
    // The subscribed objects' counters go down with the member's subscriptions.
    const subscribed = (section: 'member' | 'channel' | 'model') =>
      trx
        .selectFrom('subscriptions')
        .select('object_id')
        .where('user_id', '=', userId)
        .where('section', '=', section);
    await trx
      .updateTable('members')
      .set({ subscribers: sql`greatest(subscribers - 1, 0)` })
      .where('user_id', 'in', subscribed('member'))
      .execute();
    await trx
      .updateTable('channels')
      .set({ subscribers: sql`greatest(subscribers - 1, 0)` })
      .where('channel_id', 'in', subscribed('channel'))
      .execute();
    await trx
      .updateTable('models')
      .set({ subscribers: sql`greatest(subscribers - 1, 0)` })
      .where('model_id', 'in', subscribed('model'))
      .execute();
    for (const table of [
      'sessions',
      'member_tokens',
      'subscriptions',
      'favourites',
      'watch_later',
      'history',
      'watch_positions',
      'playlists',
      'notifications',
      'notification_settings',
      'member_privacy',
      'member_blocks',
      'dialog_clears',
      'account_exports',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('subscriptions')
      .where('section', '=', 'member')
      .where('object_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('friends')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('member_blocks').where('blocked_id', '=', userId).execute();
    await trx
      .deleteFrom('messages')
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .execute();
    await trx
      .updateTable('members')
      .set({
        username: name,
        email: null,
        avatar: null,
        cover: null,
        gender: null,
        country: null,
        about_me: null,
        birth_date: null,
        city: null,
        education: null,
        interests: null,
        occupation: null,
        website: null,
        relationship: null,
        orientation: null,
        password_hash: null,
        email_confirmed_at: null,
        telegram_id: null,
        google_sub: null,
        is_disabled: 1,
        paid_until: null,
        age_verified_at: null,
        deleted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('account_deletions')
      .set({ done_at: sql`now()` })
      .where('user_id', '=', userId)
      .execute();
  });
  return true;
}

/** The deletion job: runs the member's deletion when it is due (queued for its date). */
export function accountDeletionJob(deps: DeletionDeps): JobRegistration {
  return jobHandler(accountDeletionQueue, async ({ userId }) => {
    await runDeletion(deps, userId);
  });
}

/** How many due deletions a sweep queues again at most (the oldest first; the next sweep takes the rest). */
export const DELETION_SWEEP_BATCH = 100;

/**
 * The sweep that never lets a due deletion be lost (a periodic chore of the serving process, every minute:
 * media/sweeps.ts, main.ts): each deletion whose date has passed, not done, and with no queued or running
 * job (its job failed every attempt, or was lost) gets its job queued again, at once. Answers how many.
 */
export async function requeueDueDeletions(db: Db, batch = DELETION_SWEEP_BATCH): Promise<number> {
  const due = await db
    .selectFrom('account_deletions as d')
    .select('d.user_id')
    .where('d.done_at', 'is', null)
    .where('d.due_at', '<=', sql<Date>`now()`)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs')
            .select('jobs.id')
            .where('jobs.queue', '=', accountDeletionQueue.name)
            .where('jobs.singleton_key', '=', sql<string>`${KEY_PREFIX} || d.user_id::text`)
            .where('jobs.state', 'in', ['queued', 'running']),
        ),
      ),
    )
    .orderBy('d.due_at')
    .limit(batch)
    .execute();
  for (const { user_id } of due)
    await enqueue(db, accountDeletionQueue, { userId: user_id }, { singletonKey: singletonKey(user_id) });
  return due.length;
}
