// How a sister site tests its own brand: the same WCAG 2.2 AA check the package runs on its brands.
import { describe, expect, it } from 'vitest';
import { brandTokens, checkContrast, colorModes } from '../index';
import { sisterBrand, sisterTheme } from './sisterBrand.css';

describe.each(colorModes)('given the consumer brand in %s mode', (mode) => {
  it('passes every WCAG 2.2 AA contrast pair', () => {
    expect(checkContrast(brandTokens(sisterBrand, mode)).failures).toEqual([]);
  });

  it('gets a theme class of its own', () => {
    expect(sisterTheme[mode]).toMatch(/\S/);
    expect(sisterTheme.light).not.toBe(sisterTheme.dark);
  });
});

describe('given the consumer brand tokens', () => {
  it('keeps the base tokens it does not change', () => {
    const tokens = brandTokens(sisterBrand, 'dark');
    expect(tokens.radius.md).toBe('14px');
    expect(tokens.radius.sm).toBe('4px');
    expect(tokens.space.lg).toBe('16px');
    expect(tokens.color.surface).toBe(brandTokens({ ...sisterBrand, name: 'x' }, 'dark').color.surface);
  });
});

describe('given a brand defined outside a file that vanilla-extract compiles', () => {
  it('says which build plugin to add instead of leaving a blank page', async () => {
    const { style } = await import('@vanilla-extract/css');
    const { createBrandTheme } = await import('../makers');
    expect(() => createBrandTheme(sisterBrand, style)).toThrow(
      /createBrandTheme\('sister'\) ran in a file that vanilla-extract's build plugin did not compile.*@vanilla-extract\/vite-plugin/,
    );
  });
});
