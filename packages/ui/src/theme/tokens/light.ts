import type { ModePalette } from './types';

/** The light colour mode: neutrals, status colours and shadows every brand shares. */
export const lightPalette: ModePalette = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#f4f4f7',
    surfaceSunken: '#ededf2',
    surfaceHover: '#e8e8ee',
    text: '#16161d',
    textMuted: '#55556a',
    border: '#d3d3dc',
    borderStrong: '#80809a',
    focus: '#1f5fd6',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#107a3e',
    onSuccess: '#ffffff',
    warning: '#8a5300',
    info: '#1f5fd6',
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
