import { documentCalls } from '../contract/call.js';
import type { ConsentRecord } from '../contract/consent.js';
import { CONSENT_CALLS } from '../contract/consent-calls.js';
import { UPLOAD_LIMITS } from '../contract/constants.js';
import { PERFORMERS_MAX, UPLOADER_MIN_AGE, UPLOADER_NAME_MAX } from '../contract/values.js';

const draft: ConsentRecord = {
  record_id: 7,
  status: 'draft',
  legal_name: 'Robin Heron',
  birth_date: '1990-04-12',
  recorded_on: null,
  id_document: 1,
  release: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  completed_at: null,
};

/** What the OpenAPI document and the mock API say of performers and consent records (consent-calls.ts). */
export const CONSENT_CALL_DOCS = /* @__PURE__ */ documentCalls(CONSENT_CALLS, {
  'consent.records': {
    summary: "The uploader's consent records, newest first (never cached)",
    description:
      'Each a `draft` or `complete`; the pictures are never sent back: `id_document` and `release` say whether one is kept. Custodians of records alone open the records themselves.',
    example: { code: 'success', records: [draft] },
  },
  'consent.save': {
    summary: 'act consent_save (multipart): a new consent record, or more of a draft',
    description: `Without \`record_id\` a new record, else more of that draft of the viewer's (404 \`not_found\` for another's, 409 \`already_complete\` once complete: a complete record never changes). \`legal_name\` (1 to ${UPLOADER_NAME_MAX} characters), \`birth_date\` and \`recorded_on\` (YYYY-MM-DD; \`recorded_on\` not in the future, \`invalid\`; the performer under ${UPLOADER_MIN_AGE} on that date is \`too_young\` on \`birth_date\`), \`id_document\` and \`release\` (pictures judged by content, at most ${UPLOAD_LIMITS.imageMaxBytes / 1024 ** 2} MB: 400 \`invalid_file_type\`, 413 \`file_too_large\`; re-encoded, sealed at rest). What is sent replaces what was kept; a refused call changes nothing. The record is complete once every part is there.`,
    exampleParams: { legal_name: 'Robin Heron', birth_date: '1990-04-12' },
    example: { code: 'success', record: draft },
  },
  'consent.videoPerformers': {
    summary: "The performers the viewer's own video names, as kept (never cached)",
    description:
      "In the uploader's order, each with its standing (`verified`, `complete`, or what keeps it from publication): what the upload page's last step shows and starts from when the video is edited. 404 `not_found` for a video that is not the viewer's.",
    exampleParams: { video_id: 42 },
    example: {
      code: 'success',
      performers: [{ kind: 'record', id: 7, name: 'Robin Heron', status: 'complete' }],
    },
  },
  'consent.performers': {
    summary: "The performers of the viewer's own video, before it is published",
    description: `\`usernames\` (verified uploaders, the viewer included) and \`record_ids\` (the viewer's consent records), comma-separated, at most ${PERFORMERS_MAX} in all; they replace the list kept. 400 \`invalid_params\` with \`not_found\` on \`usernames\` or \`record_ids\` (and the name in \`params.name\`) for a member or record that is not there, or not the viewer's; \`not_verified\` on \`usernames\` for a member who is not a verified uploader. 404 \`not_found\` for a video not the viewer's, 409 \`already_published\` once it is live. A video is approved only when every performer named is \`verified\` or \`complete\` (and at least one is named) while the site asks for consent records.`,
    exampleParams: { video_id: 42, usernames: 'robin', record_ids: '7' },
    example: {
      code: 'success',
      performers: [
        { kind: 'uploader', id: 3, name: 'robin', status: 'verified' },
        { kind: 'record', id: 7, name: 'Robin Heron', status: 'incomplete' },
      ],
    },
  },
  'records.record': {
    summary: 'One consent record opened, for a custodian of records (never cached, audited)',
    description:
      'Custodians of records only (a member an admin made one, whatever their role): 403 `no_permission` for any other member. The record opened from its seal, its keeper, the videos that name it and the addresses of its pictures (GET /api/records/image.php). Each view is written to the audit log (`record_view`). 404 `not_found` for no such record, 500 `record_unreadable` when its seal was changed or its key is not configured.',
    exampleParams: { record_id: 7 },
    example: {
      code: 'success',
      record: {
        record_id: 7,
        status: 'complete',
        keeper: { user_id: 3, username: 'robin' },
        legal_name: 'Robin Heron',
        birth_date: '1990-04-12',
        recorded_on: '2026-10-01',
        created_at: '2026-11-29T10:00:00.000Z',
        completed_at: '2026-11-29T10:05:00.000Z',
        video_ids: [42],
        id_document: '/api/records/image.php?record_id=7&image=id_document',
        release: '/api/records/image.php?record_id=7&image=release',
      },
    },
  },
  'records.list': {
    summary: 'Every consent record, newest first, for a custodian of records (never cached, audited)',
    description:
      'Custodians of records only: 403 `no_permission` for any other member. Each record opened from its seal (a record that cannot be opened shows `?` as its name), its keeper and the videos that name it; its pictures through `records.record`. 50 a page. Each page read is written to the audit log (`record_view`, target `list`).',
    exampleParams: { page: 2 },
    example: {
      code: 'success',
      records: [
        {
          record_id: 7,
          status: 'complete',
          keeper: { user_id: 3, username: 'robin' },
          legal_name: 'Robin Heron',
          birth_date: '1990-04-12',
          recorded_on: '2026-10-01',
          created_at: '2026-11-29T10:00:00.000Z',
          completed_at: '2026-11-29T10:05:00.000Z',
          video_ids: [42],
        },
      ],
      total: 51,
      page: 2,
    },
  },
  'moderation.custodian': {
    summary: 'act custodian (admins): make a member a custodian of records, or no longer',
    description:
      '`custodian` 1 or 0. Audited (`custodian_grant`, `custodian_revoke`). 404 `not_found` for no such member.',
    exampleParams: { user_id: 3, custodian: 1 },
    example: { code: 'success', user_id: 3, custodian: 1 },
  },
});
