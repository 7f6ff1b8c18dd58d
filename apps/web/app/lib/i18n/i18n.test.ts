// @vitest-environment jsdom
import { formatCount, formatNumber, formatRelativeDate, localeSymbols } from '@site/api/display';
import { describe, expect, it, vi } from 'vitest';
import { alternateUrl } from '../head';
import { prepareLanguage, renderedLanguage } from './bootstrap';
import { LANG_MESSAGES_KEY, LANG_VERSION_KEY, LOCALE_SYMBOLS_META, resolveLanguage } from './lang';
import { languageMessages, setLanguageMessages } from './store';
import { translator } from './translate';

describe('given a request, the page language', () => {
  const url = (href: string) => new URL(href);

  it('is English without any hint', () => {
    expect(resolveLanguage(url('https://tube.example/videos/'), null)).toBe('en');
  });

  it('comes from the lang cookie, and only an allowed language counts', () => {
    expect(resolveLanguage(url('https://tube.example/'), 'theme=dark; lang=de')).toBe('de');
    expect(resolveLanguage(url('https://tube.example/'), 'lang=xx')).toBe('en');
  });

  it('comes from a language host before the cookie, and ?lang= before both', () => {
    expect(resolveLanguage(url('https://fr.tube.example/'), 'lang=de')).toBe('fr');
    expect(resolveLanguage(url('https://fr.tube.example/?lang=ja'), 'lang=de')).toBe('ja');
    expect(resolveLanguage(url('https://tube.example/?lang=zz'), 'lang=pl')).toBe('pl');
  });
});

describe('given the alternate-language links of a page', () => {
  it('name the language in the query on a plain host, with x-default bare', () => {
    expect(alternateUrl('https://tube.example', '/videos/?page=2', 'de')).toBe(
      'https://tube.example/videos/?page=2&lang=de',
    );
    expect(alternateUrl('https://tube.example', '/videos/?lang=de', null)).toBe(
      'https://tube.example/videos/',
    );
    expect(alternateUrl('https://tube.example', '/', 'en')).toBe('https://tube.example/');
  });

  it('swap the language host when the site runs one host per language', () => {
    expect(alternateUrl('https://de.tube.example', '/models/', 'it')).toBe('https://it.tube.example/models/');
    expect(alternateUrl('https://de.tube.example', '/models/', null)).toBe('https://en.tube.example/models/');
  });
});

describe('given the translator of a language', () => {
  it('uses the loaded texts, falls back to English per key, and fills placeholders', () => {
    setLanguageMessages('nl', { 'site.name': 'Buis' });
    const { t } = translator('nl');
    expect(t('site.name')).toBe('Buis');
    expect(t('list.page', { page: 3 })).toBe('Page 3');
  });

  it('chooses plural forms by the language’s rules and formats the count', () => {
    setLanguageMessages('ru', {
      'video.views.one': '{count} просмотр',
      'video.views.few': '{count} просмотра',
      'video.views.many': '{count} просмотров',
      'video.views.other': '{count} просмотра',
    });
    const { plural } = translator('ru');
    const viewsOf = plural as (base: string, count: number) => string;
    expect(viewsOf('video.views', 1)).toBe('1 просмотр');
    expect(viewsOf('video.views', 3)).toBe('3 просмотра');
    expect(viewsOf('video.views', 11)).toBe('11 просмотров');
    expect(viewsOf('video.views', 12345)).toBe(`${new Intl.NumberFormat('ru').format(12345)} просмотров`);
  });
});

function renderedDocument(lang: string, version: number): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.lang = lang;
  const meta = doc.createElement('meta');
  meta.name = 'lang-version';
  meta.content = String(version);
  doc.head.append(meta);
  return doc;
}

describe('given the browser before hydration', () => {
  it('reads the language and version the server rendered with', () => {
    expect(renderedLanguage(renderedDocument('pt', 42))).toEqual({ lang: 'pt', version: 42 });
    expect(renderedLanguage(renderedDocument('xx', 42)).lang).toBe('en');
  });

  it('fetches a language once from the versioned path, then reuses local storage under lang_version', async () => {
    localStorage.clear();
    const fetchImpl = vi.fn(async () => Response.json({ 'site.name': 'Rura' }));
    await prepareLanguage(renderedDocument('pl', 7), localStorage, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toContain('/langs/json/pl.json?v=7');
    expect(localStorage.getItem(LANG_VERSION_KEY)).toBe('pl:7');
    expect(languageMessages('pl')['site.name']).toBe('Rura');

    await prepareLanguage(renderedDocument('pl', 7), localStorage, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    // A new version is fetched again.
    await prepareLanguage(renderedDocument('pl', 8), localStorage, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(LANG_MESSAGES_KEY) ?? '{}')).toEqual({ 'site.name': 'Rura' });
  });

  it('writes numbers and dates with the symbols the server put in the page, not with ones the browser reads', async () => {
    const doc = renderedDocument('ja', 3);
    const meta = doc.createElement('meta');
    meta.name = LOCALE_SYMBOLS_META;
    // Symbols unlike any locale's, so a number or date written from Intl's own would not match.
    const { number, relative } = localeSymbols('ja');
    meta.content = JSON.stringify({
      number: { ...number, decimal: '⁂', group: '_' },
      relative: { ...relative, today: 'heute-ish', ago: { ...relative.ago, day: { other: ['~', ' d'] } } },
    });
    doc.head.append(meta);
    localStorage.setItem(LANG_VERSION_KEY, 'ja:3');
    localStorage.setItem(LANG_MESSAGES_KEY, '{}');
    await prepareLanguage(doc, localStorage, vi.fn() as never);
    const now = Date.UTC(2026, 11, 3, 12);
    expect([
      formatCount(1250, 'ja'),
      formatNumber(2_261_905, 'ja'),
      formatRelativeDate(now - 3 * 86_400_000, { locale: 'ja', now }),
      formatRelativeDate(now, { locale: 'ja', now }),
    ]).toEqual(['1⁂2K', '2_261_905', '~3 d', 'heute-ish']);
  });

  it('needs nothing for English', async () => {
    const fetchImpl = vi.fn();
    expect(await prepareLanguage(renderedDocument('en', 0), localStorage, fetchImpl as never)).toBe('en');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
