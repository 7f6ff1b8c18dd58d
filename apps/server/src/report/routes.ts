import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps/index.js';
import { addressLimit } from '../http/address-limit.js';
import { type CallHandler, refuse } from '../http/call.js';
import { reencodeImage, removeReportImage, saveReportImage } from './image.js';

/** Where reports are mailed unless the app says otherwise (env REPORTS_EMAIL, wired by the app). */
export const DEFAULT_REPORTS_EMAIL = 'moderators@localhost';

/** Reports accepted per client address and REPORT_WINDOW (every POST counts, refused ones too). */
export const REPORT_LIMIT = 5;
export const REPORT_WINDOW = '1 hour';

/** What the report handler uses of the app's deps. */
type ReportDeps = Pick<Deps, 'db' | 'dataDir' | 'mailer' | 'captcha' | 'siteUrl'>;

export interface ReportOptions {
  /** The moderators' address the reports are mailed to (default DEFAULT_REPORTS_EMAIL). */
  to?: string | undefined;
}

/**
 * The rate limit of POST /api/report.php (§7 `report.send`, a declared call: calls.ts), as its route's
 * `onRequest` hook: checked before the body is read, so a client over the limit costs no parsing, captcha
 * check or decoding. Registered before the declared routes (app.ts), it adds the hook to the route as it is
 * made.
 */
export function reportLimit(app: FastifyInstance): void {
  const hook = addressLimit(app, { name: 'report', max: REPORT_LIMIT, timeWindow: REPORT_WINDOW });
  // The removal appeal form (#31, moderation/appeals.ts) shares the limit: both are public forms with a picture.
  const limited = [CALLS['report.send'], CALLS['appeal.send']].map(
    (c) => `${c.method.toUpperCase()} ${c.path}`,
  );
  app.addHook('onRoute', (route) => {
    if (!limited.includes(`${String(route.method)} ${route.url}`)) return;
    const before = route.onRequest;
    route.onRequest = [...(before === undefined ? [] : Array.isArray(before) ? before : [before]), hook];
  });
}

/** A video page (or its embed) of this site: `/videos/<id>/…` or `/embed/<id>/`. */
const VIDEO_PAGE = /^\/(?:videos|embed)\/([1-9]\d{0,9})(?:\/|$)/;

/**
 * The video a report was filed from: its `ref` is a page address of this site (`siteUrl`'s origin, or a
 * bare path) of a video that exists. Otherwise null (the contact form, another site, a video that is gone).
 */
async function reportedVideo(deps: ReportDeps, ref: string | undefined): Promise<number | null> {
  if (!ref) return null;
  let url: URL;
  try {
    url = new URL(ref, deps.siteUrl);
  } catch {
    return null;
  }
  const id = Number(VIDEO_PAGE.exec(url.pathname)?.[1] ?? 0);
  if (url.origin !== new URL(deps.siteUrl).origin || !id || id > 2 ** 31 - 1) return null;
  const video = await deps.db
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', '=', id)
    .executeTakeFirst();
  return video?.video_id ?? null;
}

/**
 * POST /api/report.php (§7 `report.send`): the contact and report form, multipart (a plain form is taken
 * too): subject, email, message, captcha, optional ref and image `file`, read and checked by the declared
 * route (contract/upload-calls.ts). Open to visitors and members; CSRF is checked before
 * (http/session.ts). The report is stored in `reports` (its picture re-encoded under `<dataDir>/reports/`)
 * and mailed to the moderators. Codes and limits: README.md.
 */
export const sendReport =
  (deps: ReportDeps, options: ReportOptions = {}): CallHandler<'report.send'> =>
  async ({ params, files, request, viewer }) => {
    const to = options.to ?? DEFAULT_REPORTS_EMAIL;
    if (!(await deps.captcha.verify(params.captcha, request.ip))) {
      throw refuse(400, 'bot_detected', [{ field: 'captcha', code: 'bot_detected' }]);
    }
    // An empty ref is no ref.
    const report = { ...params, ref: params.ref || undefined };

    let image: string | null = null;
    if (files.file) {
      const picture = await reencodeImage(files.file.data);
      if (picture === 'not_image') {
        throw refuse(400, 'invalid_file_type', [{ field: 'file', code: 'invalid_file_type' }]);
      }
      if (picture === 'too_large') {
        throw refuse(413, 'file_too_large', [{ field: 'file', code: 'file_too_large' }]);
      }
      image = await saveReportImage(deps.dataDir, picture);
    }

    // Filed from a video's page: the console shows that video and offers its takedown.
    const videoId = await reportedVideo(deps, report.ref);
    let reportId: number;
    try {
      const row = await deps.db
        .insertInto('reports')
        .values({
          subject: report.subject,
          email: report.email,
          message: report.message,
          ref: report.ref ?? null,
          video_id: videoId,
          image,
          user_id: viewer?.user_id ?? null,
          ip: request.ip,
        })
        .returning('report_id')
        .executeTakeFirstOrThrow();
      reportId = row.report_id;
    } catch (error) {
      if (image) await removeReportImage(deps.dataDir, image);
      throw error;
    }

    // The report is stored: a mail that cannot be sent is logged, not the sender's failure.
    try {
      await deps.mailer.send({
        to,
        subject: `Report #${reportId}: ${report.subject}`,
        text: [
          `Subject: ${report.subject}`,
          `From: ${report.email}`,
          `Member: ${viewer ? `${viewer.username} (#${viewer.user_id})` : 'visitor'}`,
          `Page: ${report.ref ?? '-'}`,
          `Video: ${videoId ?? '-'}`,
          `Address: ${request.ip}`,
          `Picture: ${image ? `${image} (in the data folder)` : '-'}`,
          '',
          report.message,
          '',
        ].join('\n'),
      });
    } catch (error) {
      request.log.error({ err: error, reportId }, 'report mail not sent');
    }
    return { code: 'success' };
  };
