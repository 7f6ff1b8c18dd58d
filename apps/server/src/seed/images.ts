import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { figureSvg, portraitJpeg } from './portraits.js';
import { createRandom } from './random.js';

/**
 * The kinds of generated demo images: where they live under `<DATA_DIR>/media` and their size. Everything
 * is drawn from the row's id (and, for initials, its name): gradients, shapes, letters; the models' photos
 * are illustrated portraits (portraits.ts). No photographs, no real people.
 */
export const IMAGE_KINDS = {
  thumb: { folder: 'thumbs', width: 640, height: 360 },
  category: { folder: 'categories', width: 320, height: 180 },
  model: { folder: 'models', width: 240, height: 320 },
  channel: { folder: 'channels', width: 240, height: 240 },
  avatar: { folder: 'avatars', width: 160, height: 160 },
  cover: { folder: 'covers', width: 1250, height: 250 },
  banner: { folder: 'banners', width: 300, height: 250 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** One image to render: the kind, the row's id, its name (initials, banner text) and, for banners, a size. */
export interface ImageJob {
  kind: ImageKind;
  id: number;
  label?: string;
  width?: number;
  height?: number;
}

export const THUMB_WIDTH = IMAGE_KINDS.thumb.width;
export const THUMB_HEIGHT = IMAGE_KINDS.thumb.height;

/** The public URL of a generated image, served from `<DATA_DIR>/media/<folder>/<id>.jpg`. */
export const mediaUrl = (kind: ImageKind, id: number) => `/media/${IMAGE_KINDS[kind].folder}/${id}.jpg`;

/** The public URL of a video's thumbnail. */
export const thumbUrl = (videoId: number) => mediaUrl('thumb', videoId);

/** The file of an image inside the media folder. */
export const mediaFile = (mediaDir: string, kind: ImageKind, id: number) =>
  join(mediaDir, IMAGE_KINDS[kind].folder, `${id}.jpg`);

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Up to two initials of a name ("Kaira Velmar" → "KV", "amber_fox7" → "A"). */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

const rngOf = (seed: number, salt: number) => createRandom(Math.imul(seed, 2654435761) ^ salt);

/**
 * A synthetic landscape drawn from the seed: a gradient sky, a sun, soft shapes and two hills. No text, no
 * people: the same seed always gives the same picture. Drawn on 640x360, scaled to the output size.
 */
export function thumbnailSvg(
  seed: number,
  width: number = THUMB_WIDTH,
  height: number = THUMB_HEIGHT,
  salt = 0x5eed,
): string {
  const r = rngOf(seed, salt);
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
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

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

const gradient = (id: string, a: string, b: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

const text = (x: number, y: number, size: number, content: string, opacity = 0.92) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#fff" fill-opacity="${opacity}">${escapeXml(content)}</text>`;

/** A channel logo: a geometric mark on a dark square, with the channel's initials. */
function logoSvg(job: ImageJob, w: number, h: number): string {
  const r = rngOf(job.id, 0x10601);
  const hue = r.int(0, 359);
  const c = w / 2;
  const mark = [
    `<circle cx="${c}" cy="${c}" r="${w * 0.36}" fill="hsl(${hue}, 70%, 55%)"/>`,
    `<rect x="${w * 0.2}" y="${w * 0.2}" width="${w * 0.6}" height="${w * 0.6}" rx="${w * 0.08}" transform="rotate(45 ${c} ${c})" fill="hsl(${hue}, 70%, 55%)"/>`,
    `<path d="M${c} ${w * 0.12} L${w * 0.88} ${w * 0.8} L${w * 0.12} ${w * 0.8} Z" fill="hsl(${hue}, 70%, 55%)"/>`,
  ][r.int(0, 2)];
  return `${svgOpen(w, h)}<rect width="${w}" height="${h}" fill="hsl(${(hue + 200) % 360}, 35%, 14%)"/>${mark}
${text(c, c + w * 0.04, w * 0.26, initials(job.label ?? '') || '•')}</svg>`;
}

/** A member avatar: a radial glow with the member's initial. */
function avatarSvg(job: ImageJob, w: number, h: number): string {
  const r = rngOf(job.id, 0xa7a7);
  const hue = r.int(0, 359);
  return `${svgOpen(w, h)}<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="hsl(${hue}, 75%, 65%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 60%, 25%)"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${text(w / 2, h / 2, w * 0.45, (initials(job.label ?? '') || '•').charAt(0))}</svg>`;
}

/** A profile cover: a wide gradient crossed by soft waves. */
function coverSvg(job: ImageJob, w: number, h: number): string {
  const r = rngOf(job.id, 0xc0fe);
  const hue = r.int(0, 359);
  const waves: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = h * (0.35 + i * 0.17);
    waves.push(
      `<path d="M0 ${y} Q ${w * 0.25} ${y - r.int(20, 70)} ${w * 0.5} ${y} T ${w} ${y} L ${w} ${h} L 0 ${h} Z" fill="hsl(${(hue + i * 25) % 360}, 55%, ${55 - i * 10}%)" fill-opacity="0.55"/>`,
    );
  }
  return `${svgOpen(w, h)}<defs>${gradient('g', `hsl(${hue}, 60%, 30%)`, `hsl(${(hue + 90) % 360}, 65%, 60%)`)}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${waves.join('')}</svg>`;
}

/** A banner: a gradient, a stripe and the banner's text. */
function bannerSvg(job: ImageJob, w: number, h: number): string {
  const r = rngOf(job.id, 0xba77e);
  const hue = r.int(0, 359);
  const size = Math.min(h * 0.28, (w / Math.max((job.label ?? '').length, 1)) * 1.4);
  return `${svgOpen(w, h)}<defs>${gradient('g', `hsl(${hue}, 70%, 45%)`, `hsl(${(hue + 40) % 360}, 75%, 25%)`)}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.1}" fill="#fff" fill-opacity="0.15"/>
${text(w / 2, h * 0.42, size, job.label ?? '')}</svg>`;
}

/** The SVG of one job. */
export function imageSvg(job: ImageJob): string {
  const kind = IMAGE_KINDS[job.kind];
  const w = job.width ?? kind.width;
  const h = job.height ?? kind.height;
  switch (job.kind) {
    case 'thumb':
      return thumbnailSvg(job.id);
    case 'category':
      return thumbnailSvg(job.id, w, h, 0xca7e);
    case 'model':
      // Drawn as a raster by portraitJpeg (renderImage); the SVG is its backdrop-less figure.
      return figureSvg(job.id, w);
    case 'channel':
      return logoSvg(job, w, h);
    case 'avatar':
      return avatarSvg(job, w, h);
    case 'cover':
      return coverSvg(job, w, h);
    case 'banner':
      return bannerSvg(job, w, h);
  }
}

/** Renders one image to its file (written aside, then renamed: never served half-written). */
export async function renderImage(mediaDir: string, job: ImageJob): Promise<void> {
  const file = mediaFile(mediaDir, job.kind, job.id);
  const partial = `${file}.${process.pid}.part`;
  if (job.kind === 'model') {
    const { width, height } = IMAGE_KINDS.model;
    await writeFile(partial, await portraitJpeg(job.id, job.width ?? width, job.height ?? height));
  } else {
    await sharp(Buffer.from(imageSvg(job)))
      .jpeg({ quality: job.kind === 'thumb' ? 78 : 82 })
      .toFile(partial);
  }
  await rename(partial, file);
}

/** Renders the jobs into the media folder, a bounded number at a time (one per core, at most 4). */
export async function renderImages(
  mediaDir: string,
  jobs: readonly ImageJob[],
  concurrency = Math.min(4, availableParallelism()),
): Promise<void> {
  const kinds = new Set(jobs.map((j) => j.kind));
  await Promise.all([...kinds].map((k) => mkdir(join(mediaDir, IMAGE_KINDS[k].folder), { recursive: true })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      await renderImage(mediaDir, job);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
}
