/**
 * Re-upload blocking (#12): perceptual video fingerprints and the block list of removed videos. See
 * README.md.
 */
export {
  type BlockEntry,
  blockedByFingerprint,
  blockedByHash,
  blockVideo,
  listBlocks,
  REASON_MAX,
  unblock,
} from './blocklist.js';
export {
  FINGERPRINT_BYTES,
  type FingerprintOptions,
  FRAMES,
  frameHash,
  packFingerprint,
  unpackFingerprint,
  videoFingerprint,
} from './compute.js';
export {
  durationTolerance,
  type Fingerprinted,
  fingerprintDistance,
  hamming,
  isNearSame,
  MAX_MEAN_DISTANCE,
  MIN_COMPARED_FRAMES,
} from './match.js';
