import type { Language } from '@site/api';
import type { MetaDescriptor } from 'react-router';
import { ALLOWED_LANGS, isAllowedLang, LANG_PARAM } from './i18n/lang';
import { type SiteTranslator, translator } from './i18n/translate';
import { type MatchLike, siteFromMatches } from './site';

/** The page's language, for `meta` functions (they get `matches`, not hooks). */
export function siteLang(matches: readonly (MatchLike | undefined)[]): Language {
  const lang = siteFromMatches(matches).lang;
  return isAllowedLang(lang) ? lang : 'en';
}

/** The translator of the page's language, for `meta` functions. */
export function metaT(matches: readonly (MatchLike | undefined)[]): SiteTranslator {
  return translator(siteLang(matches));
}

/**
 * The address of `path` in another language (§7: alternate-language links per host). A host whose first
 * label is a language (`de.example.com`) has one host per language; any other host (a bare domain,
 * localhost) names the language in the query, which the page then keeps in its cookie.
 */
export function alternateUrl(origin: string, path: string, lang: Language | null): string {
  const url = new URL(path, origin || 'http://localhost');
  const labels = url.hostname.split('.');
  if (labels.length > 1 && isAllowedLang(labels[0])) {
    labels[0] = lang ?? 'en';
    url.hostname = labels.join('.');
    url.searchParams.delete(LANG_PARAM);
  } else if (lang && lang !== 'en') {
    url.searchParams.set(LANG_PARAM, lang);
  } else {
    url.searchParams.delete(LANG_PARAM);
  }
  return origin ? url.href : `${url.pathname}${url.search}`;
}

export interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** The canonical path (with only the query parameters that make a different page, e.g. `?s=`). */
  path: string;
  /** An image for Open Graph (absolute or root-relative). */
  image?: string | null;
  /** Open Graph type: `website` by default; `video.other` for a video, `profile` for a member or model. */
  type?: string;
  /** robots noindex (404, private, search results beyond the first, member-only pages). */
  noindex?: boolean;
}

/**
 * The head of a page (§2, #10): title, description, canonical link, hreflang alternates for every
 * allowed language plus x-default, Open Graph, and robots noindex where asked.
 */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  input: PageMetaInput,
): MetaDescriptor[] {
  const { origin = '', lang = 'en' } = siteFromMatches(matches);
  const { t } = translator(isAllowedLang(lang) ? lang : 'en');
  const site = t('site.name');
  const fullTitle = `${input.title} | ${site}`;
  const canonical = alternateUrl(origin, input.path, isAllowedLang(lang) ? lang : 'en');
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...ALLOWED_LANGS.map((alt) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alt,
      href: alternateUrl(origin, input.path, alt),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: alternateUrl(origin, input.path, null),
    },
    { property: 'og:site_name', content: site },
    { property: 'og:title', content: input.title },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: lang },
  ];
  if (input.description) {
    tags.push({ name: 'description', content: input.description });
    tags.push({ property: 'og:description', content: input.description });
  }
  if (input.image) {
    tags.push({ property: 'og:image', content: origin ? new URL(input.image, origin).href : input.image });
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
