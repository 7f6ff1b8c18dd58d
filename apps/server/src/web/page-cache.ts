import { LRUCache } from 'lru-cache';

/**
 * A page's HTML as kept: its bytes cut where the per-answer values stood (`slots`, in order), so an answer
 * is the pieces with this answer's values between them, joined as bytes: no text to search or to encode
 * again (on a 150 kB home page, replacing the values in the text and encoding it cost 5 ms an answer).
 */
export interface KeptHtml {
  pieces: Buffer[];
  /** What stood between piece i and piece i + 1. */
  slots: Slot[];
}
type Slot = 'nonce' | 'csrf';

/** One page kept: its status, its headers, and its HTML without the per-answer values. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: KeptHtml;
}

/**
 * What differs in every answer of the same page: the CSP nonce on its inline scripts, and the visitor's
 * CSRF token (the age gate's plain form carries it). They are left out of the kept page and put in at
 * each answer.
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

/** A value shorter than this is not taken out: it could be a piece of some other text. */
const MIN_SECRET_LENGTH = 16;

/** The page as kept: cut where this answer's own nonce and token stand. */
export function toSlots(html: string, values: PerAnswer): KeptHtml {
  const secrets: [Slot, string][] = [];
  if (values.nonce.length >= MIN_SECRET_LENGTH) secrets.push(['nonce', values.nonce]);
  if (values.csrfToken && values.csrfToken.length >= MIN_SECRET_LENGTH)
    secrets.push(['csrf', values.csrfToken]);
  const pieces: Buffer[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let found: [Slot, string] | undefined;
    for (const secret of secrets) {
      const i = html.indexOf(secret[1], from);
      if (i !== -1 && (at === -1 || i < at)) {
        at = i;
        found = secret;
      }
    }
    if (!found) break;
    pieces.push(Buffer.from(html.slice(from, at)));
    slots.push(found[0]);
    from = at + found[1].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  return { pieces, slots };
}

/** A kept page for one answer: its pieces with this answer's nonce and token between them. */
export function fromSlots(html: KeptHtml, values: PerAnswer): Buffer {
  const filled = { nonce: Buffer.from(values.nonce), csrf: Buffer.from(values.csrfToken ?? '') };
  const parts: Buffer[] = [];
  html.pieces.forEach((piece, i) => {
    parts.push(piece);
    const slot = html.slots[i];
    if (slot) parts.push(filled[slot]);
  });
  return Buffer.concat(parts);
}

/** The bytes a kept page holds. */
const sizeOf = (html: KeptHtml) => html.pieces.reduce((n, piece) => n + piece.length, 0);

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
    sizeCalculation: (page) => sizeOf(page.html) + 512,
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
