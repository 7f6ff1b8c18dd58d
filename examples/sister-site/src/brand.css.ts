// The sister site's own brand (not one of the main site's three): its accent and rounder corners, over the
// package's base tokens, in light and dark.

import type { BrandDefinition } from '@site/ui/theme';
import { createBrandTheme } from '@site/ui/theme/brand';
import { style } from '@vanilla-extract/css';

export const lueur = {
  name: 'lueur',
  label: 'Lueur',
  light: { accent: '#0e7490', accentText: '#ffffff' },
  dark: { accent: '#67e8f9', accentText: '#05232a' },
  tokens: { radius: { md: '14px', lg: '20px' } },
} as const satisfies BrandDefinition;

export const lueurTheme = createBrandTheme(lueur, style);
