import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../lib/env-schema.js';
import { s3OptionsFromEnv, storageFromEnv } from './env.js';
import type { LocalStorage } from './local.js';
import type { S3Storage } from './s3.js';

const SECRET = 'test-secret-of-enough-length-000000';
const FULL = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'site-media',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('given no S3 settings', () => {
  it('stores media on the local disk under <dataDir>/storage, apart from the public media folder', () => {
    const storage = storageFromEnv(
      { PATH: '/usr/bin', S3_BUCKET: '  ' },
      '/srv/data',
      SECRET,
    ) as LocalStorage;
    expect(storage.kind).toBe('local');
    expect(storage.root).toBe(join('/srv/data', 'storage'));
  });
});

describe('given every required S3 setting', () => {
  it('uses the bucket, with us-east-1 and path-style addressing by default', () => {
    expect(s3OptionsFromEnv(FULL)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'site-media',
      accessKeyId: 'access',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const storage = storageFromEnv(FULL, '/srv/data', SECRET) as S3Storage;
    expect(storage.kind).toBe('s3');
    expect(storage.bucket).toBe('site-media');
  });

  it('takes the region and addressing style when given', () => {
    expect(
      s3OptionsFromEnv({ ...FULL, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false' }),
    ).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });
});

describe('given a partial S3 setting', () => {
  it('refuses to start, naming each missing variable', () => {
    const run = () =>
      storageFromEnv({ S3_BUCKET: 'site-media', S3_REGION: 'us-east-1' }, '/srv/data', SECRET);
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set/);
    expect(() => s3OptionsFromEnv({ ...FULL, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY is not set/,
    );
  });

  it.each([
    ['S3_ENDPOINT', 'ftp://example'],
    ['S3_BUCKET', 'Bad_Bucket'],
    ['S3_REGION', 'us east'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('refuses a bad %s by name', (name, value) => {
    expect(() => s3OptionsFromEnv({ ...FULL, [name]: value })).toThrow(new RegExp(`${name}: must`));
  });
});
