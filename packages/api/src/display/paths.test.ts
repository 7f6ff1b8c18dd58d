import { describe, expect, it } from 'vitest';
import { sitePath } from './paths.js';

describe('given a return address', () => {
  it('keeps a path of this site with its query', () => {
    expect(sitePath('/videos/2/?s=lake')).toBe('/videos/2/?s=lake');
    expect(sitePath('/')).toBe('/');
  });

  it('never leads to another site', () => {
    for (const elsewhere of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      'evil',
      '',
      null,
    ]) {
      expect(sitePath(elsewhere)).toBe('/');
    }
  });
});
