import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MediaError } from '../media/transcode/errors.js';
import { type FfmpegPaths, ffmpegPaths, runTool } from '../media/transcode/tools.js';

/**
 * The perceptual fingerprint of a video (README.md): FRAMES frames taken at fixed fractions of its
 * duration, each shrunk to a 32×32 grayscale picture (area averaging, aspect ignored) and reduced to a
 * 64-bit DCT hash (pHash). Re-encoding (codec, bitrate, CRF) and rescaling (aspect kept) change few bits;
 * another picture changes about half. Stored as FRAMES big-endian 64-bit words (FINGERPRINT_BYTES bytes).
 */

/** Frames sampled per video. */
export const FRAMES = 16;
/** Side of the grayscale picture each frame is shrunk to. */
export const SIDE = 32;
/** Bytes of a fingerprint: 8 per frame. */
export const FINGERPRINT_BYTES = FRAMES * 8;
/**
 * A frame whose pixels deviate less than this (standard deviation, 0–255) is flat (a black or one-colour
 * frame): its hash says nothing, so it is stored as 0 and left out of comparisons.
 */
export const FLAT_STDDEV = 2;
/** The hash stored for a flat frame. */
export const FLAT_HASH = 0n;

/** The time (seconds) of frame `i` of `FRAMES` in a video of `duration` seconds: the middle of its slice. */
export function sampleTime(i: number, duration: number): number {
  return (duration * (i + 0.5)) / FRAMES;
}

// The 8×8 low frequencies above the DC term (u, v = 1..8) of a 32-point DCT-II.
const LOW = 8;
const COS: Float64Array[] = Array.from({ length: LOW + 1 }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The 64-bit pHash of a SIDE×SIDE grayscale picture (row-major bytes), or FLAT_HASH for a flat one. */
export function frameHash(pixels: Uint8Array): bigint {
  if (pixels.length !== SIDE * SIDE) throw new Error(`a frame has ${SIDE * SIDE} pixels`);
  let sum = 0;
  let squares = 0;
  for (const p of pixels) {
    sum += p;
    squares += p * p;
  }
  const mean = sum / pixels.length;
  if (Math.sqrt(Math.max(0, squares / pixels.length - mean * mean)) < FLAT_STDDEV) return FLAT_HASH;
  // Rows first: rowDct[y][u] = Σx p[y][x]·cos(u, x), then columns for the low u, v.
  const rowDct = new Float64Array(SIDE * (LOW + 1));
  for (let y = 0; y < SIDE; y++) {
    for (let u = 1; u <= LOW; u++) {
      const c = COS[u] as Float64Array;
      let s = 0;
      for (let x = 0; x < SIDE; x++) s += (pixels[y * SIDE + x] as number) * (c[x] as number);
      rowDct[y * (LOW + 1) + u] = s;
    }
  }
  const coefficients: number[] = [];
  for (let v = 1; v <= LOW; v++) {
    const c = COS[v] as Float64Array;
    for (let u = 1; u <= LOW; u++) {
      let s = 0;
      for (let y = 0; y < SIDE; y++) s += (rowDct[y * (LOW + 1) + u] as number) * (c[y] as number);
      coefficients.push(s);
    }
  }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = 0n;
  for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n);
  // A non-flat picture sets about half the bits; the one-bit tweak keeps FLAT_HASH unambiguous.
  return hash === FLAT_HASH ? 1n : hash;
}

/** The scratch file of frame `i`. */
export const frameFile = (dir: string, i: number): string => join(dir, `frame-${i}.gray`);

/**
 * The ffmpeg arguments that write each sampled frame, SIDE×SIDE gray, to its own file in `dir` (one
 * process, one input per frame). A time past the end of the video stream (audio longer than the picture)
 * leaves its file empty instead of failing the run.
 */
export function fingerprintArgs(path: string, duration: number, dir: string, videoStream = 0): string[] {
  const inputs: string[] = [];
  const chains: string[] = [];
  const outputs: string[] = [];
  for (let i = 0; i < FRAMES; i++) {
    // Input seeking (before -i) is exact when decoding: the first frame shown at or after the time.
    // -t bounds what is read of each input, so no input is demuxed to its end.
    inputs.push('-ss', sampleTime(i, duration).toFixed(3), '-t', '2', '-i', `file:${resolve(path)}`);
    chains.push(`[${i}:${videoStream}]scale=${SIDE}:${SIDE}:flags=area,format=gray[f${i}]`);
    outputs.push('-map', `[f${i}]`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray');
    outputs.push(`file:${resolve(frameFile(dir, i))}`);
  }
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    chains.join(';'),
    ...outputs,
  ];
}

export interface FingerprintOptions {
  tools?: FfmpegPaths;
  /** The stream index of the video (ProbeResult.videoStream); default 0. */
  videoStream?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Packs frame hashes into the stored form (FRAMES big-endian 64-bit words). */
export function packFingerprint(hashes: readonly bigint[]): Buffer {
  const out = Buffer.alloc(hashes.length * 8);
  hashes.forEach((hash, i) => {
    out.writeBigUInt64BE(BigInt.asUintN(64, hash), i * 8);
  });
  return out;
}

/** The frame hashes of a stored fingerprint (bytea: a Buffer from `pg`, a Uint8Array from PGlite). */
export function unpackFingerprint(stored: Uint8Array): bigint[] {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const hashes: bigint[] = [];
  for (let i = 0; i + 8 <= bytes.length; i += 8) hashes.push(bytes.readBigUInt64BE(i));
  return hashes;
}

/**
 * The fingerprint of the video file at `path` lasting `duration` seconds (its probe), FINGERPRINT_BYTES
 * bytes; a frame ffmpeg does not give is stored as FLAT_HASH (left out of comparisons). A MediaError when
 * ffmpeg fails (`corrupted_file`) or gives fewer than half the frames.
 */
export async function videoFingerprint(
  path: string,
  duration: number,
  options: FingerprintOptions = {},
): Promise<Buffer> {
  const tools = options.tools ?? ffmpegPaths();
  const dir = await mkdtemp(join(tmpdir(), 'fingerprint-'));
  try {
    await runTool(tools.ffmpeg, fingerprintArgs(path, duration, dir, options.videoStream), {
      timeoutMs: options.timeoutMs ?? 120_000,
      signal: options.signal,
      failCode: 'corrupted_file',
    });
    const size = SIDE * SIDE;
    const hashes: bigint[] = [];
    let found = 0;
    for (let i = 0; i < FRAMES; i++) {
      const pixels = await readFile(frameFile(dir, i)).catch(() => Buffer.alloc(0));
      if (pixels.length === size) {
        found += 1;
        hashes.push(frameHash(pixels));
      } else hashes.push(FLAT_HASH);
    }
    if (found < FRAMES / 2) {
      throw new MediaError('corrupted_file', `ffmpeg gave ${found} of ${FRAMES} fingerprint frames`);
    }
    return packFingerprint(hashes);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
