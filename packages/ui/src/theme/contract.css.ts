import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every value a component may use. Themes fill it from plain token files
 * (`tokens/*.ts`), so a sister site adds a brand or mode without touching components.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    border: null,
    focus: null,
    danger: null,
    success: null,
    overlay: null,
    overlayText: null,
    skeleton: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, raised: null, dropdown: null, overlay: null, modal: null, toast: null },
  motion: {
    duration: { fast: null, normal: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
});
