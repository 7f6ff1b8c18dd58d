import { okResponseSchema } from '../contract/common.js';
import {
  COUNTER_NOTICE_MIN,
  DOWNLOAD_DECISIONS,
  DOWNLOAD_REQUEST_STATUSES,
  downloadRequestsResponseSchema,
  MODERATION_PAGE_SIZE,
  MODERATION_SETTINGS,
  MODERATION_TEXT_MAX,
  memberChangeResponseSchema,
  moderationSettingsResponseSchema,
  REPORT_REPLY_MAX,
  REPORT_STATUSES,
  reportChangeResponseSchema,
  SANCTIONS,
  STAFF_ROLES,
  STRIKES_LIMIT,
  sanctionResponseSchema,
  takedownResponseSchema,
  takedownRestoreResponseSchema,
} from '../contract/moderation.js';
import { ENDPOINTS } from '../contract/paths.js';
import { z } from '../zod.js';
import type { Operation, Parameter } from './operations.js';

/** The moderation console's operations (#12): staff reads, the acts of /api/moderation.php, the counter-notice. */

const int = z.number().int();
const id = int.min(1);
const form = 'application/x-www-form-urlencoded' as const;
const query = (name: string, schema: z.ZodType, required = false, description?: string): Parameter => ({
  name,
  in: 'query',
  schema,
  required,
  ...(description ? { description } : {}),
});
const page = query('page', int.min(1), false, `1-based; ${MODERATION_PAGE_SIZE} rows a page.`);
const STAFF =
  'Staff only (moderators and admins): 401 `need_auth` for a visitor, 403 `no_permission` for a member. Never cached.';
const ADMIN = 'Admins only: 401 `need_auth` for a visitor, 403 `no_permission` for a member or a moderator.';
const act = (name: string, shape: z.ZodRawShape) => ({
  type: form,
  schema: z.object({ act: z.literal(name), ...shape }),
});

export const MODERATION_OPERATIONS: Operation[] = [
  {
    id: 'moderation.reportImage',
    client: 'the browser (the console links to it)',
    method: 'get',
    path: ENDPOINTS.moderationReportImage,
    summary: 'The picture attached to a report',
    description: `${STAFF} The image itself (JPEG or PNG, re-encoded when the report came in), never cached; 404 \`not_found\` for no such report or one without a picture.`,
    parameters: [query('report_id', id, true)],
    responses: {
      '200': {
        description: 'The picture (`image/jpeg` or `image/png`, `Cache-Control: private, no-store`).',
      },
    },
  },
  {
    id: 'moderation.downloadRequests',
    method: 'get',
    path: ENDPOINTS.downloadRequests,
    summary: "Members' download requests (a description instead of paying), by status",
    description: `${STAFF} \`status\` defaults to pending (oldest first); approved and rejected are newest first. ${MODERATION_PAGE_SIZE} a page and no total: a full page means there may be another.`,
    parameters: [query('status', z.enum(DOWNLOAD_REQUEST_STATUSES)), page],
    response: downloadRequestsResponseSchema,
  },
  {
    id: 'moderation.decideDownload',
    method: 'post',
    path: ENDPOINTS.downloadRequests,
    summary: 'act approve or reject: a download request decided',
    description: `${STAFF} An approved member downloads that video for good. 409 \`already_decided\`, 404 \`not_found\`.`,
    body: { type: form, schema: z.object({ act: z.enum(DOWNLOAD_DECISIONS), request_id: id }) },
    response: okResponseSchema,
  },
  {
    id: 'moderation.takedown',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act takedown: a DMCA takedown removes a video and strikes its uploader',
    description: `${STAFF} The video is deleted (its owner cannot re-add it) and blocked from re-upload; the uploader is mailed; at ${STRIKES_LIMIT} active strikes the account is disabled (\`disabled\` 1). With \`report_id\` the report is resolved. 404 \`not_found\`, 409 \`already_removed\`.`,
    body: act('takedown', {
      video_id: id,
      report_id: id.optional(),
      reason: z.string().min(3).max(MODERATION_TEXT_MAX),
    }),
    response: takedownResponseSchema,
  },
  {
    id: 'moderation.restore',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act restore: a taken-down video comes back and its strike is lifted',
    description: `${STAFF} 404 \`not_found\`, 409 \`not_removed\` (restored already).`,
    body: act('restore', { takedown_id: id }),
    response: takedownRestoreResponseSchema,
  },
  {
    id: 'moderation.sanction',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act sanction: ban, temporary ban until a time, disable, or lift',
    description: `${STAFF} A sanction ends the member's sessions; login then answers \`banned\`, \`temp_banned\` or \`disabled_user\`. \`until\` (ISO 8601, in the future) is required for temp_ban. 409 \`own_account\`; only admins sanction staff (403).`,
    body: act('sanction', {
      user_id: id,
      sanction: z.enum(SANCTIONS),
      until: z.iso.datetime({ offset: true }).optional(),
      reason: z.string().max(MODERATION_TEXT_MAX).optional(),
    }),
    response: sanctionResponseSchema,
  },
  {
    id: 'moderation.trust',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: "act trust: a member's trusted flag (their uploads may skip review)",
    description: STAFF,
    body: act('trust', { user_id: id, trusted: z.enum(['0', '1']) }),
    response: memberChangeResponseSchema,
  },
  {
    id: 'moderation.role',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: "act role: a member's staff role",
    description: `${ADMIN} 409 \`own_account\` for one's own role. The first admin is made on the command line (apps/server src/moderation/cli.ts).`,
    body: act('role', { user_id: id, role: z.enum(STAFF_ROLES) }),
    response: memberChangeResponseSchema,
  },
  {
    id: 'moderation.setting',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: "act setting: trusted_skip_review (trusted members' uploads go live without review)",
    description: ADMIN,
    body: act('setting', { name: z.enum(MODERATION_SETTINGS), value: z.enum(['0', '1']) }),
    response: moderationSettingsResponseSchema,
  },
  {
    id: 'moderation.addWord',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act word_add: a forbidden word',
    description: `${STAFF} One word of letters and digits; 409 \`already_listed\`.`,
    body: act('word_add', { word: z.string().min(1).max(60) }),
    response: okResponseSchema,
  },
  {
    id: 'moderation.removeWord',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act word_remove: a forbidden word',
    description: `${STAFF} 404 \`not_found\` when it is not listed.`,
    body: act('word_remove', { word: z.string().min(1).max(60) }),
    response: okResponseSchema,
  },
  {
    id: 'moderation.assign',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: 'act assign: a report to a staff member (default: oneself; 0: nobody)',
    description: `${STAFF} An open report moves to in_progress.`,
    body: act('assign', { report_id: id, assignee_id: int.min(0).optional() }),
    response: reportChangeResponseSchema,
  },
  {
    id: 'moderation.reportStatus',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary: "act report_status: a report's status",
    description: STAFF,
    body: act('report_status', { report_id: id, status: z.enum(REPORT_STATUSES) }),
    response: reportChangeResponseSchema,
  },
  {
    id: 'moderation.reply',
    method: 'post',
    path: ENDPOINTS.moderation,
    summary:
      'act reply: an e-mail to the reporter (kind reply) or a staff note (kind note), kept in the thread',
    description: `${STAFF} 502 \`mail_error\` when the mail could not be sent (nothing is stored).`,
    body: act('reply', {
      report_id: id,
      message: z.string().min(1).max(REPORT_REPLY_MAX),
      kind: z.enum(['reply', 'note']).optional(),
    }),
    response: reportChangeResponseSchema,
  },
  {
    id: 'moderation.counterNotice',
    method: 'post',
    path: ENDPOINTS.counterNotice,
    summary: "The uploader's counter-notice to a takedown of their video",
    description:
      "Members: 401 `need_auth` for a visitor, 404 `not_found` for a takedown of another member's video, 409 `not_removed` (restored already) or `already_sent`.",
    body: {
      type: form,
      schema: z.object({
        takedown_id: id,
        statement: z.string().min(COUNTER_NOTICE_MIN).max(REPORT_REPLY_MAX),
      }),
    },
    response: okResponseSchema,
  },
];
