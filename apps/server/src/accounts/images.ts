import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@site/api';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Deps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { CheckedFile } from '../http/file-params.js';
import { DECODE_OPTIONS } from '../lib/images.js';

/**
 * `act=upload` of POST /api/member.php (§7): `section=u_ava` (avatar, `uploads.avatar`) or `u_cover`
 * (cover, `uploads.cover`), declared calls (contract/upload-calls.ts), multipart with the image in
 * `imgfile`. Members only (401 `need_auth`).
 *
 * The declared route judges the file by its content, never by its name or declared type (http/file-params.ts):
 * only JPEG, PNG, WebP and GIF pass (SVG, which can carry script, and everything else is 400
 * `invalid_file_type`, as is a file sharp cannot decode here). Over UPLOAD_LIMITS.imageMaxBytes (5 MB) or
 * 40 megapixels is 413 `file_too_large`. A cover under 1250×250 (§5) is 400 `invalid_params` with the field
 * error `min_size` on imgfile.
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
  | { ok: false; status: 400; code: 'invalid_file_type' | 'min_size' };

/** Checks a cover's size and re-encodes an uploaded image (already judged by its content) for a section. */
async function processImage(file: CheckedFile, section: Section): Promise<Judged> {
  const { width, height } = file.image;
  if (
    section === 'u_cover' &&
    (width < UPLOAD_LIMITS.coverMinWidth || height < UPLOAD_LIMITS.coverMinHeight)
  ) {
    return { ok: false, status: 400, code: 'min_size' };
  }
  try {
    let pipeline = sharp(file.data, DECODE_OPTIONS).rotate().flatten({ background: '#ffffff' });
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

/** Stores the image as the member's avatar or cover; answers its URL. */
async function storeImage(
  deps: Pick<Deps, 'db' | 'dataDir'>,
  request: FastifyRequest,
  userId: number,
  section: Section,
  file: CheckedFile,
): Promise<string> {
  const judged = await processImage(file, section);
  if (!judged.ok) {
    if (judged.code === 'min_size') {
      throw refuse(400, 'invalid_params', [
        {
          field: 'imgfile',
          code: 'min_size',
          params: { width: UPLOAD_LIMITS.coverMinWidth, height: UPLOAD_LIMITS.coverMinHeight },
        },
      ]);
    }
    throw refuse(judged.status, judged.code, [{ field: 'imgfile', code: judged.code }]);
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
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await deps.db
    .updateTable('members')
    .set({ [column]: url })
    .where('user_id', '=', userId)
    .execute();
  const old = before?.[column];
  if (old && OWN_UPLOAD.test(old)) {
    await unlink(join(deps.dataDir, old.slice(1))).catch((error: unknown) =>
      request.log.warn({ err: error }, 'old upload not deleted'),
    );
  }
  return url;
}

/** `uploads.avatar`: section u_ava. */
export const avatarUpload =
  (deps: Pick<Deps, 'db' | 'dataDir'>): CallHandler<'uploads.avatar'> =>
  async ({ request, files, viewer }) => ({
    code: 'success',
    avatar: await storeImage(deps, request, viewer.user_id, 'u_ava', files.imgfile),
  });

/** `uploads.cover`: section u_cover. */
export const coverUpload =
  (deps: Pick<Deps, 'db' | 'dataDir'>): CallHandler<'uploads.cover'> =>
  async ({ request, files, viewer }) => ({
    code: 'success',
    cover: await storeImage(deps, request, viewer.user_id, 'u_cover', files.imgfile),
  });
