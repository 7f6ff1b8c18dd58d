import sharp from 'sharp';

/**
 * Uploaded pictures (avatars, covers, report pictures) judged by their content, never by their name or
 * declared type: only what sharp reads as one of IMAGE_FORMATS passes (SVG, which can carry script, and
 * everything else does not). The header is read first, so a small file claiming a huge canvas (a
 * decompression bomb) is refused before any pixel is decoded. Callers re-encode what passes, so nothing
 * hidden in the upload is kept.
 */

/** The formats accepted: JPEG, PNG, WebP, GIF. */
export const IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);
/** The most pixels (width × height) decoded: 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How to decode an accepted picture: bounded, strict about damaged data, first frame only. */
export const DECODE_OPTIONS = {
  limitInputPixels: MAX_IMAGE_PIXELS,
  failOn: 'error',
  animated: false,
} as const;

export interface ImageInfo {
  format: string;
  /** The size as shown: EXIF orientations 5–8 swap width and height. */
  width: number;
  height: number;
}

/** What a picture is (from its header), or why it is refused: not an accepted image, or too many pixels. */
export async function inspectImage(data: Buffer): Promise<ImageInfo | 'not_image' | 'too_large'> {
  const meta = await sharp(data, { ...DECODE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) return 'not_image';
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return 'too_large';
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: meta.format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}
