/**
 * Video uploads (#7): the tus endpoint, acts 1 (check) and 5 (info) of POST /api/video_edit.php, the
 * member's upload list, and the sweep of abandoned uploads. See README.md.
 */
import { VIDEO_EDIT_ACTS } from '@site/api';
import type { Deps } from '../deps.js';
import type { Acts } from '../http/acts.js';
import { videoInfoAct } from './info.js';

export { type CheckOutcome, checkUpload, checkUploadCall } from './check.js';
export { videoInfoAct } from './info.js';
export { UPLOADS_LIST_MAX, uploadState, uploadsList } from './list.js';
export { STALE_UPLOAD_MS, sweepStaleUploads } from './sweep.js';
export { MAX_UNFINISHED_UPLOADS, tusRoutes } from './tus.js';

/**
 * Act 5 (the video's fields) of POST /api/video_edit.php: multipart, so written the older way. Act 1 (check
 * a finished upload) is the declared `uploads.check` (`checkUploadCall`).
 */
export function uploadActs(deps: Deps): Acts {
  return { [String(VIDEO_EDIT_ACTS.info)]: videoInfoAct(deps) };
}
