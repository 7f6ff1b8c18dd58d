import { LANG_VERSION_HEADER, type Language } from '@site/api';
import { langMessagesSchema } from '@site/api/contract';
import { type ServerContext, siteLoadContext } from '../load-context';
import { setLanguageMessages } from './store';

interface Loaded {
  version: number;
  at: number;
}

/** How long the server keeps a language before asking for it again (a deploy may change the files). */
const REFRESH_MS = 60_000;
const loaded = new Map<Language, Loaded>();
const pending = new Map<Language, Promise<number>>();

async function fetchLanguage(context: ServerContext, lang: Language): Promise<number> {
  const res = await siteLoadContext(context).apiFetch(`/langs/json/${lang}.json`);
  if (!res.ok) throw new Error(`/langs/json/${lang}.json answered ${res.status}`);
  const messages = langMessagesSchema.parse(await res.json());
  const version = Number(res.headers.get(LANG_VERSION_HEADER) ?? 0);
  setLanguageMessages(lang, messages);
  loaded.set(lang, { version, at: Date.now() });
  return version;
}

/**
 * Makes the language's messages ready for server rendering (from the API's `/langs/json/{lang}.json`,
 * in-process) and answers its version, which the page hands the browser so it can fetch the same
 * messages from the versioned, immutable path or reuse its local copy. English needs nothing: it is the
 * code's own text (version 0).
 */
export async function loadLanguage(context: ServerContext, lang: Language): Promise<number> {
  if (lang === 'en') return 0;
  const known = loaded.get(lang);
  if (known && Date.now() - known.at < REFRESH_MS) return known.version;
  let promise = pending.get(lang);
  if (!promise) {
    promise = fetchLanguage(context, lang).finally(() => pending.delete(lang));
    pending.set(lang, promise);
  }
  try {
    return await promise;
  } catch (error) {
    // A language that cannot be loaded must not take the page down: the last good copy, else English.
    if (known) return known.version;
    throw error;
  }
}
