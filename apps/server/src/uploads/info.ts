/**
 * POST /api/video_edit.php act 5 (multipart or form): the fields of an accepted upload's video (§3
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
import {
  dirSchema,
  type FieldError,
  flagInputSchema,
  GENDERS,
  UPLOAD_LIMITS,
  UPLOAD_TEXT,
  uploadIdSchema,
  type VideoInfoResponse,
} from '@site/api';
import { sql } from 'kysely';
import sharp from 'sharp';
import { z } from 'zod';
import { shiftPublicVideo } from '../actions/counters.js';
import { isPublic, type VideoRow } from '../actions/objects.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { Act, UploadedFile } from '../http/acts.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { type FormFields, readFields } from '../http/fields.js';
import { DECODE_OPTIONS, inspectImage } from '../lib/images.js';
import { videoMediaPrefix } from '../media/pipeline.js';
import { mergedMedia, posterAddress, readVideoMedia, type VideoMedia } from '../media/video-media.js';
import { publishIfTrusted } from '../moderation/settings.js';
import { slugOf } from './check.js';

/** The longest side of a stored screenshot (the poster candidates are at most 720p as well). */
export const SCREENSHOT_LONG_SIDE = 1280;

const infoSchema = z.object({
  upload_id: uploadIdSchema,
  title: z.string().trim().min(UPLOAD_TEXT.titleMin).max(UPLOAD_TEXT.titleMax),
  description: z.string().trim().max(UPLOAD_TEXT.descriptionMax).default(''),
  orientation: z.enum(GENDERS),
  visibility: flagInputSchema.default(0),
  exclusive: flagInputSchema.default(0),
  poster: z.coerce.number().int().min(1).max(20).optional(),
});

/** The `categories` field: distinct dirs, 1 to 6 (§5 "categories: min {min}, max {max} selected"). */
export function readCategories(fields: FormFields, errors: FieldError[]): string[] | null {
  const raw = fields.categories;
  if (Array.isArray(raw)) {
    errors.push({ field: 'categories', code: 'invalid' });
    return null;
  }
  const dirs = [
    ...new Set(
      (raw ?? '')
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

/** The screenshot as the JPEG to store, or null when it is not an accepted image. */
export async function screenshotJpeg(file: UploadedFile): Promise<Buffer | null> {
  if (file.data.length === 0 || file.data.length > UPLOAD_LIMITS.imageMaxBytes) return null;
  const info = await inspectImage(file.data);
  if (typeof info === 'string') return null;
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

export function videoInfoAct(deps: Deps): Act {
  return async ({ db, reply, fields, files, viewer }) => {
    if (!viewer) return needAuth(reply);
    const read = readFields(
      fields,
      ['upload_id', 'title', 'description', 'orientation', 'visibility', 'exclusive', 'poster'],
      infoSchema,
      {
        title: { min: UPLOAD_TEXT.titleMin, max: UPLOAD_TEXT.titleMax },
        description: { max: UPLOAD_TEXT.descriptionMax },
      },
    );
    const errors: FieldError[] = read.ok ? [] : [...read.errors];
    const dirs = readCategories(fields, errors);
    if (!read.ok || dirs === null || errors.length > 0) return badParams(reply, errors);
    const input = read.value;

    const forbidden: FieldError[] = [];
    for (const name of ['title', 'description'] as const) {
      const words = deps.forbidden.find(input[name]);
      if (words.length > 0)
        forbidden.push({ field: name, code: 'forbidden_words', params: { words: words.join(', ') } });
    }
    if (forbidden.length > 0) return fail(reply, 400, 'forbidden_words', forbidden);

    const upload = await db
      .selectFrom('uploads')
      .select(['status', 'video_id', 'duration'])
      .where('upload_id', '=', input.upload_id)
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirst();
    if (!upload) return notFound(reply);
    if (upload.status !== 'accepted') {
      return upload.status === 'rejected' ? notFound(reply) : fail(reply, 409, 'upload_error');
    }
    const videoId = upload.video_id;
    if (videoId === null) return notFound(reply);
    const video = await db
      .selectFrom('videos')
      .select(['status_id', 'duration', 'media_prefix', 'user_id', 'media'])
      .where('video_id', '=', videoId)
      .executeTakeFirst();
    if (!video || video.user_id !== viewer.user_id || video.status_id === VIDEO_STATUS.deleted) {
      return notFound(reply);
    }
    const posters = readVideoMedia(video.media).posters;
    if (input.poster !== undefined && posters > 0 && input.poster > posters) {
      return badParams(reply, [{ field: 'poster', code: 'invalid', params: { max: posters } }]);
    }
    const min = input.exclusive === 1 ? deps.media.minSecondsExclusive : deps.media.minSeconds;
    if (video.duration <= min) return fail(reply, 422, 'too_short');

    const categories = await db
      .selectFrom('categories')
      .select(['category_id', 'dir'])
      .where('dir', 'in', dirs)
      .execute();
    if (categories.length !== dirs.length) {
      const known = new Set(categories.map((c) => c.dir));
      const unknown = dirs.filter((d) => !known.has(d));
      return badParams(reply, [
        { field: 'categories', code: 'invalid', params: { dirs: unknown.join(',') } },
      ]);
    }

    const screenshot = files.screenshot;
    const prefix = video.media_prefix ?? videoMediaPrefix(videoId);
    if (screenshot) {
      const jpeg = await screenshotJpeg(screenshot);
      if (!jpeg) return fail(reply, 422, 'screen_upload_error');
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
      else if (after.status_id === VIDEO_STATUS.moderation) await publishIfTrusted(trx, videoId);
      return true;
    });
    if (!saved) return notFound(reply);
    const body: VideoInfoResponse = { code: 'success', video_id: videoId };
    return body;
  };
}
