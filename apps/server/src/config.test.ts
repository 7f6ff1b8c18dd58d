import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig, repoRoot } from './config.js';
import { defaultPoolSize } from './db/pool-size.js';
import { ConfigError } from './lib/env-schema.js';

describe('given the environment', () => {
  it('defaults to port 3000 on loopback, demo content, data and site build under the repository', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seed: true,
      databaseUrl: undefined,
      responseCacheSeconds: 10,
      listingCountsSeconds: 300,
    });
    expect(c.dataDir).toBe(join(repoRoot, 'data'));
    expect(c.webBuildDir).toBe(join(repoRoot, 'apps/web/build'));
  });

  it('treats empty values as unset and reads the others', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: '',
      DATA_DIR: '/tmp/x',
      SEED: 'false',
      WEB_BUILD_DIR: 'elsewhere/build',
    });
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined, dataDir: '/tmp/x' });
    expect(c.seed).toBe(false);
    expect(c.webBuildDir).toBe(join(repoRoot, 'elsewhere/build'));
    expect(loadConfig({ SEED: 'no' }).seed).toBe(false);
    expect(loadConfig({ RESPONSE_CACHE_SECONDS: '0' }).responseCacheSeconds).toBe(0);
    expect(loadConfig({ LISTING_COUNTS_SECONDS: '60' }).listingCountsSeconds).toBe(60);
    expect(
      loadConfig({
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback',
        SITE_URL: 'https://example.test',
      }),
    ).toMatchObject({
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
      siteUrl: 'https://example.test',
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ SEED: '1' }).seed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('opens as many PostgreSQL connections as the cores and one more, at most 10, unless told', () => {
    expect([1, 2, 4, 9, 32].map((cores) => defaultPoolSize(cores))).toEqual([2, 3, 5, 10, 10]);
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 4 ' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE: .*must be a whole number from 1 to 100/,
      );
    }
  });

  it('reads the age policy of the deployment, and offers the local age check in production only when told', () => {
    const config = loadConfig({
      AGE_POLICY: 'gb=verified, US-TX=verified,DE=none',
      AGE_COUNTRY_HEADER: 'CF-IPCountry',
    });
    expect(config.agePolicy).toEqual([
      ['GB', 'verified'],
      ['US-TX', 'verified'],
      ['DE', 'none'],
    ]);
    expect(config.ageCountryHeader).toBe('cf-ipcountry');
    expect(config.ageProvider).toBe('local');
    const production = { NODE_ENV: 'production', ALLOW_FAKE_PAYMENTS: 'true' };
    expect(loadConfig(production).ageProvider).toBeNull();
    expect(loadConfig({ ...production, ALLOW_FAKE_AGE_CHECK: 'true' }).ageProvider).toBe('local');
    expect(() => loadConfig({ AGE_POLICY: 'Texas=verified' })).toThrow(/AGE_POLICY: "Texas=verified"/);
    expect(() => loadConfig({ AGE_POLICY: 'GB=strict' })).toThrow(ConfigError);
    expect(() => loadConfig({ AGE_COUNTRY_HEADER: 'x-forwarded-for' })).toThrow(/AGE_COUNTRY_HEADER/);
  });

  it('reads the custodian-of-records statement of the 2257 section, none by default, and refuses one past 1000 characters', () => {
    expect(loadConfig({}).recordsCustodianStatement).toBeNull();
    expect(loadConfig({ RECORDS_CUSTODIAN_STATEMENT: '  ' }).recordsCustodianStatement).toBeNull();
    expect(
      loadConfig({ RECORDS_CUSTODIAN_STATEMENT: ' Custodian of Records, 1 Main Street ' })
        .recordsCustodianStatement,
    ).toBe('Custodian of Records, 1 Main Street');
    expect(() => loadConfig({ RECORDS_CUSTODIAN_STATEMENT: 'x'.repeat(1001) })).toThrow(
      /RECORDS_CUSTODIAN_STATEMENT: must be at most 1000 characters/,
    );
  });

  it('names every variable that is wrong, in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED: 'maybe',
        LOG_LEVEL: 'loud',
        RESPONSE_CACHE_SECONDS: '-1',
        LISTING_COUNTS_SECONDS: 'often',
        SESSION_SECRET: 'short',
        SITE_URL: 'ftp://x',
        METRICS_TOKEN: 'too short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SEED',
      'LOG_LEVEL',
      'RESPONSE_CACHE_SECONDS',
      'LISTING_COUNTS_SECONDS',
      'METRICS_TOKEN',
    ])
      expect(message).toContain(name);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be a port number/);
    // Trusting every hop would let anyone forge the address the limits count: the proxies are named.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must list the proxies' addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      /not an address: 10\.0\.0\.0\/33, proxy\.local/,
    );
    expect(() => loadConfig({ PORT: '1e3' })).toThrow(ConfigError);
  });

  it('finds the repository root from a working folder inside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-root-'));
    try {
      writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
      mkdirSync(join(root, 'apps/server'), { recursive: true });
      expect(findRepoRoot(join(root, 'apps/server'))).toBe(root);
      expect(loadConfig({}, findRepoRoot(join(root, 'apps/server'))).dataDir).toBe(join(root, 'data'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
