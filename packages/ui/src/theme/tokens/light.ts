import { baseTokens } from './base';
import type { ThemeTokens } from './types';

export const lightTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    surface: '#ffffff',
    surfaceRaised: '#f4f4f7',
    text: '#16161d',
    textMuted: '#55556a',
    accent: '#b3264f',
    accentText: '#ffffff',
    border: '#d3d3dc',
    focus: '#1f5fd6',
    danger: '#b42318',
    success: '#107a3e',
    overlay: 'rgba(12, 12, 18, 0.72)',
    overlayText: '#ffffff',
    skeleton: '#e6e6ec',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 16, 29, 0.08)',
    md: '0 4px 12px rgba(16, 16, 29, 0.12)',
    lg: '0 16px 40px rgba(16, 16, 29, 0.2)',
  },
};
