import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@site/api';
import { langMessagesSchema } from '@site/api/contract';

/**
 * The folder of the language files: one folder per language (`<lang>/`) holding one JSON file per part of
 * the site (`ui.json` for @site/ui's components, `common.json`, `video.json`… for the site's pages), merged
 * into one table per language. `apps/server/langs` in the source, copied beside the bundle (`dist/langs`)
 * by the build, as the migrations are. Resolved from this module's own place, so the working directory
 * does not matter.
 */
export function langsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'langs'), join(here, '..', '..', 'langs')];
  return candidates.find((dir) => existsSync(join(dir, 'en'))) ?? (candidates[1] as string);
}

/** One language's merged messages as the JSON to send, and its version (changes when any text does). */
export interface LangEntry {
  json: string;
  /** A number derived from the content (the `v` of `/langs/json/{lang}.json?v=`, the client's cache key). */
  version: number;
}

/** The merged table of one language folder; a key defined in two parts is an error, not a silent override. */
export async function readLanguage(dir: string, lang: Language): Promise<Record<string, string>> {
  const folder = join(dir, lang);
  const parts = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const table: Record<string, string> = {};
  for (const part of parts) {
    const raw: unknown = JSON.parse(await readFile(join(folder, part), 'utf8'));
    for (const [key, text] of Object.entries(langMessagesSchema.parse(raw))) {
      if (Object.hasOwn(table, key))
        throw new Error(`${lang}/${part}: ${key} is also defined in another part`);
      table[key] = text;
    }
  }
  return table;
}

/** Each language's messages, checked once (flat records of strings) and kept as the JSON to send. */
export class LangFiles {
  private loaded: Promise<Map<Language, LangEntry>> | undefined;

  constructor(private readonly dir: string = langsDir()) {}

  /** The JSON text of a language's messages and its version. */
  async entry(lang: Language): Promise<LangEntry> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    const entry = (await this.loaded).get(lang);
    if (entry === undefined) throw new Error(`No messages for ${lang}`);
    return entry;
  }

  /** The JSON text of a language's messages. */
  async json(lang: Language): Promise<string> {
    return (await this.entry(lang)).json;
  }

  private async load(): Promise<Map<Language, LangEntry>> {
    const entries = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const table = await readLanguage(this.dir, lang);
        const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : 1)));
        const json = JSON.stringify(sorted);
        // 40 bits of the SHA-256: a safe integer, stable across processes and machines.
        const version = Number.parseInt(createHash('sha256').update(json).digest('hex').slice(0, 10), 16);
        return [lang, { json, version }] as const;
      }),
    );
    return new Map(entries);
  }
}
