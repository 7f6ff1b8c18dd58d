import { describe, expect, it } from 'vitest';
import { AAC_CODEC, BITS_PER_PIXEL, h264Level, ladderFor, outputFrameRate } from './ladder.js';

const sizes = (width: number, height: number, fps?: number) =>
  ladderFor(width, height, fps).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('given the HLS ladder', () => {
  it('gives a 1080p source all five rungs, lowest first, at 16:9 even sizes', () => {
    expect(sizes(1920, 1080)).toEqual([
      '240p 426x240',
      '360p 640x360',
      '480p 854x480',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
  });

  it('never upscales: each rung fits inside the source', () => {
    expect(sizes(1280, 720).at(-1)).toBe('720p 1280x720');
    expect(sizes(1000, 700).map((s) => s.split(' ')[0])).toEqual(['240p', '360p', '480p']);
    expect(sizes(641, 360)).toEqual(['240p 428x240', '360p 640x360']);
    for (const [w, h] of [
      [3840, 2160],
      [700, 300],
      [1080, 1920],
      [250, 249],
    ] as const) {
      for (const rung of ladderFor(w, h)) {
        expect(rung.width).toBeLessThanOrEqual(w);
        expect(rung.height).toBeLessThanOrEqual(h);
      }
    }
    expect(sizes(3840, 2160).at(-1)).toBe('1080p 1920x1080');
  });

  it('gives a source below 240p one rung at its own size (made even)', () => {
    expect(sizes(356, 200)).toEqual(['200p 356x200']);
    expect(sizes(161, 121)).toEqual(['120p 160x120']);
  });

  it('names rungs by the short side for portrait sources and keeps their aspect', () => {
    expect(sizes(1080, 1920)).toEqual([
      '240p 240x426',
      '360p 360x640',
      '480p 480x854',
      '720p 720x1280',
      '1080p 1080x1920',
    ]);
  });

  it('gives even sizes with the aspect ratio kept for odd shapes', () => {
    for (const rung of ladderFor(1440, 1080)) {
      expect(rung.width % 2).toBe(0);
      expect(rung.height % 2).toBe(0);
      expect(rung.width / rung.height).toBeCloseTo(4 / 3, 1);
    }
  });

  it('takes bit rates from the bits-per-pixel table, within each row floor and ceiling', () => {
    const [r240, r360, r480, r720, r1080] = ladderFor(1920, 1080, 30);
    // width × height × 30 fps × bpp, rounded to kbit/s
    expect(r240?.videoBitrate).toBe(429_000);
    expect(r360?.videoBitrate).toBe(829_000);
    expect(r480?.videoBitrate).toBe(1_230_000);
    expect(r720?.videoBitrate).toBe(2_488_000);
    expect(r1080?.videoBitrate).toBe(4_977_000);
    // An ultra-wide 1080p picture hits the ceiling; a 12 fps one is held at the floor.
    expect(ladderFor(3840, 1080, 30).at(-1)?.videoBitrate).toBe(6_000_000);
    expect(ladderFor(426, 240, 12)[0]?.videoBitrate).toBe(250_000);
    for (const rung of ladderFor(1920, 1080)) {
      const row = BITS_PER_PIXEL.find((r) => `${r.size}p` === rung.name);
      expect(rung.videoBitrate).toBeGreaterThanOrEqual(row?.floor ?? 0);
      expect(rung.videoBitrate).toBeLessThanOrEqual(row?.ceiling ?? 0);
      expect(rung.maxrate).toBeGreaterThan(rung.videoBitrate);
    }
  });

  it('rises in bit rate from rung to rung', () => {
    const rates = ladderFor(1920, 1080).map((r) => r.videoBitrate);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('halves fast frame rates to at most 30 fps', () => {
    expect(outputFrameRate(60)).toBe(30);
    expect(outputFrameRate(50)).toBe(25);
    expect(outputFrameRate(59.94)).toBeCloseTo(29.97, 2);
    expect(outputFrameRate(30)).toBe(30);
    expect(outputFrameRate(24)).toBe(24);
    expect(outputFrameRate(0)).toBe(30);
    expect(ladderFor(1920, 1080, 60)[0]?.frameRate).toBe(30);
  });

  it('names the H.264 codec with the smallest level that fits the rung', () => {
    expect(ladderFor(1920, 1080).map((r) => r.videoCodec)).toEqual([
      'avc1.4d401e',
      'avc1.4d401e',
      'avc1.4d401f',
      'avc1.64001f',
      'avc1.640028',
    ]);
    expect(h264Level(854, 480, 25, 1_800_000)).toBe(30);
    expect(h264Level(3840, 1080, 30, 9_000_000)).toBe(50);
    expect(AAC_CODEC).toBe('mp4a.40.2');
  });
});
