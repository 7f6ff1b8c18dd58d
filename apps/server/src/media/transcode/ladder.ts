/**
 * The HLS ladder: which renditions a source gets and how they are encoded. Rungs are named by the short
 * side of the picture ("720p" is 1280×720 for a landscape source and 720×1280 for a portrait one), are
 * never larger than the source, and keep its aspect ratio with even sizes (4:2:0 needs them). Bit rates
 * come from BITS_PER_PIXEL: width × height × frames per second × bpp, held between the rung's floor and
 * ceiling. The H.264 profile and the smallest level that fits give the CODECS string of the playlist.
 */

export interface LadderRow {
  /** The short side of the picture, in pixels. */
  size: number;
  /** Bits per pixel per frame of the video. */
  bpp: number;
  /** The video bit rate is held within these (bits per second). */
  floor: number;
  ceiling: number;
  /** The AAC bit rate (bits per second). */
  audioBitrate: number;
  profile: 'main' | 'high';
}

/**
 * The bits-per-pixel table. At 30 fps and 16:9 this gives about 430 kbit/s for 240p, 830 for 360p,
 * 1,230 for 480p, 2,490 for 720p and 4,980 for 1080p: smaller pictures need more bits per pixel for the
 * same look, so bpp falls as the rung grows.
 */
export const BITS_PER_PIXEL: readonly LadderRow[] = [
  { size: 240, bpp: 0.14, floor: 250_000, ceiling: 600_000, audioBitrate: 64_000, profile: 'main' },
  { size: 360, bpp: 0.12, floor: 450_000, ceiling: 1_000_000, audioBitrate: 96_000, profile: 'main' },
  { size: 480, bpp: 0.1, floor: 800_000, ceiling: 1_600_000, audioBitrate: 128_000, profile: 'main' },
  { size: 720, bpp: 0.09, floor: 1_500_000, ceiling: 3_000_000, audioBitrate: 128_000, profile: 'high' },
  { size: 1080, bpp: 0.08, floor: 3_000_000, ceiling: 6_000_000, audioBitrate: 128_000, profile: 'high' },
];

/** The peak the encoder may reach (× the target) and its buffer (× the target): capped VBR. */
export const MAXRATE_FACTOR = 1.5;
export const BUFSIZE_FACTOR = 2;
/** The most frames per second encoded: faster sources are halved (60 → 30, 59.94 → 29.97, 50 → 25). */
export const MAX_FRAME_RATE = 30;

export interface Rung {
  /** "240p" … "1080p", or the source's own short side when it is below 240 (e.g. "200p"). */
  name: string;
  width: number;
  height: number;
  frameRate: number;
  videoBitrate: number;
  maxrate: number;
  bufsize: number;
  audioBitrate: number;
  profile: 'main' | 'high';
  /** H.264 level × 10 (31 is level 3.1). */
  level: number;
  /** The RFC 6381 codec of the video, e.g. "avc1.4d401f". */
  videoCodec: string;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
/** The nearest even number to `n`, but never above `limit` (the source's own size, rounded down to even). */
const evenWithin = (n: number, limit: number) => Math.min(even(n), Math.max(2, limit - (limit % 2)));

/** The frame rate encoded for a source rate: divided by the smallest whole number that brings it to ≤ 30. */
export function outputFrameRate(sourceFps: number): number {
  const fps = Number.isFinite(sourceFps) && sourceFps > 0 ? sourceFps : MAX_FRAME_RATE;
  return fps / Math.ceil(fps / MAX_FRAME_RATE - 1e-9);
}

/** H.264 levels (Table A-1): max macroblocks per second, per frame, and max video bit rate (kbit/s, Main). */
const LEVELS = [
  { level: 30, mbps: 40_500, fs: 1_620, br: 10_000 },
  { level: 31, mbps: 108_000, fs: 3_600, br: 14_000 },
  { level: 32, mbps: 216_000, fs: 5_120, br: 20_000 },
  { level: 40, mbps: 245_760, fs: 8_192, br: 20_000 },
  { level: 41, mbps: 245_760, fs: 8_192, br: 50_000 },
  { level: 42, mbps: 522_240, fs: 8_704, br: 50_000 },
  { level: 50, mbps: 589_824, fs: 22_080, br: 135_000 },
  { level: 51, mbps: 983_040, fs: 36_864, br: 240_000 },
  { level: 52, mbps: 2_073_600, fs: 36_864, br: 240_000 },
] as const;

/** The smallest H.264 level (× 10, at least 3.0) that holds a picture size, frame rate and peak bit rate. */
export function h264Level(width: number, height: number, fps: number, maxrate: number): number {
  const mbW = Math.ceil(width / 16);
  const mbH = Math.ceil(height / 16);
  const fs = mbW * mbH;
  for (const row of LEVELS) {
    const side = Math.sqrt(8 * row.fs);
    if (fs <= row.fs && mbW <= side && mbH <= side && fs * fps <= row.mbps && maxrate <= row.br * 1000) {
      return row.level;
    }
  }
  return 52;
}

/**
 * The RFC 6381 name of an H.264 stream as x264 writes it: profile_idc, the constraint flags (x264 sets
 * constraint_set1 for Main) and level_idc, in hex.
 */
export function avc1Codec(profile: 'main' | 'high', level: number): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return profile === 'main' ? `avc1.4d40${hex(level)}` : `avc1.6400${hex(level)}`;
}

/** The RFC 6381 name of the audio: AAC-LC. */
export const AAC_CODEC = 'mp4a.40.2';

function rungOf(
  row: LadderRow,
  width: number,
  height: number,
  fps: number,
  name: string,
  floor: number,
): Rung {
  const raw = width * height * fps * row.bpp;
  const videoBitrate = Math.round(Math.min(row.ceiling, Math.max(floor, raw)) / 1000) * 1000;
  const maxrate = Math.round(videoBitrate * MAXRATE_FACTOR);
  const level = h264Level(width, height, fps, maxrate);
  return {
    name,
    width,
    height,
    frameRate: fps,
    videoBitrate,
    maxrate,
    bufsize: Math.round(videoBitrate * BUFSIZE_FACTOR),
    audioBitrate: row.audioBitrate,
    profile: row.profile,
    level,
    videoCodec: avc1Codec(row.profile, level),
  };
}

/**
 * The rungs for a source of this displayed size, lowest first: every BITS_PER_PIXEL row whose size is at
 * most the source's short side (never upscaled). A source smaller than the lowest row gets one rung at its
 * own size (rounded down to even numbers), with the lowest row's bpp and a floor scaled to its pixels.
 */
export function ladderFor(width: number, height: number, sourceFps = MAX_FRAME_RATE): Rung[] {
  if (!(width > 0 && height > 0)) throw new RangeError('the picture size must be positive');
  const fps = outputFrameRate(sourceFps);
  const short = Math.min(width, height);
  const landscape = width >= height;
  const aspect = width / height;
  const fitting = BITS_PER_PIXEL.filter((row) => row.size <= short);
  if (fitting.length === 0) {
    const lowest = BITS_PER_PIXEL[0] as LadderRow;
    const w = Math.max(2, width - (width % 2));
    const h = Math.max(2, height - (height % 2));
    const standard = landscape
      ? even(lowest.size * aspect) * lowest.size
      : lowest.size * even(lowest.size / aspect);
    const floor = Math.round((lowest.floor * (w * h)) / standard);
    return [rungOf(lowest, w, h, fps, `${Math.min(w, h)}p`, floor)];
  }
  return fitting.map((row) => {
    const w = landscape ? evenWithin(row.size * aspect, width) : row.size;
    const h = landscape ? row.size : evenWithin(row.size / aspect, height);
    return rungOf(row, w, h, fps, `${row.size}p`, row.floor);
  });
}
