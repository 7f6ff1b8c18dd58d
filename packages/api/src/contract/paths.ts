/**
 * The bucket segment of the cached paths (decision): ids are sharded by thousands (`7` → `0`, `12345` →
 * `12000`); a dir by its first character, lower-cased.
 */
export function bucketOf(id: number | string): string {
  if (typeof id === 'number' || /^\d+$/.test(id)) return String(Math.floor(Number(id) / 1000) * 1000);
  return id.charAt(0).toLowerCase();
}

/** The `{prefix}` segment of the model path (decision): the dir's first two characters, lower-cased. */
export function modelPrefix(dir: string): string {
  return dir.slice(0, 2).toLowerCase();
}

/** The `{first letter}` segment of the channel path. */
export function firstLetter(dir: string): string {
  return dir.charAt(0).toLowerCase();
}

/** The non-cached endpoints of §7. */
export const ENDPOINTS = {
  member: '/api/member.php',
  input: '/api/input.php',
  report: '/api/report.php',
  videoEdit: '/api/video_edit.php',
  /** The tus endpoint of video uploads (creation: POST here; the upload: PATCH/HEAD of its Location). */
  tus: '/api/tus/',
  /**
   * The picture attached to a report (`?report_id=`), for staff: the image itself, never cached. The
   * console's other reads are declared in contract/moderation-calls.ts.
   */
  moderationReportImage: '/api/moderation/report-image.php',
  /** The proof picture of a removal appeal (#31), staff only. */
  moderationAppealProof: '/api/moderation/appeal-proof.php',
  /** A verified-uploader application's pictures (#31, `?application_id=&image=`), staff only. */
  moderationUploaderImage: '/api/moderation/uploader-image.php',
  /** A consent record's pictures (#31, `?record_id=&image=`), custodians of records only. */
  recordsImage: '/api/records/image.php',
  /** The §2257 index of videos × performers × records (#31, CSV), custodians of records only. */
  recordsIndex: '/api/records/2257-index.csv',
} as const;
