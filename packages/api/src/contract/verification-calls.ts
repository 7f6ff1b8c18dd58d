import { declareCalls } from './call.js';
import { IMAGE_FILE } from './upload-rules.js';
import { uploaderApplicationInputSchema, uploaderApplicationResponseSchema } from './verification.js';

/** The uploader's application (#31, contract/verification.ts): one path, read by GET, written by two acts. */
const PATH = '/api/uploader_verification.php';
const WRITE_ERRORS = [
  'invalid_file_type',
  'file_too_large',
  'already_submitted',
  'already_verified',
] as const;

export const VERIFICATION_CALLS = declareCalls({
  'uploaders.application': {
    method: 'get',
    path: PATH,
    access: 'member',
    response: uploaderApplicationResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'uploaders.save': {
    method: 'post',
    path: PATH,
    act: 'save',
    access: 'member',
    body: 'multipart',
    params: uploaderApplicationInputSchema,
    texts: ['legal_name'],
    files: { id_document: IMAGE_FILE, selfie: IMAGE_FILE },
    response: uploaderApplicationResponseSchema,
    errors: WRITE_ERRORS,
    lifetime: 0,
  },
  'uploaders.submit': {
    method: 'post',
    path: PATH,
    act: 'submit',
    access: 'member',
    body: 'multipart',
    params: uploaderApplicationInputSchema,
    texts: ['legal_name'],
    files: { id_document: IMAGE_FILE, selfie: IMAGE_FILE },
    response: uploaderApplicationResponseSchema,
    errors: WRITE_ERRORS,
    lifetime: 0,
  },
});
