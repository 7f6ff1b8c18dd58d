/** The shape every theme's token file fills in: plain values, no vanilla-extract, so tests can read them. */
export interface ThemeTokens {
  color: {
    /** Page background. */
    surface: string;
    /** Cards, dialogs, menus: one step above the page. */
    surfaceRaised: string;
    text: string;
    textMuted: string;
    /** Brand colour: primary buttons, HD badge, active states. */
    accent: string;
    /** Text and icons drawn on `accent`. */
    accentText: string;
    border: string;
    /** Focus ring. */
    focus: string;
    danger: string;
    success: string;
    /** Translucent scrim: dialog backdrop and badges drawn over thumbnails. */
    overlay: string;
    /** Text drawn on `overlay` (over any image). */
    overlayText: string;
    /** Loading placeholder fill. */
    skeleton: string;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: { sm: string; md: string; lg: string; full: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: string; semibold: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: { base: string; raised: string; dropdown: string; overlay: string; modal: string; toast: string };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
}
