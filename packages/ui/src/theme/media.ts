/** §2/§9: the layout is mobile at a window width of 1024 px or less. */
export const mobileBreakpoint = 1024;
const desktopBreakpoint = mobileBreakpoint + 1;

/**
 * Breakpoint tokens in px: `mobile` is the widest mobile layout. CSS custom properties do not work in
 * media queries, so these are plain numbers (for `matchMedia`, image `sizes`, tests) and `media` holds
 * the queries for styles.
 */
export const breakpoints = { mobile: mobileBreakpoint, desktop: desktopBreakpoint } as const;

export const media = {
  mobile: `screen and (max-width: ${mobileBreakpoint}px)`,
  desktop: `screen and (min-width: ${desktopBreakpoint}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A screen nothing hovers over (a phone, a tablet): what waits for a pointer there waits for nothing. */
  touch: '(hover: none)',
} as const;
