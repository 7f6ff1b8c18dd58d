import type { BrandDefinition } from '../tokens/types';

/** The sister site for §1 gender code `she`: a violet accent. */
export const she = {
  name: 'she',
  label: 'Shemale',
  light: { accent: '#7a3dc8', accentText: '#ffffff' },
  dark: { accent: '#c69cff', accentText: '#17121f' },
} as const satisfies BrandDefinition;
