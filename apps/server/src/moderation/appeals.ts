import {
  type AppealItem,
  ENDPOINTS,
  MODERATION_PAGE_SIZE,
  type moderationAppealsQuerySchema,
} from '@site/api';
import { appealDecideResponseSchema, appealResponseSchema } from '@site/api/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { changeVideo } from '../actions/counters.js';
import type { Db } from '../db/database.js';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import { blockVideo } from '../fingerprint/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { reencodeImage, removeReportImage, saveReportImage } from '../report/image.js';
import { DEFAULT_REPORTS_EMAIL } from '../report/routes.js';
import { audit } from './audit.js';
import { iso, isoOrNull, offsetOf, type Q, refOf, staffCall, total } from './common.js';
import { readSettings } from './settings.js';

/**
 * Removal appeals (#31): a person depicted in a video asks for its removal through the public form
 * (POST /api/removal_appeal.php, visitors too, with the contact form's captcha and rate limit) with a
 * picture proving who they are, re-encoded and kept beside the reports' pictures (never public: staff read
 * it through GET /api/moderation/appeal-proof.php). While the setting `appeal_hides_video` is on (the
 * default) the video is hidden at once: status 5 (deleted) with HIDDEN_REASON, so its page answers as a
 * removed video to everyone, its owner included, and it leaves every list. Staff decide in the console
 * (act `appeal_decide`): restore (the video is live again unless another appeal still holds it) or remove
 * (it stays deleted, with REMOVED_REASON, and goes on the re-upload block list); the appellant and the
 * uploader are mailed. Every step is in the audit log: the filing (no actor), the decision (the staff).
 */

export const HIDDEN_REASON = 'Hidden pending review of a removal appeal';
export const REMOVED_REASON = 'Removed after a removal appeal by a person depicted in it';

/** The one-line form of a text for a mail subject. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function appealReceivedMail(to: string, info: { appealId: number; title: string; hidden: boolean }) {
  return {
    to,
    subject: `We received your removal request #${info.appealId}`,
    text: [
      `We received your request to remove the video "${info.title}".`,
      info.hidden
        ? 'The video is hidden while our staff review your request.'
        : 'Our staff will review your request.',
      'We will write to you at this address when it is decided.',
    ].join('\n'),
  } satisfies MailMessage;
}

export function appealOutcomeMail(
  to: string,
  info: { appealId: number; title: string; decision: 'restore' | 'remove'; note: string | null },
): MailMessage {
  const removed = info.decision === 'remove';
  return {
    to,
    subject: `Your removal request #${info.appealId}: the video was ${removed ? 'removed' : 'not removed'}`,
    text: [
      removed
        ? `After review, the video "${info.title}" was removed from the site, and it cannot be uploaded again.`
        : `After review, the video "${info.title}" was not removed: it is visible again.`,
      ...(info.note ? ['', info.note] : []),
      '',
      `-- The moderators (about your request #${info.appealId})`,
    ].join('\n'),
  };
}

/**
 * `appeal.send` (POST /api/removal_appeal.php): checks the captcha and the picture, refuses a video that is
 * not public (404 video_not_found) or a second pending appeal from the same address (409 already_sent),
 * stores the appeal, hides the video when the setting says so, and mails the appellant and the staff.
 */
export function sendAppeal(
  deps: Pick<Deps, 'db' | 'dataDir' | 'mailer' | 'captcha' | 'siteUrl'>,
  options: { to?: string | undefined } = {},
): CallHandler<'appeal.send'> {
  return async ({ params, files, request }) => {
    if (!(await deps.captcha.verify(params.captcha, request.ip))) {
      throw refuse(400, 'bot_detected', [{ field: 'captcha', code: 'bot_detected' }]);
    }
    const video = await deps.db
      .selectFrom('videos')
      .select(['video_id', 'title', 'status_id', 'is_private', 'reject_reason'])
      .where('video_id', '=', params.video_id)
      .executeTakeFirst();
    const hiddenByAppeal = video?.status_id === VIDEO_STATUS.deleted && video.reject_reason === HIDDEN_REASON;
    if (
      !video ||
      !(hiddenByAppeal || (video.status_id === VIDEO_STATUS.active && !isPrivate(video.is_private)))
    ) {
      throw refuse(404, 'video_not_found', [{ field: 'video_id', code: 'video_not_found' }]);
    }
    const upload = files.file;
    if (!upload) throw refuse(400, 'invalid_params', [{ field: 'file', code: 'required' }]);
    const picture = await reencodeImage(upload.data);
    if (picture === 'not_image') {
      throw refuse(400, 'invalid_file_type', [{ field: 'file', code: 'invalid_file_type' }]);
    }
    if (picture === 'too_large')
      throw refuse(413, 'file_too_large', [{ field: 'file', code: 'file_too_large' }]);
    const proof = await saveReportImage(deps.dataDir, picture);

    let outcome: { appealId: number; hidden: boolean } | 'already_sent';
    try {
      outcome = await deps.db.transaction().execute(async (trx) => {
        const pending = await trx
          .selectFrom('removal_appeals')
          .select('appeal_id')
          .where('video_id', '=', video.video_id)
          .where(sql`lower(email)`, '=', params.email.toLowerCase())
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (pending) return 'already_sent' as const;
        const { appeal_hides_video } = await readSettings(trx);
        const hidden =
          appeal_hides_video === 1 &&
          (await changeVideo(
            trx,
            video.video_id,
            { status_id: VIDEO_STATUS.deleted, reject_reason: HIDDEN_REASON, updated_at: sql`now()` },
            [VIDEO_STATUS.active],
          )) !== undefined;
        const row = await trx
          .insertInto('removal_appeals')
          .values({
            video_id: video.video_id,
            name: params.name,
            email: params.email,
            statement: params.statement,
            proof,
            ip: request.ip,
            hid_video: hidden,
          })
          .returning('appeal_id')
          .executeTakeFirstOrThrow();
        await audit(trx, null, 'appeal', 'appeal', row.appeal_id, { video_id: video.video_id, hidden });
        return { appealId: row.appeal_id, hidden };
      });
    } catch (error) {
      await removeReportImage(deps.dataDir, proof);
      throw error;
    }
    if (outcome === 'already_sent') {
      await removeReportImage(deps.dataDir, proof);
      throw refuse(409, 'already_sent');
    }
    const { appealId, hidden } = outcome;
    // Stored: a mail that cannot be sent is logged, not the appellant's failure.
    const mails: MailMessage[] = [
      appealReceivedMail(params.email, { appealId, title: video.title, hidden }),
      {
        to: options.to ?? DEFAULT_REPORTS_EMAIL,
        subject: `Removal appeal #${appealId} about video #${video.video_id}${hidden ? ' (hidden)' : ''}`,
        text: [
          `Video: ${oneLine(video.title)} (#${video.video_id})${hidden ? ', hidden until decided' : ''}`,
          `From: ${oneLine(params.name)} <${params.email}>`,
          `Decide: ${deps.siteUrl}/moderation/appeals/`,
          '',
          params.statement,
        ].join('\n'),
      },
    ];
    for (const mail of mails) {
      await deps.mailer
        .send(mail)
        .catch((error) => request.log.error({ err: error, appealId }, 'appeal mail not sent'));
    }
    return appealResponseSchema.parse({ code: 'success', appeal_id: appealId, hidden: hidden ? 1 : 0 });
  };
}

function appealsQuery(db: Q) {
  return db
    .selectFrom('removal_appeals as a')
    .innerJoin('videos as v', 'v.video_id', 'a.video_id')
    .leftJoin('members as u', 'u.user_id', 'v.user_id')
    .leftJoin('members as d', 'd.user_id', 'a.decided_by');
}
const COLUMNS = [
  'a.appeal_id',
  'a.video_id',
  'v.title',
  'v.user_id',
  'u.username',
  'a.name',
  'a.email',
  'a.statement',
  'a.status',
  'a.hid_video',
  'a.created_at',
  'a.decided_at',
  'a.decided_by',
  'd.username as decided_by_name',
  'a.note',
] as const;

function toItem(r: {
  appeal_id: number;
  video_id: number;
  title: string;
  user_id: number;
  username: string | null;
  name: string;
  email: string;
  statement: string;
  status: AppealItem['status'];
  hid_video: boolean;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  decided_by_name: string | null;
  note: string | null;
}): AppealItem {
  return {
    appeal_id: r.appeal_id,
    video_id: r.video_id,
    video_title: r.title,
    uploader: refOf(r.user_id, r.username),
    name: r.name,
    email: r.email,
    statement: r.statement,
    status: r.status,
    hid_video: r.hid_video ? 1 : 0,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: refOf(r.decided_by, r.decided_by_name),
    note: r.note,
    proof: `${ENDPOINTS.moderationAppealProof}?appeal_id=${r.appeal_id}`,
  };
}

/** The console's list: pending ones oldest first, decided ones newest first. */
export async function listAppeals(db: Q, query: z.output<typeof moderationAppealsQuerySchema>) {
  const q = appealsQuery(db).where('a.status', '=', query.status);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy(
        query.status === 'pending' ? 'a.created_at' : 'a.decided_at',
        query.status === 'pending' ? 'asc' : 'desc',
      )
      .orderBy('a.appeal_id', 'asc')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(query.page, MODERATION_PAGE_SIZE))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { appeals: rows.map(toItem), total: total(count), page: query.page };
}

async function appealItem(db: Q, appealId: number) {
  const row = await appealsQuery(db).select(COLUMNS).where('a.appeal_id', '=', appealId).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/**
 * act `appeal_decide`: restore (the video goes live again when it was hidden by appeals and none other is
 * pending) or remove (deleted for good, with REMOVED_REASON, on the re-upload block list). Once (409
 * already_decided). The appellant is mailed the outcome, the uploader a removal.
 */
export function appealDecideCall(deps: { db: Db; mailer: Mailer }) {
  return staffCall<'moderation.appealDecide'>(deps.db, async (ctx) => {
    const { appeal_id, decision } = ctx.params;
    const note = ctx.params.note ? ctx.params.note : null;
    const actor = ctx.viewer.user_id;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const appeal = await trx
        .selectFrom('removal_appeals')
        .select(['video_id', 'status', 'email'])
        .where('appeal_id', '=', appeal_id)
        .forUpdate()
        .executeTakeFirst();
      if (!appeal) return 'not_found' as const;
      if (appeal.status !== 'pending') return 'already_decided' as const;
      await trx
        .updateTable('removal_appeals')
        .set({
          status: decision === 'remove' ? 'removed' : 'restored',
          decided_at: sql`now()`,
          decided_by: actor,
          note,
        })
        .where('appeal_id', '=', appeal_id)
        .execute();
      const video = await trx
        .selectFrom('videos')
        .select(['status_id', 'reject_reason'])
        .where('video_id', '=', appeal.video_id)
        .executeTakeFirstOrThrow();
      let videoStatus = video.status_id;
      if (decision === 'remove') {
        const after = await changeVideo(trx, appeal.video_id, {
          status_id: VIDEO_STATUS.deleted,
          reject_reason: REMOVED_REASON,
          visible_until: null,
          updated_at: sql`now()`,
        });
        videoStatus = after?.status_id ?? videoStatus;
        await blockVideo(trx, appeal.video_id, REMOVED_REASON, actor);
      } else if (video.status_id === VIDEO_STATUS.deleted && video.reject_reason === HIDDEN_REASON) {
        const others = await trx
          .selectFrom('removal_appeals')
          .select('appeal_id')
          .where('video_id', '=', appeal.video_id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (!others) {
          const after = await changeVideo(trx, appeal.video_id, {
            status_id: VIDEO_STATUS.active,
            reject_reason: null,
            updated_at: sql`now()`,
          });
          videoStatus = after?.status_id ?? videoStatus;
        }
      }
      await audit(
        trx,
        actor,
        decision === 'remove' ? 'appeal_remove' : 'appeal_restore',
        'appeal',
        appeal_id,
        {
          video_id: appeal.video_id,
          status_id: videoStatus,
          ...(note ? { note } : {}),
        },
      );
      return { videoId: appeal.video_id, email: appeal.email };
    });
    if (result === 'not_found') throw refuse(404, 'not_found');
    if (result === 'already_decided') throw refuse(409, 'already_decided');
    const video = await ctx.db
      .selectFrom('videos as v')
      .innerJoin('members as m', 'm.user_id', 'v.user_id')
      .select(['v.title', 'm.username', 'm.email'])
      .where('v.video_id', '=', result.videoId)
      .executeTakeFirstOrThrow();
    const mails: MailMessage[] = [
      appealOutcomeMail(result.email, { appealId: appeal_id, title: video.title, decision, note }),
    ];
    if (decision === 'remove' && video.email) {
      mails.push({
        to: video.email,
        subject: `Your video "${oneLine(video.title)}" was removed`,
        text: [
          `Hello ${video.username},`,
          '',
          `Your video "${video.title}" was removed: a person depicted in it asked for its removal, and our staff agreed after review.`,
          'It cannot be uploaded again. Use the contact form if you want to reach us.',
        ].join('\n'),
      });
    }
    for (const mail of mails) {
      await deps.mailer
        .send(mail)
        .catch((error) => ctx.request.log.error({ err: error }, 'appeal mail not sent'));
    }
    return appealDecideResponseSchema.parse({ code: 'success', appeal: await appealItem(ctx.db, appeal_id) });
  });
}
