import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language, langMessagesSchema } from '@site/api';

/**
 * The folder of the language files (`<lang>.json`): `apps/server/langs` in the source, copied beside
 * the bundle (`dist/langs`) by the build, as the migrations are. Resolved from this module's own place,
 * so the working directory does not matter.
 */
export function langsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'langs'), join(here, '..', '..', 'langs')];
  return candidates.find((dir) => existsSync(join(dir, 'en.json'))) ?? (candidates[1] as string);
}

/** Each language's messages, checked once (a flat record of strings) and kept as the JSON to send. */
export class LangFiles {
  private loaded: Promise<Map<Language, string>> | undefined;

  constructor(private readonly dir: string = langsDir()) {}

  /** The JSON text of a language's messages. */
  async json(lang: Language): Promise<string> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    const text = (await this.loaded).get(lang);
    if (text === undefined) throw new Error(`No messages for ${lang}`);
    return text;
  }

  private async load(): Promise<Map<Language, string>> {
    const entries = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const raw: unknown = JSON.parse(await readFile(join(this.dir, `${lang}.json`), 'utf8'));
        return [lang, JSON.stringify(langMessagesSchema.parse(raw))] as const;
      }),
    );
    return new Map(entries);
  }
}
