import { describe, expect, it } from 'vitest';
import { darkTokens } from './tokens/dark';
import { lightTokens } from './tokens/light';
import type { ThemeTokens } from './tokens/types';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1]) {
    const v = Number.parseInt(hex[1], 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255, 1];
  }
  const rgb = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/i.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`unsupported colour ${colour}`);
}

/** Paints `top` over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgba = [255, 255, 255, 1];
const BLACK: Rgba = [0, 0, 0, 1];
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as const)('given the %s tokens', (_mode, tokens: ThemeTokens) => {
  const c = (role: keyof ThemeTokens['color']) => parse(tokens.color[role]);
  const surfaces = ['surface', 'surfaceRaised'] as const;

  it.each(surfaces)('text and muted text reach AA (4.5:1) on %s', (surface) => {
    expect(contrast(c('text'), c(surface))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(c('textMuted'), c(surface))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(surfaces)('danger and success text reach AA on %s', (surface) => {
    expect(contrast(c('danger'), c(surface))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(c('success'), c(surface))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('accentText reaches AA on accent', () => {
    expect(contrast(c('accentText'), c('accent'))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(surfaces)('the focus ring reaches 3:1 against %s', (surface) => {
    expect(contrast(c('focus'), c(surface))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('overlayText reaches AA on the overlay over any image, from white to black', () => {
    for (const backdrop of [WHITE, BLACK, c('surface')]) {
      expect(contrast(c('overlayText'), over(c('overlay'), backdrop))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('the trusted mark (success) and its check (surface) are told apart at 3:1', () => {
    expect(contrast(c('success'), c('surface'))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('given the contrast helper', () => {
  it('computes the known extremes', () => {
    expect(contrast(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBeCloseTo(1, 5);
  });
});
