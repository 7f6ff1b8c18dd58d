/** §2/§9: the layout is mobile at a window width of 1024 px or less. */
export const mobileBreakpoint = 1024;

export const media = {
  mobile: `screen and (max-width: ${mobileBreakpoint}px)`,
  desktop: `screen and (min-width: ${mobileBreakpoint + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
