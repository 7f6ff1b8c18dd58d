import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.js';

describe('given the environment', () => {
  it('defaults to port 3000 on loopback with data under the repository', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', seed: true, databaseUrl: undefined });
    expect(c.dataDir).toBe(`${repoRoot}/data`);
  });

  it('treats empty values as unset and reads the others', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: '', DATA_DIR: '/tmp/x', SEED: 'false' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: undefined, dataDir: '/tmp/x', seed: false });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
