import { documentCalls } from '../contract/call.js';
import { UPLOAD_LIMITS } from '../contract/constants.js';
import { CONTENT_PROVIDER_TERMS_VERSION, UPLOADER_MIN_AGE, UPLOADER_NAME_MAX } from '../contract/values.js';
import type { UploaderApplication } from '../contract/verification.js';
import { VERIFICATION_CALLS } from '../contract/verification-calls.js';

const draft: UploaderApplication = {
  status: 'draft',
  required: 1,
  legal_name: 'Robin Heron',
  birth_date: '1990-04-12',
  id_document: 1,
  selfie: 0,
  terms_version: null,
  terms_accepted_at: null,
  current_terms_version: CONTENT_PROVIDER_TERMS_VERSION,
  submitted_at: null,
  decided_at: null,
  reason: null,
};

const fields = `\`legal_name\` (1 to ${UPLOADER_NAME_MAX} characters), \`birth_date\` (YYYY-MM-DD; under ${UPLOADER_MIN_AGE} years is \`too_young\` on it), \`accept_terms\` (the version in force, \`${CONTENT_PROVIDER_TERMS_VERSION}\`: recorded with the time), \`id_document\` and \`selfie\` (pictures judged by content, JPEG, PNG, WebP or GIF, at most ${UPLOAD_LIMITS.imageMaxBytes / 1024 ** 2} MB: 400 \`invalid_file_type\`, 413 \`file_too_large\`; re-encoded, sealed at rest, shown to staff only). Every field is optional here: what is sent replaces what was kept. 409 \`already_submitted\` while the application waits for its decision, \`already_verified\` once approved; a rejected application becomes a draft again.`;

/** What the OpenAPI document and the mock API say of the uploader's application (verification-calls.ts). */
export const VERIFICATION_CALL_DOCS = /* @__PURE__ */ documentCalls(VERIFICATION_CALLS, {
  'uploaders.application': {
    summary: "The member's application to be a verified uploader (never cached)",
    description:
      '`status` none (never started), draft, pending, approved or rejected (with `reason`); `required` 1 when this site lets only verified uploaders upload (UPLOADS_VERIFIED_ONLY). The pictures are never sent back: `id_document` and `selfie` say whether one is kept.',
    example: { code: 'success', application: draft },
  },
  'uploaders.save': {
    summary: "act save (multipart): keep the application's fields as a draft",
    description: fields,
    exampleParams: { legal_name: 'Robin Heron', birth_date: '1990-04-12' },
    example: { code: 'success', application: draft },
  },
  'uploaders.submit': {
    summary: 'act submit (multipart): send the application for review',
    description: `The same fields as \`save\`, stored only when the whole application is then complete (else 400 \`invalid_params\` with \`required\` on each missing field, and nothing is changed). It waits for staff in the console, or for the identity-verification provider's signed decision; the member is mailed the outcome. ${fields}`,
    exampleParams: { accept_terms: CONTENT_PROVIDER_TERMS_VERSION },
    example: {
      code: 'success',
      application: {
        ...draft,
        status: 'pending',
        selfie: 1,
        terms_version: CONTENT_PROVIDER_TERMS_VERSION,
        terms_accepted_at: '2026-11-29T10:00:00.000Z',
        submitted_at: '2026-11-29T10:00:00.000Z',
      },
    },
  },
});
