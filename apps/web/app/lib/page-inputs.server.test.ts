import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBUG_COOKIE } from './debug-panel.server';
import { LANG_COOKIE } from './i18n';
import { pageInputs } from './page-inputs.server';
import { AGE_COOKIE, GENDER_COOKIE, THEME_COOKIE } from './site';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const inputsOf = (path: string, cookie?: string, userAgent = CHROME) =>
  pageInputs(
    new Request(`https://site.example${path}`, {
      headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    }),
  );

/** Each cookie a page reads, with a value that changes the page. */
const PAGE_COOKIES: Record<string, string> = {
  [LANG_COOKIE]: 'de',
  [GENDER_COOKIE]: 'gay',
  [THEME_COOKIE]: 'dark',
  [AGE_COOKIE]: '1',
  [DEBUG_COOKIE]: '1',
};

describe("given the inputs of a visitor's page (the page cache's key)", () => {
  it.each(Object.entries(PAGE_COOKIES))('tells a page with the %s cookie from one without', (name, value) => {
    expect(inputsOf('/', `${name}=${value}`)).not.toBe(inputsOf('/'));
  });

  it('does not tell apart what the page does not read: the CSRF cookies, a cookie of another service', () => {
    expect(inputsOf('/', 'csrf_token=abc; _csrf=def; _ga=GA1.2.3')).toBe(inputsOf('/'));
  });

  it('tells a crawler, which gets the page whole at once, from a browser', () => {
    expect(inputsOf('/', undefined, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).not.toBe(
      inputsOf('/'),
    );
  });

  it('tells an address naming a language the cookie does not hold yet (its answer sets the cookie)', () => {
    expect(inputsOf('/?lang=de', 'lang=de')).not.toBe(inputsOf('/?lang=de'));
  });

  it('knows every cookie the pages read (a new one must be added to pageInputs and here)', () => {
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const m of readFileSync(path, 'utf8').matchAll(/readCookie\([^,]+,\s*(\w+)\)/g))
            read.add(m[1] ?? '');
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    const constants: Record<string, string> = {
      LANG_COOKIE,
      GENDER_COOKIE,
      THEME_COOKIE,
      AGE_COOKIE,
      DEBUG_COOKIE,
    };
    expect([...read].sort()).toEqual(Object.keys(constants).sort());
    expect(Object.values(constants).sort()).toEqual(Object.keys(PAGE_COOKIES).sort());
  });
});
