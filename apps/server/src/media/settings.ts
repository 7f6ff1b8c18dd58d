/**
 * The media pipeline's settings (#7), from the environment: upload limits (§9) and where uploads and
 * transcoding scratch live. The duration limits are configurable so tests and the demo use short clips.
 *
 * UPLOAD_MAX_BYTES (default 10 GiB, §9), UPLOAD_MIN_SECONDS_EXCLUSIVE (default 360: more than 6 minutes
 * for exclusive videos), UPLOAD_MIN_SECONDS (default 600: more than 10 minutes otherwise),
 * UPLOAD_MAX_SECONDS (default 14400: 4 hours, a decision; §9 does not show one).
 */
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@site/api';
import { z } from 'zod';
import { ConfigError, unset } from '../lib/env-schema.js';

export interface MediaSettings {
  /** Largest upload in bytes. */
  maxBytes: number;
  /** An upload must be longer than this (seconds) when it is exclusive… */
  minSecondsExclusive: number;
  /** …and longer than this otherwise. */
  minSeconds: number;
  /** An upload may be at most this long (seconds). */
  maxSeconds: number;
  /** Where tus keeps uploads while they arrive (`<dataDir>/uploads`). */
  uploadsDir: string;
  /** Scratch space of the transcoding jobs (`<dataDir>/work`). */
  workDir: string;
}

const seconds = (fallback: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'must be a whole number of seconds')
      .transform(Number)
      .default(fallback),
  );

const mediaEnvSchema = z.object({
  UPLOAD_MAX_BYTES: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'must be a number of bytes')
      .transform(Number)
      .refine((n) => n > 0, 'must be more than 0')
      .default(UPLOAD_LIMITS.maxBytes),
  ),
  UPLOAD_MIN_SECONDS_EXCLUSIVE: seconds(UPLOAD_LIMITS.minMinutesExclusive * 60),
  UPLOAD_MIN_SECONDS: seconds(UPLOAD_LIMITS.minMinutesNonExclusive * 60),
  UPLOAD_MAX_SECONDS: seconds(UPLOAD_LIMITS.maxMinutes * 60),
});

/** The variables of the media settings (listed in .env.example). */
export const MEDIA_ENV_KEYS = Object.keys(mediaEnvSchema.shape);

/** The settings of the environment; a malformed value is a ConfigError naming it. */
export function mediaSettingsFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): MediaSettings {
  const parsed = mediaEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid media settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.UPLOAD_MAX_SECONDS <= Math.min(e.UPLOAD_MIN_SECONDS, e.UPLOAD_MIN_SECONDS_EXCLUSIVE)) {
    throw new ConfigError('Invalid media settings:\n  UPLOAD_MAX_SECONDS: must be above the minimums');
  }
  return {
    maxBytes: e.UPLOAD_MAX_BYTES,
    minSecondsExclusive: e.UPLOAD_MIN_SECONDS_EXCLUSIVE,
    minSeconds: e.UPLOAD_MIN_SECONDS,
    maxSeconds: e.UPLOAD_MAX_SECONDS,
    uploadsDir: join(dataDir, 'uploads'),
    workDir: join(dataDir, 'work'),
  };
}

/** Settings for tests: short clips (anything over 1 s) pass. */
export function testMediaSettings(dataDir: string, overrides: Partial<MediaSettings> = {}): MediaSettings {
  return {
    maxBytes: UPLOAD_LIMITS.maxBytes,
    minSecondsExclusive: 1,
    minSeconds: 1,
    maxSeconds: 3600,
    uploadsDir: join(dataDir, 'uploads'),
    workDir: join(dataDir, 'work'),
    ...overrides,
  };
}
