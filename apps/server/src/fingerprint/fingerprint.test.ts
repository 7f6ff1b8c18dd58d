import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import {
  FINGERPRINT_BYTES,
  frameHash,
  SIDE,
  sampleTime,
  unpackFingerprint,
  videoFingerprint,
} from './compute.js';
import { reencoded, sourceClip } from './fixtures.js';
import { fingerprintDistance, hamming, isNearSame, MAX_MEAN_DISTANCE } from './match.js';

// Only a data folder is used (no database queries); openTestDb gives a fresh one cleaned up after.
let t: TestDb;
const clips: Record<string, { duration: number; fingerprint: Buffer }> = {};

async function fingerprinted(name: string, path: string, duration: number) {
  clips[name] = { duration, fingerprint: await videoFingerprint(path, duration) };
}

beforeAll(async () => {
  t = await openTestDb({ migrate: false });
  const at = (name: string) => join(t.dataDir, name);
  const original = await sourceClip(at('a.mp4'), 'testsrc2', { seconds: 4, width: 640, height: 360 });
  await fingerprinted('original', original, 4);
  const smaller = await reencoded(original, at('a-180.mp4'), { width: 320, height: 180, crf: 36 });
  await fingerprinted('smaller', smaller, 4);
  await fingerprinted(
    'mandelbrot',
    await sourceClip(at('m.mp4'), 'mandelbrot', { seconds: 4, width: 320, height: 180 }),
    4,
  );
  await fingerprinted(
    'bars',
    await sourceClip(at('s.mp4'), 'smptebars', { seconds: 4, width: 640, height: 360 }),
    4,
  );
}, 120_000);

afterAll(() => t?.close());

describe('the fingerprint of a video', () => {
  it('has 16 frame hashes taken across the whole duration', () => {
    expect(clips.original?.fingerprint).toHaveLength(FINGERPRINT_BYTES);
    expect(sampleTime(0, 16)).toBe(0.5);
    expect(sampleTime(15, 16)).toBe(15.5);
    // testsrc2 moves: the frames differ from one another.
    expect(new Set(unpackFingerprint(clips.original?.fingerprint as Buffer)).size).toBeGreaterThan(8);
  });

  it('stays within the threshold when the clip is re-encoded at a quarter of its size', () => {
    const original = clips.original as { duration: number; fingerprint: Buffer };
    const smaller = clips.smaller as { duration: number; fingerprint: Buffer };
    const distance = fingerprintDistance(original.fingerprint, smaller.fingerprint);
    expect(distance).not.toBeNull();
    expect(distance as number).toBeLessThanOrEqual(MAX_MEAN_DISTANCE / 2);
    expect(isNearSame(original, smaller)).toBe(true);
  });

  it('is far from the fingerprints of other clips', () => {
    const names = ['original', 'mandelbrot', 'bars'] as const;
    for (const a of names) {
      for (const b of names) {
        if (a === b) continue;
        const distance = fingerprintDistance(
          clips[a]?.fingerprint as Buffer,
          clips[b]?.fingerprint as Buffer,
        ) as number;
        expect(distance, `${a} vs ${b}`).toBeGreaterThan(MAX_MEAN_DISTANCE * 2);
        expect(isNearSame(clips[a] as never, clips[b] as never)).toBe(false);
      }
    }
  });

  it('does not match the same picture when the durations are far apart', () => {
    const original = clips.original as { duration: number; fingerprint: Buffer };
    expect(isNearSame(original, { ...original, duration: 9 })).toBe(false);
    expect(isNearSame(original, { ...original, duration: 5 })).toBe(true);
  });

  it('leaves out flat frames: a black video matches nothing', () => {
    const black = new Uint8Array(SIDE * SIDE).fill(16);
    expect(frameHash(black)).toBe(0n);
    const flat = Buffer.alloc(FINGERPRINT_BYTES);
    expect(fingerprintDistance(flat, flat)).toBeNull();
    expect(isNearSame({ duration: 4, fingerprint: flat }, { duration: 4, fingerprint: flat })).toBe(false);
  });

  it('counts differing bits', () => {
    expect(hamming(0n, 0n)).toBe(0);
    expect(hamming(0xffn, 0x0fn)).toBe(4);
    expect(hamming(0xffff_ffff_ffff_ffffn, 0n)).toBe(64);
  });
});
