// `@site/ui/theme`: what a page may import at run time (what a browser bundle gets of this entry, package.json
// `browser`), and the brand makers, which run only in a `.css.ts` file that vanilla-extract's plugin compiles.

export { brandThemeStyle, createBrandTheme } from './brand';
export * from './brands-need-the-vanilla-extract-plugin';
