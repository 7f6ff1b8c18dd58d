import type { ModePalette } from './types';

/** The dark colour mode: neutrals, status colours and shadows every brand shares. */
export const darkPalette: ModePalette = {
  color: {
    surface: '#101015',
    surfaceRaised: '#1c1c24',
    surfaceSunken: '#0a0a0e',
    surfaceHover: '#2a2a34',
    text: '#f1f1f5',
    textMuted: '#a9a9ba',
    border: '#383845',
    borderStrong: '#7a7a8e',
    focus: '#7fb0ff',
    danger: '#ff8a80',
    onDanger: '#16161d',
    success: '#5fd68f',
    onSuccess: '#16161d',
    warning: '#f2c14e',
    info: '#7fb0ff',
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
