/**
 * Colour arithmetic on plain token values (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`), used to
 * derive brand roles and to check WCAG contrast. No vanilla-extract and no DOM: tests and build-time
 * code (a consumer's `.css.ts`) can call it.
 */

/** Red, green, blue (0–255) and alpha (0–1). */
export type Rgba = readonly [number, number, number, number];

/** Parses a token colour; throws on anything else (named colours, `hsl()`, `color-mix()`…). */
export function parseColor(colour: string): Rgba {
  const value = colour.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1];
  }
  const rgb =
    /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)(?:\s*[,/]\s*(\d*\.?\d+)(%?))?\s*\)$/i.exec(
      value,
    );
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] === '%' ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`unsupported colour "${colour}": use #rrggbb or rgb()/rgba() in token files`);
}

/** `#rrggbb` of an opaque colour (alpha is dropped). */
export function toHex([r, g, b]: Rgba): string {
  const hex = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Paints `top` over an opaque `bottom` (source-over compositing). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

/** `weight` of `a` mixed with `1 - weight` of `b` in sRGB, as `#rrggbb` (like CSS `color-mix`). */
export function mix(a: string, b: string, weight: number): string {
  const x = parseColor(a);
  const y = parseColor(b);
  return toHex([
    x[0] * weight + y[0] * (1 - weight),
    x[1] * weight + y[1] * (1 - weight),
    x[2] * weight + y[2] * (1 - weight),
    1,
  ]);
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * WCAG 2.x contrast ratio (1–21) of `foreground` on `background`. A translucent foreground is painted
 * over the background first; a translucent background over `backdrop` (white unless given).
 */
export function contrastRatio(
  foreground: string | Rgba,
  background: string | Rgba,
  backdrop: string | Rgba = '#ffffff',
): number {
  const rgba = (c: string | Rgba) => (typeof c === 'string' ? parseColor(c) : c);
  const bg = over(rgba(background), over(rgba(backdrop), [255, 255, 255, 1]));
  const fg = over(rgba(foreground), bg);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
