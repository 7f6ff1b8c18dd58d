// `@site/ui/theme/brand`: the brand makers. They run at build time only, in a `.css.ts` file that
// vanilla-extract's bundler plugin evaluates; the plugin puts only the resulting class names in the page.
//
// A brand file built without the plugin is bundled into the page instead, and that build fails here: for a
// browser bundle, package.json's `browser` field maps this module's `@vanilla-extract/css/fileScope` to
// ./brands-need-the-vanilla-extract-plugin.ts, which has no `hasFileScope`. Vite, Rollup and esbuild then name
// that file; webpack (Next.js's too) lists its one export, whose name is the message. The plugins evaluate a
// `.css.ts` file for Node (esbuild's and Rollup's), in Vite's server environment (Vite's, Turbopack's) or with
// `@vanilla-extract/css/fileScope` left to Node (webpack's child compiler takes it as an external), so none of
// them reads the `browser` field, and they get the real module.

import { hasFileScope } from '@vanilla-extract/css/fileScope';
import { type BrandTheme, brandThemeStyle, type StyleFunction } from './brand';
import type { BrandDefinition } from './tokens/types';

export { brandThemeStyle };

/**
 * Turns a brand into its light and dark theme classes. Call it in a `.css.ts` file with
 * vanilla-extract's `style`:
 *
 * ```ts
 * // app/brand.css.ts of a sister site
 * import { style } from '@vanilla-extract/css';
 * import type { BrandDefinition } from '@site/ui/theme';
 * import { createBrandTheme } from '@site/ui/theme/brand';
 *
 * export const les = { name: 'les', label: 'Lesbian', light: {…}, dark: {…} } satisfies BrandDefinition;
 * export const lesTheme = createBrandTheme(les, style); // { light: 'les-light_…', dark: 'les-dark_…' }
 * ```
 */
export function createBrandTheme(brand: BrandDefinition, style: StyleFunction): BrandTheme {
  // Outside a file the plugin compiles, vanilla-extract's `style` has no file scope and throws a message
  // about scopes; a site would see a blank page. Say what to add instead. A bundler reaches this only where
  // the `browser` field is not read (a brand run by plain Node, or a test without the plugin).
  if (!hasFileScope()) {
    throw new Error(
      `createBrandTheme('${brand.name}') ran in a file that vanilla-extract's build plugin did not compile. ` +
        'Define the brand in a .css.ts file and add the plugin to the build: @vanilla-extract/vite-plugin ' +
        '(Vite), @vanilla-extract/esbuild-plugin, @vanilla-extract/webpack-plugin or @vanilla-extract/next-plugin.',
    );
  }
  return {
    light: style(brandThemeStyle(brand, 'light'), `${brand.name}-light`),
    dark: style(brandThemeStyle(brand, 'dark'), `${brand.name}-dark`),
  };
}
