export { visuallyHidden } from './a11y.css';
export { vars } from './contract.css';
export { media, mobileBreakpoint } from './media';
export { type ColorMode, colorModes, themes } from './themes.css';
export { darkTokens } from './tokens/dark';
export { lightTokens } from './tokens/light';
export type { ThemeTokens } from './tokens/types';
