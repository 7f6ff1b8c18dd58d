import { describe, expect, it } from 'vitest';
import { themeFromCookie } from './theme';

describe('given the theme cookie', () => {
  it('uses the saved colour mode', () => {
    expect(themeFromCookie('a=1; theme=light; b=2')).toBe('light');
    expect(themeFromCookie('theme=dark')).toBe('dark');
  });

  it('falls back to dark without a valid preference', () => {
    expect(themeFromCookie(null)).toBe('dark');
    expect(themeFromCookie('theme=blue')).toBe('dark');
    expect(themeFromCookie('mytheme=light')).toBe('dark');
  });
});
