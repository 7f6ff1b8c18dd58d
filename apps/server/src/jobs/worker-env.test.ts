import { describe, expect, it } from 'vitest';
import { ConfigError } from '../lib/env-schema.js';
import { workerSettingsFromEnv } from './worker-env.js';

describe('given the worker environment', () => {
  it('takes JOBS_LEASE_SECONDS as every queue’s lease, and leaves each queue its own when unset', () => {
    expect(workerSettingsFromEnv({ JOBS_LEASE_SECONDS: ' 30 ' }).JOBS_LEASE_SECONDS).toBe(30);
    expect(workerSettingsFromEnv({ JOBS_LEASE_SECONDS: '' }).JOBS_LEASE_SECONDS).toBeUndefined();
    expect(workerSettingsFromEnv({}).JOBS_LEASE_SECONDS).toBeUndefined();
  });

  it.each(['0', '86401', '1.5', 'ten'])('refuses JOBS_LEASE_SECONDS=%s, naming it', (value) => {
    expect(() => workerSettingsFromEnv({ JOBS_LEASE_SECONDS: value })).toThrow(ConfigError);
    expect(() => workerSettingsFromEnv({ JOBS_LEASE_SECONDS: value })).toThrow(
      /JOBS_LEASE_SECONDS: must be a whole number from 1 to 86400/,
    );
  });
});
