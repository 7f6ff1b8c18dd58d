import { FLAT_HASH, FRAMES, unpackFingerprint } from './compute.js';

/**
 * When two fingerprints are the same video (README.md "Thresholds"): durations within DURATION_TOLERANCE
 * and a mean Hamming distance over the frames both have (non-flat) of at most MAX_MEAN_DISTANCE bits of 64.
 */

/** Largest mean distance (bits per 64-bit frame hash) of a near-same video. */
export const MAX_MEAN_DISTANCE = 8;
/** Frames both videos must have (not flat, not missing) for a perceptual match. */
export const MIN_COMPARED_FRAMES = FRAMES / 2;

/** How far (seconds) two durations of the same video may be apart: 1.5 s or 3 %, whichever is more. */
export function durationTolerance(seconds: number): number {
  return Math.max(1.5, seconds * 0.03);
}

/** Bits that differ between two 64-bit hashes. */
export function hamming(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits += 1;
  }
  return bits;
}

/**
 * The mean Hamming distance of two fingerprints over the frames both have (neither flat nor missing), or
 * null when fewer than MIN_COMPARED_FRAMES such frames exist (nothing to judge by).
 */
export function fingerprintDistance(a: Uint8Array, b: Uint8Array): number | null {
  const left = unpackFingerprint(a);
  const right = unpackFingerprint(b);
  let total = 0;
  let compared = 0;
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as bigint;
    const y = right[i] as bigint;
    if (x === FLAT_HASH || y === FLAT_HASH) continue;
    total += hamming(x, y);
    compared += 1;
  }
  return compared >= MIN_COMPARED_FRAMES ? total / compared : null;
}

export interface Fingerprinted {
  /** Seconds. */
  duration: number;
  fingerprint: Uint8Array;
}

/** Whether two videos are the same picture: close durations and close fingerprints. */
export function isNearSame(a: Fingerprinted, b: Fingerprinted): boolean {
  if (Math.abs(a.duration - b.duration) > durationTolerance(Math.max(a.duration, b.duration))) return false;
  const distance = fingerprintDistance(a.fingerprint, b.fingerprint);
  return distance !== null && distance <= MAX_MEAN_DISTANCE;
}
