import {
  GENERAL_ERROR,
  isValidUploadFilename,
  UPLOAD_LIMITS,
  type UploadInfo,
  type UploadState,
  type UploadStatus,
  uploadErrorKey,
} from '@site/api';
import type { SiteMessageKey } from '../../messages';
import { messageKeyOr } from '../notify';
import '../../messages/use-upload';

/**
 * The upload screen of §2/§4 as a state machine. Its steps share the path /upload-video/:
 *
 *   start ─file─▶ uploading ─bytes done─▶ checking ─ok─▶ processing ─posters─▶ info ─sent─▶ success
 *     ▲  (bad filename, too large:                 └──── any failure ───────────────▶ error ─┘ again
 *     └── refused before any byte, stays at start)
 *
 * The form's own fields, and its submit errors, live in the info step's component: a failed submit
 * keeps the form (with the message in its alert region) so nothing typed is lost.
 */
export type UploadStep =
  | { step: 'start'; error: string | null }
  | {
      step: 'uploading';
      fileName: string;
      percent: number;
      /** The connection dropped: tus retries from the server's offset (the page says it reconnects). */
      reconnecting?: boolean;
    }
  | { step: 'checking'; uploadId: string }
  | { step: 'processing'; uploadId: string; videoId: number | null; duration: number | null; percent: number }
  | {
      step: 'info';
      uploadId: string;
      videoId: number | null;
      duration: number | null;
      posters: string[];
      /** Editing a described upload: the form starts from its words. */
      edit?: InfoValues;
    }
  | { step: 'success'; uploadId: string; videoId: number | null }
  | { step: 'error'; code: string };

export type UploadEvent =
  | { type: 'rejected'; code: string }
  | { type: 'started'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'reconnecting' }
  | { type: 'uploaded'; uploadId: string }
  | { type: 'checked'; videoId: number; duration: number }
  | { type: 'polled'; upload: UploadState }
  | { type: 'submitted'; videoId: number }
  | { type: 'failed'; code: string }
  | { type: 'reset' };

/** What the info form holds; an edit starts from the upload's saved words and picked poster (0: none). */
export interface InfoValues extends UploadInfo {
  title: string;
  poster: number;
}

export const initialStep: UploadStep = { step: 'start', error: null };

/** §5/§9 before any byte is sent: the filename rule and the 10 GB limit. Null when the file may go. */
export function localFileError(file: { name: string; size: number }): 'bad_filename' | 'size_limit' | null {
  if (!isValidUploadFilename(file.name)) return 'bad_filename';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'size_limit';
  return null;
}

/** The states whose words the owner may edit (act 5; an edit goes back to review). */
const EDITABLE: ReadonlySet<UploadStatus> = new Set(['processing', 'awaiting_review', 'active', 'rejected']);

/**
 * The step of an upload found again (the page reloaded after the check, `?upload=<id>`): its info was
 * sent (it has a title, or is past processing) → success; failed → error; processing → waiting for
 * posters or the form; still uploading or gone → start (choosing the same file again resumes it).
 */
export function stepOfUpload(upload: UploadState | null | undefined, edit = false): UploadStep {
  if (!upload) return initialStep;
  // `?edit`: a described upload that is not off the site gets the form again, filled with its words.
  if (edit && upload.info && upload.title !== null && EDITABLE.has(upload.status)) {
    return {
      step: 'info',
      uploadId: upload.upload_id,
      videoId: upload.video_id,
      duration: null,
      posters: upload.posters,
      edit: { ...upload.info, title: upload.title, poster: upload.poster },
    };
  }
  switch (upload.status) {
    case 'error':
      return { step: 'error', code: upload.error_code || GENERAL_ERROR };
    case 'awaiting_review':
    case 'active':
      return { step: 'success', uploadId: upload.upload_id, videoId: upload.video_id };
    case 'processing': {
      if (upload.title !== null)
        return { step: 'success', uploadId: upload.upload_id, videoId: upload.video_id };
      const base = { uploadId: upload.upload_id, videoId: upload.video_id, duration: null };
      return upload.posters.length > 0
        ? { step: 'info', ...base, posters: upload.posters }
        : { step: 'processing', ...base, percent: upload.percent };
    }
    default:
      return initialStep;
  }
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.floor(value)));

export function uploadReducer(state: UploadStep, event: UploadEvent): UploadStep {
  switch (event.type) {
    case 'reset':
      return initialStep;
    case 'rejected':
      return state.step === 'start' ? { step: 'start', error: event.code } : state;
    case 'started':
      return state.step === 'start' ? { step: 'uploading', fileName: event.fileName, percent: 0 } : state;
    case 'progress':
      return state.step === 'uploading'
        ? { step: 'uploading', fileName: state.fileName, percent: clampPercent(event.percent) }
        : state;
    case 'reconnecting':
      return state.step === 'uploading' ? { ...state, reconnecting: true } : state;
    case 'uploaded':
      return state.step === 'uploading' ? { step: 'checking', uploadId: event.uploadId } : state;
    case 'checked':
      return state.step === 'checking'
        ? {
            step: 'processing',
            uploadId: state.uploadId,
            videoId: event.videoId,
            duration: event.duration,
            percent: 0,
          }
        : state;
    case 'polled': {
      if (state.step !== 'processing' || event.upload.upload_id !== state.uploadId) return state;
      const { upload } = event;
      if (upload.status === 'error') return { step: 'error', code: upload.error_code || GENERAL_ERROR };
      if (upload.status === 'rejected' || upload.status === 'deleted')
        return { step: 'error', code: GENERAL_ERROR };
      const videoId = upload.video_id ?? state.videoId;
      return upload.posters.length > 0
        ? {
            step: 'info',
            uploadId: state.uploadId,
            videoId,
            duration: state.duration,
            posters: upload.posters,
          }
        : { ...state, videoId, percent: clampPercent(upload.percent) };
    }
    case 'submitted':
      return state.step === 'info'
        ? { step: 'success', uploadId: state.uploadId, videoId: event.videoId }
        : state;
    case 'failed':
      return state.step === 'start' || state.step === 'success' ? state : { step: 'error', code: event.code };
  }
}

/** The site message of an upload error code (§8 "the notification for the server code"). */
export function uploadMessageKey(code: string | null | undefined): SiteMessageKey {
  const key =
    code === 'need_auth' ? 'upload.error.need_auth' : `upload.error.${uploadErrorKey(code ?? undefined)}`;
  return messageKeyOr(key, 'upload.error.general_error');
}
