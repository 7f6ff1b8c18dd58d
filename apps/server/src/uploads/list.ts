/**
 * GET /api/uploads.php[?upload_id=] (the declared uploads.list): the member's own uploads, newest first (at most
 * 100), as `uploadStateSchema` shapes them (§4 "Uploads: start, uploading with progress percent, success
 * (goes to moderation), error"). Members only (401 `need_auth`); never cached. See README.md "States".
 */
import {
  GENDERS,
  type UploadInfo,
  type UploadState,
  type UploadStatus,
  type UploadsResponse,
} from '@site/api';
import { sql } from 'kysely';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import type { CallHandler } from '../http/call.js';
import { expiryFromNow, signedMediaUrl } from '../media/urls.js';
import { readVideoMedia } from '../media/video-media.js';
import { receivedBytes } from './files.js';

/** The most uploads one answer lists. */
export const UPLOADS_LIST_MAX = 100;

/** What the list reads of an upload and its video. */
export interface UploadListRow {
  upload_id: string;
  filename: string;
  size: string | number;
  status: 'uploading' | 'uploaded' | 'accepted' | 'rejected';
  error_code: string | null;
  video_id: number | null;
  created_at: Date;
  title: string | null;
  description: string | null;
  gender: string | null;
  is_private: number | null;
  is_exclusive: number | null;
  categories: string[] | null;
  video_status: number | null;
  media: unknown;
  reject_reason: string | null;
  media_error: string | null;
}

/** The state of a video made of an upload, by its status_id (README.md "States"). */
const VIDEO_STATES: Record<number, UploadStatus> = {
  [VIDEO_STATUS.processing]: 'processing',
  [VIDEO_STATUS.moderation]: 'awaiting_review',
  [VIDEO_STATUS.active]: 'active',
  [VIDEO_STATUS.rejected]: 'rejected',
  [VIDEO_STATUS.failed]: 'error',
  [VIDEO_STATUS.deleted]: 'deleted',
};

const percentOf = (part: number, whole: number): number =>
  whole <= 0 ? 0 : Math.max(0, Math.min(100, Math.floor((part / whole) * 100)));

/** One upload as its owner sees it; `received` is the bytes tus holds (read only while uploading). */
export function uploadState(
  row: UploadListRow,
  received: number,
  signing: { secret: string; userId: number; expires?: number },
): UploadState {
  const expires = signing.expires ?? expiryFromNow();
  const size = Number(row.size);
  const media = readVideoMedia(row.media);
  const base = {
    upload_id: row.upload_id,
    filename: row.filename,
    size,
    video_id: row.video_id,
    title: row.title,
    info: null as UploadInfo | null,
    posters: [] as string[],
    poster: 0,
    playable: false,
    error_code: null as string | null,
    reject_reason: null as string | null,
    created_at: new Date(row.created_at).getTime(),
  };
  if (row.status === 'uploading' || row.status === 'uploaded') {
    const percent = row.status === 'uploaded' ? 100 : percentOf(received, size);
    return { ...base, status: 'uploading', percent };
  }
  if (row.status === 'rejected')
    return { ...base, status: 'error', percent: 100, error_code: row.error_code };
  // Accepted: the video's status tells the rest (no video: it was removed).
  const status: UploadStatus =
    row.video_id === null || row.video_status === null
      ? 'deleted'
      : (VIDEO_STATES[row.video_status] ?? 'error');
  const videoId = row.video_id;
  const info: UploadInfo | null =
    row.title === null || status === 'deleted'
      ? null
      : {
          description: row.description ?? '',
          categories: row.categories ?? [],
          orientation: (GENDERS as readonly string[]).includes(row.gender ?? '')
            ? (row.gender as UploadInfo['orientation'])
            : 'str',
          visibility: row.is_private !== null && isPrivate(row.is_private) ? 1 : 0,
          exclusive: row.is_exclusive === 1 ? 1 : 0,
        };
  const posters =
    videoId === null || status === 'deleted'
      ? []
      : Array.from({ length: media.posters }, (_, i) =>
          signedMediaUrl(signing.secret, videoId, `posters/${i + 1}.jpg`, expires, signing.userId),
        );
  return {
    ...base,
    status,
    info,
    percent: status === 'processing' ? media.progress : 100,
    posters,
    poster: media.poster,
    playable: media.rungs.length > 0,
    error_code: status === 'error' ? (row.media_error ?? 'upload_error') : null,
    reject_reason: status === 'rejected' ? row.reject_reason : null,
  };
}

/** The handler of uploads.list (served by calls.ts): members only, never cached, by its declaration. */
export function uploadsList(deps: Pick<Deps, 'db' | 'secret' | 'media'>): CallHandler<'uploads.list'> {
  return async ({ params, viewer }) => {
    let q = deps.db
      .selectFrom('uploads as u')
      .leftJoin('videos as v', 'v.video_id', 'u.video_id')
      .select([
        'u.upload_id',
        'u.filename',
        'u.size',
        'u.status',
        'u.error_code',
        'u.video_id',
        'u.created_at',
        'v.title',
        'v.description',
        'v.gender',
        'v.is_private',
        'v.is_exclusive',
        sql<string[]>`(select coalesce(array_agg(c.dir order by c.dir), '{}') from video_categories vc
          join categories c on c.category_id = vc.category_id where vc.video_id = u.video_id)`.as(
          'categories',
        ),
        'v.status_id as video_status',
        'v.media',
        'v.reject_reason',
        'v.media_error',
      ])
      .where('u.user_id', '=', viewer.user_id);
    if (params.upload_id) q = q.where('u.upload_id', '=', params.upload_id);
    const rows = await q
      .orderBy('u.created_at', 'desc')
      .orderBy('u.upload_id', 'desc')
      .limit(UPLOADS_LIST_MAX)
      .execute();
    const expires = expiryFromNow();
    const uploads = await Promise.all(
      rows.map(async (row) => {
        const received =
          row.status === 'uploading' ? await receivedBytes(deps.media.uploadsDir, row.upload_id) : 0;
        return uploadState(row as UploadListRow, received, {
          secret: deps.secret,
          userId: viewer.user_id,
          expires,
        });
      }),
    );
    const body: UploadsResponse = { code: 'success', uploads };
    return body;
  };
}
