import { appealInputSchema, appealResponseSchema } from './appeal.js';
import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';
import { reportInputSchema } from './misc.js';
import {
  avatarResponseSchema,
  coverResponseSchema,
  imageUploadInputSchema,
  videoInfoInputSchema,
  videoInfoResponseSchema,
} from './upload.js';
import { IMAGE_FILE } from './upload-rules.js';
import { VIDEO_EDIT_ACTS } from './values.js';

/** What the server answers of a picture it does not take (call.ts `files`). */
const PICTURE_ERRORS = ['invalid_file_type', 'file_too_large'] as const;

/**
 * The multipart calls of §7 (call.ts `body: 'multipart'`), each carrying a picture judged by its content:
 * the uploaded video's fields (act 5 of /api/video_edit.php, beside its form acts), the avatar and the cover
 * (act `upload` of /api/member.php, by `section`), and the contact and report form.
 */
export const UPLOAD_CALLS = declareCalls({
  'uploads.info': {
    method: 'post',
    path: '/api/video_edit.php',
    act: String(VIDEO_EDIT_ACTS.info),
    access: 'member',
    body: 'multipart',
    params: videoInfoInputSchema,
    texts: ['title', 'description'],
    files: { screenshot: { ...IMAGE_FILE, refusal: { status: 422, code: 'screen_upload_error' } } },
    response: videoInfoResponseSchema,
    errors: [
      'forbidden_words',
      'not_found',
      'upload_error',
      'too_short',
      'screen_upload_error',
      'file_too_large',
    ],
    lifetime: 0,
  },
  'uploads.avatar': {
    method: 'post',
    path: '/api/member.php',
    act: 'upload',
    section: 'u_ava',
    access: 'member',
    body: 'multipart',
    params: imageUploadInputSchema,
    files: { imgfile: IMAGE_FILE },
    response: avatarResponseSchema,
    errors: PICTURE_ERRORS,
    lifetime: 0,
  },
  'uploads.cover': {
    method: 'post',
    path: '/api/member.php',
    act: 'upload',
    section: 'u_cover',
    access: 'member',
    body: 'multipart',
    params: imageUploadInputSchema,
    files: { imgfile: IMAGE_FILE },
    response: coverResponseSchema,
    errors: PICTURE_ERRORS,
    lifetime: 0,
  },
  'report.send': {
    method: 'post',
    path: '/api/report.php',
    access: 'public',
    body: 'multipart',
    params: reportInputSchema,
    // The ref is no text a person writes, but its length is a §5 rule all the same (`max_length`).
    texts: ['message', 'ref'],
    files: { file: IMAGE_FILE },
    response: okResponseSchema,
    errors: [...PICTURE_ERRORS, 'bot_detected', 'too_many_attempts'],
    lifetime: 0,
  },
  'appeal.send': {
    method: 'post',
    path: '/api/removal_appeal.php',
    access: 'public',
    body: 'multipart',
    params: appealInputSchema,
    texts: ['name', 'statement'],
    files: { file: IMAGE_FILE },
    response: appealResponseSchema,
    errors: [...PICTURE_ERRORS, 'bot_detected', 'too_many_attempts', 'video_not_found', 'already_sent'],
    lifetime: 0,
  },
});
