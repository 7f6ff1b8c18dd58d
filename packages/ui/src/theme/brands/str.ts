import type { BrandDefinition } from '../tokens/types';

/** The main site (§1 gender code `str`): a rose accent. The default brand of `themes`. */
export const str = {
  name: 'str',
  label: 'Straight',
  light: { accent: '#b3264f', accentText: '#ffffff' },
  dark: { accent: '#ff7aa2', accentText: '#16161d' },
} as const satisfies BrandDefinition;
