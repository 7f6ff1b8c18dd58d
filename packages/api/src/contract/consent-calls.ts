import { declareCalls } from './call.js';
import {
  consentRecordsResponseSchema,
  consentSaveInputSchema,
  consentSaveResponseSchema,
  videoPerformersInputSchema,
  videoPerformersQuerySchema,
  videoPerformersResponseSchema,
} from './consent.js';
import {
  custodianInputSchema,
  custodianRecordQuerySchema,
  custodianRecordResponseSchema,
  custodianRecordsQuerySchema,
  custodianRecordsResponseSchema,
  custodianResponseSchema,
} from './records.js';
import { IMAGE_FILE } from './upload-rules.js';

/** Performers and consent records (#31 item 2, contract/consent.ts): the uploader's calls. */
const RECORDS = '/api/consent_records.php';

export const CONSENT_CALLS = declareCalls({
  'consent.records': {
    method: 'get',
    path: RECORDS,
    access: 'member',
    response: consentRecordsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'consent.save': {
    method: 'post',
    path: RECORDS,
    act: 'consent_save',
    access: 'member',
    body: 'multipart',
    params: consentSaveInputSchema,
    texts: ['legal_name'],
    files: { id_document: IMAGE_FILE, release: IMAGE_FILE },
    response: consentSaveResponseSchema,
    errors: ['not_found', 'invalid_file_type', 'file_too_large', 'already_complete'],
    lifetime: 0,
  },
  'consent.videoPerformers': {
    method: 'get',
    path: '/api/video_performers.php',
    access: 'member',
    params: videoPerformersQuerySchema,
    response: videoPerformersResponseSchema,
    errors: ['not_found'],
    lifetime: 0,
  },
  'consent.performers': {
    method: 'post',
    path: '/api/video_performers.php',
    access: 'member',
    params: videoPerformersInputSchema,
    response: videoPerformersResponseSchema,
    errors: ['not_found', 'already_published'],
    lifetime: 0,
  },
  // Custodians of records (contract/records.ts): members whom an admin made custodians; others 403.
  'records.record': {
    method: 'get',
    path: '/api/records/record.php',
    access: 'member',
    params: custodianRecordQuerySchema,
    response: custodianRecordResponseSchema,
    errors: ['no_permission', 'not_found', 'record_unreadable'],
    lifetime: 0,
  },
  'records.list': {
    method: 'get',
    path: '/api/records/records.php',
    access: 'member',
    params: custodianRecordsQuerySchema,
    response: custodianRecordsResponseSchema,
    errors: ['no_permission'],
    lifetime: 0,
  },
  'moderation.custodian': {
    method: 'post',
    path: '/api/moderation.php',
    act: 'custodian',
    access: 'admin',
    params: custodianInputSchema,
    response: custodianResponseSchema,
    errors: ['not_found'],
    lifetime: 0,
  },
});
