import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentTypeFor, StorageKeyError, storageKeySchema } from './keys.js';
import { checkLocalUrl, signLocalUrl, verifyLocalUrl } from './signing.js';

const SECRET = 'test-secret-of-enough-length-000000';
const NOW = Date.UTC(2030, 0, 1);

describe('given a signed media URL', () => {
  const url = signLocalUrl('/media/private/videos/1/v.mp4', SECRET, { expiresIn: 600, now: NOW });

  it('has the path, an expiry in epoch seconds and a signature', () => {
    expect(url).toMatch(/^\/media\/private\/videos\/1\/v\.mp4\?e=\d+&s=[A-Za-z0-9_-]{43}$/);
    expect(new URLSearchParams(url.split('?')[1]).get('e')).toBe(String(NOW / 1000 + 600));
  });

  it('is valid until it expires, and not from then on', () => {
    expect(verifyLocalUrl(url, SECRET, NOW)).toBe(true);
    expect(verifyLocalUrl(url, SECRET, NOW + 599_999)).toBe(true);
    expect(verifyLocalUrl(url, SECRET, NOW + 600_000)).toBe(false);
  });

  it('is refused once anything in it changes', () => {
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const e = Number(params.get('e'));
    const s = params.get('s') as string;
    const flipped = `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    for (const forged of [
      `/media/private/videos/2/v.mp4?${query}`,
      `${path}?e=${e + 3600}&s=${s}`,
      `${path}?e=${e}&s=${flipped}`,
      `${path}?e=${e}&s=${s}=`,
      `${path}?${query}&dl=v.mp4`,
      `${path}?${query}&e=${e}`,
      `${path}?e=${e}`,
      path,
    ]) {
      expect(verifyLocalUrl(forged, SECRET, NOW), forged).toBe(false);
    }
    expect(verifyLocalUrl(url, 'another-secret', NOW)).toBe(false);
  });

  it('carries a signed download name', () => {
    const dl = signLocalUrl('/media/private/videos/1/v.mp4', SECRET, {
      expiresIn: 60,
      download: 'My clip.mp4',
      now: NOW,
    });
    expect(checkLocalUrl(dl, SECRET, NOW)).toEqual({
      path: '/media/private/videos/1/v.mp4',
      expires: NOW / 1000 + 60,
      download: 'My clip.mp4',
    });
    expect(verifyLocalUrl(dl.replace('My', 'Your'), SECRET, NOW)).toBe(false);
    expect(() => signLocalUrl('/m/a.mp4', SECRET, { expiresIn: 60, download: '../x' })).toThrow(
      StorageKeyError,
    );
  });
});

describe('given keys and names', () => {
  it('accepts relative paths of safe segments only', () => {
    for (const ok of ['a', 'videos/12/720p/seg_001.ts', 'A-b_c.d/e']) {
      expect(storageKeySchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '',
      '/a',
      'a/',
      'a//b',
      '..',
      '../a',
      'a/../b',
      '.env',
      'a/.tmp-1',
      'a b',
      'a\\b',
      'ä',
      '%2e%2e',
    ]) {
      expect(storageKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('types by extension and never as HTML', () => {
    expect(contentTypeFor('v/720p.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeFor('v/a.MP4')).toBe('video/mp4');
    expect(contentTypeFor('v/page.html')).toBe('application/octet-stream');
    expect(contentTypeFor('v/pic.svg')).toBe('application/octet-stream');
    expect(contentTypeFor('v/noext')).toBe('application/octet-stream');
  });

  it('writes an attachment disposition with an ASCII fallback and the exact name', () => {
    expect(attachmentDisposition('Clip 1.mp4')).toBe(
      `attachment; filename="Clip 1.mp4"; filename*=UTF-8''Clip%201.mp4`,
    );
    expect(attachmentDisposition('Été;1.mp4')).toBe(
      `attachment; filename="_t__1.mp4"; filename*=UTF-8''%C3%89t%C3%A9%3B1.mp4`,
    );
  });
});
