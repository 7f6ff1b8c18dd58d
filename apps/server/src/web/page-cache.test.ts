import { describe, expect, it } from 'vitest';
import { fromSlots, type KeptHtml, pageCache, pageKey, toSlots } from './page-cache.js';

const page = (html: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  html: toSlots(html, { nonce: '', csrfToken: undefined }),
});
const text = (p: { html: KeptHtml } | null | undefined) =>
  p ? fromSlots(p.html, { nonce: '', csrfToken: undefined }).toString() : p;

describe('given the page cache', () => {
  it("keeps a page without the answer's nonce and token, and fills in the next answer's", () => {
    const first = { nonce: 'n0nce-of-the-first-answer', csrfToken: 'token-of-the-first-visitor-123' };
    const html = `<script nonce="${first.nonce}">x</script><input name="_csrf" value="${first.csrfToken}">`;
    const kept = toSlots(html, first);
    const stored = Buffer.concat(kept.pieces).toString();
    expect(stored).not.toContain(first.nonce);
    expect(stored).not.toContain(first.csrfToken);
    const second = { nonce: 'n0nce-of-the-second-answer', csrfToken: 'token-of-the-second-visitor-45' };
    expect(fromSlots(kept, second).toString()).toBe(
      `<script nonce="${second.nonce}">x</script><input name="_csrf" value="${second.csrfToken}">`,
    );
    // Text beyond Latin-1 comes back as it was.
    const accents = toSlots(`<p>Café ’ ${first.nonce} 日本</p>`, first);
    expect(fromSlots(accents, second).toString()).toBe(`<p>Café ’ ${second.nonce} 日本</p>`);
  });

  it('does not replace a value too short to be told from other text', () => {
    const kept = toSlots('<p>ab</p>', { nonce: 'ab', csrfToken: 'p' });
    expect(fromSlots(kept, { nonce: 'xy', csrfToken: 'q' }).toString()).toBe('<p>ab</p>');
  });

  it('lets the first request of a key render, holds the others until it is kept, then answers them', async () => {
    const cache = pageCache({ ttlMs: 60_000 });
    const first = cache.lookup('k');
    if (!('keep' in first)) throw new Error('the first request should render');
    const second = cache.lookup('k');
    if (!('pending' in second)) throw new Error('the second request should wait');
    first.keep(page('<p>home</p>'));
    expect(text(await second.pending)).toBe('<p>home</p>');
    const third = cache.lookup('k');
    expect('page' in third && text(third.page)).toBe('<p>home</p>');
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 2, stored: 1, entries: 1 });
  });

  it('keeps nothing when the render may not be shared, and the waiting requests render themselves', async () => {
    const cache = pageCache({ ttlMs: 60_000 });
    const first = cache.lookup('k');
    const second = cache.lookup('k');
    if (!('keep' in first) || !('pending' in second)) throw new Error('unexpected lookups');
    first.keep(null);
    expect(await second.pending).toBeNull();
    expect('keep' in cache.lookup('k')).toBe(true);
    expect(cache.stats().entries).toBe(0);
  });

  it("never gives a page rendered after a visitor's age check to one who has not passed it (#31)", () => {
    const cache = pageCache({ ttlMs: 60_000 });
    const checked = pageKey({
      url: '/videos/',
      country: 'nz',
      inputs: 'inputs',
      age: { mode: 'verified', verified: true },
    });
    const unchecked = pageKey({
      url: '/videos/',
      country: 'nz',
      inputs: 'inputs',
      age: { mode: 'verified', verified: false },
    });
    expect(checked).not.toBe(unchecked);
    const first = cache.lookup(checked);
    if (!('keep' in first)) throw new Error('the first request should render');
    first.keep(page('<a href="/videos/1/lake/">Lake</a>'));
    expect('keep' in cache.lookup(unchecked)).toBe(true);
    expect(
      pageKey({ url: '/videos/', country: 'de', inputs: 'inputs', age: { mode: 'self', verified: false } }),
    ).not.toBe(
      pageKey({ url: '/videos/', country: 'de', inputs: 'inputs', age: { mode: 'none', verified: false } }),
    );
  });

  it('keeps a page apart per key', () => {
    const cache = pageCache({ ttlMs: 60_000 });
    const a = cache.lookup('/?theme=dark');
    if (!('keep' in a)) throw new Error('unexpected lookup');
    a.keep(page('dark'));
    expect('keep' in cache.lookup('/?theme=light')).toBe(true);
  });
});
