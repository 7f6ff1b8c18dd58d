import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import sharp from 'sharp';
import { createRandom } from './random.js';

/**
 * The demo models' photos (#27 item 9): a synthetic portrait per model, an illustrated head and shoulders
 * (DiceBear's "Notionists" style, artwork CC0 by Zoish) on a soft studio backdrop, drawn from the model's
 * id so the same id always gives the same picture. Illustrations only: no photograph, no real person.
 */

/** Calm, closed-mouth expressions and no gestures: a catalogue portrait, not a cartoon. */
const LIPS = ['variant01', 'variant02', 'variant03', 'variant04', 'variant05', 'variant06'] as const;

/** The backdrop: a vertical gradient of the model's hue with a few blurred lights. */
function backdropSvg(seed: number, width: number, height: number): string {
  const r = createRandom(Math.imul(seed, 2654435761) ^ 0x9047);
  const hue = r.int(0, 359);
  const lights: string[] = [];
  for (let i = r.int(3, 6); i > 0; i--) {
    lights.push(
      `<circle cx="${r.int(0, width)}" cy="${r.int(0, Math.round(height * 0.6))}" r="${r.int(24, 70)}" fill="url(#light)" fill-opacity="${(r.int(35, 75) / 100).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue}, 55%, 78%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 45%, 52%)"/></linearGradient>
<radialGradient id="light"><stop offset="0" stop-color="hsl(${(hue + 20) % 360}, 80%, 92%)"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360}, 80%, 92%)" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${lights.join('')}</svg>`;
}

/** The illustrated person of a seed, as SVG (transparent around the figure). */
export function figureSvg(seed: number, size: number): string {
  return createAvatar(notionists, {
    seed: `model-${seed}`,
    size,
    lips: [...LIPS],
    gestureProbability: 0,
  }).toString();
}

/** A portrait picture (JPEG) of `width` × `height`: the figure stands at the bottom, its head in the upper half. */
export async function portraitJpeg(seed: number, width: number, height: number): Promise<Buffer> {
  const figure = await sharp(Buffer.from(figureSvg(seed, width)))
    .png()
    .toBuffer();
  return sharp(Buffer.from(backdropSvg(seed, width, height)))
    .composite([{ input: figure, left: 0, top: Math.max(0, height - width) }])
    .jpeg({ quality: 84 })
    .toBuffer();
}
