/**
 * The typed failures of the media tools. Callers branch on `code`, never on the message; `uploadCode`
 * gives the §8 upload code (packages/api UPLOAD_ERROR_CODES) that an upload answer shows for each.
 */

export const MEDIA_ERROR_CODES = [
  /** ffprobe cannot read the file, or it holds no usable video stream (no picture size, no duration). */
  'corrupted_file',
  /** A readable media file whose container (judged by content) is not one of the §9 upload formats. */
  'unsupported_format',
  /** ffmpeg failed while encoding a file that probed fine. */
  'transcode_failed',
  /** An ffmpeg/ffprobe run took longer than its time limit and was killed. */
  'timeout',
  /** The caller's AbortSignal fired. */
  'aborted',
  /** The ffmpeg or ffprobe binary could not be started. */
  'tool_missing',
] as const;
export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[number];

export class MediaError extends Error {
  override readonly name = 'MediaError';
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    /** The tail of the tool's stderr, or other facts (e.g. the detected format) for the logs. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /**
   * The §8 upload code: a file that is not a readable video of an accepted format is a `corrupted_file`
   * to the uploader (§8 has no separate "wrong format" code); everything else is an `upload_error`.
   */
  get uploadCode(): 'corrupted_file' | 'upload_error' {
    return this.code === 'corrupted_file' || this.code === 'unsupported_format'
      ? 'corrupted_file'
      : 'upload_error';
  }
}

export function isMediaError(error: unknown, code?: MediaErrorCode): error is MediaError {
  return error instanceof MediaError && (code === undefined || error.code === code);
}
