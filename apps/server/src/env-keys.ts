import { CONFIG_ENV_KEYS } from './config.js';
import { WORKER_ENV_KEYS } from './jobs/worker-env.js';
import { MAIL_ENV_KEYS } from './mail/env.js';
import { MEDIA_ENV_KEYS } from './media/settings.js';
import { S3_ENV_KEYS } from './media/storage/env.js';
import { TOOL_ENV_KEYS } from './media/transcode/tools.js';
import { VERIFICATION_ENV_KEYS } from './verification/env.js';

/** The environment variables each part of the server reads, by part (.env.example lists them all). */
export const ENV_KEYS_BY_PART: Readonly<Record<string, readonly string[]>> = {
  'the server (config.ts)': CONFIG_ENV_KEYS,
  'mail (mail/env.ts)': MAIL_ENV_KEYS,
  'the media settings (media/settings.ts)': MEDIA_ENV_KEYS,
  'the S3 storage (media/storage/env.ts)': S3_ENV_KEYS,
  'the media tools (media/transcode/tools.ts)': [...TOOL_ENV_KEYS],
  'the worker (jobs/worker-env.ts)': WORKER_ENV_KEYS,
  'verified uploaders (verification/env.ts)': VERIFICATION_ENV_KEYS,
};

/** Every variable the server, the worker and the command line read. */
export const ENV_KEYS: ReadonlySet<string> = new Set(Object.values(ENV_KEYS_BY_PART).flat());
