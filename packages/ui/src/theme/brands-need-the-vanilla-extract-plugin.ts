/**
 * `@site/ui/theme` as a browser bundle sees it (package.json `exports`, the `browser` condition): everything
 * of `./index` but the brand makers, `createBrandTheme` and `brandThemeStyle`. Those run only in a `.css.ts`
 * file, which vanilla-extract's bundler plugin evaluates at build time with its own (Node) conditions, so they
 * never reach a page. A brand file built without the plugin is bundled into the page instead, and its import
 * of `createBrandTheme` then fails the build ("createBrandTheme" is not exported by …/dist/theme/
 * brands-need-the-vanilla-extract-plugin.js): this file's name is that message. The runtime parts (`vars`,
 * `themes`, `sprinkles`, `brandTokens`, `checkContrast`, …) stay importable from ordinary code.
 *
 * Webpack is not sent here (its `webpack` condition comes first): `@vanilla-extract/webpack-plugin` compiles
 * `.css.ts` files in a child compiler that resolves with the page's own conditions, `browser` included.
 */
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
