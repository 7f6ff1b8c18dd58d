import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUrl, LANG_VERSION_HEADER, LANGUAGES } from '@site/api';
import { langMessagesSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { LangFiles, langsDir, readLanguage } from './langs.js';

const files = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await readLanguage(langsDir(), lang)] as const)),
) as Record<(typeof LANGUAGES)[number], unknown>;
const en = langMessagesSchema.parse(files.en);

/** The plural messages of English: `base.one` / `base.other`… (a base is plural when it has `.other`). */
const CATEGORY = /\.(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  Object.keys(en)
    .filter((k) => k.endsWith('.other'))
    .map((k) => k.slice(0, -'.other'.length)),
);
const baseOf = (key: string) => {
  const match = CATEGORY.exec(key);
  const base = match ? key.slice(0, match.index) : null;
  return base !== null && pluralBases.has(base) ? base : null;
};
const plainKeys = Object.keys(en).filter((k) => baseOf(k) === null);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES)('given the %s language file', (lang) => {
  const messages = langMessagesSchema.safeParse(files[lang]);

  it('is a flat record of strings, empty only where the English text is', () => {
    expect(messages.success).toBe(true);
    // A few English texts are empty on purpose (§8: banned, temp banned, disabled user, bot detected show
    // the server's text, else the general error): their translations are empty too.
    for (const [key, text] of Object.entries(messages.data ?? {})) {
      const english = en[key] ?? en[`${baseOf(key) ?? key}.other`];
      if (english === '') expect(text, key).toBe('');
      else expect(text.trim(), key).not.toBe('');
    }
  });

  it("has every key of en.json with the same placeholders, and nothing else but the language's plural forms", () => {
    const table = messages.data ?? {};
    for (const key of plainKeys) {
      expect(table[key], key).toBeTypeOf('string');
      expect(placeholders(table[key] ?? ''), key).toEqual(placeholders(en[key] as string));
    }
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const expectedKeys = new Set(plainKeys);
    for (const base of pluralBases) {
      for (const category of categories) {
        const key = `${base}.${category}`;
        expectedKeys.add(key);
        expect(table[key], key).toBeTypeOf('string');
        expect(placeholders(table[key] ?? ''), key).toEqual(placeholders(en[`${base}.other`] as string));
      }
    }
    expect(Object.keys(table).sort()).toEqual([...expectedKeys].sort());
  });
});

describe('given the plural rules of each language (CLDR, as Intl gives them)', () => {
  it('ru and pl have one/few/many/other, ja other only, en one/other', () => {
    const keys = (lang: string) =>
      Object.keys(langMessagesSchema.parse(files[lang as 'en']))
        .filter((k) => k.startsWith('video.views.'))
        .sort();
    expect(keys('ru')).toEqual([
      'video.views.few',
      'video.views.many',
      'video.views.one',
      'video.views.other',
    ]);
    expect(keys('pl')).toEqual([
      'video.views.few',
      'video.views.many',
      'video.views.one',
      'video.views.other',
    ]);
    expect(keys('ja')).toEqual(['video.views.other']);
    expect(keys('en')).toEqual(['video.views.one', 'video.views.other']);
  });
});

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

describe('given GET /langs/json/{lang}.json?v={timestamp}', () => {
  it.each(LANGUAGES)('%s answers its messages, cached for good under the version', async (lang) => {
    const res = await app.inject({ method: 'GET', url: callUrl('langs.get', { lang, version: 1767225600 }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(langMessagesSchema.parse(res.json())).toEqual(files[lang]);
    expect(Number(res.headers[LANG_VERSION_HEADER])).toBeGreaterThan(0);
  });

  it('takes the version the server itself names, a number of twelve digits or more', async () => {
    const first = await app.inject({ method: 'GET', url: '/langs/json/de.json' });
    const version = Number(first.headers[LANG_VERSION_HEADER]);
    const res = await app.inject({ method: 'GET', url: callUrl('langs.get', { lang: 'de', version }) });
    expect(res.statusCode, res.body).toBe(200);
    const long = await app.inject({
      method: 'GET',
      url: callUrl('langs.get', { lang: 'de', version: 856186118925 }),
    });
    expect(long.statusCode, long.body).toBe(200);
  });

  it('without a version (or with an empty one, as any empty field) the answer is cached for an hour only', async () => {
    for (const url of ['/langs/json/de.json', '/langs/json/de.json?v=']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=360');
    }
  });

  it('a matching If-None-Match gets 304', async () => {
    const url = callUrl('langs.get', { lang: 'fr', version: 1 });
    const etag = (await app.inject({ method: 'GET', url })).headers.etag as string;
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
  });

  it.each(['xx', 'EN', 'en-us', 'en.de', '..%2Fpackage', '%00', 'constructor', '__proto__'])(
    'an unknown language (%s) is 404 not_found',
    async (lang) => {
      const res = await app.inject({ method: 'GET', url: `/langs/json/${lang}.json?v=1` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    },
  );

  it.each(['/langs/json/en.txt', '/langs/json/en', '/langs/json/.json', '/langs/en.json'])(
    '%s is 404 not_found',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    },
  );

  it.each(['abc', '01', '-1', '1.5', '1e9', '99999999999999999999', '1&v=2'])(
    'version v=%s is 400 invalid_params on v',
    async (v) => {
      const res = await app.inject({ method: 'GET', url: `/langs/json/en.json?v=${v}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'v', code: 'invalid' }] });
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );
});

describe('given a folder of language files', () => {
  const folder = (parts: Record<string, Record<string, string>>, broken?: [string, string]) => {
    const dir = mkdtempSync(join(tmpdir(), 'langs-'));
    for (const lang of LANGUAGES) {
      mkdirSync(join(dir, lang));
      for (const [part, table] of Object.entries(parts)) {
        writeFileSync(join(dir, lang, `${part}.json`), JSON.stringify(table));
      }
    }
    if (broken) writeFileSync(join(dir, 'de', broken[0]), broken[1]);
    return dir;
  };

  it('merges the parts of a language into one table, with a version that follows the text', async () => {
    const dir = folder({ ui: { 'a.b': 'A' }, site: { 'c.d': 'C' } });
    try {
      const first = await new LangFiles(dir).entry('de');
      expect(JSON.parse(first.json)).toEqual({ 'a.b': 'A', 'c.d': 'C' });
      expect(Number.isSafeInteger(first.version)).toBe(true);
      writeFileSync(join(dir, 'de', 'site.json'), '{"c.d":"Changed"}');
      const second = await new LangFiles(dir).entry('de');
      expect(second.version).not.toBe(first.version);
      expect((await new LangFiles(dir).entry('fr')).version).toBe(first.version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a flat record of strings', async () => {
    const dir = folder({ ui: { a: 'b' } }, ['ui.json', '{"a":{"nested":"no"}}']);
    try {
      await expect(new LangFiles(dir).json('en')).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a key defined in two parts of one language', async () => {
    const dir = folder({ ui: { a: 'b' } }, ['site.json', '{"a":"again"}']);
    try {
      await expect(new LangFiles(dir).json('de')).rejects.toThrow(/also defined/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resolves the source folder apps/server/langs from the module', () => {
    expect(langsDir().replace(/\\/g, '/')).toMatch(/apps\/server\/langs$/);
  });
});
