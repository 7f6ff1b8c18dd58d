/**
 * POST /api/video_edit.php act 5 (multipart or form), the declared `uploads.info` (contract/upload-calls.ts,
 * which reads and checks its fields and the screenshot's content before this handler): the fields of an accepted upload's video (§3
 * "Uploaded video") and its preview screenshot (README.md "Act 5"). It may be sent again to edit, while the
 * video is not deleted.
 *
 * Fields: `upload_id`, `title` (3–100), `description` (≤ 1000), `categories` (comma-separated dirs of
 * existing categories, 1–6), `orientation` (str, gay, she), `visibility` (0 public, 1 private),
 * `exclusive` (0/1), and `poster` (a candidate, 1-based) or the file `screenshot` (an image by content,
 * stored as JPEG `<media_prefix>/poster.jpg`). Bad fields are 400 `invalid_params` with field errors
 * (`categories_min`/`categories_max` for the count); a forbidden word in the title or description is 400
 * `forbidden_words`; a screenshot that is not an image is 422 `screen_upload_error`; a video not longer than
 * the minimum for its kind is 422 `too_short` (§9: 10 minutes, 6 for exclusive videos).
 */
import { type FieldError, UPLOAD_LIMITS, type VideoInfoResponse } from '@site/api';
import { dirSchema } from '@site/api/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { shiftPublicVideo } from '../actions/counters.js';
import { isPublic, type VideoRow } from '../actions/objects.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import type { UploadedFile } from '../http/body.js';
import { type CallHandler, refuse } from '../http/call.js';
import { DECODE_OPTIONS } from '../lib/images.js';
import { videoMediaPrefix } from '../media/pipeline.js';
import { mergedMedia, posterAddress, readVideoMedia, type VideoMedia } from '../media/video-media.js';
import { publishIfTrusted } from '../moderation/settings.js';
import type { VerificationSetup } from '../verification/applications.js';
import { slugOf } from './check.js';

/** The longest side of a stored screenshot (the poster candidates are at most 720p as well). */
export const SCREENSHOT_LONG_SIDE = 1280;

/** The `categories` field: distinct dirs, 1 to 6 (§5 "categories: min {min}, max {max} selected"). */
export function readCategories(raw: string, errors: FieldError[]): string[] | null {
  const dirs = [
    ...new Set(
      raw
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    ),
  ];
  const { minCategories: min, maxCategories: max } = UPLOAD_LIMITS;
  if (dirs.length < min) errors.push({ field: 'categories', code: 'categories_min', params: { min, max } });
  else if (dirs.length > max)
    errors.push({ field: 'categories', code: 'categories_max', params: { min, max } });
  else if (!dirs.every((d) => dirSchema.safeParse(d).success))
    errors.push({ field: 'categories', code: 'invalid' });
  else return dirs;
  return null;
}

/** The screenshot (judged an image by the declared route) as the JPEG to store, or null when it does not decode. */
export async function screenshotJpeg(file: UploadedFile): Promise<Buffer | null> {
  try {
    return await sharp(file.data, DECODE_OPTIONS)
      .rotate()
      .resize({
        width: SCREENSHOT_LONG_SIDE,
        height: SCREENSHOT_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

const VIDEO_ROW_COLUMNS = [
  'video_id',
  'user_id',
  'status_id',
  'is_private',
  'content_source_id',
  'gender',
  'video_viewed',
  'likes',
  'dislikes',
] as const;

export function videoInfo(
  deps: Deps & { verification?: Pick<VerificationSetup, 'consentRequired'> | undefined },
): CallHandler<'uploads.info'> {
  const { db } = deps;
  return async ({ params, files, viewer }) => {
    const errors: FieldError[] = [];
    const raw = params.categories;
    const dirs = readCategories(Array.isArray(raw) ? raw.join(',') : raw, errors);
    if (dirs === null) throw refuse(400, 'invalid_params', errors);
    const input = params;
    const forbidden: FieldError[] = [];
    for (const name of ['title', 'description'] as const) {
      const words = deps.forbidden.find(input[name]);
      if (words.length > 0)
        forbidden.push({ field: name, code: 'forbidden_words', params: { words: words.join(', ') } });
    }
    if (forbidden.length > 0) throw refuse(400, 'forbidden_words', forbidden);

    const upload = await db
      .selectFrom('uploads')
      .select(['status', 'video_id', 'duration'])
      .where('upload_id', '=', input.upload_id)
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirst();
    if (!upload) throw refuse(404, 'not_found');
    if (upload.status !== 'accepted') {
      throw upload.status === 'rejected' ? refuse(404, 'not_found') : refuse(409, 'upload_error');
    }
    const videoId = upload.video_id;
    if (videoId === null) throw refuse(404, 'not_found');
    const video = await db
      .selectFrom('videos')
      .select(['status_id', 'duration', 'media_prefix', 'user_id', 'media'])
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    if (!video || video.user_id !== viewer.user_id || video.status_id === VIDEO_STATUS.deleted) {
      throw refuse(404, 'not_found');
    }
    const posters = readVideoMedia(video.media).posters;
    if (input.poster !== undefined && posters > 0 && input.poster > posters) {
      throw refuse(400, 'invalid_params', [{ field: 'poster', code: 'invalid', params: { max: posters } }]);
    }
    const min = input.exclusive === 1 ? deps.media.minSecondsExclusive : deps.media.minSeconds;
    if (video.duration <= min) throw refuse(422, 'too_short');

    const categories = await db
      .selectFrom('categories')
      .select(['category_id', 'dir'])
      .where('dir', 'in', dirs)
      .execute();
    if (categories.length !== dirs.length) {
      const known = new Set(categories.map((c) => c.dir));
      const unknown = dirs.filter((d) => !known.has(d));
      throw refuse(400, 'invalid_params', [
        { field: 'categories', code: 'invalid', params: { dirs: unknown.join(',') } },
      ]);
    }

    const { screenshot } = files;
    const prefix = video.media_prefix ?? videoMediaPrefix(videoId);
    if (screenshot) {
      const jpeg = await screenshotJpeg(screenshot);
      if (!jpeg) throw refuse(422, 'screen_upload_error');
      // Stored before the flag that shows it is set.
      await deps.storage.put(`${prefix}/poster.jpg`, jpeg, { contentType: 'image/jpeg' });
    }
    const patch: Partial<VideoMedia> = { described: true };
    if (screenshot) patch.customPoster = true;
    else if (input.poster !== undefined) Object.assign(patch, { poster: input.poster, customPoster: false });
    if (screenshot && input.poster !== undefined) patch.poster = input.poster;

    const saved = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('videos')
        .select(VIDEO_ROW_COLUMNS)
        .where('video_id', '=', videoId)
        .forUpdate()
        .executeTakeFirst();
      if (!before || before.status_id === VIDEO_STATUS.deleted) return false;
      // A public video leaves the public sums with its old site and categories, and comes back with the new.
      if (isPublic(before)) await shiftPublicVideo(trx, before as VideoRow, -1);
      const merged = await trx
        .updateTable('videos')
        .set({
          title: input.title,
          description: input.description,
          dir: slugOf(input.title),
          gender: input.orientation,
          is_private: input.visibility,
          is_exclusive: input.exclusive,
          // Merged in SQL: the transcode job adds its products to the same object meanwhile.
          media: mergedMedia(patch),
          updated_at: sql`now()`,
        })
        .where('video_id', '=', videoId)
        .returning(['media', 'status_id'])
        .executeTakeFirstOrThrow();
      const media = readVideoMedia(merged.media);
      const poster = posterAddress(videoId, media);
      // First description of a playable upload, or an edit of a live or rejected one: (back) to review, so
      // no title or screenshot reaches the site unreviewed.
      const ready =
        (media.rungs.length > 0 && merged.status_id === VIDEO_STATUS.processing) ||
        merged.status_id === VIDEO_STATUS.active ||
        merged.status_id === VIDEO_STATUS.rejected;
      const after = await trx
        .updateTable('videos')
        .set({
          thumb: poster,
          scr: poster,
          ...(ready ? { status_id: VIDEO_STATUS.moderation } : {}),
        })
        .where('video_id', '=', videoId)
        .returning(VIDEO_ROW_COLUMNS)
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('video_categories').where('video_id', '=', videoId).execute();
      await trx
        .insertInto('video_categories')
        .values(categories.map((c) => ({ video_id: videoId, category_id: c.category_id })))
        .execute();
      if (isPublic(after)) await shiftPublicVideo(trx, after as VideoRow, 1);
      // A trusted member's upload skips review when the setting says so (moderation/settings.ts).
      else if (after.status_id === VIDEO_STATUS.moderation) {
        await publishIfTrusted(trx, videoId, deps.verification?.consentRequired ?? false);
      }
      return true;
    });
    if (!saved) throw refuse(404, 'not_found');
    const body: VideoInfoResponse = { code: 'success', video_id: videoId };
    return body;
  };
}
