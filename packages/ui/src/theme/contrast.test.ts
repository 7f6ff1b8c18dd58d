import { describe, expect, it } from 'vitest';
import { brandTokens, colorModes } from './brand';
import { brandNames, brands } from './brands';
import { contrastRatio, mix, parseColor } from './color';
import { AA_NON_TEXT, AA_TEXT, checkContrast } from './contrast';
import type { BrandDefinition } from './tokens/types';

const matrix = brandNames.flatMap((brand) => colorModes.map((mode) => [brand, mode] as const));

describe.each(matrix)('given the %s brand in %s mode', (brand, mode) => {
  const tokens = brandTokens(brands[brand], mode);
  const report = checkContrast(tokens);
  const ratio = (name: string) => {
    const check = report.checks.find((c) => c.name === name);
    if (!check) throw new Error(`no check ${name}`);
    return check.ratio;
  };

  it('passes every WCAG 2.2 AA pair', () => {
    expect(report.failures).toEqual([]);
    expect(report.pass).toBe(true);
  });

  it.each(['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'])(
    'text and muted text reach 4.5:1 on %s',
    (surface) => {
      expect(ratio(`text on ${surface}`)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio(`textMuted on ${surface}`)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('accent text reaches 4.5:1 on the accent, at rest and under the pointer', () => {
    expect(ratio('accentText on accent')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio('accentText on accentHover')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['surface', 'surfaceRaised'])(
    'links, danger, success, warning and info text read on %s',
    (surface) => {
      for (const role of ['link', 'danger', 'success', 'warning', 'info']) {
        expect(ratio(`${role} on ${surface}`)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('the focus ring, control edges and the accent as indicator reach 3:1 on the page', () => {
    for (const surface of ['surface', 'surfaceRaised']) {
      expect(ratio(`focus on ${surface}`)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(ratio(`borderStrong on ${surface}`)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(ratio(`accent on ${surface}`)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('overlay text reads over any image, from white to black', () => {
    expect(ratio('overlayText on overlay over #ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio('overlayText on overlay over #000000')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the brand accent and the derived roles apart from the palette', () => {
    expect(tokens.color.accent).toBe(brands[brand][mode].accent);
    expect(tokens.color.link).toBe(brands[brand][mode].accent);
    expect(tokens.color.accentHover).not.toBe(tokens.color.accent);
  });
});

describe('given a consumer brand checked with checkContrast', () => {
  const yellow: BrandDefinition = {
    name: 'yellow',
    label: 'Yellow',
    light: { accent: '#ffd400', accentText: '#ffffff' },
    dark: { accent: '#ffd400', accentText: '#16161d' },
  };

  it('reports the pairs that fail, with their ratio and minimum', () => {
    const report = checkContrast(brandTokens(yellow, 'light'));
    expect(report.pass).toBe(false);
    const names = report.failures.map((f) => f.name);
    expect(names).toContain('accentText on accent');
    expect(names).toContain('link on surface');
    expect(names).toContain('accent on surface');
    const label = report.failures.find((f) => f.name === 'accentText on accent');
    expect(label?.minimum).toBe(AA_TEXT);
    expect(label?.ratio).toBeLessThan(2);
  });

  it('passes once the brand sets its own link colour and a dark label', () => {
    const fixed: BrandDefinition = {
      ...yellow,
      light: { accent: '#8f6d00', accentText: '#ffffff', link: '#7a5c00' },
    };
    expect(checkContrast(brandTokens(fixed, 'light')).failures).toEqual([]);
    expect(checkContrast(brandTokens(fixed, 'dark')).failures).toEqual([]);
  });

  it('lets a brand override shared tokens for both modes', () => {
    const rounded: BrandDefinition = { ...brands.str, tokens: { radius: { md: '20px' } } };
    for (const mode of colorModes) {
      const tokens = brandTokens(rounded, mode);
      expect(tokens.radius.md).toBe('20px');
      expect(tokens.radius.sm).toBe('4px');
    }
  });
});

describe('given the colour helpers', () => {
  it('computes the known extremes', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('paints a translucent background over its backdrop', () => {
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeLessThan(5);
  });

  it('parses the token formats and rejects the rest', () => {
    expect(parseColor('#b3264f')).toEqual([179, 38, 79, 1]);
    expect(parseColor('#fff8')).toEqual([255, 255, 255, 0x88 / 255]);
    expect(parseColor('rgba(12, 12, 18, 0.72)')).toEqual([12, 12, 18, 0.72]);
    expect(parseColor('rgb(12 12 18 / 50%)')).toEqual([12, 12, 18, 0.5]);
    expect(() => parseColor('rebeccapurple')).toThrow(/unsupported colour/);
  });

  it('mixes in sRGB like color-mix()', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });
});
