import type { StyleRule } from '@vanilla-extract/css';
import { mix } from './color';
import { vars } from './contract.css';
import { baseTokens } from './tokens/base';
import { darkPalette } from './tokens/dark';
import { lightPalette } from './tokens/light';
import type { BrandDefinition, ColorMode, ModePalette, ThemeTokens } from './tokens/types';

export const colorModes = ['light', 'dark'] as const satisfies readonly ColorMode[];

const palettes: Record<ColorMode, ModePalette> = { light: lightPalette, dark: darkPalette };

/** A theme class per colour mode, e.g. `brandThemes.str.dark`. */
export type BrandTheme = Readonly<Record<ColorMode, string>>;

/**
 * vanilla-extract's `style` (from `@vanilla-extract/css`). It is passed in, not imported, so the class is
 * registered by the caller's own `.css.ts` build and `@site/ui`'s runtime never loads vanilla-extract.
 */
export type StyleFunction = (rule: StyleRule, debugId?: string) => string;

/** `base` with every value `patch` sets (objects merged key by key). */
function merge<T extends object>(base: T, patch: object | undefined): T {
  if (!patch) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch) as [string, unknown][]) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? merge(current, value)
        : value;
  }
  return out as T;
}

/**
 * The plain tokens of `brand` in `mode`: the shared tokens, the mode's palette and the brand's colours.
 * `accentHover` (15 % towards the text colour), `accentSubtle` (14 % accent on the page) and `link`
 * (the accent) are derived unless the brand sets them. Run `checkContrast` on the result in a test.
 */
export function brandTokens(brand: BrandDefinition, mode: ColorMode): ThemeTokens {
  const palette = palettes[mode];
  const own = brand[mode];
  const color: ThemeTokens['color'] = {
    ...palette.color,
    accentHover: mix(own.accent, own.text ?? palette.color.text, 0.85),
    accentSubtle: mix(own.accent, own.surface ?? palette.color.surface, 0.14),
    link: own.accent,
    ...own,
  };
  return merge({ ...baseTokens, color, shadow: palette.shadow }, brand.tokens);
}

/** Flattens the contract and the tokens side by side into `{ 'var(--…)': value }`. */
function assignments(contract: object, tokens: object, out: Record<string, string> = {}) {
  const values = tokens as Record<string, unknown>;
  for (const [key, ref] of Object.entries(contract)) {
    const value = values[key];
    if (typeof ref === 'string') {
      if (typeof value !== 'string') throw new Error(`theme token ${key} is missing`);
      out[ref] = value;
    } else if (typeof ref === 'object' && ref !== null && typeof value === 'object' && value !== null) {
      assignments(ref, value, out);
    } else {
      throw new Error(`theme token group ${key} is missing`);
    }
  }
  return out;
}

/**
 * The style rule of one theme class: every contract variable set, plus the native `color-scheme`. Inter's
 * contextual alternates are off: they draw an "x" between digits as "×", which changed names such as
 * usernames and titles ("a2x4" read "a2×4"), text that must show as typed.
 */
export function brandThemeStyle(brand: BrandDefinition, mode: ColorMode): StyleRule {
  return {
    colorScheme: mode,
    fontFeatureSettings: '"calt" 0',
    vars: assignments(vars, brandTokens(brand, mode)),
  };
}
