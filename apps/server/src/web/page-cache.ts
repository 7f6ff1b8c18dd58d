import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One page kept: its status, its headers, and its HTML with the per-answer values left as slots. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
}

/**
 * What differs in every answer of the same page: the CSP nonce on its inline scripts, and the visitor's
 * CSRF token (the age gate's plain form carries it). They are kept as slots and filled in at each answer.
 */
export interface PerAnswer {
  nonce: string;
  csrfToken: string | undefined;
}

/** What a request finds: a kept page, a render under way to wait for, or nothing (it renders, then `keep`s). */
export type Lookup =
  | { page: CachedPage }
  | { pending: Promise<CachedPage | null> }
  | { keep: (page: CachedPage | null) => void };

export interface PageCacheOptions {
  /** The longest a page is kept, in ms. */
  ttlMs: number;
  /** The most bytes of HTML kept, least recently used out first (PAGE_CACHE_BYTES unless given). */
  maxBytes?: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
}

/** What the kept pages may take of memory: about a thousand pages of home's size. */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024;

/** A slot's text: unguessable, so no page holds it by chance; one per process. */
const slot = (name: string) => `\u2063${name}-${randomUUID()}\u2063`;
const NONCE_SLOT = slot('nonce');
const TOKEN_SLOT = slot('csrf');
/** A value shorter than this is not replaced: it could be a piece of some other text. */
const MIN_SECRET_LENGTH = 16;

const replaceValue = (html: string, value: string | undefined, by: string) =>
  value && value.length >= MIN_SECRET_LENGTH ? html.replaceAll(value, by) : html;

/** The page as kept: the answer's own nonce and token replaced by their slots. */
export function toSlots(html: string, values: PerAnswer): string {
  return replaceValue(replaceValue(html, values.nonce, NONCE_SLOT), values.csrfToken, TOKEN_SLOT);
}

/** A kept page for one answer: the slots filled with this answer's nonce and token. */
export function fromSlots(html: string, values: PerAnswer): string {
  return html.replaceAll(NONCE_SLOT, values.nonce).replaceAll(TOKEN_SLOT, values.csrfToken ?? '');
}

/**
 * The key of a page: its address (path and query), the visitor's country (the age gate, the top-country
 * lists), `inputs`, every other part of the request the page's HTML depends on (apps/web `pageInputs`),
 * whether a crawler asks (it gets the page without the cookie bar, analytics/bots.ts), and the age gate the
 * visitor meets (age/assurance.ts): a page rendered for a visitor who passed the check is never given to
 * one who did not.
 */
export function pageKey({
  url,
  country,
  inputs,
  crawler = false,
  age = { mode: 'none', verified: false },
}: {
  url: string;
  country: string;
  inputs: string;
  crawler?: boolean;
  age?: { mode: string; verified: boolean };
}): string {
  return `${url}\n${country}\n${inputs}\n${crawler ? 'crawler' : 'visitor'}\n${age.mode}:${age.verified ? 'verified' : 'unverified'}`;
}

/**
 * A short-lived cache of the pages visitors who are not signed in get (#28 item 8): a burst of visitors to
 * the same page costs one render. The first request for a key renders and the ones arriving meanwhile wait
 * for it (`pending`) instead of rendering too; its page is kept for `ttlMs` when it may be shared (the
 * caller decides: status 200, HTML, no cookie set by the render). Members are never looked up here.
 */
export function pageCache(options: PageCacheOptions) {
  const stats = { hits: 0, misses: 0, stored: 0 };
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, options.maxBytes ?? PAGE_CACHE_BYTES),
    sizeCalculation: (page) => page.html.length * 2 + 512,
    ttl: Math.max(1, options.ttlMs),
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();

  function lookup(key: string): Lookup {
    const page = pages.get(key);
    if (page) {
      stats.hits++;
      return { page };
    }
    const pending = rendering.get(key);
    if (pending) {
      stats.hits++;
      return { pending };
    }
    stats.misses++;
    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(
      key,
      new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      }),
    );
    return {
      keep: (rendered) => {
        if (!rendering.has(key)) return;
        rendering.delete(key);
        if (rendered) {
          pages.set(key, rendered);
          stats.stored++;
        }
        settle(rendered);
      },
    };
  }

  return {
    lookup,
    stats: (): PageCacheStats => ({ ...stats, entries: pages.size }),
  };
}

export type PageCache = ReturnType<typeof pageCache>;
