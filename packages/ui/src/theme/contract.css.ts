import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every value a component may use. Themes fill it from plain token files
 * (`tokens/*.ts` for what all brands share, `brands/*.ts` for each brand's accent), so a sister site adds
 * a brand or a colour mode without touching components. The shape is `ThemeTokens` (`tokens/types.ts`).
 *
 * Roles are only ever added, never renamed or removed: components of other sites compile against them.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSubtle: null,
    link: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    onDanger: null,
    success: null,
    onSuccess: null,
    warning: null,
    info: null,
    overlay: null,
    overlayText: null,
    skeleton: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    family: null,
    familyMono: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    weight: { regular: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  size: {
    control: { sm: null, md: null, lg: null },
    icon: { sm: null, md: null, lg: null },
    targetMin: null,
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: { fast: null, normal: null, slow: null },
    easing: { standard: null, emphasized: null, exit: null },
  },
});
