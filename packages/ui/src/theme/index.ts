// `@site/ui/theme`: the theme's parts a page may use at run time (the contract, the theme classes, the colour
// mode script, the tokens and the contrast check), also re-exported by the root entry. The brand makers,
// which run only in a `.css.ts` file that vanilla-extract's plugin compiles, are `@site/ui/theme/brand`.
export { visuallyHidden } from './a11y.css';
export { type BrandTheme, brandTokens, colorModes, type StyleFunction } from './brand';
export { type BrandName, brandNames, brands, defaultBrand } from './brands';
export { contrastRatio, mix, parseColor, type Rgba } from './color';
export { type ColorModeScriptOptions, colorModeScript } from './colorModeScript';
export { vars } from './contract.css';
export { AA_NON_TEXT, AA_TEXT, type ContrastCheck, type ContrastReport, checkContrast } from './contrast';
export { breakpoints, media, mobileBreakpoint } from './media';
export { renderedWhenNear } from './offscreen';
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
