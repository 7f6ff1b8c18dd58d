import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from './images.js';
import { figureSvg, portraitJpeg } from './portraits.js';

const { width, height } = IMAGE_KINDS.model;

describe('given a demo model', () => {
  it('gets a portrait of its own: the same id gives the same picture, another id another one', async () => {
    const one = await portraitJpeg(7, width, height);
    expect(await sharp(one).metadata()).toMatchObject({ format: 'jpeg', width, height });
    expect((await portraitJpeg(7, width, height)).equals(one)).toBe(true);
    expect((await portraitJpeg(8, width, height)).equals(one)).toBe(false);
  });

  it('is an illustrated figure, not the initials of the name', () => {
    const svg = figureSvg(7, width);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toContain('<text');
    expect(figureSvg(8, width)).not.toBe(svg);
  });

  it('shows the figure over the backdrop: dark outlines in the lower part, none at the top', async () => {
    const { data, info } = await sharp(await portraitJpeg(3, width, height))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const darkIn = (fromRow: number, toRow: number) => {
      let dark = 0;
      for (let y = fromRow; y < toRow; y++) {
        for (let x = 0; x < info.width; x++) if ((data[y * info.width + x] ?? 255) < 40) dark++;
      }
      return dark;
    };
    expect(darkIn(0, 40)).toBe(0);
    expect(darkIn(height / 2, height)).toBeGreaterThan(500);
  });
});
