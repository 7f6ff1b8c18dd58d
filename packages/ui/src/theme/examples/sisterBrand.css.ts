// A sister site's brand, written as the site would write it in ITS OWN code (e.g. `app/brand.css.ts`),
// outside the package's brand list. A site imports `createBrandTheme` from '@site/ui/theme/brand' and the
// type from '@site/ui/theme'; inside the package this example imports them from their modules.
import { style } from '@vanilla-extract/css';
import { createBrandTheme } from '../makers';
import type { BrandDefinition } from '../tokens/types';

/** The brand: plain values, so a unit test can run `checkContrast` on it. */
export const sisterBrand = {
  name: 'sister',
  label: 'Sister site (example)',
  light: { accent: '#b54708', accentText: '#ffffff' },
  dark: { accent: '#fdb022', accentText: '#1a1306' },
  // Any shared token may change too: this brand has rounder corners.
  tokens: { radius: { md: '14px', lg: '20px' } },
} as const satisfies BrandDefinition;

/** Its light and dark theme classes, built from the package's base tokens. */
export const sisterTheme = createBrandTheme(sisterBrand, style);
