import { mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRandom } from './random.js';

export const THUMB_WIDTH = 640;
export const THUMB_HEIGHT = 360;

/** The public URL of a video's thumbnail, served from `<DATA_DIR>/media/thumbs`. */
export const thumbUrl = (videoId: number) => `/media/thumbs/${videoId}.jpg`;

/**
 * A synthetic landscape drawn from the seed: a gradient sky, a sun, soft shapes and two hills. No text, no
 * people: the same seed always gives the same picture.
 */
export function thumbnailSvg(seed: number): string {
  const r = createRandom(Math.imul(seed, 2654435761) ^ 0x5eed);
  const W = THUMB_WIDTH;
  const H = THUMB_HEIGHT;
  const hue = r.int(0, 359);
  const hue2 = (hue + r.int(30, 150)) % 360;
  const shapes: string[] = [];
  for (let i = r.int(3, 7); i > 0; i--) {
    const h = (hue + r.int(0, 200)) % 360;
    shapes.push(
      `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(30, 160)}" fill="hsl(${h}, 70%, 60%)" fill-opacity="0.4"/>`,
    );
  }
  const far = r.int(190, 260);
  const near = r.int(260, 320);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 30%)"/><stop offset="1" stop-color="hsl(${hue2}, 65%, 72%)"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="hsl(${(hue2 + 40) % 360}, 90%, 85%)"/><stop offset="1" stop-color="hsl(${(hue2 + 40) % 360}, 90%, 85%)" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${r.int(60, W - 60)}" cy="${r.int(40, 160)}" r="${r.int(50, 110)}" fill="url(#sun)"/>
${shapes.join('\n')}
<path d="M0 ${far} Q ${r.int(100, W - 100)} ${far - r.int(30, 110)} ${W} ${far + r.int(-20, 20)} L ${W} ${H} L 0 ${H} Z" fill="hsl(${hue2}, 35%, 35%)" fill-opacity="0.85"/>
<path d="M0 ${near} Q ${r.int(100, W - 100)} ${near - r.int(20, 80)} ${W} ${near} L ${W} ${H} L 0 ${H} Z" fill="hsl(${(hue2 + 180) % 360}, 30%, 20%)"/>
</svg>`;
}

/** Renders one thumbnail to `<dir>/<videoId>.jpg` (written aside, then renamed: never served half-written). */
export async function writeThumbnail(dir: string, videoId: number): Promise<void> {
  const file = join(dir, `${videoId}.jpg`);
  const partial = `${file}.${process.pid}.part`;
  await sharp(Buffer.from(thumbnailSvg(videoId)))
    .jpeg({ quality: 78 })
    .toFile(partial);
  await rename(partial, file);
}

/** Renders the thumbnails of `ids` into `dir`, a bounded number at a time (one per core, at most 4). */
export async function writeThumbnails(
  dir: string,
  ids: readonly number[],
  concurrency = Math.min(4, availableParallelism()),
): Promise<void> {
  await mkdir(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as number;
      await writeThumbnail(dir, id);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker));
}
