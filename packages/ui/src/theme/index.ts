export { visuallyHidden } from './a11y.css';
export {
  type BrandTheme,
  brandThemeStyle,
  brandTokens,
  colorModes,
  createBrandTheme,
  type StyleFunction,
} from './brand';
export { type BrandName, brandNames, brands, defaultBrand } from './brands';
export { contrastRatio, mix, parseColor, type Rgba } from './color';
export { type ColorModeScriptOptions, colorModeScript } from './colorModeScript';
export { vars } from './contract.css';
export { AA_NON_TEXT, AA_TEXT, type ContrastCheck, type ContrastReport, checkContrast } from './contrast';
export { breakpoints, media, mobileBreakpoint } from './media';
export { type Sprinkles, sprinkles } from './sprinkles';
export { brandThemes, themes } from './themes.css';
export { darkTokens, lightTokens } from './tokens';
export type {
  BrandColors,
  BrandDefinition,
  BrandRole,
  BrandTokenOverrides,
  ColorMode,
  ColorRole,
  ModePalette,
  ThemeTokens,
} from './tokens/types';
