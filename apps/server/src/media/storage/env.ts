/**
 * Chooses the media storage from the environment: none of the S3_* variables → the local disk under
 * `<dataDir>/storage` (apart from the public `<dataDir>/media`); all of the required ones → the S3-compatible adapter; anything in between is a
 * ConfigError naming the missing variables (a half-configured bucket must not silently fall back to disk).
 *
 * S3_ENDPOINT (http/https URL), S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required together;
 * S3_REGION (default us-east-1); S3_FORCE_PATH_STYLE (default true: what MinIO and most self-hosted
 * services need); S3_PUBLIC_URL (default: the endpoint; see `S3StorageOptions.publicUrl`). Empty values
 * count as unset.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, envOptionalFlag, envUrl, unset } from '../../lib/env-schema.js';
import { createLocalStorage } from './local.js';
import { createS3Storage, type S3StorageOptions } from './s3.js';
import type { MediaStorage } from './types.js';

const s3EnvSchema = z.object({
  S3_ENDPOINT: envUrl(['http:', 'https:'], 'must be an http:// or https:// URL'),
  S3_BUCKET: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(unset, z.string().trim().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unset, z.string().trim().optional()),
  S3_FORCE_PATH_STYLE: envOptionalFlag(),
  S3_PUBLIC_URL: envUrl(
    ['http:', 'https:'],
    'must be an http:// or https:// URL (where visitors reach the bucket)',
  ),
});

/** The variables of the S3 storage (listed in .env.example). */
export const S3_ENV_KEYS = Object.keys(s3EnvSchema.shape);

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings of the environment, or null when no S3_* variable is set. Throws ConfigError. */
export function s3OptionsFromEnv(env: Record<string, string | undefined>): S3StorageOptions | null {
  const parsed = s3EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Object.values(e).every((v) => v === undefined)) return null;
  const missing = REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Incomplete S3 storage settings: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        `Set all of ${REQUIRED.join(', ')} to store media in S3, or none of the S3_* variables for the local disk.`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

/** The media storage the environment asks for (see the module comment); `secret` signs local URLs. */
export function storageFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
  secret: string,
): MediaStorage {
  const s3 = s3OptionsFromEnv(env);
  // Not `<dataDir>/media`: the app serves that folder publicly (demo images, avatars); these files are
  // only reached through signed URLs.
  return s3 ? createS3Storage(s3) : createLocalStorage(join(dataDir, 'storage'), { secret });
}
