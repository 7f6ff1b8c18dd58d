import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const langs = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/server/langs');

export type Lang = 'en' | 'de' | 'ru';

/**
 * The site's own texts in a language (every part of apps/server/langs/<lang>/), so a journey finds buttons
 * and dialogs by the names a user of that language reads, without copying any translation here.
 */
export function textsOf(lang: Lang): (key: string, values?: Record<string, string | number>) => string {
  const all: Record<string, string> = {};
  const dir = join(langs, lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(all, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
  }
  return (key, values = {}) => {
    const text = all[key];
    if (text === undefined) throw new Error(`No text ${key} in ${lang}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** A field's label as the accessible name starts (a required field adds a hidden "required" to it). */
export function fieldName(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
