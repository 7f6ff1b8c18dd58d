import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret } from './secret.js';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('given the server secret', () => {
  it('generates one on the first start, readable by its owner only, and keeps it across restarts', () => {
    const dir = scratch();
    const first = loadSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecret(undefined, dir)).toBe(first);
    expect(loadSecret(undefined, scratch())).not.toBe(first);
  });

  it('takes SESSION_SECRET when set, and replaces a kept secret that is too short', () => {
    const dir = scratch();
    expect(loadSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    writeFileSync(join(dir, 'secret.key'), 'short\n');
    expect(loadSecret(undefined, dir)).toMatch(/^[0-9a-f]{64}$/);
  });
});
