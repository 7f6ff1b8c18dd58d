import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

// `@site/ui/base.css`: what a page around the components needs from the theme, for a site that has no
// base styles of its own. With a theme class on <html> (`createBrandTheme`, `colorModeScript`), the page's
// background, text colour and font follow the brand and the colour mode. The font is the theme's stack:
// Inter first (load it, e.g. `@fontsource-variable/inter`), else the system's sans-serif.

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
});
