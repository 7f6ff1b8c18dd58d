import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AvatarResponse, type CoverResponse, UPLOAD_LIMITS } from '@site/api';
import sharp from 'sharp';
import type { Deps } from '../deps.js';
import { type Act, repeatedFields } from '../http/acts.js';
import { cacheFor } from '../http/cache.js';
import { badParams, needAuth } from '../http/errors.js';
import { field } from '../http/fields.js';
import { DECODE_OPTIONS, inspectImage } from '../lib/images.js';
import { refuse } from './answers.js';

/**
 * `act=upload` of POST /api/member.php (§7): `section=u_ava` (avatar) or `u_cover` (cover), multipart with
 * the image in `imgfile`. Members only (401 `need_auth`).
 *
 * The file is judged by its content, never by its name or declared type: sharp reads it, and only JPEG,
 * PNG, WebP and GIF pass (SVG, which can carry script, and everything else is 400 `invalid_file_type`, as
 * is a file sharp cannot decode). Over UPLOAD_LIMITS.imageMaxBytes (5 MB) or 40 megapixels is 413
 * `file_too_large` (over 10 MB the dispatcher already answers it). A cover under 1250×250 (§5) is 400
 * `invalid_params` with the field error `min_size` on imgfile.
 *
 * The image is re-encoded, never stored as sent: turned upright by its EXIF orientation, its metadata
 * (location, camera) dropped, transparency flattened on white, first frame only; the avatar cropped to
 * AVATAR_SIZE square, the cover fitted within COVER_MAX. It is written as JPEG under a random name in
 * `<dataDir>/media/avatars/` or `/covers/` (served at `/media/…` with nosniff, as image/jpeg), the
 * member's column set to that URL, the member's previous upload (a name of this form) deleted, and the
 * URL answered.
 */

export const AVATAR_SIZE = 200;
export const COVER_MAX = { width: 1920, height: 1920 } as const;

const SECTIONS = {
  u_ava: { dir: 'avatars', column: 'avatar' },
  u_cover: { dir: 'covers', column: 'cover' },
} as const;
type Section = keyof typeof SECTIONS;

/** The URL of an upload this module wrote (32 hex characters): only those are deleted when replaced. */
const OWN_UPLOAD = /^\/media\/(avatars|covers)\/[0-9a-f]{32}\.jpg$/;

type Judged =
  | { ok: true; image: Buffer }
  | { ok: false; status: 400 | 413; code: 'invalid_file_type' | 'file_too_large' | 'min_size' };

/** Reads, checks (lib/images.ts) and re-encodes an uploaded image for a section. */
async function processImage(data: Buffer, section: Section): Promise<Judged> {
  if (data.length > UPLOAD_LIMITS.imageMaxBytes) return { ok: false, status: 413, code: 'file_too_large' };
  const info = await inspectImage(data);
  if (info === 'not_image') return { ok: false, status: 400, code: 'invalid_file_type' };
  if (info === 'too_large') return { ok: false, status: 413, code: 'file_too_large' };
  if (
    section === 'u_cover' &&
    (info.width < UPLOAD_LIMITS.coverMinWidth || info.height < UPLOAD_LIMITS.coverMinHeight)
  ) {
    return { ok: false, status: 400, code: 'min_size' };
  }
  try {
    let pipeline = sharp(data, DECODE_OPTIONS).rotate().flatten({ background: '#ffffff' });
    pipeline =
      section === 'u_ava'
        ? pipeline.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        : pipeline.resize({ ...COVER_MAX, fit: 'inside', withoutEnlargement: true });
    const image = await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { ok: true, image };
  } catch {
    // The header was fine but the pixels are not (a truncated or damaged file).
    return { ok: false, status: 400, code: 'invalid_file_type' };
  }
}

export function uploadAct(deps: Deps): Act {
  return async ({ request, reply, fields, files, viewer }) => {
    cacheFor(reply, 0);
    if (!viewer) return needAuth(reply);
    const repeated = repeatedFields(fields, ['section']);
    if (repeated.length > 0) return badParams(reply, repeated);
    const section = field(fields, 'section');
    if (section !== 'u_ava' && section !== 'u_cover') {
      return badParams(reply, [{ field: 'section', code: section === undefined ? 'required' : 'invalid' }]);
    }
    const file = files.imgfile;
    if (!file || file.data.length === 0) return badParams(reply, [{ field: 'imgfile', code: 'required' }]);

    const judged = await processImage(file.data, section);
    if (!judged.ok) {
      if (judged.code === 'min_size') {
        return badParams(reply, [
          {
            field: 'imgfile',
            code: 'min_size',
            params: { width: UPLOAD_LIMITS.coverMinWidth, height: UPLOAD_LIMITS.coverMinHeight },
          },
        ]);
      }
      return refuse(reply, judged.status, judged.code, [{ field: 'imgfile', code: judged.code }]);
    }

    const { dir, column } = SECTIONS[section];
    const folder = join(deps.dataDir, 'media', dir);
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), judged.image, { flag: 'wx' });
    const url = `/media/${dir}/${name}`;
    const before = await deps.db
      .selectFrom('members')
      .select(column)
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirst();
    await deps.db
      .updateTable('members')
      .set({ [column]: url })
      .where('user_id', '=', viewer.user_id)
      .execute();
    const old = before?.[column];
    if (old && OWN_UPLOAD.test(old)) {
      await unlink(join(deps.dataDir, old.slice(1))).catch((error: unknown) =>
        request.log.warn({ err: error }, 'old upload not deleted'),
      );
    }
    if (section === 'u_ava') {
      const body: AvatarResponse = { code: 'success', avatar: url };
      return body;
    }
    const body: CoverResponse = { code: 'success', cover: url };
    return body;
  };
}
