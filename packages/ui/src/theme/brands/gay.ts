import type { BrandDefinition } from '../tokens/types';

/** The sister site for §1 gender code `gay`: a teal accent. */
export const gay = {
  name: 'gay',
  label: 'Gay',
  light: { accent: '#0b6f86', accentText: '#ffffff' },
  dark: { accent: '#4fc8e0', accentText: '#10161a' },
} as const satisfies BrandDefinition;
