import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRandom } from './random.js';

const WIDTH = 640;
const HEIGHT = 360;

/** A synthetic picture: a gradient sky with soft shapes, drawn from the seed. No text, no people. */
export function thumbnailSvg(seed: number): string {
  const r = createRandom(seed);
  const hue = r.int(0, 359);
  const hue2 = (hue + r.int(30, 150)) % 360;
  const shapes: string[] = [];
  const count = r.int(3, 7);
  for (let i = 0; i < count; i++) {
    const cx = r.int(0, WIDTH);
    const cy = r.int(0, HEIGHT);
    const rad = r.int(30, 160);
    const h = (hue + r.int(0, 200)) % 360;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${rad}" fill="hsl(${h} 70% 60%)" fill-opacity="0.45"/>`);
  }
  const horizon = r.int(200, 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 70%)"/>
</linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
${shapes.join('\n')}
<path d="M0 ${horizon} Q ${WIDTH / 2} ${horizon - r.int(20, 90)} ${WIDTH} ${horizon} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="hsl(${hue2} 40% 25%)" fill-opacity="0.8"/>
</svg>`;
}

/** Writes `<dir>/<id>.jpg` for each id, a few at a time. */
export async function writeThumbnails(dir: string, ids: readonly number[], concurrency = 4): Promise<void> {
  await mkdir(dir, { recursive: true });
  let index = 0;
  const worker = async () => {
    while (index < ids.length) {
      const id = ids[index++] as number;
      await sharp(Buffer.from(thumbnailSvg(id)))
        .jpeg({ quality: 72, mozjpeg: true })
        .toFile(join(dir, `${id}.jpg`));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
}
