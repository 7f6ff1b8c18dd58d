import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../lib/env-schema.js';
import { createSealer, keyIdOf, openText, SealedError, sealerFromEnv, sealText } from './sealed.js';

describe('records sealed with AES-256-GCM', () => {
  const key = randomBytes(32);
  const sealer = createSealer(key);
  const plain = Buffer.from('Robin Heron, 1990-04-12');

  it('open to what was sealed, never show it, and differ each time', () => {
    const a = sealer.seal(plain);
    const b = sealer.seal(plain);
    expect(sealer.open(a)).toEqual(plain);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('Robin'))).toBe(false);
    expect(sealer.keyIdOf(a)).toBe(keyIdOf(key));
    expect(openText(sealer, sealText(sealer, 'né à Zürich'))).toBe('né à Zürich');
  });

  it('refuse any changed byte, a cut record, or another key', () => {
    const sealed = sealer.seal(plain);
    for (const at of [0, 5, sealed.length - plain.length - 20, sealed.length - 20, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] = (changed[at] ?? 0) ^ 0x01;
      expect(() => sealer.open(changed), `byte ${at}`).toThrow(SealedError);
    }
    expect(() => sealer.open(sealed.subarray(0, 20))).toThrow(SealedError);
    expect(() => sealer.open(Buffer.from('plain text'))).toThrow(SealedError);
    expect(() => createSealer(randomBytes(32)).open(sealed)).toThrow(/not configured/);
  });

  it('still open what an old key sealed after rotation, and seal with the new one', () => {
    const old = sealer.seal(plain);
    const rotated = createSealer(randomBytes(32), [key]);
    expect(rotated.open(old)).toEqual(plain);
    const fresh = rotated.seal(plain);
    expect(rotated.keyIdOf(fresh)).toBe(rotated.keyId);
    expect(() => sealer.open(fresh)).toThrow(SealedError);
  });
});

describe('the records key from the environment', () => {
  it('takes RECORDS_KEY and RECORDS_OLD_KEYS, and names a bad one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sealed-'));
    try {
      const key = randomBytes(32);
      const old = randomBytes(32);
      const warnings: string[] = [];
      const s = sealerFromEnv(
        { RECORDS_KEY: key.toString('base64'), RECORDS_OLD_KEYS: ` ${old.toString('base64')} ` },
        dir,
        (m) => warnings.push(m),
      );
      expect(s.keyId).toBe(keyIdOf(key));
      expect(s.open(createSealer(old).seal(Buffer.from('x')))).toEqual(Buffer.from('x'));
      expect(warnings).toEqual([]);
      expect(() => sealerFromEnv({ RECORDS_KEY: 'c2hvcnQ=' }, dir, () => {})).toThrow(ConfigError);
      expect(() => sealerFromEnv({ RECORDS_KEY: 'c2hvcnQ=' }, dir, () => {})).toThrow(/RECORDS_KEY/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without RECORDS_KEY: a key generated once in the data folder, with a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sealed-'));
    try {
      const warnings: string[] = [];
      const first = sealerFromEnv({}, dir, (m) => warnings.push(m));
      const second = sealerFromEnv({}, dir, (m) => warnings.push(m));
      expect(second.keyId).toBe(first.keyId);
      expect(second.open(first.seal(Buffer.from('y')))).toEqual(Buffer.from('y'));
      expect(warnings[0]).toMatch(/RECORDS_KEY is not set/);
      expect(Buffer.from((await readFile(join(dir, 'records.key'), 'utf8')).trim(), 'base64')).toHaveLength(
        32,
      );
      await writeFile(join(dir, 'records.key'), 'broken');
      expect(() => sealerFromEnv({}, dir, () => {})).toThrow(ConfigError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
