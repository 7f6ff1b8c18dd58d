import { COMPLAINT_DAYS_DEFAULT, COMPLAINT_DAYS_MAX, type ModerationSettingName } from '@site/api';
import { sql } from 'kysely';
import { changeVideo } from '../actions/counters.js';
import { agePolicyList, readAgePolicy } from '../age/policy.js';
import { consentProblem } from '../consent/records.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { videoPublished } from '../notifications/notify.js';
import type { Q } from './common.js';

/** The moderation settings (admins change them: act setting). */
export interface ModerationSettings {
  /** Trusted members' uploads (members.is_trusted) go live without review. */
  trusted_skip_review: 0 | 1;
  /** The complaint clock (#31): days a report has to be closed in (clock.ts). */
  complaint_days: number;
  /** A removal appeal hides its video at once, until staff decide (appeals.ts); on unless turned off. */
  appeal_hides_video: 0 | 1;
}

export async function readSettings(db: Q): Promise<ModerationSettings> {
  const rows = await db.selectFrom('moderation_settings').select(['name', 'value']).execute();
  const value = (name: ModerationSettingName) => rows.find((r) => r.name === name)?.value;
  const days = Number(value('complaint_days'));
  return {
    trusted_skip_review: value('trusted_skip_review') === '1' ? 1 : 0,
    complaint_days:
      Number.isInteger(days) && days >= 1 && days <= COMPLAINT_DAYS_MAX ? days : COMPLAINT_DAYS_DEFAULT,
    appeal_hides_video: value('appeal_hides_video') === '0' ? 0 : 1,
  };
}

/** The console's settings: the moderation settings and the age policy's regions (age/policy.ts). */
export async function consoleSettings(db: Q) {
  return { ...(await readSettings(db)), age_policy: agePolicyList(await readAgePolicy(db)) };
}

/** Stores a setting (its value checked by the act's schema: a flag, or days). */
export async function writeSetting(
  db: Q,
  name: ModerationSettingName,
  value: number,
  actorId: number,
): Promise<void> {
  await db
    .insertInto('moderation_settings')
    .values({ name, value: String(value), updated_by: actorId })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ value: String(value), updated_by: actorId, updated_at: sql`now()` }),
    )
    .execute();
}

/**
 * The review hook of uploads (#12): a video that just reached review (status 0) goes live at once, as an
 * approval would, when its uploader is trusted and `trusted_skip_review` is on. Call it in the transaction
 * that put the video in review (media/pipeline.ts, uploads/info.ts), after its categories are set. Answers
 * whether it published the video. While the site asks for consent records (`consentRequired`), only a
 * video whose performers are all verified uploaders or complete records skips review (src/consent).
 */
export async function publishIfTrusted(trx: Q, videoId: number, consentRequired = false): Promise<boolean> {
  const row = await trx
    .selectFrom('videos as v')
    .innerJoin('members as m', 'm.user_id', 'v.user_id')
    .innerJoin('moderation_settings as s', (join) => join.on('s.name', '=', 'trusted_skip_review'))
    .select(['v.status_id', 'm.is_trusted', 's.value'])
    .where('v.video_id', '=', videoId)
    .executeTakeFirst();
  if (!row || row.status_id !== VIDEO_STATUS.moderation || row.is_trusted !== 1 || row.value !== '1') {
    return false;
  }
  if (consentRequired && (await consentProblem(trx, undefined, videoId))) return false;
  const after = await changeVideo(
    trx,
    videoId,
    {
      status_id: VIDEO_STATUS.active,
      reviewed_at: sql`now()`,
      reviewed_by: null,
      reject_reason: null,
      added_date: sql`now()`,
      updated_at: sql`now()`,
    },
    [VIDEO_STATUS.moderation],
  );
  // Published as an approval would: its subscribers are told (#32).
  if (after) await videoPublished(trx, videoId);
  return after !== undefined;
}
