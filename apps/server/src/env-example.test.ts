import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ENV_KEYS_BY_PART } from './env-keys.js';
import { workerSettingsFromEnv } from './jobs/worker-env.js';
import { mailerFromEnv } from './mail/env.js';
import { mediaSettingsFromEnv } from './media/settings.js';
import { s3OptionsFromEnv } from './media/storage/env.js';
import { TOOL_ENV_KEYS } from './media/transcode/tools.js';

// The repository's .env.example, read as Node's --env-file reads it.
const text = readFileSync(resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
const example = parseEnv(text) as Record<string, string>;
const lines = text.split('\n');
const read = ENV_KEYS_BY_PART;

describe('given .env.example', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-env-example-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(Object.entries(read))('lists every variable %s reads', (_, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(key in example))).toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const known = new Set(Object.values(read).flat());
    expect(Object.keys(example).filter((key) => !known.has(key))).toEqual([]);
  });

  it('says what each one does on the comment line above it', () => {
    const undescribed = lines
      .map((line, i) => ({ line, above: lines[i - 1] ?? '' }))
      .filter(({ line, above }) => /^[A-Z][A-Z0-9_]*=/.test(line) && !/^(# \S|[A-Z][A-Z0-9_]*=$)/.test(above))
      .map(({ line }) => line);
    expect(undescribed).toEqual([]);
  });

  it('gives the defaults: its values configure everything as an empty environment does', () => {
    expect(loadConfig(example)).toEqual(loadConfig({}));
    expect(mediaSettingsFromEnv(example, dir)).toEqual(mediaSettingsFromEnv({}, dir));
    expect(s3OptionsFromEnv(example)).toBeNull();
    expect(workerSettingsFromEnv(example)).toEqual(workerSettingsFromEnv({}));
    const mail = mailerFromEnv(example, dir);
    expect({ kind: mail.kind, from: mail.from }).toEqual({ kind: 'outbox', from: 'no-reply@localhost' });
    for (const key of TOOL_ENV_KEYS) expect(example[key]).toBe('');
  });
});
