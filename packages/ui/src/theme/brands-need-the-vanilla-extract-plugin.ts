/**
 * What a browser bundle gets for `@vanilla-extract/css/fileScope` when the brand makers (./makers.ts,
 * `@site/ui/theme/brand`) are bundled into a page: package.json's `browser` field maps it here. That happens
 * only to a brand file built without vanilla-extract's bundler plugin, and this module has no `hasFileScope`,
 * so the build stops. Vite, Rollup and esbuild name this file; webpack lists the one export below. Both are
 * the message: add the plugin.
 */
export const addVanillaExtractsPluginToTheBuildToMakeBrands =
  'A brand (createBrandTheme) runs only in a .css.ts file compiled by vanilla-extract: add @vanilla-extract/vite-plugin, @vanilla-extract/esbuild-plugin, @vanilla-extract/rollup-plugin, @vanilla-extract/webpack-plugin or @vanilla-extract/next-plugin to the build.';
