import { baseTokens } from './base';
import type { ThemeTokens } from './types';

export const darkTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    surface: '#101015',
    surfaceRaised: '#1c1c24',
    text: '#f1f1f5',
    textMuted: '#a9a9ba',
    accent: '#ff7aa2',
    accentText: '#16161d',
    border: '#383845',
    focus: '#7fb0ff',
    danger: '#ff8a80',
    success: '#5fd68f',
    overlay: 'rgba(0, 0, 0, 0.72)',
    overlayText: '#ffffff',
    skeleton: '#262630',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};
