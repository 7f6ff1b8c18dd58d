import { ENDPOINTS, type OkResponse, reportInputSchema } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps.js';
import { bodyFields, readMultipart, repeatedFields, type UploadedFile } from '../http/acts.js';
import { cacheFor } from '../http/cache.js';
import { badParams, fail } from '../http/errors.js';
import { type FormFields, field, firstPerField } from '../http/fields.js';
import { viewerOf } from '../http/viewer.js';
import { controlCharacterErrors, fieldErrorsOf, normalizeNewlines } from '../messages/fields.js';
import { reencodeImage, removeReportImage, saveReportImage } from './image.js';

/** Where reports are mailed unless the app says otherwise (env REPORTS_EMAIL, wired by the app). */
export const DEFAULT_REPORTS_EMAIL = 'moderators@localhost';

/** Reports accepted per client address and REPORT_WINDOW (every POST counts, refused ones too). */
export const REPORT_LIMIT = 5;
export const REPORT_WINDOW = '1 hour';

export interface ReportOptions {
  /** The moderators' address the reports are mailed to (default DEFAULT_REPORTS_EMAIL). */
  to?: string | undefined;
}

/** The form's text fields (the contract's schema without its browser-side `file`); e-mail up to 254. */
const reportFieldsSchema = reportInputSchema.omit({ file: true }).extend({ email: z.email().max(254) });
const FIELDS = ['subject', 'email', 'message', 'captcha', 'ref'] as const;

/**
 * POST /api/report.php (§7): the contact and report form, multipart (a plain form is taken too): subject,
 * email, message, captcha, optional ref and image `file`. Open to visitors and members; CSRF is checked
 * before (http/session.ts). The report is stored in `reports` (its picture re-encoded under
 * `<dataDir>/reports/`) and mailed to the moderators. Codes and limits: README.md.
 */
export function reportRoutes(app: FastifyInstance, deps: Deps, options: ReportOptions = {}): void {
  const to = options.to ?? DEFAULT_REPORTS_EMAIL;
  const limit = app.createRateLimit({ max: REPORT_LIMIT, timeWindow: REPORT_WINDOW });
  app.post(
    ENDPOINTS.report,
    {
      // Before the body is read: a client over the limit costs no parsing, captcha check or decoding.
      onRequest: async (request, reply) => {
        const state = await limit(request);
        if (!state.isAllowed && state.isExceeded) {
          cacheFor(reply, 0);
          reply.header('retry-after', state.ttlInSeconds);
          return fail(reply, 429, 'too_many_attempts');
        }
      },
    },
    async (request, reply) => {
      cacheFor(reply, 0);
      const body = await readBody(request);
      if (body === 'too_large') return fail(reply, 413, 'file_too_large');
      if (body === 'malformed') return badParams(reply, [{ field: 'body', code: 'invalid' }]);
      return handleReport(request, reply, deps, to, body.fields, body.files);
    },
  );
}

type Body = { fields: FormFields; files: Record<string, UploadedFile> } | 'too_large' | 'malformed';

/** The multipart body (or a form's fields); a body the parser cannot read is `malformed`, never a 500. */
async function readBody(request: FastifyRequest): Promise<Body> {
  if (!request.isMultipart()) {
    const fields = bodyFields(request);
    return fields ? { fields, files: {} } : 'malformed';
  }
  try {
    return await readMultipart(request);
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart body');
    return 'malformed';
  }
}

/** A video page (or its embed) of this site: `/videos/<id>/…` or `/embed/<id>/`. */
const VIDEO_PAGE = /^\/(?:videos|embed)\/([1-9]\d{0,9})(?:\/|$)/;

/**
 * The video a report was filed from: its `ref` is a page address of this site (`siteUrl`'s origin, or a
 * bare path) of a video that exists. Otherwise null (the contact form, another site, a video that is gone).
 */
async function reportedVideo(deps: Deps, ref: string | undefined): Promise<number | null> {
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

async function handleReport(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
  to: string,
  fields: FormFields,
  files: Record<string, UploadedFile>,
) {
  // A file input left empty comes as an empty part without a file name: no file.
  const upload =
    files.file && !(files.file.data.length === 0 && !files.file.filename) ? files.file : undefined;
  const input = Object.fromEntries(
    FIELDS.map((n) => {
      const v = field(fields, n);
      // An empty ref is no ref; the e-mail is taken trimmed.
      if (n === 'ref') return [n, v === '' ? undefined : v];
      if (n === 'message') return [n, normalizeNewlines(v)];
      return [n, n === 'email' ? v?.trim() : v];
    }),
  );
  const parsed = reportFieldsSchema.safeParse(input);
  const errors = firstPerField(
    repeatedFields(fields, FIELDS),
    // `file` sent as a text field rather than a file.
    fields.file !== undefined && fields.file !== '' ? [{ field: 'file', code: 'invalid_file_type' }] : [],
    Object.keys(files)
      .filter((n) => n !== 'file')
      .map((n) => ({ field: n, code: 'invalid' })),
    controlCharacterErrors(fields, FIELDS),
    parsed.success ? [] : fieldErrorsOf(parsed.error, fields),
  );
  if (errors.length > 0 || !parsed.success) return badParams(reply, errors);
  const report = parsed.data;

  if (!(await deps.captcha.verify(report.captcha, request.ip))) {
    return fail(reply, 400, 'bot_detected', [{ field: 'captcha', code: 'bot_detected' }]);
  }

  let image: string | null = null;
  if (upload) {
    const picture = await reencodeImage(upload.data);
    if (picture === 'not_image') {
      return fail(reply, 400, 'invalid_file_type', [{ field: 'file', code: 'invalid_file_type' }]);
    }
    if (picture === 'too_large') {
      return fail(reply, 413, 'file_too_large', [{ field: 'file', code: 'file_too_large' }]);
    }
    image = await saveReportImage(deps.dataDir, picture);
  }

  const viewer = viewerOf(request);
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
  const ok: OkResponse = { code: 'success' };
  return ok;
}
