import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { type NotificationKind, VIDEO_STATUS } from '../db/schema.js';
import { defineQueue, enqueue } from '../jobs/queue.js';
import { type JobRegistration, jobHandler } from '../jobs/registry.js';

/**
 * Notifications (#32 item 1): one row per member and event, written where the event is decided, in its
 * transaction when it has one. A member is never told of their own act (a reply to their own comment, a
 * vote on it). README.md lists the places that call in here.
 */

export interface NotificationEvent {
  /** Whom it is for. */
  user_id: number;
  kind: NotificationKind;
  /** Who caused it (none: a moderator's decision). */
  actor_id?: number | null;
  video_id?: number | null;
  comment_id?: number | null;
  /** A rejection's reason, as the moderator wrote it. */
  reason?: string | null;
}

/**
 * Writes one notification: none when the member acted on their own thing, nor of an act of a member they
 * blocked (#32 item 5, `member_blocks`).
 */
export async function notify(db: Db, event: NotificationEvent): Promise<void> {
  const actor = event.actor_id ?? null;
  if (actor !== null && actor === event.user_id) return;
  if (actor !== null) {
    const blocked = await db
      .selectFrom('member_blocks')
      .select('user_id')
      .where('user_id', '=', event.user_id)
      .where('blocked_id', '=', actor)
      .executeTakeFirst();
    if (blocked) return;
  }
  await db
    .insertInto('notifications')
    .values({
      user_id: event.user_id,
      kind: event.kind,
      actor_id: actor,
      video_id: event.video_id ?? null,
      comment_id: event.comment_id ?? null,
      reason: event.reason ?? null,
    })
    .execute();
}

/** How many subscribers one statement of the fan-out writes to. */
export const FAN_OUT_BATCH = 2000;

/** The fan-out of a video just published to the subscribers of its uploader, channel and models. */
export const newVideoQueue = defineQueue({
  name: 'notify-new-video',
  schema: z.object({ videoId: z.number().int().positive() }),
  maxAttempts: 5,
});

/**
 * A video went live (approved, or published at once for a trusted uploader): the fan-out to its
 * subscribers is queued in the same transaction, so it happens once the publication is committed and
 * never for one rolled back. A job, because a channel may have many subscribers.
 */
export async function videoPublished(trx: Db, videoId: number): Promise<void> {
  await enqueue(trx, newVideoQueue, { videoId }, { singletonKey: `video:${videoId}` });
}

/**
 * Tells the subscribers of the video's uploader (member subscriptions), channel and models that it is out,
 * FAN_OUT_BATCH members per statement in the order of their ids; a member subscribed in several ways is told
 * once, the uploader never. Idempotent (a member already told is skipped), so a job cut off runs again
 * safely. Nothing for a video no longer public. Answers how many members were told.
 */
export async function fanOutNewVideo(db: Db, videoId: number, batch = FAN_OUT_BATCH): Promise<number> {
  const video = await db
    .selectFrom('videos')
    .select(['user_id', 'content_source_id', 'status_id', 'is_private'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!video || video.status_id !== VIDEO_STATUS.active || video.is_private !== 0) return 0;
  let after = 0;
  let told = 0;
  for (;;) {
    const rows = await db
      .selectFrom('subscriptions as s')
      .select('s.user_id')
      .distinct()
      .where((eb) =>
        eb.or([
          eb.and([eb('s.section', '=', 'member'), eb('s.object_id', '=', video.user_id)]),
          ...(video.content_source_id === null
            ? []
            : [eb.and([eb('s.section', '=', 'channel'), eb('s.object_id', '=', video.content_source_id)])]),
          eb.and([
            eb('s.section', '=', 'model'),
            eb(
              's.object_id',
              'in',
              eb.selectFrom('video_models').select('model_id').where('video_id', '=', videoId),
            ),
          ]),
        ]),
      )
      .where('s.user_id', '>', after)
      .where('s.user_id', '!=', video.user_id)
      .orderBy('s.user_id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return told;
    const ids = rows.map((r) => r.user_id);
    after = ids[ids.length - 1] as number;
    const written = await db
      .insertInto('notifications')
      .columns(['user_id', 'kind', 'actor_id', 'video_id'])
      .expression((eb) =>
        eb
          .selectFrom('members as m')
          .select([
            'm.user_id',
            sql<NotificationKind>`'new_video'`.as('kind'),
            sql<number>`${video.user_id}::int`.as('actor_id'),
            sql<number>`${videoId}::int`.as('video_id'),
          ])
          .where('m.user_id', 'in', ids)
          .where('m.is_disabled', '=', 0)
          // Nobody is told of a new video of a member they blocked (#32 item 5).
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('member_blocks as b')
                  .select('b.user_id')
                  .whereRef('b.user_id', '=', 'm.user_id')
                  .where('b.blocked_id', '=', video.user_id),
              ),
            ),
          )
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('notifications as n')
                  .select('n.notification_id')
                  .whereRef('n.user_id', '=', 'm.user_id')
                  .where('n.kind', '=', 'new_video')
                  .where('n.video_id', '=', videoId),
              ),
            ),
          ),
      )
      .executeTakeFirst();
    told += Number(written.numInsertedOrUpdatedRows ?? 0);
    if (rows.length < batch) return told;
  }
}

/** The fan-out's job handler (job-handlers.ts). */
export function newVideoJob(deps: { db: Db }): JobRegistration {
  return jobHandler(newVideoQueue, async ({ videoId }) => {
    await fanOutNewVideo(deps.db, videoId);
  });
}
