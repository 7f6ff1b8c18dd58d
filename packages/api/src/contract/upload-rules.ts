import type { FileRule } from './call.js';
import { UPLOAD_LIMITS } from './constants.js';
import { UPLOAD_FORMATS } from './values.js';

// The rules of uploaded files without zod (upload.ts builds the schemas): the browser checks a chosen
// file with them before sending it, and the `@site/api` root entry exports them.

/**
 * A picture a member sends (avatar, cover, screenshot, report picture): JPEG, PNG, WebP or GIF by its
 * content (never SVG, which can carry script), at most UPLOAD_LIMITS.imageMaxBytes.
 */
export const IMAGE_FILE: FileRule = {
  formats: ['jpeg', 'png', 'webp', 'gif'],
  maxBytes: UPLOAD_LIMITS.imageMaxBytes,
};

/** The longest upload filename kept (the uploads table's limit); a longer one is `bad_filename`. */
export const MAX_UPLOAD_FILENAME = 255;

/**
 * §5: the video filename has only latin letters and numbers (before its extension, one of §9's formats),
 * and at most MAX_UPLOAD_FILENAME characters.
 */
export function isValidUploadFilename(name: string): boolean {
  if (name.length > MAX_UPLOAD_FILENAME) return false;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  const base = name.slice(0, dot);
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[A-Za-z0-9]+$/.test(base) && (UPLOAD_FORMATS as readonly string[]).includes(ext);
}

/** §5/§9: the minimum length is 6 minutes for exclusive videos and 10 otherwise; the maximum is a decision. */
export function uploadDurationError(seconds: number, exclusive: boolean): 'too_short' | 'too_long' | null {
  const min = (exclusive ? UPLOAD_LIMITS.minMinutesExclusive : UPLOAD_LIMITS.minMinutesNonExclusive) * 60;
  if (seconds <= min) return 'too_short';
  if (seconds > UPLOAD_LIMITS.maxMinutes * 60) return 'too_long';
  return null;
}
