/**
 * Video uploads (#7): the tus endpoint, acts 1 (check) and 5 (info) of POST /api/video_edit.php (declared
 * calls), the member's upload list, and the sweep of abandoned uploads. See README.md.
 */
export { type CheckOutcome, checkUpload, checkUploadCall } from './check.js';
export { videoInfo } from './info.js';
export { UPLOADS_LIST_MAX, uploadState, uploadsList } from './list.js';
export { STALE_UPLOAD_MS, sweepStaleUploads } from './sweep.js';
export { MAX_UNFINISHED_UPLOADS, tusRoutes } from './tus.js';
