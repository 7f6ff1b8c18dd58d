import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DECODE_OPTIONS, inspectImage } from '../lib/images.js';

/**
 * The optional picture of a report (§5: images only), judged by its content, never by its name or declared
 * type (lib/images.ts: JPEG, PNG, WebP or GIF; SVG and the rest are refused), and it is re-encoded
 * (JPEG stays JPEG, the others become PNG; the first frame of an animation; EXIF orientation applied and
 * all metadata dropped), so what is kept is a plain picture and nothing hidden in the upload survives.
 * The byte limit is the multipart one (MULTIPART_LIMITS.fileSize); a picture of more than 40 megapixels is
 * refused as too large before it is decoded (a small file can unpack to a huge bitmap).
 */

export interface ReportImage {
  data: Buffer;
  ext: 'jpg' | 'png';
}

/** The picture re-encoded, or why it is refused: not a readable image, or too many pixels. */
export async function reencodeImage(input: Buffer): Promise<ReportImage | 'not_image' | 'too_large'> {
  const info = await inspectImage(input);
  if (typeof info === 'string') return info;
  try {
    const image = sharp(input, DECODE_OPTIONS).rotate();
    if (info.format === 'jpeg') return { data: await image.jpeg({ quality: 90 }).toBuffer(), ext: 'jpg' };
    return { data: await image.png().toBuffer(), ext: 'png' };
  } catch {
    // Truncated or corrupt data that the header did not give away.
    return 'not_image';
  }
}

/** The folder of report pictures: `<dataDir>/reports`, apart from `media/` (which is served publicly). */
export const reportsDir = (dataDir: string) => join(dataDir, 'reports');

/**
 * Stores a picture under `<dataDir>/reports/` with a random name (written aside, then renamed, so a reader
 * never sees half a file); returns its path relative to the data folder (`reports/<name>`).
 */
export async function saveReportImage(dataDir: string, image: ReportImage): Promise<string> {
  const dir = reportsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().slice(0, 10)}-${randomBytes(12).toString('hex')}.${image.ext}`;
  const tmp = join(dir, `.${name}.tmp`);
  await writeFile(tmp, image.data, { flag: 'wx' });
  await rename(tmp, join(dir, name));
  return `reports/${name}`;
}

/**
 * A stored picture (its path as saveReportImage returned it) with its type, or null when it is gone or the
 * path is not one of ours.
 */
export async function readReportImage(
  dataDir: string,
  path: string,
): Promise<{ data: Buffer; type: 'image/jpeg' | 'image/png' } | null> {
  const m = /^reports\/([\w-]+)\.(jpg|png)$/.exec(path);
  if (!m?.[1]) return null;
  try {
    const data = await readFile(join(reportsDir(dataDir), `${m[1]}.${m[2]}`));
    return { data, type: m[2] === 'jpg' ? 'image/jpeg' : 'image/png' };
  } catch {
    return null;
  }
}

/** Removes a stored picture (its report could not be stored); never throws. */
export async function removeReportImage(dataDir: string, path: string): Promise<void> {
  await unlink(join(dataDir, path)).catch(() => undefined);
}
