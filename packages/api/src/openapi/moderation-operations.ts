import { MODERATION_PAGE_SIZE } from '../contract/moderation.js';
import { ENDPOINTS } from '../contract/paths.js';
import { z } from '../zod.js';
import type { Operation, Parameter } from './operations.js';

/** The moderation console's operations not declared in CALLS (#12, #31): pictures, not JSON. */

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
const _page = query('page', int.min(1), false, `1-based; ${MODERATION_PAGE_SIZE} rows a page.`);
const STAFF =
  'Staff only (moderators and admins): 401 `need_auth` for a visitor, 403 `no_permission` for a member. Never cached.';
const CUSTODIAN =
  'Custodians of records only: 401 `need_auth` for a visitor, 403 `no_permission` for any other member. Never cached.';
const _ADMIN = 'Admins only: 401 `need_auth` for a visitor, 403 `no_permission` for a member or a moderator.';
const _act = (name: string, shape: z.ZodRawShape) => ({
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
    id: 'moderation.appealProof',
    client: 'the browser (the console links to it)',
    method: 'get',
    path: ENDPOINTS.moderationAppealProof,
    summary: "A removal appeal's proof of identity",
    description: `${STAFF} The picture the appellant sent (re-encoded when the appeal came in), never public and never cached; 404 \`not_found\` for no such appeal.`,
    parameters: [query('appeal_id', id, true)],
    responses: {
      '200': {
        description: 'The picture (`image/jpeg` or `image/png`, `Cache-Control: private, no-store`).',
      },
    },
  },
  {
    id: 'moderation.uploaderImage',
    client: 'the browser (the console links to it)',
    method: 'get',
    path: ENDPOINTS.moderationUploaderImage,
    summary: "A verified-uploader application's identity document or selfie",
    description: `${STAFF} The picture the member sent (re-encoded, then sealed at rest with AES-256-GCM; opened here for staff), never public and never cached; 404 \`not_found\` for no such application or picture, 500 \`record_unreadable\` when the sealed record was changed or its key is not configured.`,
    parameters: [query('application_id', id, true), query('image', z.enum(['id_document', 'selfie']), true)],
    responses: {
      '200': {
        description: 'The picture (`image/jpeg` or `image/png`, `Cache-Control: private, no-store`).',
      },
    },
  },
  {
    id: 'records.image',
    client: 'the browser (a custodian opens it)',
    method: 'get',
    path: ENDPOINTS.recordsImage,
    summary: "A consent record's identity document or signed release",
    description: `${CUSTODIAN} The picture the uploader sent (re-encoded, then sealed at rest with AES-256-GCM; opened here), never public and never cached; audited (\`record_view\`). 404 \`not_found\` for no such record or picture, 500 \`record_unreadable\` when the sealed record was changed or its key is not configured.`,
    parameters: [query('record_id', id, true), query('image', z.enum(['id_document', 'release']), true)],
    responses: {
      '200': {
        description: 'The picture (`image/jpeg` or `image/png`, `Cache-Control: private, no-store`).',
      },
    },
  },
  {
    id: 'records.index',
    client: 'the browser (a custodian downloads it)',
    method: 'get',
    path: ENDPOINTS.recordsIndex,
    summary: 'The §2257 index: every video × performer × record, as CSV',
    description: `${CUSTODIAN} One row per performer of every video that names one: the video (id, title, status, published), the performer (kind, the uploader's user id or the record's id, name), the record's date of birth, recording date and completion, and the uploader. Audited (\`records_export\`).`,
    parameters: [],
    responses: {
      '200': {
        description: 'CSV (`text/csv; charset=utf-8`, an attachment, `Cache-Control: private, no-store`).',
      },
    },
  },
];
